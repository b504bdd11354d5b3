extension StageText {
  /// Every stage in Korean, keyed by its number: the English catalog's facts, code spans and versions, as a
  /// Korean Swift developer would write them.
  public static let korean: [Int: StageText] = [
    1: StageText(
      title: "전역 Current", shortTitle: "전역 Current",
      summary: "모듈마다 전역 가변 환경 `Current`를 직접 가져다 씁니다",
      source: "에피소드 91 시작",
      change: "에피소드 91이 시작하는 지점입니다. `Reducer<Value, Action>`은 `(inout Value, Action) -> [Effect<Action>]`"
        + "이고, Counter 모듈과 FavoritePrimes 모듈은 각자 전역 가변 환경 `Current`를 두며 이펙트(effect)가 "
        + "그것을 읽습니다. 아무것도 넘겨줄 필요가 없지만, 모듈마다 숨은 전역이 하나씩 생기고, 한 프로세스에서 "
        + "같은 기능을 서로 다른 의존성으로 두 번 실행할 수 없으며, Swift 6은 전역 가변 `var`를 거부합니다. "
        + "그래서 이 체크포인트는 그 전역을 가장 좁은 우회 수단(escape hatch)으로만 허용합니다.",
      testing: "테스트는 실행 전에 `Counter.Current = .mock`과 `FavoritePrimes.Current = .mock`을 대입합니다. "
        + "테스트가 모든 모듈의 전역을 바꾸도록 강제하는 것은 없습니다. 하나라도 잊으면 라이브 의존성이 "
        + "조용히 실행됩니다.",
      buysAndCosts: "장점: 넘겨줄 것 없음 / 대가: 숨은 전역, 잊은 테스트 대역은 라이브로 실행"),
    2: StageText(
      title: "리듀서 안의 환경", shortTitle: "리듀서 환경",
      summary: "리듀서가 환경을 받고, pullback이 환경을 변환하며, Store가 환경의 타입을 지닙니다",
      source: "에피소드 91 + 92 시작",
      change: "환경(environment)이 리듀서 안으로 들어갑니다(에피소드 91): `Reducer<Value, Action, Environment>`. "
        + "`combine`은 모든 리듀서에 같은 환경을 건네고, `pullback`은 `(GlobalEnvironment) -> "
        + "LocalEnvironment`를 받으며, `Store<Value, Action, Environment>`는 `send`에서 리듀서에 넘길 환경과 "
        + "함께 생성됩니다. 에피소드 91은 아키텍처만 컴파일되는 데서 멈춥니다(나머지는 그 에피소드의 첫 연습 "
        + "문제 91.1입니다). 이 체크포인트는 에피소드 92가 시작하는 방식대로 앱을 옮깁니다: 각 기능은 자기 "
        + "환경 구조체를, 소수 모달(prime modal)은 `Void`를, 루트는 구조체 `AppEnvironment`를, 테스트 헬퍼 "
        + "`assert`는 환경을 받습니다. `Current`는 사라졌습니다. 코드 냄새: 환경의 타입이 모든 스토어로 새어 "
        + "나가고, `view`에는 아무도 쓰지 않는 변환이 필요합니다.",
      testing: "각 테스트는 필요한 환경을 직접 만들어 스토어나 `assert` 헬퍼에 넘깁니다. 컴파일러가 모든 "
        + "필드를 요구하므로 테스트가 의존성을 빠뜨릴 수 없습니다.",
      buysAndCosts: "장점: 컴파일러가 검사하는 환경 / 대가: 환경의 타입이 모든 뷰로 새어 나감"),
    3: StageText(
      title: "소거된 Store", shortTitle: "소거된 Store",
      summary: "Store<Value, Action>이 생성될 때 받은 환경을 숨깁니다",
      source: "에피소드 91 끝 + 92 시작",
      change: "Store가 다시 환경의 타입을 잊습니다(에피소드 91 끝): `Store<Value, Action>`은 "
        + "`Reducer<Value, Action, Any>`와 `environment: Any`를 보관하고, 제네릭 `init<Environment>`가 "
        + "리듀서를 감싸 실제 타입으로 되돌리는 캐스트를 넣습니다. `view`는 자기 환경을 자식 스토어에 "
        + "넘겨줍니다. 리듀서와 테스트는 체크포인트 2의 명시적인 환경을 그대로 씁니다(에피소드 92의 시작). "
        + "뷰는 더 이상 환경을 언급하지 않습니다.",
      testing: "2단계와 같습니다. 각 테스트가 환경을 만들어 넘깁니다. 다만 스토어의 타입은 어떤 환경을 "
        + "지니고 있는지 더 이상 말해 주지 않습니다.",
      buysAndCosts: "장점: 환경 타입에서 자유로운 뷰 / 대가: Store 안의 `Any`와 캐스트"),
    4: StageText(
      title: "튜플 환경", shortTitle: "튜플 환경",
      summary: "기능은 쓰는 것만 정확히 받고, 루트는 평평한 튜플 하나를 가집니다",
      source: "에피소드 92 나머지",
      change: "에피소드 92의 나머지 부분입니다. 각 기능은 자기가 쓰는 것만 정확히 받습니다. "
        + "`FavoritePrimesEnvironment`는 `FileClient`가 되고 `CounterEnvironment`는 `(Int) -> Effect<Int?>`가 "
        + "되며(소수 모달은 체크포인트 2부터 `Void`를 받아 왔습니다), 앱의 구조체 환경은 평평한 튜플 "
        + "`(fileClient:, nthPrime:)`이 되어 각 pullback이 거기서 자기 기능의 몫을 골라 갑니다. 루트는 각 의존성을 "
        + "한 번만 지니고, `nthPrime` 하나를 두 기능에 건네거나 한 기능을 서로 다른 의존성으로 두 번 실행할 수 "
        + "있습니다. 대신 튜플에서는 멤버별 이니셜라이저(memberwise initializer)의 자동 완성을 잃습니다.",
      testing: "기능의 테스트는 그 기능이 쓰는 것만 넘깁니다: `nthPrime`용 클로저, `FileClient`, 또는 `()`. "
        + "앱 테스트는 `assert(initialValue:reducer:environment:steps:)`에 넘길 평평한 튜플을 만들고, 이제 "
        + "그 steps에서는 아무것도 바꾸지 않는 갱신을 생략할 수 있습니다.",
      buysAndCosts: "장점: 기능은 쓰는 것만 받음 / 대가: 부모가 여전히 아래로 넘겨줘야 함"),
    5: StageText(
      title: "의존성 값", shortTitle: "의존성 값",
      summary: "라이브·프리뷰·테스트 값을 갖춘 @Dependency, 스코프가 정해진 재정의, 누락을 알리는 테스트",
      source: "TCA의 Dependencies 라이브러리",
      change: "TCA가 그다음에 한 일(Dependencies 라이브러리, 2022)을 처음부터 다시 만들었습니다: 리듀서는 "
        + "환경을 받지 않습니다. 기능은 `@Dependency(\\.nthPrime)`을 선언하고, 값은 라이브 값, 프리뷰 값, "
        + "테스트 값을 가진 `DependencyKey`에서 와서 태스크 로컬 `DependencyValues`에 담깁니다. "
        + "`withDependencies`는 재정의(override)의 스코프를 작업 하나로 한정하고, 테스트에서 재정의 없이 읽은 "
        + "의존성은 조용히 라이브로 실행되는 대신 보고됩니다. 말단(leaf) 기능에 의존성을 더해도 더 이상 "
        + "부모를 건드리지 않습니다.",
      testing: "Swift Testing을 씁니다. 테스트는 쓰는 것을 `withDependencies { $0.nthPrime = … }`로 "
        + "재정의하거나, 테스트 전체라면 라이브러리의 트레이트(trait) `@Test(.dependency(\\.nthPrime, …))`로 "
        + "재정의합니다. 그 밖의 것을 읽으면 그 의존성의 이름을 담은 테스트 실패가 기록됩니다. 재정의는 스코프가 "
        + "정해져 있어 동시에 도는 테스트끼리 서로의 재정의를 보지 않지만, 구조적 동시성을 벗어나는 작업까지 "
        + "따라가지는 않습니다. 라이브러리의 `prepareDependencies`(전역, 한 번, 실행 시작 시)는 뺐습니다: "
        + "테스트가 프로그램 전체를 프로세스 안에서 실행하므로, 진입점이 루트 스토어의 스코프에서 라이브 값을 "
        + "재정의합니다.",
      buysAndCosts: "장점: 말단 기능이 쓰는 것을 선언, 누락은 보고됨 / 대가: 읽을 때마다 조회"),
    6: StageText(
      title: "공유 컨테이너", shortTitle: "컨테이너",
      summary: "전역 Dependencies 컨테이너 하나, 스토어 주입은 따로",
      source: "Puredux 라이브러리",
      change: "Puredux의 방식(2.1 API, 2024)입니다: 의존성 주입과 스토어 주입을 따로 둡니다. 전역 "
        + "`Dependencies` 컨테이너는 `Dependency[\\.now]`나 `@Dependency`로 읽고 `Dependencies[\\.now] = …`로 "
        + "쓰며, 스레드 안전합니다. 스토어는 `SharedStores`와 `StoreOf`로 가져옵니다. 2.2부터 컨테이너는 "
        + "Crocodil 라이브러리의 것입니다: `Dependencies.inject(\\.now, …)`로 쓰고, `Dependencies[\\.now]`로는 "
        + "읽기만 하며, `StoreOf`는 그 라이브러리의 프로퍼티 래퍼를 가리키는 typealias입니다. Puredux는 이 "
        + "컨테이너를 날짜, UUID, 설정 같은 값에 쓰라고 만들었고 부수 효과는 스토어의 셸(shell)에 둡니다. 이 "
        + "체크포인트는 같은 앱을 실행하려고 파일 클라이언트와 `nthPrime`도 여기에 넣습니다. 개념상으로는 "
        + "잠금이 붙은 전역 `Current`입니다. 5단계와 이름이 겹치는 데 주의하세요: 둘 다 `Dependency`가 있고, "
        + "`StoreOf`는 여기서는 프로퍼티 래퍼지만 TCA에서는 typealias입니다.",
      testing: "테스트는 `Dependencies[\\.nthPrime] = …`로 값을 쓰고(Puredux 2.2부터는 "
        + "`Dependencies.inject(\\.nthPrime, …)`) 끝나면 되돌립니다. 라이브/테스트 구분이 없고, 재정의하지 않은 "
        + "의존성을 알려 주는 것도 없으며, 재정의가 전역이라 동시에 도는 테스트끼리 서로의 재정의를 봅니다.",
      buysAndCosts: "장점: 단순한 전역 컨테이너 하나 / 대가: 새어 나가는 재정의, 보고되지 않는 누락"),
  ]
}
