import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage4TuplizedEnvironment

/// Known-wrong takes on exercise 92.2, which its check must reject.
enum Wrong92_2 {
  /// The screen works, but its pullback hands it an nthPrime of its own (the offline one) instead of the root's.
  static var appReducerWithASecondNthPrime: Reducer<Exercise92_2.AppState, Exercise92_2.AppAction, AppEnvironment> {
    combine(
      pullback(
        counterViewReducer, value: \Exercise92_2.AppState.counterView, action: /Exercise92_2.AppAction.counterView,
        environment: { $0.nthPrime }),
      pullback(
        Solution92_2.favoritesReducer, value: \Exercise92_2.AppState.favorites,
        action: /Exercise92_2.AppAction.favorites,
        environment: { ($0.fileClient, { n in Effect.sync { offlineNthPrime(n) } }) })
    )
  }
}
