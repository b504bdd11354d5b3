import CasePaths
import Effect
import PrimeTimeDomain

/// Exercise 91.2 — the curried reducer, with the environment last.
///
/// This checkpoint's reducer takes its environment as a third argument: `(inout Value, Action, Environment) ->
/// [Effect<Action>]`. Episode 91 suggests a curried alternative, where the reducer changes the state first and
/// only then gets the environment, to build its effects:
///
///     (inout Value, Action) -> (Environment) -> [Effect<Action>]
///
/// Port the architecture to it. Finish the three functions below:
/// - `combine`: every reducer changes the value, in order; then all of their effects, in the same order, get the
///   same environment;
/// - `pullback`: like the checkpoint's, for the value, the action and the environment;
/// - `counterReducer`: the checkpoint's `counterReducer`, curried. For every action it must leave the state as
///   the checkpoint's does and produce the same effects. It is missing the nth prime button so far.
///
/// Then compare (nothing checks this part, but it is the point): what does the curried form forbid that the
/// three-argument form allows? Which would you rather write `pullback` for, and read in a big feature?
///
/// Check your work: `swift run Episode91 verify 91.2`. Stuck? `swift run Episode91 hint 91.2`.
///
/// ## 한국어
///
/// 이 체크포인트의 리듀서는 환경(environment)을 세 번째 인자로 받습니다:
/// `(inout Value, Action, Environment) -> [Effect<Action>]`. 에피소드 91은 커링(currying)한 대안을
/// 제시합니다. 리듀서가 먼저 상태를 바꾸고, 그다음에야 환경을 받아 이펙트를 만드는 형태입니다:
///
///     (inout Value, Action) -> (Environment) -> [Effect<Action>]
///
/// 아키텍처를 이 형태로 옮기세요. 아래 세 함수를 완성하세요.
/// - `combine`: 모든 리듀서가 순서대로 값을 바꾸고, 그다음 모든 리듀서의 이펙트가 같은 순서로 같은
///   환경을 받습니다.
/// - `pullback`: 체크포인트의 것처럼 값과 액션, 환경을 모두 다룹니다.
/// - `counterReducer`: 체크포인트의 `counterReducer`를 커링한 것입니다. 모든 액션에 대해 체크포인트의
///   것과 같은 상태를 남기고 같은 이펙트를 만들어야 합니다. 지금은 n번째 소수(nth prime) 버튼 처리가
///   빠져 있습니다.
///
/// 그런 다음 비교해 보세요(이 부분은 검사하지 않지만, 이것이 핵심입니다). 인자가 셋인 형태에서는
/// 되는데 커링한 형태에서는 막히는 것은 무엇일까요? 어느 쪽으로 `pullback`을 작성하고 싶을까요? 큰
/// 기능에서는 어느 쪽이 더 읽기 쉬울까요?
///
/// 검사하기: `swift run Episode91 verify 91.2`. 막히면 힌트: `swift run Episode91 hint 91.2`.
enum Exercise91_2 {
  typealias CurriedReducer<Value, Action: Sendable, Environment> =
    (inout Value, Action) -> (Environment) -> [Effect<Action>]

  /// Runs every reducer on the value, in order, and all of their effects with the same environment, in order.
  static func combine<Value, Action, Environment>(
    _ reducers: CurriedReducer<Value, Action, Environment>...
  ) -> CurriedReducer<Value, Action, Environment> {
    // Runs only the first reducer so far.
    return { value, action in
      guard let first = reducers.first else { return { _ in [] } }
      return first(&value, action)
    }
  }

  /// Turns a reducer on a local value, action and environment into one on the global ones.
  static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
    _ reducer: @escaping CurriedReducer<LocalValue, LocalAction, LocalEnvironment>,
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: CasePath<GlobalAction, LocalAction>,
    environment: @escaping (GlobalEnvironment) -> LocalEnvironment
  ) -> CurriedReducer<GlobalValue, GlobalAction, GlobalEnvironment> {
    // Changes the local value, but never hands the local effects back.
    return { globalValue, globalAction in
      guard let localAction = action.extract(globalAction) else { return { _ in [] } }
      _ = reducer(&globalValue[keyPath: value], localAction)
      return { _ in [] }
    }
  }

  /// The checkpoint's counter reducer in curried form.
  static func counterReducer(
    state: inout CounterState, action: CounterAction
  ) -> (CounterEnvironment) -> [Effect<CounterAction>] {
    switch action {
    case .decrTapped:
      let (count, didOverflow) = state.count.subtractingReportingOverflow(1)
      if !didOverflow { state.count = count }
      return { _ in [] }

    case .incrTapped:
      let (count, didOverflow) = state.count.addingReportingOverflow(1)
      if !didOverflow { state.count = count }
      return { _ in [] }

    case .nthPrimeButtonTapped:
      // Not ported yet: the button stays enabled and nobody asks for the prime.
      return { _ in [] }

    case .nthPrimeResponse(let n, let prime):
      state.alertNthPrime = prime.map { PrimeAlert(n: n, prime: $0) }
      state.isNthPrimeButtonDisabled = false
      return { _ in [] }

    case .alertDismissButtonTapped:
      state.alertNthPrime = nil
      return { _ in [] }

    case .isPrimeButtonTapped:
      state.isPrimeModalShown = true
      return { _ in [] }

    case .primeModalDismissed:
      state.isPrimeModalShown = false
      return { _ in [] }
    }
  }
}
