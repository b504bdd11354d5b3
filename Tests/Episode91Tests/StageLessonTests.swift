import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// Each checkpoint opens with its lesson, `README.md` and `README.ko.md`: the one place a stage's notes are
/// written. These tests hold the files to the shape Episode91 reads, keep their lists true, and pin `show` exactly.
@Suite struct StageLessonTests {
  // MARK: the files

  @Test(arguments: Stage.all, Language.allCases)
  func everyCheckpointOpensWithItsLesson(stage: Stage, language: Language) throws {
    let lesson = try Workbook.current.lesson(of: stage, in: language)
    #expect(lesson.sections.map(\.heading) == StageLesson.sectionHeadings(in: language))
  }

  /// The exercise section names exactly the catalog's exercises of the stage, each linked to its stub, so a new
  /// exercise cannot be left out of its stage's lesson.
  @Test(arguments: Stage.all, Language.allCases)
  func theExercisesThatStartHereAreTheCatalogs(stage: Stage, language: Language) throws {
    let lesson = try Workbook.current.lesson(of: stage, in: language)
    let listed = lesson.sections[3].lines.joined(separator: "\n").matches(of: /\[([0-9]+\.[0-9]+)\]\(([^)]+)\)/)
      .map { "\($0.output.1) \(stage.target)/\($0.output.2)" }
    let catalog = Exercise.all.filter { $0.stage == stage.target }.map { exercise in
      "\(exercise.id) \(exercise.stubPath.replacing("Episodes/", with: ""))"
    }
    #expect(listed == catalog, "\(StageLesson.fileName(in: language)) of \(stage.target)")
  }

  /// Every relative link leads to a file or folder of the workbook, as GitHub and Xcode will follow it.
  @Test(arguments: Stage.all, Language.allCases)
  func everyLinkLeadsSomewhere(stage: Stage, language: Language) throws {
    let folder = Workbook.current.checkpointFolder(for: stage)
    let text = try String(
      contentsOf: folder.appendingPathComponent(StageLesson.fileName(in: language)), encoding: .utf8)
    let targets = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }.filter { !$0.contains("://") }
    #expect(!targets.isEmpty)
    for target in targets {
      let path = folder.appendingPathComponent(target).standardizedFileURL.path
      #expect(FileManager.default.fileExists(atPath: path), "\(stage.target): \(target)")
    }
  }

  /// Each checkpoint's `main.swift` says in its first line where the lesson is.
  @Test(arguments: Stage.all)
  func mainSaysWhereTheLessonIs(stage: Stage) throws {
    let main = try String(
      contentsOf: Workbook.current.checkpointFolder(for: stage).appendingPathComponent("main.swift"), encoding: .utf8)
    #expect(main.hasPrefix("// The lesson of this checkpoint: README.md (한국어: README.ko.md).\n"))
  }

  // MARK: a lesson out of shape

  @Test(arguments: [
    ("", 1, "expected the heading `# Stage 2: …`"),
    ("# Stage 3: Erased Store\n", 1, "expected the heading `# Stage 2: …`"),
    ("# Stage 2: T\n\nA summary.\n", 2, "expected a blank line, then `[한국어](README.ko.md)` on its own line"),
    (
      "# Stage 2: T\n\n[한국어](README.ko.md)\nsummary\n", 4,
      "expected a blank line, then the stage's summary in one paragraph"
    ),
    (
      "# Stage 2: T\n\n[한국어](README.ko.md)\n\nA summary.\n- **Comes from:** x\n", 6,
      "expected `- **Comes from:** …` on one line"
    ),
    (
      "# Stage 2: T\n\n[한국어](README.ko.md)\n\nA summary.\n\n- **Comes from:** x\n- **In `compare`:** T\n- **Buys:** x\n",
      9,
      "expected `- **Buys and costs:** …` on one line"
    ),
    (
      "# Stage 2: T\n\n[한국어](README.ko.md)\n\nA summary.\n\n- **Comes from:** x\n- **In `compare`:** T\n- **Buys and costs:** x\n\n"
        + "## Read these first\n", 11, "expected the section `## What changed, and why`"
    ),
    (
      "# Stage 2: T\n\n[한국어](README.ko.md)\n\nA summary.\n\n- **Comes from:** x\n- **In `compare`:** T\n- **Buys and costs:** x\n\n"
        + "## What changed, and why\n\n## Read these first\n", 11, "expected some text under `## What changed, and why`"
    ),
  ])
  func aLessonOutOfShapeIsReportedWhereItGoesWrong(text: String, line: Int, expected: String) throws {
    let fixture = try FixtureWorkbook()
    try fixture.write(text, to: "Episodes/Stage2EnvironmentInReducer/README.md")
    let result = fixture.run(["show", "2"])
    #expect(result.code == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        error: Episodes/Stage2EnvironmentInReducer/README.md:\(line): \(expected)
        `git checkout -- Episodes/Stage2EnvironmentInReducer/README.md` puts back the lesson as shipped.

        """)
  }

  @Test func aMissingLessonStopsEveryCommandThatNeedsIt() throws {
    let fixture = try FixtureWorkbook()
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent("Episodes/Stage6SharedContainer/README.ko.md"))
    for arguments in [["show", "6"], ["overview"], ["diff", "6"], ["compare", "6"]] {
      let result = fixture.run(["--lang", "ko"] + arguments)
      #expect(result.code == 1, "\(arguments)")
      #expect(
        result.errors.hasPrefix(
          "오류: Episodes/Stage6SharedContainer/README.ko.md 파일을 읽을 수 없습니다."), "\(arguments)")
    }
  }

  // MARK: the screen

  /// Paragraphs and list items wrap with a hanging indent, `###` headings stand alone, code stays as written,
  /// bold loses its stars, and a link shows where it leads unless its text already names the file.
  @Test func markdownBecomesTerminalText() throws {
    let text = StageScreen.markdown(
      [
        "A paragraph **with** a [`Counter/CounterReducer.swift`](Counter/CounterReducer.swift) link",
        "over two lines.",
        "",
        "### A heading",
        "",
        "```swift",
        "  let x = 1",
        "```",
        "",
        "1. [5.1](Exercises/Exercise5_1.swift): an item",
        "   that goes on.",
        "- [a test](../../Tests/Stage5DependencyValuesTests/CounterTests.swift)",
      ], stage: Stage.all[4], workbook: Workbook(root: URL(fileURLWithPath: "/w")), language: .english)
    #expect(
      text == """
          A paragraph with a `Counter/CounterReducer.swift` link over two lines.

          A heading

              let x = 1

          1. 5.1 (Episodes/Stage5DependencyValues/Exercises/Exercise5_1.swift): an item that goes on.
          - a test (Tests/Stage5DependencyValuesTests/CounterTests.swift)
        """)
  }

  @Test func showFourInEnglish() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(4, files: FixtureWorkbook.stageFourSources)
    let result = fixture.run(["show", "4"])
    #expect(result.errors.isEmpty)
    #expect(result.output == StageLessonTests.showFourEnglish + "\n")
  }

  @Test func showFourInKorean() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(4, files: FixtureWorkbook.stageFourSources)
    let result = fixture.run(["--lang", "ko", "show", "4"])
    #expect(result.errors.isEmpty)
    #expect(result.output == StageLessonTests.showFourKorean + "\n")
  }

  /// `overview` takes each stage's title, source and summary from its lesson.
  @Test func overviewInEnglish() throws {
    let result = try FixtureWorkbook().run(["overview"])
    #expect(result.errors.isEmpty)
    #expect(result.output == StageLessonTests.overviewEnglish + "\n")
  }

  @Test func overviewInKorean() throws {
    let result = try FixtureWorkbook().run(["--lang", "ko", "overview"])
    #expect(result.errors.isEmpty)
    #expect(result.output == StageLessonTests.overviewKorean + "\n")
  }

  static let overviewEnglish = #"""
    Episode91: dependency injection in the Composable Architecture, step by step

    The same PrimeTime app (Counter, PrimeModal, FavoritePrimes), built once per stage. Each checkpoint
    changes only how dependencies travel, so running, diffing and testing them side by side shows what
    each step buys and what it costs.

      1  Global `Current`            the start of episode 91
         Each module reaches for its own global, mutable `Current` environment.
      2  Environment in the reducer  episode 91, with parts of 92 brought forward
         Reducers take an environment, `pullback` transforms it, and the `Store` carries its type.
      3  Erased Store                the end of episode 91, with parts of 92 brought forward
         `Store<Value, Action>` hides the environment it was created with.
      4  Tuplized environment        the rest of episode 92
         Features take exactly what they use; the root holds one flat tuple.
      5  Dependency values           TCA's dependency system, today's swift-dependencies
         `@Dependency` with live, preview and test values, overrides scoped to an operation, and tests
         that report a dependency nobody provided.
      6  Shared container            Puredux
         One global `Dependencies` container, with store injection kept apart.

    Next:
      swift run Stage1GlobalCurrent          play the app as it is at the start of episode 91
      swift run Episode91 compare            the stages side by side, measured by their probes
      swift run Episode91 show 1             one stage: what changed, why, its key signatures
      swift run Episode91 diff 3 4           what one stage changed in the code
      swift run Episode91 walk 2             the same change, step by step, each step explained
      swift run Episode91 exercises          the exercises: how far you are, and the next one to do
      swift test                             run every checkpoint's tests
      swift run Episode91 --help             everything Episode91 can do
    """#

  static let overviewKorean = #"""
    Episode91: Composable Architecture의 의존성 주입, 한 걸음씩

    같은 PrimeTime 앱(Counter, PrimeModal, FavoritePrimes)을 단계마다 한 번씩 만들었습니다.
    체크포인트마다 의존성이 전달되는 방식만 바뀌므로, 나란히 실행하고 비교(diff)하고 테스트해 보면 각
    단계가 무엇을 얻고 무엇을 대가로 치르는지 보입니다.

      1  전역 `Current`    에피소드 91의 시작
         모듈마다 전역 가변 환경 `Current`를 두고 직접 가져다 씁니다.
      2  리듀서 안의 환경  에피소드 91, 그리고 앞당겨 온 92의 일부
         리듀서가 환경을 받고, `pullback`이 환경을 변환하며, `Store`가 환경의 타입을 지닙니다.
      3  소거된 Store      에피소드 91의 끝, 그리고 앞당겨 온 92의 일부
         `Store<Value, Action>`이 생성될 때 받은 환경을 숨깁니다.
      4  튜플 환경         에피소드 92의 나머지
         기능은 자기가 쓰는 것만 정확히 받고, 루트는 평평한 튜플 하나를 가집니다.
      5  의존성 값         TCA의 의존성 시스템, 지금의 swift-dependencies
         `@Dependency`가 라이브 값, 프리뷰 값, 테스트 값을 갖추고, 재정의는 한 작업 범위 안에서만
         유효하며, 아무도 제공하지 않은 의존성은 테스트가 알립니다.
      6  공유 컨테이너     Puredux
         전역 `Dependencies` 컨테이너 하나에 의존성을 두고, 스토어 주입은 따로 둡니다.

    다음에 할 일:
      swift run Stage1GlobalCurrent          에피소드 91 시작 시점의 앱을 직접 써 보기
      swift run Episode91 compare            프로브로 잰 단계들을 나란히 비교
      swift run Episode91 show 1             한 단계: 무엇이 왜 바뀌었는지, 핵심 시그니처
      swift run Episode91 diff 3 4           한 단계가 코드에서 바꾼 것
      swift run Episode91 walk 2             같은 변경을 한 걸음씩, 스텝마다 설명과 함께
      swift run Episode91 exercises          연습 문제: 어디까지 했는지와 다음에 풀 문제
      swift test                             모든 체크포인트의 테스트 실행
      swift run Episode91 --help             Episode91로 할 수 있는 모든 것
    """#

  static let showFourEnglish = #"""
    Stage 4: Tuplized environment  (the rest of episode 92)
    Features take exactly what they use; the root holds one flat tuple.

    What changed, and why
      The rest of episode 92: each feature's environment shrinks to exactly what it uses.
      `FavoritePrimesEnvironment` becomes the `FileClient` itself, and `CounterEnvironment` becomes the
      function `(Int) -> Effect<Int?>` (the prime modal has taken `Void` since checkpoint 2). The app's
      struct of feature environments becomes a flat tuple, `(fileClient:, nthPrime:)`, and each
      `pullback` picks its feature's share from it.

      Now the root holds each dependency once, and the pullbacks choose who sees what: one `nthPrime`
      can reach two features, where checkpoint 3's struct, sorted by feature, would hold it twice.
      Episode 93 goes on to use that: the counter runs twice, online and offline, each pullback picking
      its own `nthPrime`, and favorite primes uses the counter's. The one cost the episode admits is
      that a tuple has no memberwise initializer for autocompletion to offer. The larger one came later:
      every parent still passes each dependency down to the leaves that use it, which is why TCA dropped
      environments for `@Dependency` (stage 5).

      The walk from stage 3 (Episodes/Stage4TuplizedEnvironment/WALK.md) takes this change one move at a
      time: each step changes one file, says why, and says what the compiler reports after it. In a
      terminal: `swift run Episode91 walk 4`; in Xcode or a browser, as a tutorial:
      `swift run Episode91 tutorial`.

    Read these first
      1. `App/AppEnvironment.swift`: the flat tuple.
      2. `App/AppReducer.swift`: each `pullback` choosing from the tuple.
      3. `Counter/CounterEnvironment.swift`: the counter's environment, now a function.
      4. `FavoritePrimes/FavoritePrimesEnvironment.swift`: the favorite primes' environment, now the
         `FileClient`.

    Key signatures, quoted from Episodes/Stage4TuplizedEnvironment
      Counter/CounterEnvironment.swift:1
        1 | typealias CounterEnvironment = (Int) -> Effect<Int?>
      FavoritePrimes/FavoritePrimesEnvironment.swift:1
        1 | typealias FavoritePrimesEnvironment = FileClient
      App/AppEnvironment.swift:1
        1 | typealias AppEnvironment = (
        2 |   fileClient: FileClient,
        3 |   nthPrime: (Int) -> Effect<Int?>
        4 | )
      `pullback`: no declaration found in the checkpoint's source.

    How the tests changed
      A feature's test passes just what the feature uses: a closure for `nthPrime`, a `FileClient`, or
      `()` (`Tests/Stage4TuplizedEnvironmentTests/CounterTests.swift`). The app's test builds the flat
      tuple for `assert(initialValue:reducer:environment:steps:)`, and
      `testEachFeatureReachesOnlyTheDependencyItsPullbackPicks` checks which feature reaches which
      dependency (`Tests/Stage4TuplizedEnvironmentTests/PrimeTimeTests.swift`). As in episode 92, a step
      may now leave out an update that changes nothing
      (`Tests/Stage4TuplizedEnvironmentTests/TestSupport/Assert.swift`).

    Exercises that start here
      - 92.1 (Episodes/Stage4TuplizedEnvironment/Exercises/Exercise92_1.swift): an offline counter
        beside the online one, one reducer with two environments.
      - 92.2 (Episodes/Stage4TuplizedEnvironment/Exercises/Exercise92_2.swift): the favorite primes
        asking for the nth prime, sharing the root's `nthPrime`.
      - 93.1 (Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_1.swift): an `assert` for state
        and actions that are not `Equatable`.
      - 93.2 (Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_2.swift): the offline prime
        counted off the main thread.
      - 93.3 (Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_3.swift): the activity feed's date
        taken from the environment.
      Progress: swift run Episode91 exercises; a hint: swift run Episode91 hint <id>

    Run it
      swift run Stage4TuplizedEnvironment                  play the app
      swift run Episode91 run 4 --script "incr nth-prime"  the same, scripted
      swift test --filter Stage4TuplizedEnvironmentTests   its tests
      swift run Episode91 diff 4                           what this stage changed
      (not compiled yet: `swift build` compiles it)

    The same lesson, with its links: Episodes/Stage4TuplizedEnvironment/README.md
    """#

  static let showFourKorean = #"""
    4단계: 튜플 환경  (에피소드 92의 나머지)
    기능은 자기가 쓰는 것만 정확히 받고, 루트는 평평한 튜플 하나를 가집니다.

    무엇이 왜 바뀌었나
      에피소드 92의 나머지 부분입니다. 각 기능의 환경은 그 기능이 쓰는 것만 남기고 줄어듭니다.
      `FavoritePrimesEnvironment`는 `FileClient` 자체가 되고 `CounterEnvironment`는 함수
      `(Int) -> Effect<Int?>`가 됩니다(소수 모달은 체크포인트 2부터 `Void`를 받아 왔습니다). 기능
      환경들을 모아 둔 앱의 구조체는 평평한 튜플 `(fileClient:, nthPrime:)`이 되고, 각 `pullback`이
      거기서 자기 기능의 몫을 골라 갑니다.

      이제 루트는 각 의존성을 한 번만 가지고, 어느 기능이 무엇을 볼지는 루트에서 고릅니다. `nthPrime`
      하나를 두 기능이 함께 쓸 수 있는데, 기능별로 나눈 3단계의 구조체였다면 같은 것을 두 번 가졌을
      것입니다. 에피소드 93은 이것을 그대로 씁니다. 카운터를 온라인과 오프라인으로 두 번 실행하면서 각각
      자기 `nthPrime`을 받고, 즐겨찾기 소수는 카운터의 것을 함께 씁니다. 에피소드가 인정하는 대가는
      하나, 튜플에는 자동 완성이 제안해 줄 멤버별 이니셜라이저가 없다는 것뿐입니다. 더 큰 대가는 나중에
      드러났습니다. 부모는 여전히 각 의존성을 그것을 쓰는 말단 기능까지 넘겨줘야 하고, TCA가 환경을
      버리고 `@Dependency`(5단계)로 옮겨 간 까닭이 이것입니다.

      3단계에서 오는 과정(Episodes/Stage4TuplizedEnvironment/WALK.ko.md)은 이 변경을 한 걸음씩
      따라갑니다. 스텝마다 파일 하나를 바꾸고, 왜 바꾸는지와 그 뒤에 컴파일러가 무엇을 보고하는지 알려
      줍니다. 터미널에서는 `swift run Episode91 --lang ko walk 4`를, Xcode나 브라우저에서 튜토리얼로
      보려면 `swift run Episode91 --lang ko tutorial`을 실행하세요.

    먼저 읽을 파일
      1. `App/AppEnvironment.swift`: 평평한 튜플.
      2. `App/AppReducer.swift`: 각 `pullback`이 튜플에서 고르는 곳.
      3. `Counter/CounterEnvironment.swift`: 이제 함수가 된 Counter의 환경.
      4. `FavoritePrimes/FavoritePrimesEnvironment.swift`: 이제 `FileClient`가 된 즐겨찾기 소수의 환경.

    핵심 시그니처(Episodes/Stage4TuplizedEnvironment에서 인용)
      Counter/CounterEnvironment.swift:1
        1 | typealias CounterEnvironment = (Int) -> Effect<Int?>
      FavoritePrimes/FavoritePrimesEnvironment.swift:1
        1 | typealias FavoritePrimesEnvironment = FileClient
      App/AppEnvironment.swift:1
        1 | typealias AppEnvironment = (
        2 |   fileClient: FileClient,
        3 |   nthPrime: (Int) -> Effect<Int?>
        4 | )
      `pullback`: 체크포인트 소스에서 선언을 찾지 못했습니다.

    테스트는 어떻게 바뀌었나
      기능의 테스트는 그 기능이 쓰는 것만 넘깁니다. `nthPrime`용 클로저, `FileClient`, 또는
      `()`입니다(`Tests/Stage4TuplizedEnvironmentTests/CounterTests.swift`). 앱 테스트는
      `assert(initialValue:reducer:environment:steps:)`에 넘길 평평한 튜플을 만들고,
      `testEachFeatureReachesOnlyTheDependencyItsPullbackPicks`가 어느 기능이 어느 의존성에 접근하는지
      확인합니다(`Tests/Stage4TuplizedEnvironmentTests/PrimeTimeTests.swift`). 에피소드 92에서처럼,
      아무것도 바꾸지 않는 스텝은 이제 갱신 클로저를 생략할 수
      있습니다(`Tests/Stage4TuplizedEnvironmentTests/TestSupport/Assert.swift`).

    여기서 시작하는 연습 문제
      - 92.1(Episodes/Stage4TuplizedEnvironment/Exercises/Exercise92_1.swift): 온라인 카운터 옆의
        오프라인 카운터. 리듀서 하나를 두 환경으로 씁니다.
      - 92.2(Episodes/Stage4TuplizedEnvironment/Exercises/Exercise92_2.swift): 루트의 `nthPrime`을 함께
        써서 n번째 소수를 묻는 즐겨찾기 소수.
      - 93.1(Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_1.swift): `Equatable`이 아닌 상태와
        액션을 위한 `assert`.
      - 93.2(Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_2.swift): 메인 스레드 밖에서 세는
        오프라인 소수.
      - 93.3(Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_3.swift): 환경에서 받은 날짜를 쓰는
        활동 피드.
      진행 상황: swift run Episode91 exercises, 힌트: swift run Episode91 hint <id>

    실행하기
      swift run Stage4TuplizedEnvironment                  앱 실행
      swift run Episode91 run 4 --script "incr nth-prime"  같은 앱을 스크립트로 실행
      swift test --filter Stage4TuplizedEnvironmentTests   이 단계의 테스트
      swift run Episode91 diff 4                           이 단계가 바꾼 것
      (아직 컴파일 안 됨: `swift build` 명령으로 컴파일합니다)

    같은 해설을 링크와 함께 읽기: Episodes/Stage4TuplizedEnvironment/README.ko.md
    """#
}
