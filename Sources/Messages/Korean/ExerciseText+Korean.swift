// Titles, goals and hints translate `Exercise.all`; prompts translate the shipped stubs' doc comments, line
// for line in layout, with prose rewrapped to 100 terminal columns (Hangul takes two). Code, paths and
// commands stay exactly as in English: ExerciseTextTests compares them with the real English.

extension ExerciseText {
  /// Every exercise in Korean, keyed by id (`"91.4"`).
  public static let korean: [String: ExerciseText] = [
    "91.1": ExerciseText(
      title: "인자가 셋인 리듀서",
      goal: "combine, pullback, 즐겨찾기 소수를 (inout Value, Action, Environment) -> [Effect] 형태로"
        + " 옮깁니다",
      hints: [
        "combine: 이제 모든 리듀서가 환경(environment)도 받습니다. 각 리듀서를"
          + " (&value, action, environment)로 호출하되 환경은 모두 같은 것을 넘기고, 이펙트는 순서대로 모아"
          + " 둡니다.",
        "pullback: 환경도 값, 액션과 마찬가지로 전역에서 로컬로 전달됩니다. 로컬 리듀서를"
          + " environment(globalEnvironment)로 호출한 다음, 그 이펙트는 전처럼 action.embed로 변환(map)합니다.",
        "favoritePrimesReducer: 저장할 때와 불러올 때 모두 FavoritePrimes.Current.fileClient를"
          + " environment.fileClient로 바꿉니다. 체크포인트 2가 전체 답입니다: swift run Episode91 diff 1 2.",
      ],
      prompt: [
        "에피소드 91은 리듀서에 값과 액션뿐 아니라 환경(environment)도 넘깁니다:",
        "`(inout Value, Action, Environment) -> [Effect<Action>]`. 그에 맞춰 `combine`, `pullback`, Store를",
        "고치지만, 아키텍처 모듈만 컴파일되는 데서 멈춥니다. 앱 전체를 컴파일되게 만드는 것은 이 에피소드의",
        "첫 번째 연습 문제로 남고, 에피소드 92에서 해결합니다.",
        "",
        "이 체크포인트에서는 모든 코드가 아직 전역 `Current`를 읽습니다. 그중 세 부분을 새 형태로 옮기세요:",
        "- `combine`: 모든 리듀서를 같은 환경과 함께 순서대로 값에 실행하고, 그 이펙트를 모두 모아 둡니다.",
        "- `pullback`: 체크포인트의 것에, 전역 환경에서 로컬 리듀서의 환경을 골라내는 `environment` 함수를",
        "  더합니다.",
        "- `favoritePrimesReducer`: 체크포인트의 것은 `FavoritePrimes.Current`를 읽습니다. 전역은 전혀 쓰지",
        "  말고 넘겨받은 `environment`만 쓰게 바꾸세요.",
        "",
        "검사는 각 부분을 작은 값으로 실행해 보고, 리듀서가 어느 파일 클라이언트를 호출하는지 셉니다. 모든",
        "기능과 앱, 테스트까지 포함한 전체 답은 체크포인트 2입니다: `swift run Episode91 diff 1 2`.",
        "",
        "검사하기: `swift run Episode91 verify 91.1`. 막히면 힌트: `swift run Episode91 hint 91.1`.",
      ]),
    "91.2": ExerciseText(
      title: "커링한 리듀서, 환경은 맨 뒤에",
      goal: "combine, pullback, 카운터를 (inout Value, Action) -> (Environment) -> [Effect] 형태로 옮깁니다",
      hints: [
        "리듀서는 환경을 받는 클로저를 반환하기 전에 상태 변경을 끝내야 합니다. inout 매개변수는 탈출"
          + " 클로저(escaping closure)가 캡처할 수 없기 때문입니다.",
        "combine: 먼저 모든 리듀서를 (&value, action)으로 호출해 반환된 클로저를 모아 두고, 그 클로저들을"
          + " 각각 환경으로 호출해 이펙트를 순서대로 이어 붙이는 클로저 하나를 반환합니다.",
        "pullback: 로컬 액션을 꺼내고(맞는 것이 없으면 return { _ in [] }), &value[keyPath: value]로"
          + " 리듀서를 실행한 다음, return { environment in localClosure(toLocal(environment)).map {"
          + " $0.map(action.embed) } }로 끝냅니다.",
      ],
      prompt: [
        "이 체크포인트의 리듀서는 환경(environment)을 세 번째 인자로 받습니다:",
        "`(inout Value, Action, Environment) -> [Effect<Action>]`. 에피소드 91은 커링(currying)한 대안을",
        "제시합니다. 리듀서가 먼저 상태를 바꾸고, 그다음에야 환경을 받아 이펙트를 만드는 형태입니다:",
        "",
        "    (inout Value, Action) -> (Environment) -> [Effect<Action>]",
        "",
        "아키텍처를 이 형태로 옮기세요. 아래 세 함수를 완성합니다:",
        "- `combine`: 모든 리듀서가 순서대로 값을 바꾸고, 그다음 모든 리듀서의 이펙트가 같은 순서로 같은",
        "  환경을 받습니다.",
        "- `pullback`: 체크포인트의 것처럼 값과 액션, 환경을 모두 다룹니다.",
        "- `counterReducer`: 체크포인트의 `counterReducer`를 커링한 것입니다. 모든 액션에 대해 체크포인트의",
        "  것과 같은 상태를 남기고 같은 이펙트를 만들어야 합니다. 지금은 n번째 소수(nth prime) 버튼 처리가",
        "  빠져 있습니다.",
        "",
        "그런 다음 비교해 보세요(이 부분은 검사하지 않지만, 이것이 핵심입니다). 인자가 셋인 형태에서는",
        "되는데 커링한 형태에서는 막히는 것은 무엇일까요? 어느 쪽에 `pullback`을 작성하고 싶고, 큰",
        "기능에서는 어느 쪽을 읽고 싶습니까?",
        "",
        "검사하기: `swift run Episode91 verify 91.2`. 막히면 힌트: `swift run Episode91 hint 91.2`.",
      ]),
    "91.3": ExerciseText(
      title: "환경에서 받은 로거로 기록하는 logging",
      goal: "logging이 print를 호출하는 대신 logger(environment)를 통해 출력하게 합니다",
      hints: [
        "로거는 환경에서 오고, 환경은 액션이 올 때에야 함께 들어옵니다. 그러니 반환하는 리듀서 안에서"
          + " logger(environment)를 구하세요.",
        "로그 기록은 부수 효과이므로 이펙트 안에 있어야 합니다. [.fireAndForget { … }] + effects를"
          + " 반환하고, 리듀서 자체가 실행되는 동안에는 아무것도 기록하지 마세요.",
        "이펙트를 만들기 전에 텍스트(\"Action: \\(action)\", 그다음 새 값)를 만들어 두면, 이펙트는 문자열과"
          + " 로거만 캡처하게 되어 Sendable로 남습니다.",
      ],
      prompt: [
        "이 체크포인트의 `logging`은 `print`를 호출하므로 출력이 항상 표준 출력으로 갑니다. 테스트는 그",
        "출력을 읽을 수 없고, 앱은 그 출력을 다른 곳으로 보낼 수 없습니다. 이제 모든 리듀서가",
        "환경(environment)을 받으니 로거도 환경에서 가져올 수 있습니다. 에피소드 91은",
        "`logger: (Environment) -> (String) -> Void`를 받아서, 모든 줄을 `print` 대신",
        "`logger(environment)`로 기록하는 `logging`을 요구합니다.",
        "",
        "아래 `logging`을 완성하세요. 지금은 체크포인트의 것 그대로라서 `logger`를 무시합니다. 완성한",
        "`logging`은 다음을 지켜야 합니다:",
        "- 감싼 리듀서가 하는 일은 건드리지 않습니다. 새 값도 같고, 이펙트도 모두 그대로입니다.",
        "- 이펙트가 실행될 때만 기록하고, 리듀서 자체가 실행되는 동안에는 절대 기록하지 않습니다(로그",
        "  기록은 부수 효과입니다).",
        "- 액션(`\"Action: \\(action)\"`)과 새 값을 기록하되, `logger(environment)`로만 기록합니다.",
        "",
        "검사하기: `swift run Episode91 verify 91.3`. 막히면 힌트: `swift run Episode91 hint 91.3`.",
      ]),
    "91.4": ExerciseText(
      title: "강제 캐스트(force cast) 없는 Store",
      goal: "init에서 환경을 캡처하고, 환경이 Void인 리듀서를 보관합니다",
      hints: [
        "제네릭 init 안에서는 Environment가 무엇인지 압니다. 환경의 타입을 아직 쓸 수 있는 곳은 거기"
          + " 하나뿐입니다.",
        "환경을 Any로 저장하지 말고, 클로저에 캡처해서 보관하세요.",
        "self.reducer = { value, action, _ in reducer(&value, action, environment) }: 클로저가 환경을"
          + " 캡처하고, 클로저 자신의 세 번째 매개변수(항상 ())는 쓰지 않습니다.",
      ],
      prompt: [
        "이 체크포인트의 `Store`는 리듀서를 `Reducer<Value, Action, Any>`로, 환경을 `Any`로 보관하고,",
        "액션마다 `as!`로 환경을 원래 타입으로 캐스트합니다. 에피소드 91은 이 캐스트를 없앨 수 있다고",
        "짚습니다. 제네릭 `init` 안에서는 환경의 타입을 아직 알고 있으니, 스토어가 거기서 환경을 캡처하고",
        "환경이 전혀 필요 없는(`Void`) 리듀서를 보관하면 됩니다.",
        "",
        "아래는 이미 `Reducer<Value, Action, Void>`를 보관하는 작은 Store 사본입니다. 모든 액션이 스토어를",
        "만들 때 받은 `environment`로 `reducer`를 실행하고, 리듀서가 반환한 이펙트가 스토어로 돌아오도록",
        "`init`을 완성하세요. (`send`, `view`, 이펙트 실행은 이미 되어 있습니다.)",
        "",
        "검사는 스토어를 실행한 다음, 소스를 어떻게 썼는지가 아니라 스토어가 무엇을 보관하는지를",
        "(`Mirror`로) 봅니다. 저장된 `Reducer<Value, Action, Void>`가 있어야 하고, 환경은 어느 저장",
        "프로퍼티에도 없어야 합니다. `Mirror`는 클로저 안을 볼 수 없으므로, 클로저가 캡처한 `Any`를 그 안에서",
        "되돌려 캐스트하면 검사를 빠져나갈 수 있습니다. 요점은 캐스트할 `Any`가 아예 필요 없게 하는 것입니다.",
        "",
        "검사하기: `swift run Episode91 verify 91.4`. 막히면 힌트: `swift run Episode91 hint 91.4`.",
      ]),
    "91.5": ExerciseText(
      title: "평범한 리듀서를 보관하는 Store",
      goal: "Void 환경은 환경이 없는 것과 같습니다: (inout Value, Action) -> [Effect<Action>] 형태로"
        + " 보관합니다",
      hints: [
        "보관하는 리듀서에는 환경 매개변수가 없으므로, 환경의 타입을 아직 아는 곳, 즉 제네릭 init에서"
          + " 환경을 캡처해야 합니다.",
        "init에서: self.reducer = { value, action in reducer(&value, action, environment) }.",
        "view: 자식 스토어의 리듀서는 self에 toGlobalAction(localAction)을 보낸 다음 localValue ="
          + " toLocalValue(self.value)로 값을 맞춥니다. 그리고 observers에 추가한 관찰자(observer)가 자식의"
          + " 값을 최신으로 유지합니다.",
      ],
      prompt: [
        "91.4를 마치면 스토어는 `Reducer<Value, Action, Void>`를 보관합니다. 에피소드 91의 다섯 번째 연습",
        "문제가 짚듯이 `Void` 환경은 환경이 아예 없는 것과 같으므로, 스토어는 동작하는 가장 단순한 형태를",
        "보관할 수 있습니다: `(inout Value, Action) -> [Effect<Action>]`.",
        "",
        "아래는 그 타입을 이미 저장하는 작은 Store 사본입니다. 다음을 완성하세요:",
        "- `init`은 액션마다 `environment`로 `reducer`를 실행해야 합니다(이펙트가 스토어로 돌아오는 부분은",
        "  `send`가 이미 처리합니다).",
        "- `view`는 스토어를 반환해야 합니다. 그 스토어의 액션은 (`toGlobalAction(localAction)`으로) 이",
        "  스토어로 가고, 그 값은 이 스토어의 값이 바뀔 때마다 `toLocalValue`로 투영되어 따라가야 합니다.",
        "",
        "`view`는 제네릭 `init`에 환경으로 `()`를 넘겨 자식을 만들 수도 있고, 평범한 리듀서를 받는 두 번째",
        "private `init`을 Store에 추가할 수도 있습니다(참고 답안이 그렇게 합니다. 에피소드에는 이런",
        "`init`이 나오지 않습니다).",
        "",
        "검사는 스토어를 실행한 다음, 소스를 어떻게 쓰고 배치했는지가 아니라 스토어가 무엇을 보관하는지를",
        "(`Mirror`로) 봅니다. `(inout Value, Action) -> [Effect<Action>]` 타입의 리듀서가 저장되어 있어야",
        "하고, 환경은 어느 저장 프로퍼티에도 없어야 합니다.",
        "",
        "검사하기: `swift run Episode91 verify 91.5`. 막히면 힌트: `swift run Episode91 hint 91.5`.",
      ]),
    "92.1": ExerciseText(
      title: "온라인 카운터 옆의 오프라인 카운터",
      goal: "카운터 기능을 두 번 재사용하되, 두 번째에는 오프라인 nthPrime을 씁니다",
      hints: [
        "기능을 재사용하려면 pullback을 한 번 더 하면 됩니다. 이때 그 기능만의 액션 케이스와 환경을"
          + " 줍니다.",
        "환경 튜플에는 두 함수가 이미 다 있습니다. 오프라인 쪽 pullback은 \\.offlineNthPrime을 고릅니다.",
        "오프라인 쪽 pullback:"
          + " pullback(counterViewReducer, value: \\CounterViewState.self, action: /Action.offline, environment: { $0.offlineNthPrime })",
      ],
      prompt: [
        "에피소드 93은 튜플 환경(tuplized environment)으로 무엇을 얻는지 보여 줍니다. 하나의 기능을",
        "서로 다른 의존성으로 두 번 쓰는 것입니다. 앱에 오프라인으로 동작하는 두 번째 카운터 화면이",
        "생깁니다. 같은 상태 위의 같은 카운터 기능이지만, Wolfram Alpha에 묻는 대신 이 컴퓨터에서 직접",
        "소수를 셉니다(`offlineNthPrime`).",
        "",
        "아래에서 `Action`에는 카운터마다 케이스가 하나씩 있고, `Environment`에는 n번째 소수를 찾는 두",
        "방법이 모두 들어 있습니다. `.online` 액션은 `nthPrime`으로, `.offline` 액션은",
        "`offlineNthPrime`으로 같은 카운터 기능을 실행하도록 `reducer`를 완성하세요. 체크포인트의",
        "`counterViewReducer`를 복사하지 말고 재사용하세요.",
        "",
        "`Action`과 `Environment`는 그대로 두세요. 검사 코드가 이 둘을 직접 만듭니다.",
        "",
        "검사하기: `swift run Episode91 verify 92.1`. 막히면 힌트: `swift run Episode91 hint 92.1`.",
      ]),
    "92.2": ExerciseText(
      title: "즐겨찾기 소수에서 n번째 소수 묻기",
      goal: "즐겨찾기 소수 기능에 nthPrime을 줍니다. 카운터가 루트에서 받는 것과 같은 nthPrime입니다",
      hints: [
        "기능의 환경은 (fileClient, nthPrime)으로 커집니다. 루트는 여전히 평평한 튜플 하나를 가집니다.",
        "각 pullback은 자기 기능에 필요한 것을 루트에서 고릅니다. 카운터는 { $0.nthPrime }, 즐겨찾기"
          + " 소수는 { ($0.fileClient, $0.nthPrime) }.",
        "소수를 탭해도 아무것도 비활성화하지 않습니다. environment.nthPrime(n)을 실행하고 그 답을"
          + " .nthPrimeResponse(n: n, prime: $0) 액션으로 변환(map)하며, 이 액션은 소수가 돌아왔을 때"
          + " 알림(alert)을 설정합니다.",
      ],
      prompt: [
        "에피소드 93에서는 즐겨찾기 소수 화면이 목록에 있는 어떤 소수에 대해서든 \"n번째 소수는 무엇인가?\"를",
        "묻고, 그 답을 카운터와 같은 알림(alert)으로 보여 줍니다. 이제 이 기능에는 파일 클라이언트와",
        "`nthPrime`, 두 의존성이 필요하고, 카운터에도 `nthPrime`이 필요합니다. 튜플 환경에서는",
        "루트가 각 의존성을 한 번만 가지고, 각 pullback이 자기 기능이 쓰는 것을 고릅니다. 두 기능은 똑같은",
        "`nthPrime`을 받습니다.",
        "",
        "아래 앱에는 새 화면의 상태와 액션이 이미 있습니다(\"Given\" 아래). 화면이 동작하게 만드세요:",
        "- `.primeButtonTapped(n)`은 환경의 `nthPrime`에 `n`을 물어 `.nthPrimeResponse(n:prime:)` 액션을",
        "  전달합니다.",
        "- `.nthPrimeResponse`는 소수가 돌아왔을 때 알림을 보여 주고, `.alertDismissButtonTapped`는 알림을",
        "  숨깁니다.",
        "- `.list` 액션은 전처럼 동작합니다(파일 클라이언트를 통한 저장, 불러오기, 삭제).",
        "",
        "`FavoritesEnvironment`, `favoritesReducer`, 그리고 `appReducer` 안의 즐겨찾기 pullback을 바꿔야",
        "합니다. 루트 환경은 체크포인트의 `AppEnvironment`, 즉 `(fileClient, nthPrime)`입니다. 여기에",
        "아무것도 추가하지 마세요.",
        "",
        "검사하기: `swift run Episode91 verify 92.2`. 막히면 힌트: `swift run Episode91 hint 92.2`.",
      ]),
    "93.1": ExerciseText(
      title: "Equatable이 아닌 상태와 액션을 위한 assert",
      goal: "== 대신 valueIsEqual과 actionIsEqual로 비교하는 assert",
      hints: [
        "체크포인트의 assert(Tests/Stage4TuplizedEnvironmentTests/TestSupport/Assert.swift)에서 모든 ==를"
          + " 그에 맞는 술어(predicate) 호출로 바꾼 것입니다.",
        "이펙트 큐는 그대로 둡니다. 대기 중인 이펙트가 있는데 send하면 실패, 대기 중인 이펙트가 없는데"
          + " receive하면 실패, 끝에 이펙트가 남아 있어도 실패입니다.",
        "receive 스텝은 대기 중인 첫 이펙트를 실행하고, 그 이펙트가 만든 액션을 actionIsEqual로 비교하고,"
          + " 그 액션을 리듀서에 넣은 다음, 값을 valueIsEqual로 비교합니다.",
      ],
      prompt: [
        "체크포인트의 테스트 헬퍼(helper) `assert`(`Tests/Stage4TuplizedEnvironmentTests/TestSupport` 안)는",
        "값과 액션을 `==`로 비교하므로 `Equatable`인 타입에만 쓸 수 있습니다. 에피소드 93은 그 대신 비교",
        "방법을 인자로 받는 오버로드(overload)를 요구합니다: `valueIsEqual`과 `actionIsEqual`.",
        "",
        "아래 `assert`를 완성하세요. 체크포인트의 헬퍼와 똑같이 동작하되, 모든 `==`를 술어(predicate)로",
        "바꿔야 합니다:",
        "- `.send`: 앞 스텝의 이펙트가 아직 대기 중이면 실패합니다. 리듀서를 실행하고 그 이펙트를 큐에",
        "  넣습니다.",
        "- `.receive`: 대기 중인 이펙트가 없으면 실패합니다. 있으면 대기 중인 첫 이펙트를 실행하고, 그",
        "  이펙트가 전달한 액션이 스텝의 액션인지 확인한 뒤(`actionIsEqual`), 그 액션을 리듀서에 넣고",
        "  리듀서의 이펙트를 큐에 넣습니다.",
        "- 스텝마다, 스텝 이전 값의 복사본에 스텝의 `update`를 적용하고, 그렇게 얻은 기대 값을 실제 값과",
        "  비교합니다(`valueIsEqual`).",
        "- 마지막에 아직 대기 중인 이펙트가 있으면 실패합니다.",
        "",
        "이 타깃은 테스트 프레임워크를 임포트할 수 없으므로, `assert`는 실패를 문제마다 하나씩 텍스트로",
        "반환하고, 모든 스텝이 통과하면 빈 배열을 반환합니다. 리듀서 실행은 이미 되어 있고, 비교는 아직",
        "아무것도 하지 않습니다.",
        "",
        "검사하기: `swift run Episode91 verify 93.1`. 막히면 힌트: `swift run Episode91 hint 93.1`.",
      ]),
    "93.2": ExerciseText(
      title: "메인 스레드 밖에서 구하는 오프라인 소수",
      goal: "오프라인 n번째 소수를 백그라운드 스케줄러에서 계산하고 메인 스케줄러에서 전달합니다",
      hints: [
        "Effect에는 이럴 때 쓰는, Combine에 있는 연산자 두 개가 있습니다: subscribe(on:)과 receive(on:).",
        "subscribe(on:)은 작업이 어디서 시작될지를, receive(on:)은 결과가 어디로 도착할지를 정합니다.",
        "정리하면: Effect.sync { compute(n) }.subscribe(on: background).receive(on: main)",
      ],
      prompt: [
        "에피소드 93은 소수를 로컬에서 세는 오프라인 `nthPrime`을 추가하지만, 세는 작업은 메인 스레드에",
        "남겨 둡니다. 그동안 메인 스레드는 화면을 다시 그리지 못합니다. 이 작업을 옮기는 것이 이 연습",
        "문제이자 에피소드의 두 번째 연습 문제입니다. 아래 `nthPrime`은 거기서 출발합니다. 자신을 실행하는",
        "스레드가 어디든 그 스레드에서 세는 평범한 동기 이펙트입니다.",
        "",
        "이 워크북의 라이브 앱은 이미 이 문제를 풀어야 했습니다. `Counter/LiveNthPrime.swift`는",
        "`DispatchQueue.background`에서 세고 `DispatchQueue.main`에서 답합니다. 이 둘은 고정된 큐라서 어떤",
        "테스트도 직접 돌릴 수 없습니다. 여기서는 스케줄러가 매개변수이므로, 검사 코드가",
        "`TestScheduler` 두 개를 넘기고 각각을 직접 진행시킬 수 있으며, 실제 시계를 기다리는 일도 없습니다.",
        "반환하는 이펙트가 다음을 지키도록 `nthPrime`을 완성하세요:",
        "- 만들어지거나 시작될 때는 아무것도 계산하지 않습니다. `compute`는 `background` 스케줄러가 실행할",
        "  때만 실행됩니다.",
        "- 답과 완료(completion)는 `main` 스케줄러를 통해서만 전달하고, `background`에서는 절대 전달하지",
        "  않습니다.",
        "",
        "검사하기: `swift run Episode91 verify 93.2`. 막히면 힌트: `swift run Episode91 hint 93.2`.",
      ]),
    "93.3": ExerciseText(
      title: "환경에서 받는 활동 피드의 날짜",
      goal: "활동 기록에 Date() 대신 environment.date()로 시각을 찍습니다",
      hints: [
        "고차 리듀서(higher-order reducer)는 상태, 액션과 함께 환경도 받습니다.",
        "날짜는 액션마다 한 번만 환경에 묻고, 그 액션이 추가하는 모든 활동에 그 날짜를 씁니다.",
        "let now = environment.date()로 날짜를 얻고, Date()가 있던 자리마다"
          + " Activity(timestamp: now, type: …) 형태로 씁니다.",
      ],
      prompt: [
        "체크포인트의 `activityFeed`는 에피소드 93의 것과 마찬가지로 모든 항목에 `Date()`로 시각을",
        "찍습니다. 테스트는 그 날짜를 미리 알 수 없으니 피드에 무엇이 들어 있어야 하는지 적을 수 없고, 앱을",
        "특정 시각으로 다시 재생할 수도 없습니다. 에피소드는 이 문제의 해결을 이 연습 문제로 남깁니다.",
        "날짜를 다른 의존성과 똑같이, \"지금\"을 반환하는 환경 속 함수로 만드세요.",
        "",
        "아래 `Environment`는 앱의 환경에 `date`를 더한 것이고, `activityFeed`는 체크포인트의 것을 이",
        "환경으로 옮긴 것이라 아직 `Date()`를 호출합니다. 모든 항목이 대신 `environment.date()`를 쓰게",
        "하고, 나머지는 그대로 두세요. 항목은 감싼 리듀서가 실행되기 전에 기록되고(그래서 삭제되는 소수를",
        "없어지기 전에 찾을 수 있습니다), 감싼 리듀서는 여전히 모든 액션을 받습니다. 검사는 피드가 기록하는",
        "모든 액션(저장, 제거, 삭제)과 기록하지 않는 액션 몇 개를 각기 다른 시각에 보내고, 모든 항목을",
        "비교합니다.",
        "",
        "검사하기: `swift run Episode91 verify 93.3`. 막히면 힌트: `swift run Episode91 hint 93.3`.",
      ]),
    "5.1": ExerciseText(
      title: "말단 기능에 새 의존성 추가하기",
      goal: "부모 기능은 하나도 건드리지 않고 소수 모달에 분석(analytics) 의존성을 줍니다",
      hints: [
        "의존성 값(dependency values)을 쓰면 부모는 아무것도 아래로 넘기지 않습니다. 말단 기능이 자기가"
          + " 쓰는 것을 선언하고, 부모 코드는 그대로 남습니다.",
        "Counter/CounterEnvironment.swift의 nthPrime처럼 등록합니다. 키는 enum AnalyticsKey:"
          + " DependencyKey { static let liveValue = AnalyticsClient(track: { … }) }이고, analytics 프로퍼티는"
          + " self[AnalyticsKey.self]를 읽고 씁니다.",
        "primeModalReducer에서: @Dependency(\\.analytics) var analytics로 선언하고, 개수를 let에 복사한"
          + " 다음 [.fireAndForget { analytics.track(\"favorite-prime-saved \\(count)\") }]를 반환합니다.",
      ],
      prompt: [
        "체크포인트 2부터 4까지는 소수 모달(prime modal)에 새 의존성을 주려면 그 환경을 바꾸고, 이어서",
        "카운터 뷰의 환경, 앱의 환경, 그리고 이들을 만드는 모든 곳을 바꿔야 했습니다. 의존성",
        "값(dependency values)을 쓰면 기능이 자기가 쓰는 것을 선언하고, 부모는 그 사실을 전혀 모릅니다.",
        "",
        "이제 소수 모달이 분석 이벤트를 보고해야 합니다. 즐겨찾기에 저장하면",
        "`\"favorite-prime-saved <n>\"`을, 즐겨찾기에서 제거하면 `\"favorite-prime-removed <n>\"`을",
        "기록(track)하며, `<n>`은 개수입니다. 기록은 부수 효과이므로 리듀서가 실행되는 동안이 아니라 이펙트",
        "안에서 하세요.",
        "",
        "1. 의존성을 등록합니다. `AnalyticsClient`에 키를 주고(`liveValue`가 있는 `DependencyKey`. 기본",
        "   `testValue`는 재정의를 잊은 테스트를 보고합니다), 이 파일 맨 아래의 `analytics` 프로퍼티가",
        "   `Counter/CounterEnvironment.swift`의 `nthPrime`처럼 그 키를 읽고 쓰게 합니다.",
        "2. `primeModalReducer`에서 `@Dependency(\\.analytics)`로 사용합니다.",
        "",
        "부모인 `counterViewReducer`는 지금 모습 그대로여야 합니다. 그것이 핵심입니다.",
        "",
        "검사하기: `swift run Episode91 verify 5.1`. 막히면 힌트: `swift run Episode91 hint 5.1`.",
      ]),
    "5.2": ExerciseText(
      title: "재정의하지 않은 의존성 잡아내기",
      goal: "테스트가 uuid를 재정의하지 않고 쓰면, uuid라는 이름을 밝히며 분명하게 실패하게 합니다",
      hints: [
        "테스트 컨텍스트는 절대 라이브 동작으로 폴백(fall back)하면 안 됩니다. 그것을 정하는 곳이 키의"
          + " testValue입니다.",
        "DependencyKey에는 의존성을 재정의하지 않고 읽는 테스트를 보고하는 testValue가 이미 있습니다. 이"
          + " 키의 testValue를 지우면 그 기본값이 적용됩니다.",
        "아니면 \"unimplemented\" testValue를 둡니다: UUIDGenerator(generate: {"
          + " reportIssue(unimplementedMessage(dependency: \"uuid\")); return UUID() }).",
      ],
      prompt: [
        "의존성의 `testValue`는 테스트가 재정의(override)를 잊었을 때 받는 값입니다. 이 키는 진짜 무작위",
        "UUID를 내주므로, 재정의를 잊은 테스트는 통과하거나, 아무도 설명할 수 없는 무작위 값 때문에",
        "실패합니다. 실제 라이브러리의 규칙은 이렇습니다: 테스트 컨텍스트는 절대 조용히 라이브 동작으로",
        "폴백(fall back)하지 않으며, 테스트가 재정의하지 않은 의존성에 접근하면 그 의존성의 이름을 밝히는",
        "테스트 실패로 보고됩니다.",
        "",
        "`uuid`를 재정의하지 않고 `uuid.generate()`를 호출한 테스트에는 `uuid`라는 이름을 밝힌 이슈가 (이",
        "체크포인트의 `reportIssue`를 통해) 보고되도록 `UUIDGeneratorKey`를 바꾸세요. 단, 다음은 지켜야",
        "합니다:",
        "- 재정의한 테스트는 재정의한 값을 그대로 받고, 아무것도 보고되지 않습니다.",
        "- 실행 중인 앱(라이브 컨텍스트)은 여전히 무작위 UUID를 받고, 아무것도 보고되지 않습니다.",
        "",
        "`Dependencies/DependencyKey.swift`와 `Dependencies/Unimplemented.swift`에서 두 가지 방법을 찾아볼",
        "수 있습니다.",
        "",
        "검사하기: `swift run Episode91 verify 5.2`. 막히면 힌트: `swift run Episode91 hint 5.2`.",
      ]),
    "5.3": ExerciseText(
      title: "스코프를 벗어난 작업에서 사라진 재정의",
      goal: "스코프가 끝난 뒤 스케줄러가 실행하는 작업에서도 의존성 재정의가 살아 있게 합니다",
      hints: [
        "재정의는 withDependencies의 operation이 실행되는 동안만 유지됩니다. 스케줄러는 operation이"
          + " 반환된 뒤에 안내(announcement)를 실행합니다.",
        "재정의가 아직 유효할 때, 즉 announcement(of:scheduler:)가 호출될 때 그 의존성을, 또는 의존성"
          + " 전부를 캡처하세요.",
        "withEscapedDependencies { dependencies in Effect { subscriber in scheduler.schedule(after:"
          + " .seconds(1)) { dependencies.yield { … } } } }. 아니면 간단히 함수 첫 줄에 @Dependency(\\.date)"
          + " var date를 둡니다.",
      ],
      prompt: [
        "`withDependencies { … } operation: { … }`는 `operation`과 그 안에서 실행되는 모든 것의 의존성을",
        "바꾸며, 거기까지만입니다. 값은 태스크 로컬(task-local)에 있어서 `operation`이 반환되면 사라집니다.",
        "스케줄러나 Dispatch 큐에 넘겨져 나중에 실행되는 클로저처럼 `operation`을 벗어나는 작업은 다시",
        "기본값에서 시작합니다. 테스트에서는 테스트의 재정의가 조용히 사라진다는 뜻입니다.",
        "",
        "`announcement`는 즐겨찾기 소수가 저장되고 1초 뒤에, 언제 저장되었는지 알리는 이펙트를 만듭니다.",
        "이펙트는 테스트의 `withDependencies` 안에서 만들어지고 시작되지만, 안내는 그 뒤에 스케줄러가",
        "실행하며, 그때는 `date`의 재정의가 이미 사라진 뒤입니다. 스케줄러가 언제 실행하든, 안내가 이펙트를",
        "만들 때(또는 시작할 때) 유효했던 `date`를 쓰게 하세요. 지연 시간과 문구는 그대로 둡니다.",
        "",
        "라이브러리가 이럴 때 쓰라고 제공하는 도구는",
        "`withEscapedDependencies`입니다(`Dependencies/EscapedDependencies.swift`에 있습니다). 다른 방법은",
        "작업이 벗어나기 전에 의존성을 읽어 두는 것입니다.",
        "",
        "검사하기: `swift run Episode91 verify 5.3`. 막히면 힌트: `swift run Episode91 hint 5.3`.",
      ]),
    "5.4": ExerciseText(
      title: "TCA 방식으로 쓴 카운터 리듀서",
      goal: "counterReducer를 nthPrime이 저장된 @Dependency 프로퍼티인 ReducerProtocol 구조체로 바꿉니다",
      hints: [
        "구조체 본문에 선언한 @Dependency는 기능이 만들어질 때 함께 만들어지고, 그때 유효한 재정의를"
          + " 캡처합니다. reduce 안에 선언하면 액션마다 새로 만들어집니다.",
        "counterReducer의 switch를 reduce(into:action:)로 복사하세요. state와 action의 타입은 그대로입니다."
          + " 그리고 @Dependency(\\.nthPrime) var nthPrime 줄을 함수 밖, 구조체 본문으로 옮깁니다.",
        "struct CounterFeature: ReducerProtocol { @Dependency(\\.nthPrime) var nthPrime; func reduce(into state:"
          + " inout CounterState, action: CounterAction) -> [Effect<CounterAction>] { switch action { … } } }."
          + " switch는 counterReducer의 것과 똑같이 씁니다.",
      ],
      prompt: [
        "이 체크포인트는 앞의 모든 체크포인트처럼 리듀서를 함수로 둡니다. 그래야 4단계와의 diff에 의존성이",
        "전달되는 방식만 드러나기 때문입니다. `counterReducer`는 실행될 때마다",
        "`@Dependency(\\.nthPrime) var nthPrime`을 지역 변수로 선언합니다. TCA 사용자는 `@Dependency`를 다른",
        "자리에서 만납니다. The Composable Architecture 0.41부터 리듀서는 `ReducerProtocol`을 따르는 타입이",
        "되었고, 기능은 자기 의존성을 저장 프로퍼티로 선언합니다:",
        "",
        "    struct Feature: ReducerProtocol {",
        "      @Dependency(\\.apiClient) var apiClient",
        "      func reduce(into state: inout State, action: Action) -> EffectTask<Action> { … }",
        "    }",
        "",
        "지금의 TCA에서는 `@Reducer struct Feature`로 씁니다. 아래 `CounterFeature`는 이 연습 문제에 필요한",
        "만큼만 줄인 `ReducerProtocol`을 따르지만, `counterReducer`를 호출할 뿐입니다. 이것을 TCA 사용자가",
        "쓰는 모양의 카운터 리듀서로 만드세요. `Counter/CounterReducer.swift`에 있는 모든 액션의 로직은",
        "`reduce(into:action:)` 안에 두고, `nthPrime`은 저장 프로퍼티인 `@Dependency`로 선언합니다.",
        "`counterReducer`는 그대로 두세요. 검사가 여러분의 구조체를 이 함수와 비교합니다.",
        "",
        "프로퍼티를 어디에 두느냐에 따라 의존성을 캡처하는 시점이 정해집니다. 저장 프로퍼티인 `@Dependency`는",
        "기능이 만들어질 때 유효한 값을 캡처하고, 읽을 때마다 그 시점에 유효한 값이 캡처한 값보다 우선합니다.",
        "그래서 `withDependencies { $0.nthPrime = … }` 안에서 만든 기능은 스코프가 끝난 뒤에도 그 재정의를",
        "유지하고, 기능을 만든 뒤에 한 재정의도 그 기능에 적용됩니다. 검사는 두 경우를 모두 확인하고, 모든",
        "액션을 `counterReducer`와 비교하며, 기능이 `Dependency`를 저장하는지 `Mirror`로 확인합니다.",
        "",
        "검사하기: `swift run Episode91 verify 5.4`. 막히면 힌트: `swift run Episode91 hint 5.4`.",
      ]),
    "6.1": ExerciseText(
      title: "테스트 사이로 새는 재정의",
      goal: "공유 컨테이너의 재정의에 스코프를 정해, 어떤 테스트도 다른 테스트의 재정의를 보지 않게 합니다",
      hints: [
        "전역 컨테이너는 모든 테스트보다 오래 삽니다. 누군가 이전 값을 되돌려 놓지 않으면, 한 테스트가 쓴"
          + " 값을 그 뒤의 모든 테스트가 읽습니다.",
        "먼저 이전 값을 읽고, 재정의한 값을 쓰고, defer에서 이전 값을 복원하세요. 그러면 오류를 던질 때도"
          + " 복원됩니다.",
        "순서대로: overrideLock.lock(); defer { overrideLock.unlock() }; let previous ="
          + " Dependencies[keyPath]; Dependencies[keyPath] = value; defer { Dependencies[keyPath] = previous"
          + " }; return try operation()",
      ],
      prompt: [
        "공유 컨테이너는 항목마다 프로세스 전체에서 값이 하나뿐이고, 스코프(scope)가 없습니다.",
        "`Dependencies[\\.nthPrime] = …`를 쓰고 이전 값을 되돌려 놓지 않는 테스트는 그 값을 뒤에 실행되는",
        "모든 테스트에 남기고, 동시에 실행 중인 테스트도 그 값을 봅니다. 그래서 테스트가 실행 순서에 따라",
        "통과하기도 하고 실패하기도 합니다.",
        "",
        "테스트가 다음과 같이 쓸 수 있도록 `withOverride`를 완성하세요.",
        "",
        "    Exercise6_1.withOverride(\\.nthPrime, { _ in .sync { 17 } }) { … }",
        "",
        "이때 재정의는 정확히 클로저가 실행되는 동안만 유지됩니다:",
        "- 끝나면 항목은 다시 이전 값을 가집니다. 클로저가 오류를 던질 때도 마찬가지입니다.",
        "- 재정의는 중첩됩니다. 안쪽 재정의는 끝날 때 바깥쪽 재정의의 값을 복원합니다.",
        "- 한 재정의가 실행되는 동안에는 다른 스레드의 재정의가 시작될 수 없습니다. 스코프 전체에서",
        "  `overrideLock`을 잡아, 서로 다른 스레드의 재정의 스코프가 뒤섞이지 않고 차례로 실행되게",
        "  하세요.",
        "",
        "(그래도 자기 재정의 없이 컨테이너를 읽는 테스트는, 다른 테스트의 재정의가 실행되는 동안 그",
        "재정의를 봅니다. 전역 컨테이너에서는 재정의하는 테스트들도 한 번에 하나씩(`.serialized`) 실행해야",
        "합니다.)",
        "",
        "검사하기: `swift run Episode91 verify 6.1`. 막히면 힌트: `swift run Episode91 hint 6.1`.",
      ]),
  ]
}
