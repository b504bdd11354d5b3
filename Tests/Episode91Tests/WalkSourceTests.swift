import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// The walk format and its replay on a walk of our own, over two small checkpoints: what parses, what every
/// misfit says (naming its step), what `--refresh` writes, and the states the steps build.
@Suite struct WalkSourceTests {
  /// `x` changes to `y` twice in Counter/Counter.swift, Old.swift goes, New.swift comes, the probes change
  /// (machinery, which no walk covers) and so does a test.
  static func fixture(walk: String = WalkSourceTests.small, korean: String? = nil) throws -> FixtureWorkbook {
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

  /// Five steps: two changes to one file, a file built in two steps (its line written one way, then reworked), a
  /// file deleted in a folded block, and a test.
  static let small = """
    # A small walk

    The change, in [five steps](README.md).

    ## The code

    Why the code changes.

    ### Change the first x

    The first `x` becomes `y`.

    `Counter/Counter.swift`

    ```diff
    @@ -1,5 +1,5 @@
     line 1
    -x
    +y
     line 3
     line 4
     line 5
    ```

    Compiler: builds.

    ### Change the second x

    The second one too.

    `Counter/Counter.swift`

    ```diff
    @@ -12,7 +12,7 @@
     line 12
     line 13
     line 14
    -x
    +y
     line 16
     line 17
     line 18
    ```

    Compiler: `cannot find 'y' in scope`

    ### Start New.swift

    A new file, first with a zero.

    `New.swift`

    ```diff
    @@ -0,0 +1,1 @@
    +let new = 0
    ```

    Compiler: builds.

    ### One, not zero

    The value was wrong.

    `New.swift`

    ```diff
    @@ -1,1 +1,1 @@
    -let new = 0
    +let new = 1
    ```

    컴파일러: 빌드됩니다.

    ### Old.swift goes

    Nothing uses it any more.

    <details>
    <summary>The old file, deleted.</summary>

    `Old.swift`

    ```diff
    @@ -1,1 +0,0 @@
    -let old = 1
    ```

    </details>

    Compiler: builds.

    ## The tests

    The test follows the code.

    ### The test follows

    A new name.

    `Tests/CounterTests.swift`

    ```diff
    @@ -1,1 +1,1 @@
    -func testOld() {}
    +func testNew() {}
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

  /// The 1-based line of the first line of `text` that is `line`, after `after`.
  static func line(_ line: String, in text: String, after: Int = 0) -> Int {
    (lines(of: text).enumerated().first { $0.offset >= after && $0.element == line }?.offset ?? -1) + 1
  }

  // MARK: the format

  @Test func theFormatParsesIntoSectionsStepsCompilerLinesAndQuestions() throws {
    let walk = try Self.parse(Self.small)
    #expect(walk.title == "A small walk")
    #expect(walk.introduction == ["The change, in [five steps](README.md)."])
    #expect(walk.groups.map(\.title) == ["The code", "The tests"])
    #expect(walk.groups.map(\.introduction) == [["Why the code changes."], ["The test follows the code."]])
    #expect(
      walk.steps.map(\.title) == [
        "Change the first x", "Change the second x", "Start New.swift", "One, not zero", "Old.swift goes",
        "The test follows",
      ])
    #expect(walk.steps.map(\.group) == ["The code", "The code", "The code", "The code", "The code", "The tests"])
    #expect(walk.steps[0].narration == ["The first `x` becomes `y`."])
    #expect(walk.steps.map(\.compiler?.errors) == [[], ["cannot find 'y' in scope"], [], [], [], nil])
    #expect(walk.steps[3].compiler?.builds == true)
    #expect(walk.steps[4].blocks.map(\.isFolded) == [true])
    #expect(walk.steps[4].shownBlocks.isEmpty)
    #expect(walk.steps[4].foldSummary == "The old file, deleted.")
    #expect(walk.steps[4].narration == ["Nothing uses it any more."])
    #expect(walk.steps.map(\.line) == [9, 27, 47, 60, 74, 96])
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
      "`Counter/Counter.swift`\n\n```diff\n@@ -1,5", "Counter/Counter.swift\n\n```diff\n@@ -1,5",
      "\(file):15: step \"Change the first x\": a ```diff fence needs its file's path, in backticks, on the line above it"
    ),
    (
      "`Counter/Counter.swift`\n\n```diff\n@@ -1,5", "`Counter/Counter.swift`\n\nThen:\n\n```diff\n@@ -1,5",
      "\(file):13: step \"Change the first x\": the path Counter/Counter.swift must be followed by a ```diff fence holding its hunk"
    ),
    (
      "   > ✗ It comes in the next step.", "   > ✓ It comes in the next step.",
      "\(file):110: step \"Which `x` changes first?\": a question needs exactly one right choice (`> ✓`)"
    ),
    (
      "## The code\n\nWhy the code changes.\n\n", "",
      "\(file):5: step \"Change the first x\": expected a `## <group>` heading before the first step"
    ),
    (
      "2. The second.\n   > ✗ It comes in the next step.\n", "2. The second.\n",
      "\(file):114: step \"Which `x` changes first?\": this choice has no reason: an indented `> ✓ …` or `> ✗ …` line under it"
    ),
    (
      "Compiler: `cannot find 'y' in scope`", "Compiler: fails.",
      "\(file):45: step \"Change the second x\": the compiler line says `builds.`, quotes each error in backticks as the compiler words it, or says `no new error — ` and why"
    ),
    (
      "Compiler: `cannot find 'y' in scope`", "Compiler: no new error",
      "\(file):45: step \"Change the second x\": the compiler line says `builds.`, quotes each error in backticks as the compiler words it, or says `no new error — ` and why"
    ),
    (
      "A new file, first with a zero.", "Run: `testNew` works — it runs.",
      "\(file):49: step \"Start New.swift\": a run line names a test in backticks, then `passes` or `fails`, a dash and what running it shows: Run: `TestName` passes — …"
    ),
    (
      "A new file, first with a zero.", "Run: testNew passes — it runs.",
      "\(file):49: step \"Start New.swift\": a run line names a test in backticks, then `passes` or `fails`, a dash and what running it shows: Run: `TestName` passes — …"
    ),
    (
      "A new file, first with a zero.", "Run: `testNew` passes",
      "\(file):49: step \"Start New.swift\": a run line names a test in backticks, then `passes` or `fails`, a dash and what running it shows: Run: `TestName` passes — …"
    ),
    (
      "A new file, first with a zero.", "Run: `testNew` passes — it runs.\nRun: `testNew` fails — it does not.",
      "\(file):50: step \"Start New.swift\": a step runs one test at most: one `Run:` line"
    ),
    (
      "```\n\n</details>", "```\n",
      "\(file):74: step \"Old.swift goes\": a step folds its repeated blocks into one `<details>` … `</details>`, closed before the next step"
    ),
    (
      "A new file, first with a zero.", "Compiler: builds.",
      "\(file):58: step \"Start New.swift\": a step says once what the compiler says after it"
    ),
  ])
  func aMistakeInTheFormatIsNamedAtItsLineInItsStep(original: String, mistake: String, message: String) throws {
    let text = Self.small.replacing(original, with: mistake, maxReplacements: 1)
    #expect(text != Self.small)
    #expect(throws: WalkProblem.self) { try Self.parse(text) }
    do {
      _ = try Self.parse(text)
    } catch {
      #expect(error.text(in: .english) == message)
    }
  }

  /// `no new error — why` in either language, and a `Run:` line in either language: its test, outcome and words.
  @Test func aCompilerLineMaySayNoNewErrorAndAStepMayRunATest() throws {
    let text = Self.small.replacing(
      "Compiler: `cannot find 'y' in scope`",
      with:
        "Compiler: no new error — the second `x` was the last.\n\nRun: `CounterTests/testNew` fails — y is unknown.",
      maxReplacements: 1
    ).replacing(
      "컴파일러: 빌드됩니다.", with: "컴파일러: 새 오류 없음 — 아직 그대로입니다.\n실행: `testNew` 통과 — 새 이름으로 돕니다.",
      maxReplacements: 1)
    let walk = try Self.parse(text)
    #expect(
      walk.steps[1].compiler == CompilerStatement(errors: [], noNewError: "the second `x` was the last.", line: 45))
    #expect(walk.steps[1].compiler?.builds == false)
    #expect(
      walk.steps[1].run == RunStatement(test: "CounterTests/testNew", passes: false, shows: "y is unknown.", line: 47))
    #expect(walk.steps[1].narration == ["The second one too."])
    #expect(walk.steps[3].compiler?.noNewError == "아직 그대로입니다.")
    #expect(walk.steps[3].run == RunStatement(test: "testNew", passes: true, shows: "새 이름으로 돕니다.", line: 75))
    #expect(walk.steps[0].run == nil)
    // As the terminal and the tutorials show them, in each language.
    #expect(
      walk.steps[1].compiler?.said(in: .english) == "Compiler: no new error — the second `x` was the last.")
    #expect(walk.steps[1].run?.said(in: .english) == "Run: `CounterTests/testNew` fails — y is unknown.")
    #expect(walk.steps[3].compiler?.said(in: .korean) == "컴파일러: 새 오류 없음 — 아직 그대로입니다.")
    #expect(walk.steps[3].run?.said(in: .korean) == "실행: `testNew` 통과 — 새 이름으로 돕니다.")
  }

  /// The Korean walk's run lines name the English walk's tests, with the same outcomes.
  @Test func englishAndKoreanRunLinesMustAgree() throws {
    let english = try Self.parse(
      Self.small.replacing("A new name.", with: "A new name.\n\nRun: `testNew` passes — it runs."))
    let korean = try Self.parse(
      Self.small.replacing("A new name.", with: "새 이름.\n\n실행: `testNew` 실패 — 돌지 않습니다."))
    let problems = WalkSource.differences(english: english, korean: korean, koreanFile: "WALK.ko.md")
    #expect(
      problems.map { $0.text(in: .english) } == [
        "WALK.ko.md:100: step \"The test follows\": its run line names another test or outcome than the English step \"The test follows\""
      ])
    let alike = try Self.parse(
      Self.small.replacing("A new name.", with: "새 이름.\n\n실행: `testNew` 통과 — 돕니다."))
    #expect(WalkSource.differences(english: english, korean: alike, koreanFile: "WALK.ko.md").isEmpty)
  }

  @Test func aStepAfterTheQuestionsIsAMistake() throws {
    let text = Self.small + "### Late\n\n`New.swift`\n\n```diff\n@@ -1,1 +1,1 @@\n-let new = 1\n+let new = 2\n```\n"
    do {
      _ = try Self.parse(text)
      Issue.record("parsed")
    } catch {
      #expect(error.step == "Late")
      #expect(error.line == 116)
      #expect(error.message == LocalizedText(WalkMessage.stepAfterQuestions))
    }
  }

  /// A fence's text must be hunks: a header first, marks on every line, counts that add up.
  @Test func aFenceIsHunksWhoseCountsAddUp() throws {
    let hunks = try DiffHunk.parseFence(["@@ -1,3 +1,3 @@", "", "-a", "+b", " c", "@@ -9 +9 @@", "-d", "+e"])
    #expect(hunks.map(\.header) == ["@@ -1,3 +1,3 @@", "@@ -9,1 +9,1 @@"])
    #expect(hunks[0].oldLines == ["", "a", "c"])
    #expect(hunks[0].newLines == ["", "b", "c"])
    #expect(throws: FenceError.self) { try DiffHunk.parseFence(["-a"]) }
    #expect(throws: FenceError.self) { try DiffHunk.parseFence(["@@ -1,2 +1,1 @@", "-a"]) }
    #expect(throws: FenceError.self) { try DiffHunk.parseFence(["@@ -1 +1 @@", "*a", "+b"]) }
    let block = HunkBlock(
      path: "A.swift", fence: ["@@ -1,3 +1,3 @@", " ", "-a", "+b", ""], isFolded: false, line: 1, fenceStart: 0,
      fenceEnd: 0)
    #expect(block.normalizedFence == ["@@ -1,3 +1,3 @@", "", "-a", "+b", ""])
  }

  // MARK: the replay

  /// Step 0 is checkpoint 1, each step applies to the state before it (a file built in two steps, one deleted),
  /// and the last step is checkpoint 2 byte for byte.
  @Test func theStepsBuildEveryStateBetweenTheCheckpoints() throws {
    let fixture = try Self.fixture()
    let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let counter = "Counter/Counter.swift"
    let (before, after) = fixture.workbook.walkCheckpoints(into: Stage.all[1])
    #expect(walk.files(afterStep: 0) == before)
    #expect(walk.text(of: counter, afterStep: 1)?.split(separator: "\n")[1] == "y")
    #expect(walk.text(of: counter, afterStep: 1)?.split(separator: "\n")[14] == "x")
    #expect(walk.text(of: "New.swift", afterStep: 2) == nil)
    #expect(walk.text(of: "New.swift", afterStep: 3) == "let new = 0\n")
    #expect(walk.text(of: "New.swift", afterStep: 4) == "let new = 1\n")
    #expect(walk.text(of: "Old.swift", afterStep: 4) == "let old = 1\n")
    #expect(walk.text(of: "Old.swift", afterStep: 5) == nil)
    #expect(walk.change(ofStep: 3, path: "New.swift").status == .added)
    #expect(walk.change(ofStep: 5, path: "Old.swift").status == .deleted)
    #expect(walk.change(ofStep: 5, path: "Old.swift", shownOnly: true).hunks.isEmpty)
    #expect(walk.files(afterStep: 6) == after)
    #expect(Self.problems(in: fixture, language: .korean).isEmpty)
  }

  /// A fence whose old lines are not in the file as the steps before left it fails at its step, and says nothing
  /// more about that file after it.
  @Test func aFenceThatDoesNotApplyNamesItsStep() throws {
    let walk = Self.small.replacing("-let new = 0\n+let new = 1", with: "-let new = 2\n+let new = 1")
    let fixture = try Self.fixture(walk: walk)
    let line = Self.line("`New.swift`", in: walk, after: 60)
    #expect(
      Self.problems(in: fixture) == [
        "\(Self.file):\(line): step \"One, not zero\": the fence for New.swift does not apply to the file as the "
          + "steps before left it (its old lines are not there)"
      ])
  }

  /// Changing a file before the step that creates it, or changing nothing, are named too.
  @Test func aFileNotThereYetAndAStepThatChangesNothingAreNamed() throws {
    let early = Self.small.replacing(
      "@@ -0,0 +1,1 @@\n+let new = 0", with: "@@ -1,1 +1,1 @@\n-let new = 0\n+let new = 0")
    let problems = Self.problems(in: try Self.fixture(walk: early))
    #expect(
      problems.first?.hasSuffix(
        "New.swift does not exist yet at this step: a fence that creates it starts `@@ -0,0 +1,N @@`") == true)
    let nothing = Self.small.replacing("-let new = 0\n+let new = 1", with: "-let new = 0\n+let new = 0")
    let named = Self.problems(in: try Self.fixture(walk: nothing))
    #expect(
      named.contains { $0.hasSuffix("step \"One, not zero\": the fence for New.swift leaves the file as it was") })
  }

  /// A checkpoint edited by hand: the last step that writes in the file no longer reaches it, and `--refresh`
  /// rewrites that step's change (only that), after which the walk fits again.
  @Test func anEditedCheckpointNamesTheLastStepAndRefreshRewritesIt() throws {
    let fixture = try Self.fixture()
    try fixture.write("let new = 2\n", to: "Episodes/Stage2EnvironmentInReducer/New.swift")
    let line = Self.line("`New.swift`", in: Self.small, after: 60)
    #expect(
      Self.problems(in: fixture) == [
        "\(Self.file):\(line): step \"One, not zero\": after this step, the last that writes in New.swift, the file is "
          + "not checkpoint 2's: run `swift run Episode91 walk 2 --refresh` to rewrite this step's change"
      ])
    let result = fixture.run(["walk", "2", "--refresh"])
    #expect(result.code == 0)
    #expect(
      result.output == """
        \(Self.file): rewrote the change to New.swift in step "One, not zero"
        \(Self.file.replacing(".md", with: ".ko.md")): rewrote the change to New.swift in step "One, not zero"

        """)
    #expect(Self.problems(in: fixture).isEmpty)
    let text = try String(contentsOf: fixture.workbook.url(Self.file), encoding: .utf8)
    #expect(text == Self.small.replacing("-let new = 0\n+let new = 1", with: "-let new = 0\n+let new = 2"))
    let again = fixture.run(["walk", "2", "--refresh"])
    #expect(
      again.output.hasPrefix("\(Self.file): every step applies, and every file ends as the later checkpoint has it\n"))
  }

  /// The earlier checkpoint edited under a file's last step: the step no longer applies, and `--refresh` rewrites
  /// it from the file as the steps before left it to the later checkpoint's.
  @Test func anEditedEarlierCheckpointUnderALastStepIsRefreshed() throws {
    let fixture = try Self.fixture()
    try fixture.write("let old = 2\n", to: "Episodes/Stage1GlobalCurrent/Old.swift")
    #expect(Self.problems(in: fixture).first?.contains("the fence for Old.swift does not apply") == true)
    let result = fixture.run(["walk", "2", "--refresh"])
    #expect(result.code == 0)
    #expect(result.output.hasPrefix("\(Self.file): rewrote the change to Old.swift in step \"Old.swift goes\"\n"))
    #expect(Self.problems(in: fixture).isEmpty)
    let text = try String(contentsOf: fixture.workbook.url(Self.file), encoding: .utf8)
    #expect(text == Self.small.replacing("-let old = 1", with: "-let old = 2"))
  }

  /// Lines added above a hunk in the earlier checkpoint: the fence still applies, a few lines further down, and is
  /// stale until `--refresh` rewrites its header.
  @Test func aFenceWhoseLinesMovedIsStaleAndRefreshRewritesItsHeader() throws {
    let fixture = try Self.fixture()
    let lines = ["added", "added too"] + (1...20).map { $0 == 2 || $0 == 15 ? "x" : "line \($0)" }
    try fixture.write(
      lines.map { $0 + "\n" }.joined(), to: "Episodes/Stage1GlobalCurrent/Counter/Counter.swift")
    try fixture.write(
      lines.map { ($0 == "x" ? "y" : $0) + "\n" }.joined(),
      to: "Episodes/Stage2EnvironmentInReducer/Counter/Counter.swift")
    let problems = Self.problems(in: fixture)
    #expect(problems.count == 2)
    #expect(problems.allSatisfy { $0.contains("applies, but not at the lines its header names") })
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 0)
    #expect(Self.problems(in: fixture).isEmpty)
    let text = try String(contentsOf: fixture.workbook.url(Self.file), encoding: .utf8)
    #expect(text.contains("@@ -1,7 +1,7 @@\n added\n added too\n line 1\n-x\n+y\n"))
    #expect(text.contains("@@ -14,7 +14,7 @@\n line 12\n"))
  }

  /// A file that differs between the checkpoints but that no step changes is named, and refresh cannot mend it.
  @Test func aChangeNoStepMakesIsNamed() throws {
    let walk = Self.small.replacing(/### Old.swift goes[\s\S]*?## The tests/, with: "## The tests")
    let fixture = try Self.fixture(walk: walk)
    #expect(
      Self.problems(in: fixture) == [
        "\(Self.file): Old.swift differs between the two checkpoints, and no step changes it"
      ])
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 1)
  }

  /// The Korean walk must have the English steps' blocks and compiler lines; a difference names the step in both
  /// languages.
  @Test func englishAndKoreanWalksWithOtherBlocksDiffer() throws {
    let korean = Self.small.replacing("### The test follows", with: "### 테스트가 따라옵니다")
      .replacing("+func testNew() {}", with: "+func testNewer() {}")
      .replacing("### Change the second x", with: "### 두 번째 x")
      .replacing("Compiler: `cannot find 'y' in scope`", with: "컴파일러: 빌드됩니다.")
    let english = try Self.parse(Self.small)
    let other = try Self.parse(korean)
    let problems = WalkSource.differences(english: english, korean: other, koreanFile: "WALK.ko.md")
    #expect(
      problems.map { $0.text(in: .english) } == [
        "WALK.ko.md:45: step \"두 번째 x\": its compiler line quotes other errors than the English step \"Change the second x\"",
        "WALK.ko.md:96: step \"테스트가 따라옵니다\": its hunk blocks differ from the English step \"The test follows\"",
      ])
    let fewer = try Self.parse(Self.small.replacing(/## The tests[\s\S]*?## Check/, with: "## Check"))
    #expect(
      WalkSource.differences(english: english, korean: fewer, koreanFile: "WALK.ko.md").map { $0.text(in: .english) }
        == ["WALK.ko.md: the English walk has 6 steps, the Korean 5"])
  }

  /// The measures a walk is written to, on the small walk.
  @Test func theMeasuresCountLessonStepsInViewAndWords() throws {
    let measures = WalkMeasures(try Self.parse(Self.small))
    #expect(measures.lessonStepLines == [2, 2, 1, 2, 0])
    #expect(measures.medianLessonStep == 2)
    #expect(measures.largestLessonStep == 2)
    #expect(measures.longestInstruction == 7)
    #expect(measures.sections == 2)
    #expect(measures.singleStepSections == 1)
    #expect(measures.answerPlaces == [1])
    #expect(measures.longestIsRight == 0)
    #expect(measures.runSteps.isEmpty)
    #expect(measures.partStarts == [1])
    #expect(
      measures.report.last == "parts: 1, from steps 1; tests run at steps none (target: at least one)")
    let withRun = WalkMeasures(
      try Self.parse(Self.small.replacing("A new name.", with: "A new name.\n\nRun: `testNew` passes — it runs.")))
    #expect(withRun.runSteps == [6])
    #expect(withRun.report.last == "parts: 1, from steps 1; tests run at steps 6 (target: at least one)")
    #expect(WalkMeasures.words(in: ["A `long code span` counts once.", "```", "not this", "```"]) == 4)
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
    try fixture.write(Self.small, to: Self.file)
    #expect(!fixture.executables().isStale(stage2, in: fixture.workbook))
    #expect(!fixture.run(["diff", "1", "2"]).output.contains("WALK"))
  }

  @Test func theWalkMessagesHaveEveryLanguage() {
    checkCatalog(WalkMessage.self)
  }
}
