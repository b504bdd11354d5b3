import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// The walk format and its matching on a walk of our own, over two small checkpoints: what parses, what every
/// misfit says (naming its step), what `--refresh` writes, and the states the steps rebuild.
@Suite struct WalkSourceTests {
  /// `x` changes to `y` twice in Counter/Counter.swift (two hunks with the same anchor), Old.swift goes,
  /// New.swift comes, the probes change (machinery, which no walk covers) and so does a test.
  static func fixture(walk: String = WalkSourceTests.anchorsOnly, korean: String? = nil) throws -> FixtureWorkbook {
    let fixture = try FixtureWorkbook()
    let lines = (1...20).map { $0 == 2 || $0 == 15 ? "x" : "line \($0)" }
    try fixture.addStage(
      1,
      files: [
        "Counter/Counter.swift": lines.map { $0 + "\n" }.joined(), "Old.swift": "let old = 1\n",
        "Probes/Probes.swift": "let probe = 1\n",
      ],
      tests: ["CounterTests.swift": "func testOld() {}\n", "ProbeTests.swift": "let stage = 1\n"])
    try fixture.addStage(
      2,
      files: [
        "Counter/Counter.swift": lines.map { ($0 == "x" ? "y" : $0) + "\n" }.joined(), "New.swift": "let new = 1\n",
        "Probes/Probes.swift": "let probe = 2\n",
      ],
      tests: ["CounterTests.swift": "func testNew() {}\n", "ProbeTests.swift": "let stage = 2\n"])
    try fixture.write(walk, to: "Episodes/Stage2EnvironmentInReducer/WALK.md")
    try fixture.write(korean ?? walk, to: "Episodes/Stage2EnvironmentInReducer/WALK.ko.md")
    return fixture
  }

  static let file = "Episodes/Stage2EnvironmentInReducer/WALK.md"

  /// Every hunk named by its anchor alone, as a writer first puts it down.
  static let anchorsOnly = """
    # A small walk

    The change, in [two steps](README.md).

    ## The code

    ### Change the first x

    The first `x` becomes `y`.

    `Counter/Counter.swift`

    ```diff
    -x
    ```

    ### Change the second x, add and delete a file

    The second one too,

    `Counter/Counter.swift`

    ```diff
    -x
    ```

    and a file goes while another comes.

    `New.swift`

    ```diff
    +let new = 1
    ```

    `Old.swift`

    ```diff
    -let old = 1
    ```

    ## The tests

    ### The test follows

    `Tests/CounterTests.swift`

    ```diff
    -func testOld() {}
    ```

    ## Check your understanding

    ### Which `x` changes first?

    1. The first.
       > ✓ Right: the walk takes the file from the top.
    2. The second.
       > ✗ It comes in the next step.

    """

  static func parse(_ text: String) throws(WalkProblem) -> WalkSource {
    try WalkSource.parse(text, file: file)
  }

  /// The walk as fresh as `--refresh` leaves it.
  static func refreshed() throws -> FixtureWorkbook {
    let fixture = try fixture()
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 0)
    return fixture
  }

  static func problems(in fixture: FixtureWorkbook, language: Language = .english) -> [String] {
    do {
      _ = try fixture.workbook.walk(into: Stage.all[1], in: language)
      return []
    } catch {
      return error.problems.map { $0.text(in: .english) }
    }
  }

  static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: the format

  @Test func theFormatParsesIntoTitleIntroductionStepsAndQuestions() throws {
    let walk = try Self.parse(Self.anchorsOnly)
    #expect(walk.title == "A small walk")
    #expect(walk.introduction == ["The change, in [two steps](README.md)."])
    #expect(
      walk.steps.map(\.title) == [
        "Change the first x", "Change the second x, add and delete a file", "The test follows",
      ])
    #expect(walk.steps.map(\.group) == ["The code", "The code", "The tests"])
    #expect(walk.steps[1].narration == ["The second one too,", "", "and a file goes while another comes."])
    #expect(walk.steps[1].blocks.map(\.path) == ["Counter/Counter.swift", "New.swift", "Old.swift"])
    #expect(walk.steps[1].blocks.map(\.anchor) == ["-x", "+let new = 1", "-let old = 1"])
    #expect(walk.steps.map(\.line) == [7, 17, 43])
    #expect(walk.questionsHeading == "Check your understanding")
    let question = try #require(walk.questions.first)
    #expect(question.question == "Which `x` changes first?")
    #expect(question.choices.map(\.text) == ["The first.", "The second."])
    #expect(
      question.choices.map(\.reason) == ["Right: the walk takes the file from the top.", "It comes in the next step."])
    #expect(question.answer == 1)
  }

  /// Each mistake in the format is named at its line, in its step.
  @Test(arguments: [
    (
      "`Counter/Counter.swift`\n\n```diff\n-x\n```", "Counter/Counter.swift\n\n```diff\n-x\n```",
      "\(file):13: step \"Change the first x\": a ```diff fence needs its file's path, in backticks, on the line above it"
    ),
    (
      "`Counter/Counter.swift`\n\n```diff\n-x\n```", "`Counter/Counter.swift`\n\nThen:\n\n```diff\n-x\n```",
      "\(file):11: step \"Change the first x\": the path Counter/Counter.swift must be followed by a ```diff fence holding its hunk"
    ),
    (
      "   > ✗ It comes in the next step.", "   > ✓ It comes in the next step.",
      "\(file):53: step \"Which `x` changes first?\": a question needs exactly one right choice (`> ✓`)"
    ),
    (
      "## The code\n\n", "",
      "\(file):5: step \"Change the first x\": expected a `## <group>` heading before the first step"
    ),
    (
      "2. The second.\n   > ✗ It comes in the next step.\n", "2. The second.\n",
      "\(file):57: step \"Which `x` changes first?\": this choice has no reason: an indented `> ✓ …` or `> ✗ …` line under it"
    ),
  ])
  func aMistakeInTheFormatIsNamedAtItsLineInItsStep(original: String, mistake: String, message: String) throws {
    let text = Self.anchorsOnly.replacing(original, with: mistake, maxReplacements: 1)
    #expect(text != Self.anchorsOnly)
    #expect(throws: WalkProblem.self) { try Self.parse(text) }
    do {
      _ = try Self.parse(text)
    } catch {
      #expect(error.text(in: .english) == message)
    }
  }

  @Test func aStepAfterTheQuestionsIsAMistake() throws {
    let text = Self.anchorsOnly + "### Late\n\n`New.swift`\n\n```diff\n+let new = 1\n```\n"
    do {
      _ = try Self.parse(text)
      Issue.record("parsed")
    } catch {
      #expect(error.step == "Late")
      #expect(error.line == 59)
      #expect(error.message == LocalizedText(WalkMessage.stepAfterQuestions))
    }
  }

  // MARK: matching

  /// A writer's anchors are stale fences until `--refresh` writes each hunk in full; then the walk fits.
  @Test func anAnchorOnlyFenceIsStaleAndRefreshWritesItsHunk() throws {
    let fixture = try Self.fixture()
    let stale = Self.problems(in: fixture)
    #expect(stale.count == 5)
    #expect(
      stale.first
        == "\(Self.file):11: step \"Change the first x\": the fence for Counter/Counter.swift is not the current "
        + "hunk: run `swift run Episode91 walk 2 --refresh`")
    let result = fixture.run(["walk", "2", "--refresh"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output.hasPrefix(
        """
        \(Self.file): rewrote the fence for Counter/Counter.swift in step "Change the first x"
        \(Self.file): rewrote the fence for Counter/Counter.swift in step "Change the second x, add and delete a file"

        """))
    #expect(Self.problems(in: fixture).isEmpty)
    #expect(Self.problems(in: fixture, language: .korean).isEmpty)
    let text = try String(contentsOf: fixture.workbook.url(Self.file), encoding: .utf8)
    // Only the fences changed, each to its whole hunk; the two `-x` anchors took their hunks in file order.
    let expected = Self.anchorsOnly
      .replacing(
        "```diff\n-x\n```", with: "```diff\n@@ -1,5 +1,5 @@\n line 1\n-x\n+y\n line 3\n line 4\n line 5\n```",
        maxReplacements: 1
      )
      .replacing(
        "```diff\n-x\n```",
        with: "```diff\n@@ -12,7 +12,7 @@\n line 12\n line 13\n line 14\n-x\n+y\n line 16\n line 17\n line 18\n```"
      )
      .replacing("```diff\n+let new = 1", with: "```diff\n@@ -0,0 +1,1 @@\n+let new = 1")
      .replacing("```diff\n-let old = 1", with: "```diff\n@@ -1,1 +0,0 @@\n-let old = 1")
      .replacing(
        "```diff\n-func testOld() {}", with: "```diff\n@@ -1,1 +1,1 @@\n-func testOld() {}\n+func testNew() {}")
    #expect(text == expected)
    let again = fixture.run(["walk", "2", "--refresh"])
    #expect(
      again.output
        == "\(Self.file): every fence is the current hunk\n\(Self.file.replacing(".md", with: ".ko.md")): every fence is the current hunk\n"
    )
  }

  /// A fence pasted from `diff` with its `---` and `+++` lines is named by the anchor after its `@@`, and refreshed;
  /// an unchanged empty line written with or without its space is the same line.
  @Test func aFencePastedFromDiffIsNamedByItsAnchorAndAnEmptyLineMayKeepItsSpace() throws {
    let pasted = Self.anchorsOnly.replacing(
      "```diff\n-let old = 1", with: "```diff\n--- 1/Old.swift\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-let old = 1")
    let fixture = try Self.fixture(walk: pasted)
    #expect(Self.problems(in: fixture).contains { $0.contains("the fence for Old.swift is not the current hunk") })
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 0)
    #expect(Self.problems(in: fixture).isEmpty)
    let block = HunkBlock(
      path: "A.swift", fence: ["@@ -1,3 +1,3 @@", " ", "-a", "+b", ""], line: 1, fenceStart: 0, fenceEnd: 0)
    #expect(block.normalizedFence == ["@@ -1,3 +1,3 @@", "", "-a", "+b", ""])
    #expect(block.anchor == "-a")
  }

  /// Breaking one hunk's anchor fails with that step's name, and its hunk is then claimed by no step.
  @Test func aBrokenAnchorNamesItsStep() throws {
    let fixture = try Self.refreshed()
    let text = try String(contentsOf: fixture.workbook.url(Self.file), encoding: .utf8)
    try fixture.write(text.replacing("-let old = 1", with: "-let older = 1"), to: Self.file)
    let line = Self.lines(of: text).firstIndex(of: "`Old.swift`")! + 1
    #expect(
      Self.problems(in: fixture) == [
        "\(Self.file):\(line): step \"Change the second x, add and delete a file\": no hunk of Old.swift has the anchor "
          + "`-let older = 1`",
        "\(Self.file): no step claims the hunk of Old.swift at line 1: -let old = 1",
      ])
  }

  /// A hunk no step claims is named by its file, its line and its first changed line.
  @Test func anUnclaimedHunkIsNamed() throws {
    let walk = Self.anchorsOnly.replacing("`New.swift`\n\n```diff\n+let new = 1\n```\n\n", with: "")
    let fixture = try Self.fixture(walk: walk)
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 1)
    #expect(
      Self.problems(in: fixture) == ["\(Self.file): no step claims the hunk of New.swift at line 1: +let new = 1"])
  }

  /// Two fences for one hunk: the second is named, with the step that has it.
  @Test func aHunkClaimedTwiceIsNamed() throws {
    let walk = Self.anchorsOnly.replacing(
      "`Tests/CounterTests.swift`", with: "`Old.swift`\n\n```diff\n-let old = 1\n```\n\n`Tests/CounterTests.swift`")
    let fixture = try Self.fixture(walk: walk)
    _ = fixture.run(["walk", "2", "--refresh"])
    let text = try String(contentsOf: fixture.workbook.url(Self.file), encoding: .utf8)
    let line = Self.lines(of: text).lastIndex(of: "`Old.swift`")! + 1
    #expect(
      Self.problems(in: fixture) == [
        "\(Self.file):\(line): step \"The test follows\": the hunk of Old.swift this fence names belongs to step "
          + "\"Change the second x, add and delete a file\" already"
      ])
  }

  /// Machinery is no part of a walk: a fence for a probe file is named as such.
  @Test func aFenceForMachineryIsNotCovered() throws {
    let walk = Self.anchorsOnly.replacing("`Old.swift`", with: "`Probes/Probes.swift`")
    let problems = Self.problems(in: try Self.fixture(walk: walk))
    #expect(
      problems.contains(
        "\(Self.file):35: step \"Change the second x, add and delete a file\": Probes/Probes.swift is not a file this "
          + "walk covers (it did not change, or it is machinery)"))
  }

  /// The Korean walk must have the English steps' hunk blocks; a difference names the step in both languages.
  @Test func englishAndKoreanWalksWithOtherBlocksDiffer() throws {
    let korean = Self.anchorsOnly.replacing("### The test follows", with: "### 테스트가 따라옵니다")
      .replacing("-func testOld() {}", with: "+func testNew() {}")
    let english = try Self.parse(Self.anchorsOnly)
    let other = try Self.parse(korean)
    let problems = WalkSource.differences(english: english, korean: other, koreanFile: "WALK.ko.md")
    #expect(
      problems.map { $0.text(in: .english) } == [
        "WALK.ko.md:43: step \"테스트가 따라옵니다\": its hunk blocks differ from the English step \"The test follows\""
      ])
    let fewer = try Self.parse(Self.anchorsOnly.replacing(/## The tests[\s\S]*?## Check/, with: "## Check"))
    #expect(
      WalkSource.differences(english: english, korean: fewer, koreanFile: "WALK.ko.md").map { $0.text(in: .english) }
        == ["WALK.ko.md: the English walk has 3 steps, the Korean 2"])
  }

  // MARK: the states

  /// Step 0 is checkpoint 1, each step adds its hunks, and the last step is checkpoint 2 byte for byte, files
  /// added and deleted included.
  @Test func theStepsRebuildEveryStateBetweenTheCheckpoints() throws {
    let fixture = try Self.refreshed()
    let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let counter = "Counter/Counter.swift"
    #expect(Set(walk.files.map(\.path)) == [counter, "New.swift", "Old.swift", "Tests/CounterTests.swift"])
    #expect(walk.files(afterStep: 0) == walk.before)
    #expect(walk.text(of: counter, afterStep: 1)?.split(separator: "\n")[1] == "y")
    #expect(walk.text(of: counter, afterStep: 1)?.split(separator: "\n")[14] == "x")
    #expect(walk.text(of: "New.swift", afterStep: 1) == nil)
    #expect(walk.text(of: "Old.swift", afterStep: 1) == "let old = 1\n")
    #expect(walk.text(of: "New.swift", afterStep: 2) == "let new = 1\n")
    #expect(walk.text(of: "Old.swift", afterStep: 2) == nil)
    #expect(walk.paths(ofStep: 2) == [counter, "New.swift", "Old.swift"])
    let later = fixture.workbook.swiftSources(of: Stage.all[1]).filter { !DiffScope.isMachinery($0.key) }
    #expect(walk.files(afterStep: 3) == later)
  }

  /// A walk file that is not there is a problem, not a crash; stage 1 and unknown stages are usage errors.
  @Test func withoutAWalkOrAStageBeforeWalkSaysSo() throws {
    let fixture = try FixtureWorkbook()
    let missing = fixture.run(["walk", "3"])
    #expect(missing.code == 1)
    #expect(
      missing.errors
        == "error: The walk into stage 3 does not fit the checkpoints:\n"
        + "  Episodes/Stage3ErasedStore/WALK.md: stage 3 has no walk in this language yet\n")
    #expect(fixture.run(["walk", "3", "--refresh"]).errors == missing.errors)
    let first = fixture.run(["walk", "1"])
    #expect(first.code == 2)
    #expect(first.errors.hasPrefix("error: stage 1 starts the story: there is nothing to walk into (try `walk 2`).\n"))
    #expect(fixture.run(["walk", "9"]).code == 2)
    #expect(fixture.run(["walk"]).code == 2)
    #expect(fixture.run(["walk", "2", "3"]).code == 2)
    #expect(fixture.run(["walk", "2", "--fresh"]).code == 2)
  }

  /// A walk file is not source: writing one leaves the checkpoint up to date, and `diff` never lists it.
  @Test func aWalkFileIsNoSourceOfTheCheckpoint() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try fixture.addStage(2, files: ["main.swift": "print(2)\n"])
    try fixture.compile(2)
    let stage2 = Stage.all[1]
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)],
      ofItemAtPath: fixture.binaries.appendingPathComponent(stage2.target).path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7200)],
      ofItemAtPath: fixture.root.appendingPathComponent("Episodes/\(stage2.target)/main.swift").path)
    try fixture.write(Self.anchorsOnly, to: Self.file)
    #expect(!fixture.executables().isStale(stage2, in: fixture.workbook))
    #expect(!fixture.run(["diff", "1", "2"]).output.contains("WALK"))
  }

  @Test func theWalkMessagesHaveEveryLanguage() {
    checkCatalog(WalkMessage.self)
  }
}
