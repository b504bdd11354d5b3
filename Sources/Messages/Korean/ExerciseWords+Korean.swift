// Code, paths and commands in a title, goal or hint stay exactly as in English: ExerciseWordsTests compares them. The
// Korean prompt is in the stub's doc comment, under `## 한국어`.

extension ExerciseWords {
  public static let korean: [ExerciseWords: String] = [
    // 91.1
    .title("91.1"): "인자가 셋인 리듀서",
    .goal("91.1"): "combine, pullback, 즐겨찾기 소수를 (inout Value, Action, Environment) -> [Effect] 형태로"
      + " 옮깁니다",
    .hint(1, of: "91.1"):
      "combine: 이제 모든 리듀서가 환경(environment)도 받습니다. 각 리듀서를"
      + " (&value, action, environment)로 호출하되 환경은 모두 같은 것을 넘기고, 이펙트는 순서대로 모아"
      + " 둡니다.",
    .hint(2, of: "91.1"):
      "pullback: 환경도 값, 액션과 마찬가지로 전역에서 로컬로 전달됩니다. 로컬 리듀서를"
      + " environment(globalEnvironment)로 호출한 다음, 그 이펙트는 전처럼 action.embed로 변환(map)합니다.",
    .hint(3, of: "91.1"):
      "favoritePrimesReducer: 저장할 때와 불러올 때 모두 FavoritePrimes.Current.fileClient를"
      + " environment.fileClient로 바꿉니다. 체크포인트 2가 전체 답입니다: swift run Episode91 diff 1 2.",
    // 91.2
    .title("91.2"): "커링한 리듀서, 환경은 맨 뒤에",
    .goal("91.2"): "combine, pullback, 카운터를 (inout Value, Action) -> (Environment) -> [Effect] 형태로 옮깁니다",
    .hint(1, of: "91.2"):
      "리듀서는 환경을 받는 클로저를 반환하기 전에 상태 변경을 끝내야 합니다. inout 매개변수는 탈출"
      + " 클로저(escaping closure)가 캡처할 수 없기 때문입니다.",
    .hint(2, of: "91.2"):
      "combine: 먼저 모든 리듀서를 (&value, action)으로 호출해 반환된 클로저를 모아 두고, 그 클로저들을"
      + " 각각 환경으로 호출해 이펙트를 순서대로 이어 붙이는 클로저 하나를 반환합니다.",
    .hint(3, of: "91.2"):
      "pullback: 로컬 액션을 꺼내고(맞는 것이 없으면 return { _ in [] }), &value[keyPath: value]로"
      + " 리듀서를 실행한 다음, return { environment in localClosure(toLocal(environment)).map {"
      + " $0.map(action.embed) } }로 끝냅니다.",
    .hint(4, of: "91.2"):
      "counterReducer: .nthPrimeButtonTapped는 버튼을 바로 비활성화하고, state.count를 let n에 복사한 뒤"
      + " return { environment in [environment.nthPrime(n).map { .nthPrimeResponse(n: n, prime: $0) }] }를"
      + " 반환합니다. 요청하는 소수는 상태의 count에 해당하는 n번째 소수입니다.",
    // 91.3
    .title("91.3"): "환경에서 받은 로거로 기록하는 logging",
    .goal("91.3"): "logging이 print를 호출하는 대신 logger(environment)를 통해 출력하게 합니다",
    .hint(1, of: "91.3"):
      "로거는 환경에서 오고, 환경은 액션이 올 때에야 함께 들어옵니다. 그러니 반환하는 리듀서 안에서"
      + " logger(environment)를 구하세요.",
    .hint(2, of: "91.3"):
      "로그 기록은 부수 효과이므로 이펙트 안에 있어야 합니다. [.fireAndForget { … }] + effects를"
      + " 반환하고, 리듀서 자체가 실행되는 동안에는 아무것도 기록하지 마세요.",
    .hint(3, of: "91.3"):
      "이펙트를 만들기 전에 텍스트(\"Action: \\(action)\", 그다음 새 값)를 만들어 두면, 이펙트는 문자열과"
      + " 로거만 캡처하게 되어 Sendable로 남습니다.",
    // 91.4
    .title("91.4"): "강제 캐스트(force cast) 없는 Store",
    .goal("91.4"): "init에서 환경을 캡처하고, 환경이 Void인 리듀서를 보관합니다",
    .hint(1, of: "91.4"):
      "제네릭 init 안에서는 Environment가 무엇인지 압니다. 환경의 타입을 아직 쓸 수 있는 곳은 거기"
      + " 하나뿐입니다.",
    .hint(2, of: "91.4"):
      "환경을 Any로 저장하지 말고, 클로저에 캡처해서 보관하세요.",
    .hint(3, of: "91.4"):
      "self.reducer = { value, action, _ in reducer(&value, action, environment) }: 클로저가 환경을"
      + " 캡처하고, 클로저 자신의 세 번째 매개변수(항상 ())는 쓰지 않습니다.",
    // 91.5
    .title("91.5"): "평범한 리듀서를 보관하는 Store",
    .goal("91.5"): "Void 환경은 환경이 없는 것과 같습니다: (inout Value, Action) -> [Effect<Action>] 형태로"
      + " 보관합니다",
    .hint(1, of: "91.5"):
      "보관하는 리듀서에는 환경 매개변수가 없으므로, 환경의 타입을 아직 아는 곳, 즉 제네릭 init에서"
      + " 환경을 캡처해야 합니다.",
    .hint(2, of: "91.5"):
      "init에서: self.reducer = { value, action in reducer(&value, action, environment) }.",
    .hint(3, of: "91.5"):
      "view: 자식 스토어의 리듀서는 self에 toGlobalAction(localAction)을 보낸 다음 localValue ="
      + " toLocalValue(self.value)로 값을 맞춥니다. 그리고 observers에 추가한 관찰자(observer)가 자식의"
      + " 값을 최신으로 유지합니다.",
    // 92.1
    .title("92.1"): "온라인 카운터 옆의 오프라인 카운터",
    .goal("92.1"): "카운터 기능을 두 번 재사용하되, 두 번째에는 오프라인 nthPrime을 씁니다",
    .hint(1, of: "92.1"):
      "기능을 재사용하려면 pullback을 한 번 더 하면 됩니다. 이때 그 기능만의 액션 케이스와 환경을"
      + " 줍니다.",
    .hint(2, of: "92.1"):
      "환경 튜플에는 두 함수가 이미 다 있습니다. 오프라인 쪽 pullback은 \\.offlineNthPrime을 고릅니다.",
    .hint(3, of: "92.1"):
      "오프라인 쪽 pullback:"
      + " pullback(counterViewReducer, value: \\CounterViewState.self, action: /Action.offline, environment: { $0.offlineNthPrime })",
    // 92.2
    .title("92.2"): "즐겨찾기 소수에서 n번째 소수 묻기",
    .goal("92.2"): "즐겨찾기 소수 기능에 nthPrime을 줍니다. 카운터가 루트에서 받는 것과 같은 nthPrime입니다",
    .hint(1, of: "92.2"):
      "기능의 환경은 (fileClient, nthPrime)으로 커집니다. 루트는 여전히 평평한 튜플 하나를 가집니다.",
    .hint(2, of: "92.2"):
      "각 pullback은 자기 기능에 필요한 것을 루트에서 고릅니다. 카운터는 { $0.nthPrime }, 즐겨찾기"
      + " 소수는 { ($0.fileClient, $0.nthPrime) }.",
    .hint(3, of: "92.2"):
      "소수를 탭해도 아무것도 비활성화하지 않습니다. environment.nthPrime(n)을 실행하고 그 답을"
      + " .nthPrimeResponse(n: n, prime: $0) 액션으로 변환(map)하며, 이 액션은 소수가 돌아왔을 때"
      + " 얼럿(alert)을 설정합니다.",
    // 93.1
    .title("93.1"): "Equatable이 아닌 상태와 액션을 위한 assert",
    .goal("93.1"): "== 대신 valueIsEqual과 actionIsEqual로 비교하는 assert",
    .hint(1, of: "93.1"):
      "체크포인트의 assert(Tests/Stage4TuplizedEnvironmentTests/TestSupport/Assert.swift)에서 모든 ==를"
      + " 그에 맞는 술어(predicate) 호출로 바꾼 것입니다. 기댓값은 스텝 이전 값의 복사본에 스텝의 update를"
      + " 적용한 것이므로, { $0.count += 2 } 같은 update는 그 값에 더합니다.",
    .hint(2, of: "93.1"):
      "이펙트 큐는 그대로 둡니다. 대기 중인 이펙트가 있는데 send하면 실패, 대기 중인 이펙트가 없는데"
      + " receive하면 실패, 끝에 이펙트가 남아 있어도 실패입니다.",
    .hint(3, of: "93.1"):
      "receive 스텝은 대기 중인 첫 이펙트를 실행하고, 그 이펙트가 만든 액션을 actionIsEqual로 비교하고,"
      + " 그 액션을 리듀서에 넣은 다음, 값을 valueIsEqual로 비교합니다.",
    // 93.2
    .title("93.2"): "메인 스레드 밖에서 구하는 오프라인 소수",
    .goal("93.2"): "오프라인 n번째 소수를 백그라운드 스케줄러에서 계산하고 메인 스케줄러에서 전달합니다",
    .hint(1, of: "93.2"):
      "Effect에는 이럴 때 쓰는, Combine에 있는 연산자 두 개가 있습니다: subscribe(on:)과 receive(on:).",
    .hint(2, of: "93.2"):
      "subscribe(on:)은 작업이 어디서 시작될지를, receive(on:)은 결과가 어디로 도착할지를 정합니다.",
    .hint(3, of: "93.2"):
      "정리하면: Effect.sync { compute(n) }.subscribe(on: background).receive(on: main)",
    // 93.3
    .title("93.3"): "환경에서 받는 활동 피드의 날짜",
    .goal("93.3"): "활동 기록에 Date() 대신 environment.date()로 시각을 찍습니다",
    .hint(1, of: "93.3"):
      "고차 리듀서(higher-order reducer)는 상태, 액션과 함께 환경도 받습니다.",
    .hint(2, of: "93.3"):
      "날짜는 액션마다 한 번만 환경에 묻고, 그 액션이 추가하는 모든 활동에 그 날짜를 씁니다.",
    .hint(3, of: "93.3"):
      "let now = environment.date()로 날짜를 얻고, Date()가 있던 자리마다"
      + " Activity(timestamp: now, type: …) 형태로 씁니다.",
    // 5.1
    .title("5.1"): "말단 기능에 새 의존성 추가하기",
    .goal("5.1"): "부모 기능은 하나도 건드리지 않고 소수 모달에 분석(analytics) 의존성을 줍니다",
    .hint(1, of: "5.1"):
      "의존성 값(dependency values)을 쓰면 부모는 아무것도 아래로 넘기지 않습니다. 말단 기능이 자기가"
      + " 쓰는 것을 선언하고, 부모 코드는 그대로 남습니다.",
    .hint(2, of: "5.1"):
      "Counter/CounterEnvironment.swift의 nthPrime처럼 등록합니다. 키는 enum AnalyticsKey:"
      + " DependencyKey { static let liveValue = AnalyticsClient(track: { … }) }이고, analytics 프로퍼티는"
      + " self[AnalyticsKey.self]를 읽고 씁니다.",
    .hint(3, of: "5.1"):
      "primeModalReducer에서: @Dependency(\\.analytics) var analytics로 선언하고, 카운터 값(state.count)을 let에 복사한"
      + " 다음 [.fireAndForget { analytics.track(\"favorite-prime-saved \\(count)\") }]를 반환합니다.",
    // 5.2
    .title("5.2"): "재정의하지 않은 의존성 잡아내기",
    .goal("5.2"): "테스트가 uuid를 재정의하지 않고 쓰면, uuid라는 이름을 밝히며 분명하게 실패하게 합니다",
    .hint(1, of: "5.2"):
      "테스트 컨텍스트는 절대 라이브 동작으로 폴백(fall back)하면 안 됩니다. 그것을 정하는 곳이 키의"
      + " testValue입니다.",
    .hint(2, of: "5.2"):
      "DependencyKey에는 의존성을 재정의하지 않고 읽는 테스트를 보고하는 testValue가 이미 있습니다. 이"
      + " 키의 testValue를 지우면 그 기본값이 적용됩니다.",
    .hint(3, of: "5.2"):
      "아니면 \"unimplemented\" testValue를 둡니다: UUIDGenerator(generate: {"
      + " reportIssue(unimplementedMessage(dependency: \"uuid\")); return UUID() }).",
    // 5.3
    .title("5.3"): "스코프를 벗어난 작업에서 사라진 재정의",
    .goal("5.3"): "스코프가 끝난 뒤 스케줄러가 실행하는 작업에서도 의존성 재정의가 살아 있게 합니다",
    .hint(1, of: "5.3"):
      "재정의는 withDependencies의 operation이 실행되는 동안만 유지됩니다. 스케줄러는 operation이"
      + " 반환된 뒤에 안내(announcement)를 실행합니다.",
    .hint(2, of: "5.3"):
      "재정의가 아직 유효할 때, 즉 announcement(of:scheduler:)가 호출될 때 그 의존성을, 또는 의존성"
      + " 전부를 캡처하세요.",
    .hint(3, of: "5.3"):
      "withEscapedDependencies { dependencies in Effect { subscriber in scheduler.schedule(after:"
      + " .seconds(1)) { dependencies.yield { … } } } }. 아니면 간단히 함수 첫 줄에 @Dependency(\\.date)"
      + " var date를 두세요.",
    // 5.4
    .title("5.4"): "TCA 방식으로 쓴 카운터 리듀서",
    .goal("5.4"): "counterReducer를 ReducerProtocol 구조체로 바꾸고, nthPrime은 저장 프로퍼티인 @Dependency로 둡니다",
    .hint(1, of: "5.4"):
      "구조체 본문에 선언한 @Dependency는 기능이 만들어질 때 함께 만들어지고, 그때 유효한 재정의를"
      + " 캡처합니다. reduce 안에 선언하면 액션마다 새로 만들어집니다.",
    .hint(2, of: "5.4"):
      "counterReducer의 switch를 reduce(into:action:)로 복사하세요. state와 action의 타입은 그대로입니다."
      + " 그리고 @Dependency(\\.nthPrime) var nthPrime 줄을 함수 밖, 구조체 본문으로 옮기세요.",
    .hint(3, of: "5.4"):
      "struct CounterFeature: ReducerProtocol { @Dependency(\\.nthPrime) var nthPrime; func reduce(into state:"
      + " inout CounterState, action: CounterAction) -> [Effect<CounterAction>] { switch action { … } } }."
      + " switch는 counterReducer의 것과 똑같이 씁니다.",
    // 6.1
    .title("6.1"): "테스트 사이로 새는 재정의",
    .goal("6.1"): "재정의가 클로저 안에서만 유효하게 해, 어떤 테스트도 다른 테스트의 재정의를 보지 않게 합니다",
    .hint(1, of: "6.1"):
      "전역 컨테이너는 모든 테스트보다 오래 삽니다. 누군가 이전 값을 되돌려 놓지 않으면, 한 테스트가 쓴"
      + " 값을 그 뒤의 모든 테스트가 읽습니다.",
    .hint(2, of: "6.1"):
      "먼저 이전 값을 읽고, 재정의한 값을 쓰고, defer에서 이전 값을 복원하세요. 그러면 오류를 던질 때도"
      + " 복원됩니다.",
    .hint(3, of: "6.1"):
      "순서대로: overrideLock.lock(); defer { overrideLock.unlock() }; let previous ="
      + " Dependencies[keyPath]; Dependencies[keyPath] = value; defer { Dependencies[keyPath] = previous"
      + " }; return try operation()",
  ]
}
