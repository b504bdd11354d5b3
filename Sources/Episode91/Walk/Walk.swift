import ExerciseSupport
import Foundation
import Messages

/// A walk matched with the real change between two checkpoints: each step's hunks are hunks `diff` computes,
/// so what the walk shows is true by construction, and a checkpoint that changes later breaks the step it
/// touches instead of leaving it quietly wrong.
struct Walk: Sendable {
  /// The checkpoint the walk starts from, and the one it walks into.
  var from: Stage
  var into: Stage
  var source: WalkSource
  /// The covered files (`Workbook.walkChange`) as checkpoint `from` has them; an added file is not here.
  var before: [String: String]
  var files: [FileDiff]
  /// Each step's hunks, in the order of its blocks.
  var stepHunks: [[WalkHunk]]
}

/// One hunk of the real diff, and the file it belongs to.
struct WalkHunk: Equatable, Sendable {
  var path: String
  var hunk: DiffHunk
}

extension Workbook {
  /// `Episodes/<Stage>/WALK.md` or `WALK.ko.md`: the walk into `stage` from the stage before it.
  func walkFile(into stage: Stage, in language: Language) -> URL {
    checkpointFolder(for: stage).appendingPathComponent(WalkSource.fileName(in: language))
  }

  /// Whether the walk into `stage` is written in `language`.
  func hasWalk(into stage: Stage, in language: Language) -> Bool {
    FileManager.default.fileExists(atPath: walkFile(into: stage, in: language).path)
  }

  /// The files a walk into `stage` covers, as `diff` compares them: every Swift file of the checkpoint and its
  /// tests that changed since the stage before, machinery left out (`DiffScope.isMachinery`); with the earlier
  /// checkpoint's text of each.
  func walkChange(into stage: Stage) -> (before: [String: String], files: [FileDiff]) {
    guard let previous = stage.previous else { return ([:], []) }
    let old = swiftSources(of: previous).filter { !DiffScope.isMachinery($0.key) }
    let new = swiftSources(of: stage).filter { !DiffScope.isMachinery($0.key) }
    return (old, diffCheckpoints(old: old, new: new, ignoringWhitespace: false))
  }

  /// The walk file's text, parsed; a missing file is a problem like any other.
  func walkSource(into stage: Stage, in language: Language) throws(WalkProblem) -> WalkSource {
    let url = walkFile(into: stage, in: language)
    let file = displayPath(url)
    guard let text = sourceText(at: url) else {
      throw WalkProblem(file: file, line: 0, .missingWalk, ["stage": "\(stage.number)"])
    }
    return try WalkSource.parse(text, file: file)
  }

  /// The walk into `stage` in `language`, every fence matched to its hunk; fails with every problem found, a
  /// stale fence among them.
  func walk(into stage: Stage, in language: Language) throws(WalkFailure) -> Walk {
    guard let previous = stage.previous else { throw WalkFailure(problems: []) }
    let source: WalkSource
    do {
      source = try walkSource(into: stage, in: language)
    } catch {
      throw WalkFailure(problems: [error])
    }
    let (before, files) = walkChange(into: stage)
    let matched = WalkMatch(source, files: files, file: displayPath(walkFile(into: stage, in: language)), stage: stage)
    // In file order, stale fences among the rest; the hunks no step claims, which have no line, last.
    let problems = (matched.problems + matched.stale.map(\.problem)).sorted { first, second in
      (first.line == 0 ? Int.max : first.line) < (second.line == 0 ? Int.max : second.line)
    }
    guard problems.isEmpty else { throw WalkFailure(problems: problems) }
    return Walk(
      from: previous, into: stage, source: source, before: before, files: files, stepHunks: matched.stepHunks)
  }
}
