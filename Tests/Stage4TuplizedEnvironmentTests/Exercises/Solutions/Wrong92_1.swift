import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage4TuplizedEnvironment

/// Known-wrong takes on exercise 92.1, which its check must reject.
enum Wrong92_1 {
  /// Two counters, but the offline one still asks Wolfram Alpha: its pullback picks the wrong dependency.
  static var bothOnline: Reducer<CounterViewState, Solution92_1.Action, Solution92_1.Environment> {
    combine(
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Solution92_1.Action.online,
        environment: { $0.nthPrime }),
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Solution92_1.Action.offline,
        environment: { $0.nthPrime })
    )
  }
}
