import Effect
import PrimeTimeDomain

/// Exercise 5.4 — the counter's reducer as TCA users write it.
///
/// This checkpoint keeps its reducers functions, as every checkpoint before it does, so that the diff from stage 4
/// shows only how dependencies travel: `counterReducer` declares `@Dependency(\.nthPrime) var nthPrime` as a local,
/// each time it runs. TCA users meet `@Dependency` elsewhere. The Composable Architecture 0.41 made a reducer a
/// type conforming to `ReducerProtocol`, and a feature declares its dependencies as stored properties:
///
///     struct Feature: ReducerProtocol {
///       @Dependency(\.apiClient) var apiClient
///       func reduce(into state: inout State, action: Action) -> EffectTask<Action> { … }
///     }
///
/// Today TCA writes it `@Reducer struct Feature`. `CounterFeature` below conforms to a cut-down `ReducerProtocol`
/// but only calls `counterReducer`. Make it the counter's reducer as TCA users would write it: the logic of
/// `Counter/CounterReducer.swift` for every action, in `reduce(into:action:)`, and `nthPrime` as a stored
/// `@Dependency` property. Leave `counterReducer` as it is: the check compares your struct with it.
///
/// Where the property lives decides when it captures the dependencies. A stored `@Dependency` captures the values
/// current when the feature is created; on each read, an override in effect then wins over a captured value, and
/// a dependency nobody overrides then keeps the captured one. So a feature
/// created inside `withDependencies { $0.nthPrime = … }` keeps that override after the scope has ended, and an
/// override made after it was created still reaches it. The check tries both, compares every action with
/// `counterReducer`, and asks `Mirror` whether the feature stores a `Dependency`.
///
/// Check your work: `swift run Episode91 verify 5.4`. Stuck? `swift run Episode91 hint 5.4`.
///
/// ## 한국어
///
/// 이 체크포인트는 앞의 모든 체크포인트처럼 리듀서를 함수로 둡니다. 그래야 4단계와의 diff에 의존성이
/// 전달되는 방식만 드러납니다. `counterReducer`는 실행될 때마다
/// `@Dependency(\.nthPrime) var nthPrime`을 지역 변수로 선언합니다. TCA 사용자는 `@Dependency`를 다른
/// 자리에서 만납니다. The Composable Architecture 0.41부터 리듀서는 `ReducerProtocol`을 따르는 타입이
/// 되었고, 기능은 자기 의존성을 저장 프로퍼티로 선언합니다:
///
///     struct Feature: ReducerProtocol {
///       @Dependency(\.apiClient) var apiClient
///       func reduce(into state: inout State, action: Action) -> EffectTask<Action> { … }
///     }
///
/// 지금의 TCA에서는 `@Reducer struct Feature`로 씁니다. 아래 `CounterFeature`는 이 연습 문제에 필요한
/// 만큼만 줄인 `ReducerProtocol`을 따르지만, `counterReducer`를 호출할 뿐입니다. 이것을 TCA 사용자가
/// 쓰는 모양의 카운터 리듀서로 만드세요. `Counter/CounterReducer.swift`에 있는 모든 액션의 로직은
/// `reduce(into:action:)` 안에 두고, `nthPrime`은 저장 프로퍼티인 `@Dependency`로 선언합니다.
/// `counterReducer`는 그대로 두세요. 검사가 여러분의 구조체를 이 함수와 비교합니다.
///
/// 프로퍼티를 어디에 두느냐에 따라 의존성을 캡처하는 시점이 정해집니다. 저장 프로퍼티인 `@Dependency`는
/// 기능이 만들어질 때 유효한 값을 캡처합니다. 읽을 때마다, 그 시점에 걸려 있는 재정의가 있으면 그
/// 재정의가 캡처한 값보다 우선하고, 아무도 재정의하지 않은 의존성은 캡처한 값을 그대로 씁니다.
/// 그래서 `withDependencies { $0.nthPrime = … }` 안에서 만든 기능은 스코프가 끝난 뒤에도 그 재정의를
/// 유지하고, 기능을 만든 뒤에 한 재정의도 그 기능에 적용됩니다. 검사는 두 경우를 모두 확인하고, 모든
/// 액션을 `counterReducer`와 비교하며, 기능이 `Dependency`를 저장하는지 `Mirror`로 확인합니다.
///
/// 검사하기: `swift run Episode91 verify 5.4`. 막히면 힌트: `swift run Episode91 hint 5.4`.
enum Exercise5_4 {
  /// The counter feature as a type. As shipped it stores nothing and calls the checkpoint's function, whose
  /// `@Dependency` is a local made each time the reducer runs.
  struct CounterFeature: ReducerProtocol {
    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      counterReducer(state: &state, action: action)
    }
  }

  /// TCA's reducer protocol, cut down to what this exercise needs; leave it as it is.
  ///
  /// TCA's also has `var body`, which composes reducers (`Scope`, `CombineReducers`) where this workbook calls
  /// `pullback` and `combine`; a type that implements `reduce(into:action:)` needs no `body`. Its
  /// `reduce` returns one effect, `Effect<Action, Never>` in 0.41, `EffectTask<Action>` from 0.43 and
  /// `Effect<Action>` in 1.0, that merges many; this one returns the array of effects this workbook's reducers
  /// return. TCA renamed the protocol `Reducer` on the way to 1.0 (0.57), and since 1.4 the `@Reducer` macro
  /// writes the conformance.
  ///
  /// A stored `@Dependency` captures the values current at creation as swift-dependencies does, and as this
  /// checkpoint's `Dependency` does; TCA 0.41's own `@Dependency`, before swift-dependencies was split out of it
  /// (TCA 0.49), read the current values only when used.
  protocol ReducerProtocol<State, Action> {
    associatedtype State
    associatedtype Action: Sendable

    func reduce(into state: inout State, action: Action) -> [Effect<Action>]
  }
}
