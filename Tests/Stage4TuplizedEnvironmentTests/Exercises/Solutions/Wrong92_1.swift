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

  /// Two counters, but the online one counts offline: its pullback picks the offline dependency.
  static var bothOffline: Reducer<CounterViewState, Solution92_1.Action, Solution92_1.Environment> {
    combine(
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Solution92_1.Action.online,
        environment: { $0.offlineNthPrime }),
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Solution92_1.Action.offline,
        environment: { $0.offlineNthPrime })
    )
  }

  /// The offline counter is only the counter, not the counter feature: its prime modal does nothing.
  static var offlineWithoutThePrimeModal: Reducer<CounterViewState, Solution92_1.Action, Solution92_1.Environment> {
    combine(
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Solution92_1.Action.online,
        environment: { $0.nthPrime }),
      pullback(
        counterReducer, value: \CounterViewState.counter,
        action: (/Solution92_1.Action.offline).appending(path: /CounterViewAction.counter),
        environment: { $0.offlineNthPrime })
    )
  }
}
