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
}
