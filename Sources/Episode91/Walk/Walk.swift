import ExerciseSupport
import Foundation
import Messages

/// A walk replayed on the real checkpoints: every step's change applied to the files as the steps before it left
/// them, starting from the earlier checkpoint and ending, byte for byte, at the later one. So what a step shows is
/// a real state of the code, and a checkpoint that changes later breaks the step that touches it instead of leaving
/// it quietly wrong.
struct Walk: Sendable {
  /// The checkpoint the walk starts from, and the one it walks into.
  var from: Stage
  var into: Stage
  var source: WalkSource
  /// The covered files (`Workbook.walkChange`) after each step: `states[0]` is checkpoint `from`'s, the last is
  /// checkpoint `into`'s. A file is absent before the step that creates it and after the step that deletes it.
  var states: [[String: String]]

  /// The covered files after steps 1…`step`, path → text.
  func files(afterStep step: Int) -> [String: String] {
    states[step]
  }

  /// One covered file after steps 1…`step`, or nil when it does not exist then.
  func text(of path: String, afterStep step: Int) -> String? {
    states[step][path]
  }

  /// The files step `step` writes in, in the order of its blocks, each once.
  func paths(ofStep step: Int) -> [String] {
    source.steps[step - 1].paths
  }

  /// What step `step` does to `path`, as `diff` would show it: added, deleted or modified, with the step's hunks
  /// (only those shown, with `shownOnly`).
  func change(ofStep step: Int, path: String, shownOnly: Bool = false) -> FileDiff {
    let blocks = source.steps[step - 1].blocks.filter { $0.path == path && (!shownOnly || !$0.isFolded) }
    let hunks = blocks.flatMap { (try? DiffHunk.parseFence($0.normalizedFence)) ?? [] }
    let (old, new) = (states[step - 1][path], states[step][path])
    let status: FileStatus = old == nil ? .added : new == nil ? .deleted : .modified
    return FileDiff(
      path: path, status: status, addedLines: hunks.reduce(0) { $0 + $1.lines.count(where: \.isAdded) },
      removedLines: hunks.reduce(0) { $0 + $1.lines.count(where: \.isRemoved) }, hunks: hunks)
  }
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

  /// The files a walk into `stage` covers, as the two checkpoints have them: every Swift file of the checkpoint
  /// and its tests, machinery left out (`DiffScope.isMachinery`). Unchanged files are here too: the compiler
  /// check builds each step's state from them.
  func walkCheckpoints(into stage: Stage) -> (before: [String: String], after: [String: String]) {
    guard let previous = stage.previous else { return ([:], [:]) }
    let old = swiftSources(of: previous).filter { !DiffScope.isMachinery($0.key) }
    let new = swiftSources(of: stage).filter { !DiffScope.isMachinery($0.key) }
    return (old, new)
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

  /// The walk into `stage` in `language`, replayed on the checkpoints; fails with every problem found.
  func walk(into stage: Stage, in language: Language) throws(WalkFailure) -> Walk {
    guard let previous = stage.previous else { throw WalkFailure(problems: []) }
    let source: WalkSource
    do {
      source = try walkSource(into: stage, in: language)
    } catch {
      throw WalkFailure(problems: [error])
    }
    let (before, after) = walkCheckpoints(into: stage)
    let file = displayPath(walkFile(into: stage, in: language))
    let replay = WalkReplay(source, before: before, after: after, file: file, stage: stage)
    let problems = replay.problems + replay.stale.map(\.problem)
    guard problems.isEmpty else { throw WalkFailure(problems: Self.inFileOrder(problems)) }
    return Walk(from: previous, into: stage, source: source, states: replay.states)
  }

  /// Problems by line, those of the file as a whole (line 0) last.
  static func inFileOrder(_ problems: [WalkProblem]) -> [WalkProblem] {
    problems.sorted { ($0.line == 0 ? Int.max : $0.line) < ($1.line == 0 ? Int.max : $1.line) }
  }
}

extension HunkLine {
  var isAdded: Bool {
    if case .added = self { true } else { false }
  }

  var isRemoved: Bool {
    if case .removed = self { true } else { false }
  }
}
