import Effect
import Foundation
import PrimeTimeDomain

@testable import Stage4TuplizedEnvironment

/// The reference solution of exercise 93.3: "now" is asked of the environment, once per action.
enum Solution93_3 {
  typealias Environment = (
    fileClient: FileClient,
    nthPrime: (Int) -> Effect<Int?>,
    date: () -> Date
  )

  static func activityFeed(
    _ reducer: @escaping Reducer<AppState, AppAction, Environment>
  ) -> Reducer<AppState, AppAction, Environment> {
    return { state, action, environment in
      let now = environment.date()
      switch action {
      case .counterView(.counter),
        .favoritePrimes(.loadedFavoritePrimes),
        .favoritePrimes(.loadButtonTapped),
        .favoritePrimes(.saveButtonTapped):
        break

      case .counterView(.primeModal(.saveFavoritePrimeTapped)):
        state.activityFeed.append(.init(timestamp: now, type: .addedFavoritePrime(state.count)))

      case .counterView(.primeModal(.removeFavoritePrimeTapped)):
        state.activityFeed.append(.init(timestamp: now, type: .removedFavoritePrime(state.count)))

      case .favoritePrimes(.deleteFavoritePrimes(let indexSet)):
        for index in indexSet {
          state.activityFeed.append(.init(timestamp: now, type: .removedFavoritePrime(state.favoritePrimes[index])))
        }
      }
      return reducer(&state, action, environment)
    }
  }
}
