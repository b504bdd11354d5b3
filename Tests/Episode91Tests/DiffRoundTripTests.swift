import ExerciseSupport
import Testing

@testable import Episode91

/// Every diff between two real checkpoints, applied hunk by hunk as `patch` would, gives the new file back.
///
/// Hunk placement comes from the standard library's `difference(from:)`, which may line a change up
/// differently from `git diff`; these tests hold what matters whatever the placement: each hunk's header,
/// context and removed lines match the old file where the header says, removed lines print before added
/// ones, and no script is longer than it has to be.
@Suite struct DiffRoundTripTests {
  private let workbook = Workbook.current

  private var stagePairs: [(old: Stage, new: Stage)] {
    Stage.all.flatMap { old in Stage.all.filter { $0 != old }.map { (old: old, new: $0) } }
  }

  @Test(arguments: [false, true])
  func everyHunkBetweenEveryPairOfCheckpointsRebuildsTheNewFile(ignoringWhitespace: Bool) {
    let key = { (line: String) in ignoringWhitespace ? FileDiff.withoutWhitespace(line) : line }
    var fileDiffs = 0
    for (oldStage, newStage) in stagePairs {
      let oldSources = workbook.swiftSources(of: oldStage)
      let newSources = workbook.swiftSources(of: newStage)
      for file in diffCheckpoints(old: oldSources, new: newSources, ignoringWhitespace: ignoringWhitespace) {
        let old = FileDiff.lines(of: oldSources[file.path] ?? "")
        let new = FileDiff.lines(of: newSources[file.path] ?? "")
        // A Bool, not the two files, so a failure names the file instead of printing it twice.
        let rebuildsTheNewFile = apply(file.hunks, to: old, comparingBy: key)?.map(key) == new.map(key)
        #expect(rebuildsTheNewFile, "\(oldStage.number) → \(newStage.number): \(file.path) does not rebuild")
        fileDiffs += 1
      }
    }
    #expect(fileDiffs > 100, "the checkpoints differ in many files; fewer means the sources were not found")
  }

  @Test func everyScriptBetweenConsecutiveCheckpointsIsTheShortest() {
    for new in Stage.all {
      guard let old = new.previous else { continue }
      let oldSources = workbook.swiftSources(of: old)
      let newSources = workbook.swiftSources(of: new)
      for file in diffCheckpoints(old: oldSources, new: newSources, ignoringWhitespace: false) {
        let oldLines = FileDiff.lines(of: oldSources[file.path] ?? "")
        let newLines = FileDiff.lines(of: newSources[file.path] ?? "")
        let kept = longestCommonSubsequence(oldLines, newLines)
        #expect(file.removedLines == oldLines.count - kept, "\(old.number) → \(new.number): \(file.path)")
        #expect(file.addedLines == newLines.count - kept, "\(old.number) → \(new.number): \(file.path)")
      }
    }
  }

  @Test func removedLinesComeBeforeAddedLinesInEveryChange() {
    let edits = LineEdit.script(from: ["a", "1", "2", "b"], to: ["a", "3", "4", "b"])
    #expect(
      edits == [
        .same(old: 0, new: 0), .removed(old: 1), .removed(old: 2), .added(new: 1), .added(new: 2),
        .same(old: 3, new: 3),
      ])
  }

  /// Applies hunks to `old` as `patch` does, returning nil where a hunk does not fit: its header points
  /// elsewhere, a context or removed line is not the old file's line there, or a removed line follows an
  /// added one.
  private func apply(_ hunks: [DiffHunk], to old: [String], comparingBy key: (String) -> String) -> [String]? {
    var result: [String] = []
    var oldIndex = 0
    for hunk in hunks {
      // An empty side's start is the line before the hunk, as in `diff -u`.
      let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      guard start >= oldIndex, start <= old.count else { return nil }
      result += old[oldIndex..<start]
      oldIndex = start
      let newStart = hunk.newCount == 0 ? hunk.newStart : hunk.newStart - 1
      guard newStart == result.count else { return nil }
      var previous: HunkLine?
      for line in hunk.lines {
        switch line {
        case .context(let text), .removed(let text):
          guard oldIndex < old.count, key(old[oldIndex]) == key(text) else { return nil }
          if case .context = line { result.append(text) }
          if case .removed = line, case .added = previous { return nil }
          oldIndex += 1
        case .added(let text):
          result.append(text)
        }
        previous = line
      }
      let consumed = hunk.lines.filter { if case .added = $0 { false } else { true } }.count
      let produced = hunk.lines.filter { if case .removed = $0 { false } else { true } }.count
      guard consumed == hunk.oldCount, produced == hunk.newCount else { return nil }
    }
    return result + old[oldIndex...]
  }

  /// How many lines the two files have in common, in order: the classic dynamic programme, one row at a time.
  private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for line in a {
      var current = [Int](repeating: 0, count: b.count + 1)
      for (j, other) in b.enumerated() {
        current[j + 1] = line == other ? previous[j] + 1 : max(previous[j + 1], current[j])
      }
      previous = current
    }
    return previous[b.count]
  }
}
