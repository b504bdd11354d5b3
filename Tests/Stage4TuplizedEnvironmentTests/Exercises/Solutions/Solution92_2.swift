import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage4TuplizedEnvironment

/// The reference solution of exercise 92.2: the feature's environment grows to the two things it uses, and the
/// root passes its one `nthPrime` to both features.
enum Solution92_2 {
  typealias FavoritesState = Exercise92_2.FavoritesState
  typealias FavoritesAction = Exercise92_2.FavoritesAction
  typealias AppState = Exercise92_2.AppState
  typealias AppAction = Exercise92_2.AppAction

  typealias FavoritesEnvironment = (fileClient: FileClient, nthPrime: (Int) -> Effect<Int?>)

  static func favoritesReducer(
    state: inout FavoritesState, action: FavoritesAction, environment: FavoritesEnvironment
  ) -> [Effect<FavoritesAction>] {
    switch action {
    case .list(let listAction):
      return favoritePrimesReducer(
        state: &state.favoritePrimes, action: listAction, environment: environment.fileClient
      )
      .map { effect in effect.map(FavoritesAction.list) }

    case .primeButtonTapped(let n):
      return [environment.nthPrime(n).map { prime in FavoritesAction.nthPrimeResponse(n: n, prime: prime) }]

    case .nthPrimeResponse(let n, let prime):
      state.alertNthPrime = prime.map { PrimeAlert(n: n, prime: $0) }
      return []

    case .alertDismissButtonTapped:
      state.alertNthPrime = nil
      return []
    }
  }

  static var appReducer: Reducer<AppState, AppAction, AppEnvironment> {
    combine(
      pullback(
        counterViewReducer, value: \AppState.counterView, action: /AppAction.counterView,
        environment: { $0.nthPrime }),
      pullback(
        favoritesReducer, value: \AppState.favorites, action: /AppAction.favorites,
        environment: { ($0.fileClient, $0.nthPrime) })
    )
  }
}
