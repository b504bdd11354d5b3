import ExerciseSupport
import Foundation
import ProbeKit
import Testing

@testable import Episode91

/// `compare` and `compare --details` (the same screen with one more section), pinned byte for byte in both
/// languages, on a fixture of reports: what the six checkpoints answered, kept in `Fixtures/probe-reports.jsonl`
/// (one JSON line per `<Stage> --probe <name>`, as each printed it), so no checkpoint runs here. The reports come in
/// where a checkpoint's would, through the fake process runner, and take the whole path: parsed, read, laid out,
/// with their declarations quoted from the fixture workbook's checkpoint sources. A new stage or a new probe is a
/// new column or row here, and new reports in the fixture.
@Suite struct CompareScreenTests {
  /// The fixture's reports by the process that sent them: `"<target> <probe>"`.
  private static func fixtureReports() throws -> [String: String] {
    let text = try String(
      contentsOf: Workbook.current.url("Tests/Episode91Tests/Fixtures/probe-reports.jsonl"), encoding: .utf8)
    var reports: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let report = try JSONDecoder().decode(ProbeReport.self, from: Data(line.utf8))
      reports["\(Stage.all[report.stage - 1].target) \(report.probe)"] = String(line) + "\n"
    }
    return reports
  }

  /// Every checkpoint compiled after its sources were written, so none is out of date, answering every probe from
  /// the fixture; stages 2 to 4 hold the `AppEnvironment` their `mock-everything` report asks to have quoted.
  func compare(_ arguments: [String]) throws -> (code: Int32, output: String, errors: String) {
    let fixture = try FixtureWorkbook()
    let appEnvironment = """
      struct AppEnvironment {
        var counter: CounterEnvironment
        var favoritePrimes: FavoritePrimesEnvironment
      }

      """
    for stage in Stage.all {
      let files =
        switch stage.number {
        case 2, 3: ["App/AppEnvironment.swift": appEnvironment]
        case 4: FixtureWorkbook.stageFourSources
        default: ["main.swift": "print(1)\n"]
        }
      try fixture.addStage(stage.number, files: files)
      try fixture.compile(stage.number)
    }
    let reports = try Self.fixtureReports()
    #expect(reports.count == Stage.all.count * Probe.allCases.count)
    let executables = fixture.executables { request in
      let sent = reports["\(request.executable.lastPathComponent) \(request.arguments.last ?? "")"]
      return sent.map { ProcessResult(termination: .exited(0), standardOutput: $0) }
        ?? ProcessResult(termination: .exited(2), standardError: "no report in the fixture")
    }
    return fixture.run(arguments, executables: executables)
  }

  @Test func compareInEnglish() throws {
    let result = try compare(["compare"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == CompareScreenTests.compareEnglish + "\n")
  }

  /// `swift run Episode91` alone is `compare`.
  @Test func theDefaultCommandPrintsThisScreen() throws {
    let result = try compare([])
    #expect(result.code == 0)
    #expect(result.output == CompareScreenTests.compareEnglish + "\n")
  }

  @Test func compareInKorean() throws {
    let result = try compare(["--lang", "ko", "compare"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == CompareScreenTests.compareKorean + "\n")
  }

  @Test func compareWithDetailsInEnglish() throws {
    let result = try compare(["compare", "--details"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    let expected = CompareScreenTests.compareEnglish.replacing(
      "\nQuoted from the checkpoints' source\n",
      with: "\n\(CompareScreenTests.detailsEnglish)\n\nQuoted from the checkpoints' source\n")
    #expect(expected != CompareScreenTests.compareEnglish)
    #expect(result.output == expected + "\n")
  }

  @Test func compareWithDetailsInKorean() throws {
    let result = try compare(["--lang", "ko", "compare", "--details"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    let expected = CompareScreenTests.compareKorean.replacing(
      "\n체크포인트 소스에서 인용한 선언\n", with: "\n\(CompareScreenTests.detailsKorean)\n\n체크포인트 소스에서 인용한 선언\n")
    #expect(expected != CompareScreenTests.compareKorean)
    #expect(result.output == expected + "\n")
  }

  static let compareEnglish = #"""
    How dependencies travel, stage by stage, as each checkpoint reports it
    Each cell is the checkpoint's own answer to `<Stage> --probe <row>`. See also: --details, overview.

                        Stage 1                 Stage 2                 Stage 3
                        Current                 Env reducer             Erased Store
    ------------------------------------------------------------------------------------------
    mock-everything     live file written       won't compile           won't compile
    two-counters        both used offline       online + offline        online + offline
    shared-dependency*  2 globals to set        root holds 2            root holds 2
    store-type          Store<S, A>             Store<S, A, Env>        Store<S, A>
    override-isolation  A saw B's double        each saw its own        each saw its own
    read-cost           19.4 ns (debug)         < 1 ns (debug)          < 1 ns (debug)

                        Stage 4                 Stage 5                 Stage 6
                        Tuple env               @Dependency             Container
    ------------------------------------------------------------------------------------------
    mock-everything     won't compile           reported fileClient     live file written
    two-counters        online + offline        online + offline        both used offline
    shared-dependency*  root holds 1            declared, 1 registered  1 global to set
    store-type          Store<S, A>             Store<S, A>             StateStore<S, A>
    override-isolation  each saw its own        each saw its own        A saw B's double
    read-cost           13.9 ns (debug)         820.0 ns (debug)        488.4 ns (debug)

    * shared-dependency measures each stage's app with favorite primes asking for the nth prime too, as
      exercise 92.2 grows it; the checkpoints' own favorite primes do not ask.

    What each stage buys and what it costs
      1 Current       buys nothing to thread through; costs hidden globals, a forgotten double goes live
      2 Env reducer   buys environments the compiler checks; costs their type leaking into every view
      3 Erased Store  buys views free of the environment type; costs an `Any` and a cast in the Store
      4 Tuple env     buys features taking only what they use; costs parents still threading them down
      5 @Dependency   buys leaves declaring what they use, misses reported; costs a lookup on each read
      6 Container     buys one simple global container; costs overrides that leak, misses unreported

    Quoted from the checkpoints' source
      mock-everything, stage 2: `AppEnvironment`
        App/AppEnvironment.swift:1
          1 | struct AppEnvironment {
          2 |   var counter: CounterEnvironment
          3 |   var favoritePrimes: FavoritePrimesEnvironment
          4 | }
      mock-everything, stage 3: `AppEnvironment`
        App/AppEnvironment.swift:1
          1 | struct AppEnvironment {
          2 |   var counter: CounterEnvironment
          3 |   var favoritePrimes: FavoritePrimesEnvironment
          4 | }
      mock-everything, stage 4: `AppEnvironment`
        App/AppEnvironment.swift:1
          1 | typealias AppEnvironment = (
          2 |   fileClient: FileClient,
          3 |   nthPrime: (Int) -> Effect<Int?>
          4 | )

    Notes
      read-cost was measured in a debug build. For release figures: swift build -c release, then
      .build/release/Episode91 compare.
    """#

  static let compareKorean = #"""
    단계마다 의존성이 어떻게 전달되는지, 각 체크포인트가 직접 보고한 그대로
    각 칸은 `<Stage> --probe <row>`에 체크포인트가 직접 내놓은 답입니다. 함께 보기: --details, overview.

                        1단계                   2단계                   3단계
                        전역 Current            리듀서 환경             소거된 Store
    ------------------------------------------------------------------------------------------
    mock-everything     라이브로 파일 기록됨    컴파일러가 거부         컴파일러가 거부
    two-counters        둘 다 오프라인 사용     온라인 + 오프라인       온라인 + 오프라인
    shared-dependency*  설정할 전역 2개         루트가 2개 보유         루트가 2개 보유
    store-type          Store<S, A>             Store<S, A, Env>        Store<S, A>
    override-isolation  A가 B의 재정의 읽음     각자 자기 재정의 읽음   각자 자기 재정의 읽음
    read-cost           19.4 ns (디버그)        < 1 ns (디버그)         < 1 ns (디버그)

                        4단계                   5단계                   6단계
                        튜플 환경               의존성 값               컨테이너
    ------------------------------------------------------------------------------------------
    mock-everything     컴파일러가 거부         fileClient 보고됨       라이브로 파일 기록됨
    two-counters        온라인 + 오프라인       온라인 + 오프라인       둘 다 오프라인 사용
    shared-dependency*  루트가 1개 보유         각자 선언, 1개 등록     설정할 전역 1개
    store-type          Store<S, A>             Store<S, A>             StateStore<S, A>
    override-isolation  각자 자기 재정의 읽음   각자 자기 재정의 읽음   A가 B의 재정의 읽음
    read-cost           13.9 ns (디버그)        820.0 ns (디버그)       488.4 ns (디버그)

    * shared-dependency 행은 연습 문제 92.2처럼 즐겨찾기 소수도 n번째 소수를 묻게 키운 앱을 단계마다 잰
      값입니다. 체크포인트 자체의 즐겨찾기 소수는 묻지 않습니다.

    각 단계의 장점과 대가
      1 전역 Current  장점은 넘겨줄 것 없음, 대가는 숨은 전역과 빠뜨리면 라이브로 도는 테스트 대역
      2 리듀서 환경   장점은 컴파일러가 검사하는 환경, 대가는 모든 뷰로 새어 나가는 환경 타입
      3 소거된 Store  장점은 환경 타입에서 자유로운 뷰, 대가는 Store 안의 `Any`와 캐스트
      4 튜플 환경     장점은 쓰는 것만 받는 기능, 대가는 여전히 아래로 전달하는 부모
      5 의존성 값     장점은 쓰는 것을 선언하는 말단 기능과 보고되는 누락, 대가는 읽을 때마다 하는 조회
      6 컨테이너      장점은 단순한 전역 컨테이너 하나, 대가는 새어 나가는 재정의와 보고되지 않는 누락

    체크포인트 소스에서 인용한 선언
      mock-everything, 2단계: `AppEnvironment`
        App/AppEnvironment.swift:1
          1 | struct AppEnvironment {
          2 |   var counter: CounterEnvironment
          3 |   var favoritePrimes: FavoritePrimesEnvironment
          4 | }
      mock-everything, 3단계: `AppEnvironment`
        App/AppEnvironment.swift:1
          1 | struct AppEnvironment {
          2 |   var counter: CounterEnvironment
          3 |   var favoritePrimes: FavoritePrimesEnvironment
          4 | }
      mock-everything, 4단계: `AppEnvironment`
        App/AppEnvironment.swift:1
          1 | typealias AppEnvironment = (
          2 |   fileClient: FileClient,
          3 |   nthPrime: (Int) -> Effect<Int?>
          4 | )

    참고
      read-cost는 디버그 빌드에서 잰 값입니다. 릴리스 빌드의 수치를 보려면 swift build -c release 다음에
      .build/release/Episode91 compare를 실행하세요.
    """#

  /// What `--details` adds to the screen, between what each stage buys and costs and the quotes.
  static let detailsEnglish = #"""
    What each checkpoint reported
    mock-everything
      A test doubles nthPrime only. Does the app reach a live dependency, report it, or not compile?
      1  Only Counter.Current.nthPrime was replaced; FavoritePrimes.Current stayed live, wrote
         favorite-primes.json, and nothing reported it. [live-reached]
      2  AppEnvironment demands counter, favoritePrimes, so a test that supplies only nthPrime does not
         compile. [refused-by-compiler]
      3  AppEnvironment demands counter, favoritePrimes, so a test that supplies only nthPrime does not
         compile. [refused-by-compiler]
      4  AppEnvironment demands fileClient, nthPrime, so a test that supplies only nthPrime does not
         compile. [refused-by-compiler]
      5  Only nthPrime was overridden; the test context recorded "@Dependency(\.fileClient) has no test
         implementation, but was accessed from a test context." and nothing live ran. [reported]
      6  Only Dependencies[\.nthPrime] was overridden; the fileClient entry stayed live, wrote
         favorite-primes.json, and nothing reported it. [live-reached]
    two-counters
      Two counters side by side, one online and one offline nthPrime. Do they answer differently?
      1  The counter given the online nthPrime and the one given the offline nthPrime both reached the
         offline one: Counter.Current holds one at a time. [same]
      2  Side by side, one counter reached the online nthPrime and the other the offline one, each
         through its store's environment. [different]
      3  Side by side, one counter reached the online nthPrime and the other the offline one, each
         through its store's environment. [different]
      4  Side by side, one counter reached the online nthPrime and the other the offline one, each
         through its store's environment. [different]
      5  Side by side, one counter reached the online nthPrime and the other the offline one, each
         through the dependencies its store was created with. [different]
      6  The counter given the online nthPrime and the one given the offline nthPrime both reached the
         offline one: the one Dependencies entry holds one at a time. [same]
    shared-dependency
      Two features need nthPrime. How many must the root hold, and how does it reach them?
      1  No root environment holds nthPrime (0): Counter.Current and favorite primes' own Current each
         hold one, so 2 globals must be set, and nothing keeps them the same. [global]
      2  The root environment nests one struct per feature, so it holds nthPrime 2 times, and nothing
         keeps the copies the same. [passed-down]
      3  The root environment nests one struct per feature, so it holds nthPrime 2 times, and nothing
         keeps the copies the same. [passed-down]
      4  The flat root tuple holds nthPrime once, and each pullback hands it to every feature that needs
         it. [passed-down]
      5  The root holds and passes no nthPrime (0): the counter and favorite primes each declare
         @Dependency(\.nthPrime), and the 1 registered value reached both. [declared]
      6  The root store holds no nthPrime (0): the counter and favorite primes both read
         Dependency[\.nthPrime], so 1 global entry is set, for every reader in the process. [global]
    store-type
      What is the root store's runtime type?
      1  The root store is a Store<AppState, AppAction>; it holds no environment. [no-environment]
      2  The root store is a Store<AppState, AppAction, AppEnvironment>: its type names the environment,
         and so does every view's. [environment-in-type]
      3  The root store is a Store<AppState, AppAction>; the AppEnvironment it holds is not in its type.
         [environment-erased]
      4  The root store is a Store<AppState, AppAction>; the (fileClient: FileClient, nthPrime: (Int) ->
         Effect<Optional<Int>>) it holds is not in its type. [environment-erased]
      5  The root store is a Store<AppState, AppAction>; it holds no environment. [no-environment]
      6  The root store is a StateStore<AppState, AppAction>; it holds no environment. [no-environment]
    override-isolation
      Two concurrently running tasks override nthPrime differently. Does either see the other's?
      1  Task A overrode nthPrime, task B overrode it after, and through Counter.Current A then read B's
         double and B read B's. [leaked]
      2  Task A overrode nthPrime, task B overrode it after, and each then read its own double through
         its own environment (A read A's, B read B's). [isolated]
      3  Task A overrode nthPrime, task B overrode it after, and each then read its own double through
         its own environment (A read A's, B read B's). [isolated]
      4  Task A overrode nthPrime, task B overrode it after, and each then read its own double through
         its own environment (A read A's, B read B's). [isolated]
      5  Task A overrode nthPrime, task B overrode it after, and each then read its own double through
         withDependencies (A read A's, B read B's). [isolated]
      6  Task A overrode nthPrime, task B overrode it after, and through Dependencies A then read B's
         double and B read B's. [leaked]
    read-cost
      How many nanoseconds does one dependency read cost, and in which build configuration?
      1  Reading Counter.Current.nthPrime cost 19.4 ns, the fastest of 40 rounds of 50000 reads, in a
         debug build. [measured]
      2  Reading environment.nthPrime cost < 1 ns, the fastest of 40 rounds of 50000 reads, in a debug
         build. [measured]
      3  Reading environment.nthPrime cost < 1 ns, the fastest of 40 rounds of 50000 reads, in a debug
         build. [measured]
      4  Reading environment.nthPrime cost 13.9 ns, the fastest of 40 rounds of 50000 reads, in a debug
         build. [measured]
      5  Reading @Dependency(\.nthPrime) cost 820.0 ns, the fastest of 20 rounds of 50000 reads, in a
         debug build. [measured]
      6  Reading Dependency[\.nthPrime] cost 488.4 ns, the fastest of 20 rounds of 50000 reads, in a
         debug build. [measured]
    """#

  static let detailsKorean = #"""
    각 체크포인트가 보고한 내용
    mock-everything
      테스트가 nthPrime만 테스트 대역으로 바꿉니다. 앱이 라이브 의존성에 접근할까요, 그 사실을
      보고할까요, 아니면 컴파일되지 않을까요?
      1  Counter.Current.nthPrime만 교체되어 FavoritePrimes.Current에는 라이브 값이 남았고, 그 값이
         favorite-primes.json 파일을 기록했지만 이를 보고한 곳은 없었습니다. [live-reached]
      2  AppEnvironment에는 counter, favoritePrimes 항목이 모두 있어야 하므로, nthPrime만 제공하는
         테스트는 컴파일되지 않습니다. [refused-by-compiler]
      3  AppEnvironment에는 counter, favoritePrimes 항목이 모두 있어야 하므로, nthPrime만 제공하는
         테스트는 컴파일되지 않습니다. [refused-by-compiler]
      4  AppEnvironment에는 fileClient, nthPrime 항목이 모두 있어야 하므로, nthPrime만 제공하는 테스트는
         컴파일되지 않습니다. [refused-by-compiler]
      5  nthPrime만 재정의했더니 테스트 컨텍스트가 "@Dependency(\.fileClient) has no test
         implementation, but was accessed from a test context."라고 기록했고, 라이브로 실행된 것은
         없었습니다. [reported]
      6  Dependencies[\.nthPrime]만 재정의되어 fileClient 항목에는 라이브 값이 남았고, 그 값이
         favorite-primes.json 파일을 기록했지만 이를 보고한 곳은 없었습니다. [live-reached]
    two-counters
      카운터 두 개를 나란히 두고 하나에는 온라인, 하나에는 오프라인 nthPrime을 줍니다. 두 카운터의 답이
      다를까요?
      1  온라인 nthPrime을 받은 카운터와 오프라인 nthPrime을 받은 카운터가 둘 다 오프라인 쪽을 썼습니다.
         Counter.Current에는 한 번에 하나만 담깁니다. [same]
      2  나란히 놓인 두 카운터가 각자 자기 스토어의 환경에서 nthPrime을 꺼내, 하나는 온라인 쪽을, 다른
         하나는 오프라인 쪽을 썼습니다. [different]
      3  나란히 놓인 두 카운터가 각자 자기 스토어의 환경에서 nthPrime을 꺼내, 하나는 온라인 쪽을, 다른
         하나는 오프라인 쪽을 썼습니다. [different]
      4  나란히 놓인 두 카운터가 각자 자기 스토어의 환경에서 nthPrime을 꺼내, 하나는 온라인 쪽을, 다른
         하나는 오프라인 쪽을 썼습니다. [different]
      5  나란히 놓인 두 카운터가 각자 스토어를 만들 때 받은 의존성에서 nthPrime을 꺼내, 하나는 온라인
         쪽을, 다른 하나는 오프라인 쪽을 썼습니다. [different]
      6  온라인 nthPrime을 받은 카운터와 오프라인 nthPrime을 받은 카운터가 둘 다 오프라인 쪽을 썼습니다.
         하나뿐인 Dependencies 항목에는 한 번에 하나만 담깁니다. [same]
    shared-dependency
      두 기능에 nthPrime이 필요합니다. 루트는 몇 개를 담아야 하고, 두 기능에는 어떻게 전달될까요?
      1  nthPrime을 담은 루트 환경은 없습니다(0). Counter.Current와 즐겨찾기 소수 기능의 Current가 각각
         하나씩 담고 있어 전역 2개를 설정해야 하며, 그 값들을 같게 유지해 주는 장치는 없습니다. [global]
      2  루트 환경이 기능마다 구조체를 하나씩 중첩하므로 nthPrime을 2번 담게 되고, 그 사본들을 같게
         유지해 주는 장치는 없습니다. [passed-down]
      3  루트 환경이 기능마다 구조체를 하나씩 중첩하므로 nthPrime을 2번 담게 되고, 그 사본들을 같게
         유지해 주는 장치는 없습니다. [passed-down]
      4  평평한 루트 튜플이 nthPrime을 한 번만 담고, 각 pullback이 그것을 필요로 하는 모든 기능에
         건넵니다. [passed-down]
      5  루트는 nthPrime을 담지도 넘기지도 않습니다(0). 카운터와 즐겨찾기 소수가 각자
         @Dependency(\.nthPrime)을 선언하고, 등록된 값 1개를 두 기능이 모두 썼습니다. [declared]
      6  루트 스토어는 nthPrime을 담지 않습니다(0). 카운터와 즐겨찾기 소수가 둘 다
         Dependency[\.nthPrime]을 읽으므로 전역 항목 1개가 설정되고, 그 값은 프로세스 안에서 읽는 모든
         곳에 적용됩니다. [global]
    store-type
      루트 스토어의 런타임 타입은 무엇일까요?
      1  루트 스토어는 Store<AppState, AppAction> 타입이며 환경을 담고 있지 않습니다. [no-environment]
      2  루트 스토어는 Store<AppState, AppAction, AppEnvironment> 타입입니다. 이 타입에 환경이 이름으로
         드러나며, 모든 뷰의 타입도 마찬가지입니다. [environment-in-type]
      3  루트 스토어는 Store<AppState, AppAction> 타입이며, 그 안에 담긴 AppEnvironment 값은 타입에
         드러나지 않습니다. [environment-erased]
      4  루트 스토어는 Store<AppState, AppAction> 타입이며, 그 안에 담긴 (fileClient: FileClient,
         nthPrime: (Int) -> Effect<Optional<Int>>) 값은 타입에 드러나지 않습니다. [environment-erased]
      5  루트 스토어는 Store<AppState, AppAction> 타입이며 환경을 담고 있지 않습니다. [no-environment]
      6  루트 스토어는 StateStore<AppState, AppAction> 타입이며 환경을 담고 있지 않습니다.
         [no-environment]
    override-isolation
      동시에 실행되는 두 태스크가 nthPrime을 서로 다르게 재정의(override)합니다. 한쪽이 다른 쪽의
      재정의를 보게 될까요?
      1  태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, Counter.Current에서 A는 B의
         테스트 대역을, B는 B의 테스트 대역을 읽었습니다. [leaked]
      2  태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, 각자 자기 환경에서 자신이
         재정의한 테스트 대역을 읽었습니다(A는 A의 것, B는 B의 것). [isolated]
      3  태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, 각자 자기 환경에서 자신이
         재정의한 테스트 대역을 읽었습니다(A는 A의 것, B는 B의 것). [isolated]
      4  태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, 각자 자기 환경에서 자신이
         재정의한 테스트 대역을 읽었습니다(A는 A의 것, B는 B의 것). [isolated]
      5  태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, 각자 withDependencies에서
         자신이 재정의한 테스트 대역을 읽었습니다(A는 A의 것, B는 B의 것). [isolated]
      6  태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, Dependencies에서 A는 B의
         테스트 대역을, B는 B의 테스트 대역을 읽었습니다. [leaked]
    read-cost
      의존성을 한 번 읽는 데 몇 나노초(ns)가 들까요? 어떤 빌드 구성에서 잰 값일까요?
      1  디버그 빌드에서 Counter.Current.nthPrime 읽기 한 번에 19.4 ns가 들었습니다. 50000번 읽는
         라운드를 40번 돌려 가장 빠른 라운드로 잰 값입니다. [measured]
      2  디버그 빌드에서 environment.nthPrime 읽기 한 번에 < 1 ns가 들었습니다. 50000번 읽는 라운드를
         40번 돌려 가장 빠른 라운드로 잰 값입니다. [measured]
      3  디버그 빌드에서 environment.nthPrime 읽기 한 번에 < 1 ns가 들었습니다. 50000번 읽는 라운드를
         40번 돌려 가장 빠른 라운드로 잰 값입니다. [measured]
      4  디버그 빌드에서 environment.nthPrime 읽기 한 번에 13.9 ns가 들었습니다. 50000번 읽는 라운드를
         40번 돌려 가장 빠른 라운드로 잰 값입니다. [measured]
      5  디버그 빌드에서 @Dependency(\.nthPrime) 읽기 한 번에 820.0 ns가 들었습니다. 50000번 읽는
         라운드를 20번 돌려 가장 빠른 라운드로 잰 값입니다. [measured]
      6  디버그 빌드에서 Dependency[\.nthPrime] 읽기 한 번에 488.4 ns가 들었습니다. 50000번 읽는
         라운드를 20번 돌려 가장 빠른 라운드로 잰 값입니다. [measured]
    """#
}
