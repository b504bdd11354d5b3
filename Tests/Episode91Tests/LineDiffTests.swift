import Testing

@testable import Episode91

/// The edit script from the standard library, walked into order; hunks with context; file statuses.
@Suite struct LineDiffTests {
  /// Applies an edit script to `old`, which must give `new` back: the script is a correct one.
  private func apply(_ edits: [LineEdit], old: [String], new: [String]) -> [String] {
    edits.compactMap { edit in
      switch edit {
      case .same(let oldIndex, _): old[oldIndex]
      case .removed: nil
      case .added(let newIndex): new[newIndex]
      }
    }
  }

  private func changes(_ edits: [LineEdit]) -> Int {
    edits.filter(\.isChange).count
  }

  @Test func identicalFilesNeedNoEdits() {
    let lines = ["a", "b", "c"]
    #expect(
      LineEdit.script(from: lines, to: lines) == [.same(old: 0, new: 0), .same(old: 1, new: 1), .same(old: 2, new: 2)])
  }

  @Test func emptySidesAreAllAddedOrAllRemoved() {
    #expect(LineEdit.script(from: [], to: []).isEmpty)
    #expect(LineEdit.script(from: [], to: ["a", "b"]) == [.added(new: 0), .added(new: 1)])
    #expect(LineEdit.script(from: ["a", "b"], to: []) == [.removed(old: 0), .removed(old: 1)])
  }

  @Test func anInsertedLineIsOneAddition() {
    let edits = LineEdit.script(from: ["a", "c"], to: ["a", "b", "c"])
    #expect(edits == [.same(old: 0, new: 0), .added(new: 1), .same(old: 1, new: 2)])
  }

  @Test func aDeletedLineIsOneRemoval() {
    let edits = LineEdit.script(from: ["a", "b", "c"], to: ["a", "c"])
    #expect(edits == [.same(old: 0, new: 0), .removed(old: 1), .same(old: 2, new: 1)])
  }

  @Test func aReplacedLineIsARemovalThenAnAddition() {
    let edits = LineEdit.script(from: ["a", "b", "c"], to: ["a", "B", "c"])
    #expect(edits == [.same(old: 0, new: 0), .removed(old: 1), .added(new: 1), .same(old: 2, new: 2)])
  }

  /// The classic example from Myers' paper: ABCABBA to CBABAC needs exactly five edits.
  @Test func theScriptIsTheShortestAndRebuildsTheNewFile() {
    let old = "ABCABBA".map(String.init)
    let new = "CBABAC".map(String.init)
    let edits = LineEdit.script(from: old, to: new)
    #expect(changes(edits) == 5)
    #expect(apply(edits, old: old, new: new) == new)
  }

  @Test(arguments: [
    (["x", "a", "b", "y"], ["a", "z", "b"]),
    (["a", "a", "a"], ["a"]),
    (["1", "2", "3", "4", "5"], ["5", "4", "3", "2", "1"]),
    ([], ["only"]),
  ])
  func everyScriptRebuildsTheNewFile(old: [String], new: [String]) {
    #expect(apply(LineEdit.script(from: old, to: new), old: old, new: new) == new)
  }

  @Test func ignoringWhitespaceTreatsReindentedLinesAsTheSame() {
    let old = ["struct A {", "  var x: Int", "}"]
    let new = ["struct A {", "    var  x : Int", "}"]
    #expect(changes(LineEdit.script(from: old, to: new)) == 2)
    #expect(changes(LineEdit.script(from: old, to: new, comparingBy: FileDiff.withoutWhitespace)) == 0)
  }
}

@Suite struct DiffHunkTests {
  private let old = (1...20).map { "line \($0)" }

  private func hunks(_ new: [String]) -> [DiffHunk] {
    DiffHunk.hunks(from: LineEdit.script(from: old, to: new), old: old, new: new)
  }

  @Test func aChangeGetsThreeLinesOfContextEachSide() throws {
    var new = old
    new[9] = "changed"
    let hunk = try #require(hunks(new).first)
    #expect(hunks(new).count == 1)
    #expect(hunk.header == "@@ -7,7 +7,7 @@")
    #expect(hunk.lines.first == .context("line 7"))
    #expect(hunk.lines.last == .context("line 13"))
    #expect(hunk.lines.filter { $0 == .removed("line 10") || $0 == .added("changed") }.count == 2)
  }

  @Test func changesSixLinesApartShareAHunk() {
    var new = old
    new[4] = "five"
    new[11] = "twelve"  // six unchanged lines (6…11) between: the contexts touch
    #expect(hunks(new).count == 1)
  }

  @Test func changesSevenLinesApartGetTheirOwnHunks() {
    var new = old
    new[3] = "four"
    new[11] = "twelve"  // seven unchanged lines (5…11) between
    let result = hunks(new)
    #expect(result.count == 2)
    #expect(result.map(\.header) == ["@@ -1,7 +1,7 @@", "@@ -9,7 +9,7 @@"])
  }

  @Test func contextIsCutAtTheEdgesOfTheFile() {
    var new = old
    new[0] = "first"
    new[19] = "last"
    #expect(hunks(new).map(\.header) == ["@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@"])
  }

  @Test func anEmptySideStartsAtLineZero() throws {
    let added = try #require(FileDiff.compare(path: "New.swift", old: nil, new: "a\nb\n"))
    #expect(added.hunks.map(\.header) == ["@@ -0,0 +1,2 @@"])
    let deleted = try #require(FileDiff.compare(path: "Old.swift", old: "a\n", new: nil))
    #expect(deleted.hunks.map(\.header) == ["@@ -1,1 +0,0 @@"])
  }

  @Test func linesSplitOnEitherLineBreakWithoutAnExtraLastLine() {
    #expect(FileDiff.lines(of: "a\nb\n") == ["a", "b"])
    #expect(FileDiff.lines(of: "a\r\nb") == ["a", "b"])
    #expect(FileDiff.lines(of: "a\n\n") == ["a", ""])
    #expect(FileDiff.lines(of: "").isEmpty)
  }
}

@Suite struct FileDiffTests {
  @Test func statusAndCountsFollowWhatHappenedToTheFile() throws {
    let files = diffCheckpoints(
      old: ["Kept.swift": "a\n", "Changed.swift": "a\nb\nc\n", "Gone.swift": "x\ny\n"],
      new: ["Kept.swift": "a\n", "Changed.swift": "a\nB\nc\nd\n", "New.swift": "n\n"],
      ignoringWhitespace: false)
    #expect(files.map(\.path) == ["Changed.swift", "Gone.swift", "New.swift"])
    #expect(files.map(\.status) == [.modified, .deleted, .added])
    #expect(files.map(\.addedLines) == [2, 0, 1])
    #expect(files.map(\.removedLines) == [1, 2, 0])
  }

  @Test func aWhitespaceOnlyChangeDisappearsWhenIgnoringWhitespace() {
    let old = ["A.swift": "let x = 1\n"]
    let new = ["A.swift": "let x  =  1   \n"]
    #expect(diffCheckpoints(old: old, new: new, ignoringWhitespace: false).count == 1)
    #expect(diffCheckpoints(old: old, new: new, ignoringWhitespace: true).isEmpty)
  }

  @Test func contextLinesShowTheNewSpellingWhenIgnoringWhitespace() throws {
    let file = try #require(
      FileDiff.compare(path: "A.swift", old: "a\n  b\nc\n", new: "a\n    b\nC\n", ignoringWhitespace: true))
    #expect(file.hunks.first?.lines.contains(.context("    b")) == true)
    #expect(file.addedLines == 1 && file.removedLines == 1)
  }
}
