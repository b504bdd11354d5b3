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

  /// Shows the alert with `prime!`, as if every n had an answer: the app crashes when Wolfram Alpha has none.
  ///
  /// A crash would end `swift test` itself (Swift 6.1's Swift Testing has no exit tests), so the force unwrap
  /// goes through `unwrap`: `{ $0! }` as a learner writes it, and in the test one that records the nil it was
  /// handed instead of trapping. `verify` runs a check in a process of its own, and reports a crash there.
  static func appReducerForceUnwrapping(
    _ unwrap: @escaping (Int?) -> Int = { $0! }
  ) -> Reducer<Exercise92_2.AppState, Exercise92_2.AppAction, AppEnvironment> {
    replacingFavorites { state, action, environment in
      guard case .nthPrimeResponse(let n, let prime) = action else {
        return Solution92_2.favoritesReducer(state: &state, action: action, environment: environment)
      }
      state.alertNthPrime = PrimeAlert(n: n, prime: unwrap(prime))
      return []
    }
  }

  /// Shows the alert, but the dismiss button leaves it up.
  static var appReducerKeepingTheAlert: Reducer<Exercise92_2.AppState, Exercise92_2.AppAction, AppEnvironment> {
    replacingFavorites { state, action, environment in
      if case .alertDismissButtonTapped = action { return [] }
      return Solution92_2.favoritesReducer(state: &state, action: action, environment: environment)
    }
  }

  /// Asks for primes, but lets the list's save button do nothing.
  static var appReducerThatNeverSaves: Reducer<Exercise92_2.AppState, Exercise92_2.AppAction, AppEnvironment> {
    replacingFavorites { state, action, environment in
      if case .list(.saveButtonTapped) = action { return [] }
      return Solution92_2.favoritesReducer(state: &state, action: action, environment: environment)
    }
  }

  /// The reference's app reducer with another favorites reducer, on the reference's environment.
  static func replacingFavorites(
    _ favoritesReducer:
      @escaping Reducer<
        Solution92_2.FavoritesState, Solution92_2.FavoritesAction, Solution92_2.FavoritesEnvironment
      >
  ) -> Reducer<Exercise92_2.AppState, Exercise92_2.AppAction, AppEnvironment> {
    combine(
      pullback(
        counterViewReducer, value: \Exercise92_2.AppState.counterView, action: /Exercise92_2.AppAction.counterView,
        environment: { $0.nthPrime }),
      pullback(
        favoritesReducer, value: \Exercise92_2.AppState.favorites, action: /Exercise92_2.AppAction.favorites,
        environment: { ($0.fileClient, $0.nthPrime) })
    )
  }
}
