import Messages

/// A walk's steps applied one after another to the earlier checkpoint's files: the state after every step, and
/// what does not fit.
///
/// Each step's hunks apply to the file as the steps before it left it, so a file can be built up a piece at a
/// time and a line written one way and reworked later. A hunk applies where its header says, or, when the lines
/// around it moved (the earlier checkpoint changed above it), where its old lines are found nearest to that: such
/// a fence is stale, and `walk <stage> --refresh` rewrites its header. Every file must end as the later
/// checkpoint has it.
struct WalkReplay {
  /// A fence that applied, but not at the lines its header names.
  struct StaleFence {
    var step: Int
    var path: String
    var problem: WalkProblem
  }

  /// `states[k]`: the covered files after steps 1…k.
  var states: [[String: String]]
  var problems: [WalkProblem] = []
  var stale: [StaleFence] = []
  /// The files that do not end as the later checkpoint has them, each with the last step that writes in it.
  var unfinished: [(path: String, lastStep: Int?)] = []
  /// Files whose change failed to apply at some step, with that step: nothing after it says anything true about
  /// them.
  var brokenAt: [String: Int] = [:]
  var broken: Set<String> { Set(brokenAt.keys) }

  init(_ source: WalkSource, before: [String: String], after: [String: String], file: String, stage: Stage) {
    states = [before]
    var current = before
    var lastStep: [String: Int] = [:]
    for (index, step) in source.steps.enumerated() {
      let number = index + 1
      func problem(_ block: HunkBlock, _ key: WalkMessage, _ arguments: [String: String] = [:]) -> WalkProblem {
        WalkProblem(file: file, line: block.line, step: step.title, key, arguments.merging(["path": block.path]) { $1 })
      }
      for path in step.paths where brokenAt[path] == nil {
        let blocks = step.blocks.filter { $0.path == path }
        lastStep[path] = number
        var hunks: [DiffHunk] = []
        do {
          for block in blocks {
            hunks += try DiffHunk.parseFence(block.normalizedFence)
          }
        } catch {
          problems.append(problem(blocks[0], .badFence, ["reason": error.text]))
          brokenAt[path] = number
          continue
        }
        let old = current[path].map(FileDiff.lines(of:))
        guard let applied = Self.applying(hunks, to: old ?? []), old != nil || hunks.allSatisfy(\.creates) else {
          problems.append(problem(blocks[0], old == nil ? .fileNotThereYet : .doesNotApply))
          brokenAt[path] = number
          continue
        }
        if applied.moved {
          stale.append(
            StaleFence(
              step: number, path: path, problem: problem(blocks[0], .staleFence, ["stage": "\(stage.number)"])))
        }
        let deletes = !hunks.isEmpty && hunks.allSatisfy(\.deletes) && applied.lines.isEmpty
        let new = deletes ? nil : Walk.text(of: applied.lines)
        if new == current[path] {
          problems.append(problem(blocks[0], .changesNothing))
        }
        current[path] = new
      }
      states.append(current)
    }
    for path in Set(before.keys).union(after.keys).union(current.keys).sorted()
    where current[path] != after[path] && !broken.contains(path) {
      unfinished.append((path, lastStep[path]))
      let arguments = ["path": path, "stage": "\(stage.number)"]
      if let last = lastStep[path] {
        let step = source.steps[last - 1]
        let line = step.blocks.last { $0.path == path }?.line ?? step.line
        problems.append(WalkProblem(file: file, line: line, step: step.title, .notTheLaterCheckpoint, arguments))
      } else {
        problems.append(WalkProblem(file: file, line: 0, .noStepChanges, arguments))
      }
    }
  }

  /// `old` with `hunks` applied, each where its old lines are: at its header's line, or the nearest place they
  /// stand; nil when one of them is nowhere (after the hunk before it).
  static func applying(_ hunks: [DiffHunk], to old: [String]) -> (lines: [String], moved: Bool)? {
    var lines: [String] = []
    var next = 0
    var moved = false
    for hunk in hunks.sorted(by: { $0.oldStart < $1.oldStart }) {
      // `diff -u` names the line before a hunk that has no old lines; otherwise its first line.
      let expected = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      let wanted = hunk.oldLines
      guard let start = place(of: wanted, in: old, from: next, near: expected) else { return nil }
      moved = moved || start != expected
      lines += old[next..<start]
      lines += hunk.newLines
      next = start + wanted.count
    }
    return (lines + old[next...], moved)
  }

  /// Where `wanted` stands in `old` at or after `from`, nearest to `expected` first.
  private static func place(of wanted: [String], in old: [String], from: Int, near expected: Int) -> Int? {
    let last = old.count - wanted.count
    guard last >= from else { return nil }
    if wanted.isEmpty { return min(max(expected, from), old.count) }
    func matches(_ start: Int) -> Bool {
      start >= from && start <= last && old[start..<(start + wanted.count)].elementsEqual(wanted)
    }
    for distance in 0...max(old.count, 1) {
      if matches(expected - distance) { return expected - distance }
      if matches(expected + distance) { return expected + distance }
    }
    return nil
  }
}

extension Walk {
  /// Lines as the workbook's Swift files hold them: each ended by `\n` (swift format writes no other ending).
  static func text(of lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}

/// What is wrong with a fence's text, said the way a writer can fix it.
struct FenceError: Error {
  var text: String
}

extension DiffHunk {
  /// The hunks of a fence, each under its `@@ -a,b +c,d @@` header (a count left out is 1, as in `diff -u`); the
  /// lines under a header must add up to its counts.
  static func parseFence(_ fence: [String]) throws(FenceError) -> [DiffHunk] {
    var hunks: [DiffHunk] = []
    for line in fence {
      if line.hasPrefix("@@") {
        guard let hunk = header(line) else { throw FenceError(text: "`\(line)` is not a hunk header") }
        hunks.append(hunk)
        continue
      }
      guard !hunks.isEmpty else { throw FenceError(text: "the fence must start with a hunk header, `@@ -a,b +c,d @@`") }
      if line.hasPrefix("\\") { continue }
      let text = String(line.dropFirst())
      switch line.first {
      case "+": hunks[hunks.count - 1].lines.append(.added(text))
      case "-": hunks[hunks.count - 1].lines.append(.removed(text))
      case " ": hunks[hunks.count - 1].lines.append(.context(text))
      case nil: hunks[hunks.count - 1].lines.append(.context(""))
      default: throw FenceError(text: "`\(line)` starts with none of ` `, `+` and `-`")
      }
    }
    for hunk in hunks where hunk.oldLines.count != hunk.oldCount || hunk.newLines.count != hunk.newCount {
      throw FenceError(
        text: "under `\(hunk.header)` stand \(hunk.oldLines.count) old and \(hunk.newLines.count) new lines")
    }
    return hunks
  }

  /// `@@ -12,7 +12,9 @@` (and whatever follows the second `@@`).
  private static func header(_ line: String) -> DiffHunk? {
    let parts = line.split(separator: " ")
    guard parts.count >= 4, parts[0] == "@@", parts[3] == "@@", parts[1].hasPrefix("-"), parts[2].hasPrefix("+"),
      let old = range(parts[1].dropFirst()), let new = range(parts[2].dropFirst())
    else { return nil }
    return DiffHunk(oldStart: old.start, oldCount: old.count, newStart: new.start, newCount: new.count, lines: [])
  }

  private static func range(_ text: Substring) -> (start: Int, count: Int)? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard let start = numbers.first ?? nil, numbers.count <= 2 else { return nil }
    guard numbers.count == 2 else { return (start, 1) }
    guard let count = numbers[1] else { return nil }
    return (start, count)
  }

  /// The lines the hunk expects to find: its context and removed lines, in order.
  var oldLines: [String] {
    lines.compactMap { line in
      switch line {
      case .context(let text), .removed(let text): text
      case .added: nil
      }
    }
  }

  /// The lines it leaves: its context and added lines, in order.
  var newLines: [String] {
    lines.compactMap { line in
      switch line {
      case .context(let text), .added(let text): text
      case .removed: nil
      }
    }
  }

  /// A hunk that starts a file: nothing old, as `diff -u` writes `@@ -0,0 +1,N @@`.
  var creates: Bool { oldStart == 0 && oldCount == 0 }

  /// A hunk that leaves nothing, as `diff -u` writes `@@ -1,N +0,0 @@` for a deleted file.
  var deletes: Bool { newStart == 0 && newCount == 0 }

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
}
