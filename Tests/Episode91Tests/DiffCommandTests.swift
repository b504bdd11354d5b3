import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `diff` against fixture checkpoints: the file list, the hunks, the scope and the errors.
@Suite struct DiffCommandTests {
  /// Stage 3 and stage 4 as the episode changes them, in miniature.
  private func fixture() throws -> FixtureWorkbook {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(
      3,
      files: [
        "App/AppEnvironment.swift":
          "struct AppEnvironment {\n  var counter: CounterEnvironment\n  var favoritePrimes: F\n}\n",
        "App/Same.swift": "let same = 1\n",
        "Counter/Old.swift": "let old = 1\n",
        "Exercises/Exercise91_4.swift": "enum Exercise91_4 {}\n",
        "Notes.md": "not Swift\n",
      ],
      tests: ["AppTests.swift": "func testApp() {}\n"])
    try fixture.addStage(
      4,
      files: [
        "App/AppEnvironment.swift": "typealias AppEnvironment = (\n  fileClient: FileClient,\n  nthPrime: N\n)\n",
        "App/Same.swift": "let same = 1\n",
        "Counter/New.swift": "let new = 1\n",
        "Notes.md": "changed, but not Swift\n",
      ],
      tests: [
        "AppTests.swift": "func testApp() { assert() }\n",
        "Exercises/Exercise92_1Tests.swift": "func testExercise() {}\n",
      ])
    return fixture
  }

  @Test func changedFilesComeFirstWithStatusAndCountsThenTheHunks() throws {
    let result = try fixture().run(["diff", "3", "4"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "Stage 3 Erased Store → stage 4 Tuplized environment")
    #expect(lines[1] == "4 files changed, +6 -6")
    #expect(lines[2].hasPrefix("Exercises/ and Checks/ are left out"))
    #expect(
      Array(lines[4...7]) == [
        "  modified  App/AppEnvironment.swift  +4 -4",
        "  added     Counter/New.swift         +1 -0",
        "  deleted   Counter/Old.swift         +0 -1",
        "  modified  Tests/AppTests.swift      +1 -1",
      ])
    #expect(result.output.contains("--- 3/App/AppEnvironment.swift\n+++ 4/App/AppEnvironment.swift\n@@ -1,4 +1,4 @@\n"))
    #expect(result.output.contains("+typealias AppEnvironment = (\n"))
    #expect(result.output.contains("--- /dev/null\n+++ 4/Counter/New.swift\n@@ -0,0 +1,1 @@\n+let new = 1\n"))
    #expect(result.output.contains("--- 3/Counter/Old.swift\n+++ /dev/null\n"))
    #expect(!result.output.contains("Same.swift"))
    #expect(!result.output.contains("Notes.md"))
    #expect(!result.output.contains("Exercise91_4"), "each stage's exercises are its own, not part of its change")
    #expect(!result.output.contains("Exercise92_1"))
  }

  @Test func oneStageIsComparedWithTheStageBeforeIt() throws {
    let fixture = try fixture()
    #expect(
      fixture.run(["diff", "4"]).output == fixture.run(["diff", "erased-store", "Stage4TuplizedEnvironment"]).output)
  }

  @Test func ignoringWhitespaceDropsFilesThatOnlyChangedSpacing() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1, files: ["A.swift": "let a = 1\n"])
    try fixture.addStage(2, files: ["A.swift": "let a  =  1\n"])
    #expect(fixture.run(["diff", "1", "2"]).output.contains("1 file changed, +1 -1"))
    let ignoring = fixture.run(["diff", "2", "--ignore-whitespace"]).output
    #expect(ignoring.contains("No differences in Swift sources (ignoring whitespace)."))
  }

  @Test func colorOnlyWhenTheConsoleAllowsIt() throws {
    let fixture = try fixture()
    #expect(!fixture.run(["diff", "3", "4"]).output.contains("\u{1B}"))
    let colored = fixture.run(["diff", "3", "4"], color: true).output
    #expect(colored.contains("\u{1B}[32m+typealias AppEnvironment = (\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[31m-struct AppEnvironment {\u{1B}[0m"))
  }

  @Test(arguments: [
    (["diff"], "diff takes one or two stages"),
    (["diff", "1", "2", "3"], "diff takes one or two stages"),
    (["diff", "seven", "3"], "unknown stage 'seven'"),
    (["diff", "3", "4", "-w"], "unknown option '-w'"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let result = try fixture().run(arguments)
    #expect(result.code == 2)
    #expect(result.errors.contains(message))
  }

  @Test func stageOneHasNothingBeforeIt() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    let result = fixture.run(["diff", "1"])
    #expect(result.code == 2)
    #expect(result.errors.contains("stage 1 is the first stage"))
  }
}
