import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage2EnvironmentInReducer

/// Known-wrong takes on exercise 91.2, which its check must reject.
enum Wrong91_2 {
  /// Runs every reducer on the value, but keeps only the last reducer's effects.
  static func combineKeepingLastEffects<Value, Action, Environment>(
    _ reducers: Solution91_2.CurriedReducer<Value, Action, Environment>...
  ) -> Solution91_2.CurriedReducer<Value, Action, Environment> {
    return { value, action in
      let effectBuilders = reducers.map { reducer in reducer(&value, action) }
      return { environment in effectBuilders.last?(environment) ?? [] }
    }
  }

  /// Asks for the nth prime, but forgets to disable the button while it waits.
  static func counterReducerLeavingTheButtonEnabled(
    state: inout CounterState, action: CounterAction
  ) -> (CounterEnvironment) -> [Effect<CounterAction>] {
    guard case .nthPrimeButtonTapped = action else {
      return Solution91_2.counterReducer(state: &state, action: action)
    }
    let n = state.count
    return { environment in
      [environment.nthPrime(n).map { prime in CounterAction.nthPrimeResponse(n: n, prime: prime) }]
    }
  }

  /// Disables the button and reports the answer as the nth prime's, but asks for the (n + 1)th, as if the count
  /// counted from zero. A double that answers every n alike could never tell.
  static func counterReducerAskingForTheNextPrime(
    state: inout CounterState, action: CounterAction
  ) -> (CounterEnvironment) -> [Effect<CounterAction>] {
    guard case .nthPrimeButtonTapped = action else {
      return Solution91_2.counterReducer(state: &state, action: action)
    }
    state.isNthPrimeButtonDisabled = true
    let n = state.count
    return { environment in
      [environment.nthPrime(n + 1).map { prime in CounterAction.nthPrimeResponse(n: n, prime: prime) }]
    }
  }

  /// Keeps every reducer's effects, but runs the reducers on the value last first.
  static func combineBackwards<Value, Action, Environment>(
    _ reducers: Solution91_2.CurriedReducer<Value, Action, Environment>...
  ) -> Solution91_2.CurriedReducer<Value, Action, Environment> {
    return { value, action in
      let effectBuilders = reducers.reversed().map { reducer in reducer(&value, action) }
      return { environment in effectBuilders.reversed().flatMap { build in build(environment) } }
    }
  }

  /// The stub's pullback: changes the local value, but never hands the local effects back.
  static func pullbackDroppingEffects<
    LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment
  >(
    _ reducer: @escaping Solution91_2.CurriedReducer<LocalValue, LocalAction, LocalEnvironment>,
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: CasePath<GlobalAction, LocalAction>,
    environment: @escaping (GlobalEnvironment) -> LocalEnvironment
  ) -> Solution91_2.CurriedReducer<GlobalValue, GlobalAction, GlobalEnvironment> {
    return { globalValue, globalAction in
      guard let localAction = action.extract(globalAction) else { return { _ in [] } }
      _ = reducer(&globalValue[keyPath: value], localAction)
      return { _ in [] }
    }
  }

  /// Shows the answer, but as the count's prime: the alert takes `n` from the state, not from the response. Only a
  /// response that comes after the count has changed tells.
  static func counterReducerAlertingTheCount(
    state: inout CounterState, action: CounterAction
  ) -> (CounterEnvironment) -> [Effect<CounterAction>] {
    guard case .nthPrimeResponse(_, let prime) = action else {
      return Solution91_2.counterReducer(state: &state, action: action)
    }
    state.alertNthPrime = prime.map { PrimeAlert(n: state.count, prime: $0) }
    state.isNthPrimeButtonDisabled = false
    return { _ in [] }
  }

  /// Shows the answer, but leaves the nth prime button disabled once it has come.
  static func counterReducerKeepingTheButtonDisabled(
    state: inout CounterState, action: CounterAction
  ) -> (CounterEnvironment) -> [Effect<CounterAction>] {
    guard case .nthPrimeResponse(let n, let prime) = action else {
      return Solution91_2.counterReducer(state: &state, action: action)
    }
    state.alertNthPrime = prime.map { PrimeAlert(n: n, prime: $0) }
    return { _ in [] }
  }
}
