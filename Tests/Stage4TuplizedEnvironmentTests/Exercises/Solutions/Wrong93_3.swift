import Effect
import Foundation
import PrimeTimeDomain

@testable import Stage4TuplizedEnvironment

/// Known-wrong takes on exercise 93.3, which its check must reject.
enum Wrong93_3 {
  /// Uses the environment's date, but runs the wrapped reducer first, so deletions are looked up afterwards,
  /// among the primes that are left (and past the end of the list).
  static func activityFeedRecordingAfterwards(
    _ reducer: @escaping Reducer<AppState, AppAction, Solution93_3.Environment>
  ) -> Reducer<AppState, AppAction, Solution93_3.Environment> {
    return { state, action, environment in
      let favoritesBefore = state.favoritePrimes
      let effects = reducer(&state, action, environment)
      let now = environment.date()
      switch action {
      case .counterView(.primeModal(.saveFavoritePrimeTapped)):
        state.activityFeed.append(.init(timestamp: now, type: .addedFavoritePrime(state.count)))
      case .favoritePrimes(.deleteFavoritePrimes(let indexSet)):
        // Reads the list after the delete; an index past its end falls back on the old list, so this never traps.
        for index in indexSet {
          let prime =
            state.favoritePrimes.indices.contains(index) ? state.favoritePrimes[index] : favoritesBefore[index]
          state.activityFeed.append(.init(timestamp: now, type: .removedFavoritePrime(prime)))
        }
      default:
        break
      }
      return effects
    }
  }

  /// Uses the environment's date for saving and deleting, but forgets the prime modal's remove, which still calls
  /// `Date()`.
  static func activityFeedDatingRemovalsWithDate(
    _ reducer: @escaping Reducer<AppState, AppAction, Solution93_3.Environment>
  ) -> Reducer<AppState, AppAction, Solution93_3.Environment> {
    return { state, action, environment in
      let now = environment.date()
      switch action {
      case .counterView(.primeModal(.saveFavoritePrimeTapped)):
        state.activityFeed.append(.init(timestamp: now, type: .addedFavoritePrime(state.count)))
      case .counterView(.primeModal(.removeFavoritePrimeTapped)):
        state.activityFeed.append(.init(timestamp: Date(), type: .removedFavoritePrime(state.count)))
      case .favoritePrimes(.deleteFavoritePrimes(let indexSet)):
        for index in indexSet {
          state.activityFeed.append(.init(timestamp: now, type: .removedFavoritePrime(state.favoritePrimes[index])))
        }
      default:
        break
      }
      return reducer(&state, action, environment)
    }
  }

  /// Records every entry with the environment's date, but hands the wrapped reducer only the actions it records
  /// nothing for: saving, removing and deleting never reach the app.
  static func activityFeedSwallowingWhatItRecords(
    _ reducer: @escaping Reducer<AppState, AppAction, Solution93_3.Environment>
  ) -> Reducer<AppState, AppAction, Solution93_3.Environment> {
    let feed = Solution93_3.activityFeed { _, _, _ in [] }
    return { state, action, environment in
      let entries = state.activityFeed.count
      _ = feed(&state, action, environment)
      guard state.activityFeed.count == entries else { return [] }
      return reducer(&state, action, environment)
    }
  }
}
