import CasePaths
import Effect
import Foundation
import PrimeTimeDomain

/// The whole app's reducer, without the activity feed and logging the running app wraps it in.
///
/// Computed, like `counterViewReducer`, because a reducer is not `Sendable`.
var appReducer: Reducer<AppState, AppAction> {
  combine(
    pullback(counterViewReducer, value: \AppState.counterView, action: /AppAction.counterView),
    pullback(
      favoritePrimesReducer, value: \AppState.favoritePrimes, action: /AppAction.favoritePrimes)
  )
}

/// Records every favorite prime added or removed, before the wrapped reducer changes the favorites.
///
/// It stamps each entry with the `date` dependency, as an episode 93 exercise asks, rather than
/// `Date()`.
func activityFeed(
  _ reducer: @escaping Reducer<AppState, AppAction>
) -> Reducer<AppState, AppAction> {
  return { state, action in
    let date = Dependency[\.date]
    switch action {
    case .counterView(.counter),
      .favoritePrimes(.loadedFavoritePrimes),
      .favoritePrimes(.loadButtonTapped),
      .favoritePrimes(.saveButtonTapped):
      break

    case .counterView(.primeModal(.saveFavoritePrimeTapped)):
      state.activityFeed.append(.init(timestamp: date.now, type: .addedFavoritePrime(state.count)))

    case .counterView(.primeModal(.removeFavoritePrimeTapped)):
      state.activityFeed.append(
        .init(timestamp: date.now, type: .removedFavoritePrime(state.count)))

    case .favoritePrimes(.deleteFavoritePrimes(let indexSet)):
      for index in indexSet {
        state.activityFeed.append(
          .init(timestamp: date.now, type: .removedFavoritePrime(state.favoritePrimes[index])))
      }
    }
    return reducer(&state, action)
  }
}
