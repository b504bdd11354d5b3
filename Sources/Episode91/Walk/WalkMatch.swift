import Messages

/// Which real hunk each of a walk's fences names, and what does not fit.
///
/// A fence names its hunk by its whole text when that is the hunk exactly, and otherwise by its anchor, the first
/// changed line: several hunks of a file with the same anchor are taken in file order. A fence found by its
/// anchor whose text is not the hunk is stale, which `walk <stage> --refresh` mends; every other misfit needs a
/// writer. Every hunk of the covered files belongs to exactly one step.
struct WalkMatch {
  /// A fence found by its anchor whose text is not its hunk's.
  struct StaleFence {
    var block: HunkBlock
    var hunk: DiffHunk
    var problem: WalkProblem
  }

  /// Each step's hunks, in the order of its blocks; a block that names no hunk is left out (and is a problem).
  var stepHunks: [[WalkHunk]]
  /// Every misfit but stale fences, by line; the hunks no step claims last.
  var problems: [WalkProblem] = []
  var stale: [StaleFence] = []

  init(_ source: WalkSource, files: [FileDiff], file: String, stage: Stage) {
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
    /// Which step claimed each hunk, by path and index in its file.
    var claims: [String: [Int: String]] = [:]
    var found: [[WalkHunk?]] = source.steps.map { Array(repeating: nil, count: $0.blocks.count) }
    var handled = Set<[Int]>()
    func problem(
      _ step: WalkStep, _ block: HunkBlock, _ key: WalkMessage, _ arguments: [String: String] = [:]
    )
      -> WalkProblem
    {
      WalkProblem(file: file, line: block.line, step: step.title, key, arguments)
    }
    func claimedTwice(_ step: WalkStep, _ block: HunkBlock, index: Int) -> WalkProblem {
      problem(step, block, .claimedTwice, ["path": block.path, "other": claims[block.path]?[index] ?? ""])
    }

    // Whole fences first, so a fresh fence keeps its hunk whatever the anchors of the fences before it say.
    for (stepIndex, step) in source.steps.enumerated() {
      for (blockIndex, block) in step.blocks.enumerated() {
        guard let diff = byPath[block.path] else { continue }
        guard let index = diff.hunks.firstIndex(where: { $0.fenceLines == block.normalizedFence }) else { continue }
        handled.insert([stepIndex, blockIndex])
        if claims[block.path]?[index] != nil {
          problems.append(claimedTwice(step, block, index: index))
        } else {
          claims[block.path, default: [:]][index] = step.title
          found[stepIndex][blockIndex] = WalkHunk(path: block.path, hunk: diff.hunks[index])
        }
      }
    }
    // Then anchors, in the walk's order, each taking the first hunk with its anchor that no step has yet.
    for (stepIndex, step) in source.steps.enumerated() {
      for (blockIndex, block) in step.blocks.enumerated() where !handled.contains([stepIndex, blockIndex]) {
        guard let diff = byPath[block.path] else {
          problems.append(problem(step, block, .pathNotCovered, ["path": block.path]))
          continue
        }
        guard let anchor = block.anchor else {
          problems.append(problem(step, block, .fenceWithoutAnchor, ["path": block.path]))
          continue
        }
        let anchored = diff.hunks.indices.filter { diff.hunks[$0].anchor == anchor }
        guard let first = anchored.first else {
          problems.append(problem(step, block, .anchorNotFound, ["path": block.path, "anchor": anchor]))
          continue
        }
        guard let index = anchored.first(where: { claims[block.path]?[$0] == nil }) else {
          problems.append(claimedTwice(step, block, index: first))
          continue
        }
        claims[block.path, default: [:]][index] = step.title
        found[stepIndex][blockIndex] = WalkHunk(path: block.path, hunk: diff.hunks[index])
        stale.append(
          StaleFence(
            block: block, hunk: diff.hunks[index],
            problem: problem(step, block, .staleFence, ["path": block.path, "stage": "\(stage.number)"])))
      }
    }
    problems.sort { $0.line < $1.line }
    for diff in files {
      for (index, hunk) in diff.hunks.enumerated() where claims[diff.path]?[index] == nil {
        problems.append(
          WalkProblem(
            file: file, line: 0, .unclaimedHunk,
            ["path": diff.path, "line": "\(hunk.anchorLine)", "anchor": hunk.anchor ?? ""]))
      }
    }
    stepHunks = found.map { $0.compactMap { $0 } }
  }
}

extension DiffHunk {
  /// The hunk as a walk's fence holds it: the header, then each line with its mark, an unchanged empty line left
  /// empty (as editors keep it, without a trailing space).
  var fenceLines: [String] {
    [header]
      + lines.map { line in
        switch line {
        case .context(let text): text.isEmpty ? "" : " " + text
        case .removed(let text): "-" + text
        case .added(let text): "+" + text
        }
      }
  }

  /// The first changed line with its mark, which names the hunk in a walk.
  var anchor: String? {
    fenceLines.dropFirst().first { $0.hasPrefix("+") || $0.hasPrefix("-") }
  }

  /// The 1-based line of the anchor: in the new file for an added line, in the old for a removed one.
  var anchorLine: Int {
    var (old, new) = (max(oldStart, 1), max(newStart, 1))
    for line in lines {
      switch line {
      case .context:
        old += 1
        new += 1
      case .removed: return old
      case .added: return new
      }
    }
    return new
  }
}
