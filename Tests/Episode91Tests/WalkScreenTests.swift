import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// `walk` pinned byte for byte on the small walk of `WalkSourceTests`: piped in both languages, and its usage
/// errors.
@Suite struct WalkScreenTests {
  /// The small walk with its prose in Korean: the same steps, hunk blocks and answers.
  static let korean = WalkSourceTests.small
    .replacing("# A small walk", with: "# 작은 과정")
    .replacing("The change, in [five steps](README.md).", with: "[다섯 스텝](README.ko.md)으로 나눈 변경입니다.")
    .replacing("## The code", with: "## 코드")
    .replacing("Why the code changes.", with: "코드가 바뀌는 이유입니다.")
    .replacing("### Change the first x", with: "### 첫 번째 x 바꾸기")
    .replacing("The first `x` becomes `y`.", with: "첫 번째 `x`를 `y`로 바꾸세요.")
    .replacing("### Change the second x", with: "### 두 번째 x 바꾸기")
    .replacing("The second one too.", with: "두 번째도 바꾸세요.")
    .replacing("Compiler: `", with: "컴파일러: `")
    .replacing("Compiler: builds.", with: "컴파일러: 빌드됩니다.")
    .replacing("### Start New.swift", with: "### New.swift 시작하기")
    .replacing("A new file, first with a zero.", with: "새 파일을 만들고, 먼저 0을 넣으세요.")
    .replacing("### One, not zero", with: "### 0이 아니라 1")
    .replacing("The value was wrong.", with: "값이 틀렸습니다.")
    .replacing("### Old.swift goes", with: "### Old.swift 지우기")
    .replacing("Nothing uses it any more.", with: "이제 아무도 쓰지 않습니다.")
    .replacing("<summary>The old file, deleted.</summary>", with: "<summary>옛 파일을 지웁니다.</summary>")
    .replacing("## The tests", with: "## 테스트")
    .replacing("The test follows the code.", with: "테스트가 코드를 따라갑니다.")
    .replacing("### The test follows", with: "### 테스트 따라가기")
    .replacing("A new name.", with: "새 이름을 붙이세요.")
    .replacing("## Check your understanding", with: "## 이해했는지 확인하기")
    .replacing("### Which `x` changes first?", with: "### 어느 `x`가 먼저 바뀔까요?")
    .replacing("1. The first.", with: "1. 첫 번째입니다.")
    .replacing("Right: the walk takes the file from the top.", with: "맞습니다. 과정은 파일을 위에서부터 따라갑니다.")
    .replacing("2. The second.", with: "2. 두 번째입니다.")
    .replacing("It comes in the next step.", with: "다음 스텝에서 바뀝니다.")

  static func fixture() throws -> FixtureWorkbook {
    let fixture = try WalkSourceTests.fixture(korean: korean)
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 0)
    return fixture
  }

  @Test func thePipedWalkPrintsEveryStepThenTheQuestionsWithTheirAnswers() throws {
    let result = try Self.fixture().run(["walk", "2"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == Self.pipedEnglish + "\n")
  }

  @Test func thePipedWalkInKorean() throws {
    let result = try Self.fixture().run(["--lang", "ko", "walk", "2"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == Self.pipedKorean + "\n")
  }

  /// Colour as `diff` uses it, and only when the console allows it.
  @Test func onlyAColourConsoleGetsColour() throws {
    let fixture = try Self.fixture()
    #expect(!fixture.run(["walk", "2"]).output.contains("\u{1B}["))
    let coloured = fixture.run(["walk", "2"], color: true).output
    #expect(coloured.contains("\u{1B}[32m+y\u{1B}[0m") || coloured.contains("+y\u{1B}["))
  }

  /// A learner's help: `--refresh`, a writer's tool (CONTRIBUTING.md, "Writing a walk"), is not in it.
  @Test func walksHelpIsItsUsageAndSummary() throws {
    let result = try FixtureWorkbook().run(["walk", "--help"])
    #expect(result.code == 0)
    #expect(
      result.output
        == "Usage: swift run Episode91 walk <stage>\n\n"
        + "  the change into a stage, one explained step at a time, then a few questions\n")
  }

  @Test(arguments: [["walk"], ["walk", "1"], ["walk", "nine"], ["walk", "2", "3"], ["walk", "2", "--details"]])
  func aWalkItCannotTakeIsAUsageError(arguments: [String]) throws {
    let result = try Self.fixture().run(arguments)
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: "))
  }

  static let pipedEnglish = #"""
    A small walk

      The change, in five steps (Episodes/Stage2EnvironmentInReducer/README.md).

      To make these changes yourself, every save checked: `swift run Episode91 along 2`. It makes a
      working copy in `Along/Stage2EnvironmentInReducer/`: in Xcode, open its `Package.swift`; in a
      terminal editor, edit its files while `along` runs beside it.

    Step 1 of 6  ·  The code
    Change the first x

      Why the code changes.

      The first `x` becomes `y`.

    --- a/Counter/Counter.swift
    +++ b/Counter/Counter.swift
    @@ -1,5 +1,5 @@
     line 1
    -x
    +y
     line 3
     line 4
     line 5

    Compiler: builds.

    Step 2 of 6  ·  The code
    Change the second x

      The second one too.

    --- a/Counter/Counter.swift
    +++ b/Counter/Counter.swift
    @@ -12,7 +12,7 @@
     line 12
     line 13
     line 14
    -x
    +y
     line 16
     line 17
     line 18

    Compiler: `cannot find 'y' in scope`

    Step 3 of 6  ·  The code
    Start New.swift

      A new file, first with a zero.

    --- /dev/null
    +++ b/New.swift
    @@ -0,0 +1,1 @@
    +let new = 0

    Compiler: builds.

    Step 4 of 6  ·  The code
    One, not zero

      The value was wrong.

    --- a/New.swift
    +++ b/New.swift
    @@ -1,1 +1,1 @@
    -let new = 0
    +let new = 1

    Compiler: builds.

    Step 5 of 6  ·  The code
    Old.swift goes

      Nothing uses it any more.

    The old file, deleted.
      Old.swift  +0 −1

    Compiler: builds.

    Step 6 of 6  ·  The tests
    The test follows

      The test follows the code.

      A new name.

    --- a/Tests/CounterTests.swift
    +++ b/Tests/CounterTests.swift
    @@ -1,1 +1,1 @@
    -func testOld() {}
    +func testNew() {}

    Check your understanding

    Question 1 of 1
    Which `x` changes first?

      1. The first.
         ✓ Right: the walk takes the file from the top.
      2. The second.
         ✗ It comes in the next step.
      Answer: 1

    The walk's file: Episodes/Stage2EnvironmentInReducer/WALK.md
    """#

  static let pipedKorean = #"""
    작은 과정

      다섯 스텝(Episodes/Stage2EnvironmentInReducer/README.ko.md)으로 나눈 변경입니다.

      이 변경을 직접 하며 저장할 때마다 검사받으려면 `swift run Episode91 along 2` 명령을 실행하세요.
      `Along/Stage2EnvironmentInReducer/`에 작업 사본을 만듭니다. Xcode에서는 그 폴더의
      `Package.swift`를 열고, 터미널 편집기에서는 옆에서 `along`을 실행해 둔 채 그 파일을 편집하세요.

    스텝 1/6  ·  코드
    첫 번째 x 바꾸기

      코드가 바뀌는 이유입니다.

      첫 번째 `x`를 `y`로 바꾸세요.

    --- a/Counter/Counter.swift
    +++ b/Counter/Counter.swift
    @@ -1,5 +1,5 @@
     line 1
    -x
    +y
     line 3
     line 4
     line 5

    컴파일러: 빌드됩니다.

    스텝 2/6  ·  코드
    두 번째 x 바꾸기

      두 번째도 바꾸세요.

    --- a/Counter/Counter.swift
    +++ b/Counter/Counter.swift
    @@ -12,7 +12,7 @@
     line 12
     line 13
     line 14
    -x
    +y
     line 16
     line 17
     line 18

    컴파일러: `cannot find 'y' in scope`

    스텝 3/6  ·  코드
    New.swift 시작하기

      새 파일을 만들고, 먼저 0을 넣으세요.

    --- /dev/null
    +++ b/New.swift
    @@ -0,0 +1,1 @@
    +let new = 0

    컴파일러: 빌드됩니다.

    스텝 4/6  ·  코드
    0이 아니라 1

      값이 틀렸습니다.

    --- a/New.swift
    +++ b/New.swift
    @@ -1,1 +1,1 @@
    -let new = 0
    +let new = 1

    컴파일러: 빌드됩니다.

    스텝 5/6  ·  코드
    Old.swift 지우기

      이제 아무도 쓰지 않습니다.

    옛 파일을 지웁니다.
      Old.swift  +0 −1

    컴파일러: 빌드됩니다.

    스텝 6/6  ·  테스트
    테스트 따라가기

      테스트가 코드를 따라갑니다.

      새 이름을 붙이세요.

    --- a/Tests/CounterTests.swift
    +++ b/Tests/CounterTests.swift
    @@ -1,1 +1,1 @@
    -func testOld() {}
    +func testNew() {}

    이해했는지 확인하기

    문제 1/1
    어느 `x`가 먼저 바뀔까요?

      1. 첫 번째입니다.
         ✓ 맞습니다. 과정은 파일을 위에서부터 따라갑니다.
      2. 두 번째입니다.
         ✗ 다음 스텝에서 바뀝니다.
      정답: 1번

    이 과정의 파일: Episodes/Stage2EnvironmentInReducer/WALK.ko.md
    """#
}

extension WatchInputTests {
  /// `walk` at a terminal, its keys as lines through a pipe read by `watch`'s key reader: the opening and three
  /// steps turned with `n`, the question answered wrong then right, then `q`. The question's screen is pinned, its
  /// choices in the file's order (a seed that shuffles them into it).
  @Test func theInteractiveWalkTurnsPagesAndAnswersTheQuestion() throws {
    let fixture = try WalkScreenTests.fixture()
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = (String(repeating: "n\n", count: 7) + "2\n1\nq\n").withCString { write(ends[1], $0, strlen($0)) }
    close(ends[1])
    let captured = CapturedConsole()
    let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let session = WalkSession(
      walk: walk, workbook: fixture.workbook, console: captured.console,
      environment: .live(console: captured.console, input: ends[0]), seed: Self.fileOrderSeed)
    #expect(session.run() == 0)
    let output = captured.output
    let places = ["A small walk"] + (1...6).map { "Step \($0) of 6" } + ["Check your understanding"]
    let positions = places.compactMap { output.range(of: $0)?.lowerBound }
    #expect(positions.count == places.count)
    #expect(positions == positions.sorted())
    #expect(output.components(separatedBy: "   Type n (next), p (back) or q (quit), then Enter.").count == 8)
    #expect(output.hasSuffix(Self.questionScreen + "\n"))
  }

  /// At a real terminal (a pseudo-terminal the test types into) keys count one by one, space turns the page, and
  /// the keys line says so: here from the opening to step 1, then to step 2.
  @Test func atATerminalSpaceTurnsThePage() throws {
    let fixture = try WalkScreenTests.fixture()
    let pseudoTerminal = try PseudoTerminal()
    let captured = CapturedConsole()
    var environment = WatchEnvironment.live(console: captured.console, input: pseudoTerminal.terminal)
    #expect(environment.readsSingleKeys)
    // Typed once single keys are on, as a learner presses them after the first screen.
    let waitForKey = environment.nextInput
    var waits = 0
    environment.nextInput = {
      waits += 1
      pseudoTerminal.type(waits <= 2 ? " " : "q")
      return waitForKey()
    }
    let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let code = WalkSession(walk: walk, workbook: fixture.workbook, console: captured.console, environment: environment)
      .run()
    #expect(code == 0)
    #expect(captured.output.contains("Step 2 of 6"))
    #expect(captured.output.hasSuffix("\nStep 2 of 6   n or space: next   p: back   q: quit\nStopped.\n"))
  }

  /// `p` goes back a step, and `n` past the last page ends the walk; the end of the input stops it too.
  @Test func backNextAndTheEndOfTheWalk() throws {
    let fixture = try WalkScreenTests.fixture()
    func session(_ keys: String) throws -> String {
      var ends: [Int32] = [-1, -1]
      #expect(pipe(&ends) == 0)
      defer { close(ends[0]) }
      _ = keys.withCString { write(ends[1], $0, strlen($0)) }
      close(ends[1])
      let captured = CapturedConsole()
      let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
      _ = WalkSession(
        walk: walk, workbook: fixture.workbook, console: captured.console,
        environment: .live(console: captured.console, input: ends[0])
      ).run()
      return captured.output
    }
    let back = try session("n\nn\np\nq\n")
    #expect(back.components(separatedBy: "Step 1 of 6  ·").count == 3)
    #expect(back.hasSuffix("Stopped.\n"))
    let end = try session(String(repeating: "n\n", count: 8))
    #expect(
      end.hasSuffix(
        "\nEnd of the walk into stage 2. Next: `swift run Episode91 show 2`.\n"
          + "0 of 1 right; to retry: `swift run Episode91 walk 2`\n"))
    let closed = try session("n\nn\n")
    #expect(closed.hasSuffix("\n\nStopped.\n"))
    #expect(closed.contains("Step 2 of 6"))
  }

  /// A seed under which the fixture's question shows its two choices in the file's order.
  static let fileOrderSeed = (UInt64(0)...).first { WalkSession.order(ofChoices: 2, question: 0, seed: $0) == [0, 1] }!

  static let questionScreen = #"""
    Check your understanding

    Question 1 of 1
    Which `x` changes first?

      1. The first.
      2. The second.

    Question 1 of 1   Type a choice's number (1–2), n (next), p (back) or q (quit), then Enter.

      You chose 2.
         ✗ It comes in the next step.
      Answer: 1

    Question 1 of 1   Type a choice's number (1–2), n (next), p (back) or q (quit), then Enter.

      You chose 1.
         ✓ Right: the walk takes the file from the top.

    Question 1 of 1   Type a choice's number (1–2), n (next), p (back) or q (quit), then Enter.
    Stopped.
    """#
}
