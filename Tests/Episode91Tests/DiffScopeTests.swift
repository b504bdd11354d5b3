import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `diff --lesson`, `diff … -- <path>` and the pager: the screens pinned on a small pair of checkpoints, and which
/// pager runs decided from the environment alone.
@Suite struct DiffScopeTests {
  /// Lesson code in two folders, a test, and the probes: machinery that `--lesson` leaves out.
  private func fixture() throws -> FixtureWorkbook {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(
      3,
      files: [
        "App/AppEnvironment.swift": "struct AppEnvironment {}\n", "Counter/CounterReducer.swift": "let reducer = 1\n",
        "Probes/PrimeTimeProbes.swift": "let stage = 3\n",
      ],
      tests: ["CounterTests.swift": "func testCounter() {}\n", "ProbeTests.swift": "let three = 3\n"])
    try fixture.addStage(
      4,
      files: [
        "App/AppEnvironment.swift": "typealias AppEnvironment = ()\n",
        "Counter/CounterReducer.swift": "let reducer = 2\n", "Probes/PrimeTimeProbes.swift": "let stage = 4\n",
      ],
      tests: ["CounterTests.swift": "func testCounter() { }\n", "ProbeTests.swift": "let four = 4\n"])
    return fixture
  }

  @Test func lessonLeavesOutTestsAndProbes() throws {
    let result = try fixture().run(["diff", "3", "4", "--lesson"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output == """
        Stage 3 Erased Store → stage 4 Tuplized environment
        2 files changed, +2 -2
        Only the lesson's code: tests, probes, exercise checks and stubs are left out.

          modified  App/AppEnvironment.swift      +1 -1
          modified  Counter/CounterReducer.swift  +1 -1

        --- 3/App/AppEnvironment.swift
        +++ 4/App/AppEnvironment.swift
        @@ -1,1 +1,1 @@
        -struct AppEnvironment {}
        +typealias AppEnvironment = ()

        --- 3/Counter/CounterReducer.swift
        +++ 4/Counter/CounterReducer.swift
        @@ -1,1 +1,1 @@
        -let reducer = 1
        +let reducer = 2

        """)
  }

  @Test func pathsAfterTwoDashesKeepThoseFilesAndFolders() throws {
    let fixture = try fixture()
    let result = fixture.run(["diff", "3", "4", "--", "Counter/", "Tests/CounterTests.swift"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output == """
        Stage 3 Erased Store → stage 4 Tuplized environment
        2 files changed, +2 -2
        Exercises/ and Checks/ are left out: each stage has its own exercises (see `Episode91 exercises`).

          modified  Counter/CounterReducer.swift  +1 -1
          modified  Tests/CounterTests.swift      +1 -1

        --- 3/Counter/CounterReducer.swift
        +++ 4/Counter/CounterReducer.swift
        @@ -1,1 +1,1 @@
        -let reducer = 1
        +let reducer = 2

        --- 3/Tests/CounterTests.swift
        +++ 4/Tests/CounterTests.swift
        @@ -1,1 +1,1 @@
        -func testCounter() {}
        +func testCounter() { }

        """)
    // A folder matches without its slash too, and never a file that merely starts like it.
    #expect(
      fixture.run(["diff", "3", "4", "--", "Counter"]).output
        == fixture.run(["diff", "3", "4", "--", "Counter/"]).output)
    #expect(!fixture.run(["diff", "3", "4", "--", "App/App"]).output.contains("AppEnvironment.swift  +"))
  }

  @Test func aFilterThatMatchesNothingSaysSo() throws {
    let fixture = try fixture()
    let result = fixture.run(["diff", "4", "--lesson", "--", "Tests/", "Counter/"])
    #expect(result.code == 0)
    #expect(result.errors == "No changed file matches Tests/.\n")
    #expect(result.output.contains("1 file changed, +1 -1"))
    let korean = fixture.run(["--lang", "ko", "diff", "4", "--lesson", "--", "Tests/"])
    #expect(korean.errors == "Tests/에 맞는 바뀐 파일이 없습니다.\n")
    #expect(korean.output.contains("Swift 소스에 차이가 없습니다."))
  }

  /// A path that names no file of either checkpoint is a mistake, not a folder without changes: it exits 2 and names
  /// every such path, and nothing is shown.
  @Test func aPathThatNamesNoFileIsAnErrorThatNamesIt() throws {
    let fixture = try fixture()
    let result = fixture.run(["diff", "3", "4", "--", "Nope/", "Counter/", "App/Nowhere.swift"])
    #expect(result.code == 2)
    #expect(
      result.errors
        == "Not in checkpoint 3 or 4: Nope/, App/Nowhere.swift. Write paths as diff 3 4 shows them, such as Counter/.\n"
    )
    #expect(result.output == "")
    let korean = fixture.run(["--lang", "ko", "diff", "4", "--", "Nowhere/"])
    #expect(korean.code == 2)
    #expect(
      korean.errors
        == "체크포인트 3에도 4에도 없는 경로입니다: Nowhere/. 경로는 diff 3 4에 나오는 대로 쓰세요(예: Counter/).\n")
  }

  /// `--` belongs to `diff` alone: another command still refuses it as an unknown option.
  @Test func onlyDiffTakesPaths() throws {
    let result = try fixture().run(["show", "3", "--", "App/"])
    #expect(result.code == 2)
  }

  @Test func diffsHelpNamesItsNewForms() throws {
    let result = try FixtureWorkbook().run(["diff", "--help"])
    #expect(
      result.output
        == "Usage: swift run Episode91 diff [<from>] <to> [--ignore-whitespace] [--lesson] [-- <path>…]\n\n"
        + "  what changed between two checkpoints (one stage: against the stage before it)\n")
  }

  // MARK: the pager

  @Test(
    arguments: [
      ([:], true, "less -R"),
      (["PAGER": "more"], true, "more"),
      (["PAGER": " most -s "], true, "most -s"),
      (["PAGER": ""], true, nil),
      (["PAGER": "cat"], true, nil),
      ([:], false, nil),
      (["PAGER": "more"], false, nil),
    ] as [([String: String], Bool, String?)])
  func thePagerIsChosenFromTheEnvironment(environment: [String: String], isTerminal: Bool, pager: String?) {
    #expect(Pager.command(environment: environment, isTerminal: isTerminal) == pager)
  }
}

/// The pager run in this process, one at a time, as Episode91 runs one: a pager's shell, once it ends, has what it
/// left sent SIGTERM in Episode91's process group (`Pager.endWhatItLeft`), which here may be the test process's, and
/// a second pager paging beside it would be ended with it.
@Suite(.serialized) struct PagingTests {
  /// A fake pager that saves what it reads, and the `LESS` it was given: git's `FRX` unless the learner set one.
  @Test func thePagerReadsTheWholeTextWithGitsLessDefault() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-pager-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = String(repeating: "a line of diff\n", count: 20_000)
    let saved = folder.appendingPathComponent("paged")
    let less = folder.appendingPathComponent("less")
    let command = "printf %s \"$LESS\" > '\(less.path)'; cat > '\(saved.path)'"
    #expect(Pager.page(text, through: command, environment: [:]))
    #expect(try String(contentsOf: saved, encoding: .utf8) == text)
    #expect(try String(contentsOf: less, encoding: .utf8) == "FRX")
    #expect(Pager.page(text, through: command, environment: ["LESS": "S"]))
    #expect(try String(contentsOf: less, encoding: .utf8) == "S")
  }

  /// A learner who quits the pager before the end: the rest of the text is dropped, and Episode91 carries on.
  @Test func aPagerQuitEarlyEndsNothingButThePage() {
    #expect(
      Pager.page(String(repeating: "line\n", count: 100_000), through: "head -c 10 > /dev/null", environment: [:]))
  }

  /// A pager that cannot start: the text is written straight out instead, whole.
  @Test func withoutAWorkingPagerTheTextIsWrittenDirectly() {
    #expect(!Pager.page("text\n", through: "episode91-no-such-pager", environment: [:]))
    let captured = CapturedConsole()
    var console = captured.console
    console.pager = "episode91-no-such-pager 2> /dev/null"
    console.writePaged("the whole diff\n")
    #expect(captured.output == "the whole diff\n")
    console.pager = "cat > /dev/null"
    console.writePaged("paged, not written\n")
    #expect(captured.output == "the whole diff\n")
  }
}
