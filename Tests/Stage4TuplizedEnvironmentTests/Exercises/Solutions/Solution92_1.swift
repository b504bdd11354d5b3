import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage4TuplizedEnvironment

/// The reference solution of exercise 92.1: the counter feature pulled back twice, each time with its own action
/// case and its own dependency picked from the root's tuple.
enum Solution92_1 {
  enum Action: Equatable {
    case online(CounterViewAction)
    case offline(CounterViewAction)
  }

  typealias Environment = (
    nthPrime: (Int) -> Effect<Int?>,
    offlineNthPrime: (Int) -> Effect<Int?>
  )

  static var reducer: Reducer<CounterViewState, Action, Environment> {
    combine(
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Action.online, environment: { $0.nthPrime }),
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Action.offline,
        environment: { $0.offlineNthPrime })
    )
  }
}
