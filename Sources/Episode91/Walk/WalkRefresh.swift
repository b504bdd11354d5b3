import ExerciseSupport
import Foundation
import Messages

/// What `walk <stage> --refresh` did to one walk file.
struct WalkRefresh {
  /// Relative to the workbook.
  var file: String
  /// The step and path of each change it rewrote, in file order.
  var rewritten: [(step: String, path: String)]
  /// What it could not mend: everything but stale headers and a last change that no longer ends at the later
  /// checkpoint.
  var problems: [WalkProblem]
}

extension Workbook {
  /// Mends what a hand edit of a checkpoint leaves behind, and leaves every other line of the file as it was: a
  /// fence whose lines moved gets its header rewritten, a file that no longer ends as the later checkpoint has it
  /// gets the last step that writes in it rewritten to reach it, also when that step's change no longer applies
  /// (the earlier checkpoint changed under it). Anything else is the writer's to change.
  func refreshWalk(into stage: Stage, in language: Language) -> WalkRefresh {
    let url = walkFile(into: stage, in: language)
    let file = displayPath(url)
    let source: WalkSource
    do {
      source = try walkSource(into: stage, in: language)
    } catch {
      return WalkRefresh(file: file, rewritten: [], problems: [error])
    }
    let (before, after) = walkCheckpoints(into: stage)
    let replay = WalkReplay(source, before: before, after: after, file: file, stage: stage)
    // Each (step, path) to rewrite, with the text the file should have after that step.
    var targets: [(step: Int, path: String, text: String?)] = replay.stale.map { stale in
      (stale.step, stale.path, replay.states[stale.step][stale.path])
    }
    // A file whose last change no longer applies because the checkpoint before it changed: that step takes the
    // file, as the steps before it leave it, to the later checkpoint's, so its change is the difference.
    var mended = Set(replay.unfinished.filter { $0.lastStep != nil }.map(\.path))
    for (path, step) in replay.brokenAt
    where source.steps.indices.last(where: { source.steps[$0].paths.contains(path) }) == step - 1 {
      targets.append((step, path, after[path]))
      mended.insert(path)
    }
    for unfinished in replay.unfinished {
      guard let last = unfinished.lastStep else { continue }
      targets.removeAll { $0.step == last && $0.path == unfinished.path }
      targets.append((last, unfinished.path, after[unfinished.path]))
    }
    let mendable: Set<WalkMessage> = [.notTheLaterCheckpoint, .doesNotApply, .fileNotThereYet]
    let problems = replay.problems.filter { problem in
      !(mendable.contains(problem.key) && mended.contains(problem.arguments["path"] ?? ""))
    }
    guard !targets.isEmpty else { return WalkRefresh(file: file, rewritten: [], problems: problems) }

    var lines = WalkSource.walkLines(of: sourceText(at: url) ?? "")
    var edits: [(range: Range<Int>, lines: [String])] = []
    for target in targets {
      let step = source.steps[target.step - 1]
      let blocks = step.blocks.filter { $0.path == target.path }
      let old = replay.states[target.step - 1][target.path]
      let hunks =
        FileDiff.compare(path: target.path, old: old, new: target.text, ignoringWhitespace: false)?.hunks ?? []
      let fence = ["`\(target.path)`", "", "```diff"] + hunks.flatMap(\.fenceLines) + ["```"]
      edits.append(((blocks[0].line - 1)..<(blocks[0].fenceEnd + 1), fence))
      for extra in blocks.dropFirst() {
        let end =
          extra.fenceEnd + 1 < lines.count && lines[extra.fenceEnd + 1].isEmpty
          ? extra.fenceEnd + 2 : extra.fenceEnd + 1
        edits.append(((extra.line - 1)..<end, []))
      }
    }
    // From the end, so the lines of the edits before each one stay where the parser found them.
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      lines.replaceSubrange(edit.range, with: edit.lines)
    }
    do {
      try Data(Walk.text(of: lines).utf8).write(to: url)
    } catch {
      let problem = WalkProblem(file: file, line: 0, .couldNotWrite, ["reason": "\(error.localizedDescription)"])
      return WalkRefresh(file: file, rewritten: [], problems: [problem] + problems)
    }
    let rewritten = targets.sorted { $0.step < $1.step }.map { (step: source.steps[$0.step - 1].title, path: $0.path) }
    return WalkRefresh(file: file, rewritten: rewritten, problems: problems)
  }
}
