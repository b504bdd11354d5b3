import CasePaths
import Effect
import Foundation
import PrimeTimeDomain

/// The whole app's reducer, without the activity feed and logging the running app wraps it in.
///
/// Computed, like `counterViewReducer`, because a reducer is not `Sendable`.
var appReducer: Reducer<AppState, AppAction, AppEnvironment> {
  combine(
    pullback(
      counterViewReducer, value: \AppState.counterView, action: /AppAction.counterView,
      environment: { $0.nthPrime }),
    pullback(
      favoritePrimesReducer, value: \AppState.favoritePrimes, action: /AppAction.favoritePrimes,
      environment: { $0.fileClient })
  )
}

/// Records every favorite prime added or removed, before the wrapped reducer changes the favorites.
///
/// It stamps each entry with `Date()` directly; an episode 93 exercise moves the date into the
/// environment.
func activityFeed(
  _ reducer: @escaping Reducer<AppState, AppAction, AppEnvironment>
) -> Reducer<AppState, AppAction, AppEnvironment> {
  return { state, action, environment in
    switch action {
    case .counterView(.counter),
      .favoritePrimes(.loadedFavoritePrimes),
      .favoritePrimes(.loadButtonTapped),
      .favoritePrimes(.saveButtonTapped):
      break

    case .counterView(.primeModal(.saveFavoritePrimeTapped)):
      state.activityFeed.append(.init(timestamp: Date(), type: .addedFavoritePrime(state.count)))

    case .counterView(.primeModal(.removeFavoritePrimeTapped)):
      state.activityFeed.append(.init(timestamp: Date(), type: .removedFavoritePrime(state.count)))

    case .favoritePrimes(.deleteFavoritePrimes(let indexSet)):
      for index in indexSet {
        state.activityFeed.append(
          .init(timestamp: Date(), type: .removedFavoritePrime(state.favoritePrimes[index])))
      }
    }
    return reducer(&state, action, environment)
  }
}
