import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage2EnvironmentInReducer

/// The reference solution of exercise 91.2.
///
/// The comparison: the curried form is stricter, since a reducer must be done with the state before it can see
/// the environment (an `inout` parameter cannot be captured by the closure it returns), so no dependency can be
/// consulted while the state changes. It is also clumsier: every case returns a closure, even one with no effects,
/// and `combine` and `pullback` juggle two phases. The episode keeps the three-argument form.
enum Solution91_2 {
  typealias CurriedReducer<Value, Action: Sendable, Environment> =
    (inout Value, Action) -> (Environment) -> [Effect<Action>]

  static func combine<Value, Action, Environment>(
    _ reducers: CurriedReducer<Value, Action, Environment>...
  ) -> CurriedReducer<Value, Action, Environment> {
    return { value, action in
      // Phase one, now: every reducer changes the value, in order.
      let effectBuilders = reducers.map { reducer in reducer(&value, action) }
      // Phase two, once there is an environment: all the effects, in the reducers' order.
      return { environment in effectBuilders.flatMap { build in build(environment) } }
    }
  }

  static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
    _ reducer: @escaping CurriedReducer<LocalValue, LocalAction, LocalEnvironment>,
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: CasePath<GlobalAction, LocalAction>,
    environment: @escaping (GlobalEnvironment) -> LocalEnvironment
  ) -> CurriedReducer<GlobalValue, GlobalAction, GlobalEnvironment> {
    return { globalValue, globalAction in
      guard let localAction = action.extract(globalAction) else { return { _ in [] } }
      let buildLocalEffects = reducer(&globalValue[keyPath: value], localAction)
      return { globalEnvironment in
        buildLocalEffects(environment(globalEnvironment)).map { localEffect in localEffect.map(action.embed) }
      }
    }
  }

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
      // The state changes now; `n` is copied out, because the closure cannot read `state` later.
      state.isNthPrimeButtonDisabled = true
      let n = state.count
      return { environment in
        [environment.nthPrime(n).map { prime in CounterAction.nthPrimeResponse(n: n, prime: prime) }]
      }

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
