import Effect
import Foundation

/// Exercise 93.3 — the activity feed's date, from the environment.
///
/// The checkpoint's `activityFeed` stamps every entry with `Date()`, as episode 93's own does. A test cannot know
/// that date in advance, so it cannot state what the feed should hold, and the app cannot be replayed at a given
/// moment. The episode leaves the fix to this exercise: make the date a dependency like any other, a function in
/// the environment that returns "now".
///
/// `Environment` below is the app's environment with a `date` added, and `activityFeed` is the checkpoint's, moved
/// onto it: it still calls `Date()`. Make every entry use `environment.date()` instead, and keep everything else as
/// it is: entries are recorded before the wrapped reducer runs (so a deleted prime is looked up before it goes),
/// and the wrapped reducer still gets every action. The check sends every action the feed records (save, remove,
/// delete) and some it does not, each at its own moment, and compares every entry.
///
/// Check your work: `swift run Episode91 verify 93.3`. Stuck? `swift run Episode91 hint 93.3`.
enum Exercise93_3 {
  typealias Environment = (
    fileClient: FileClient,
    nthPrime: (Int) -> Effect<Int?>,
    date: () -> Date
  )

  static func activityFeed(
    _ reducer: @escaping Reducer<AppState, AppAction, Environment>
  ) -> Reducer<AppState, AppAction, Environment> {
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

  /// The checkpoint's `appReducer` on the bigger environment: it gets the two dependencies it knows about.
  static var appReducer: Reducer<AppState, AppAction, Environment> {
    return { state, action, environment in
      Stage4TuplizedEnvironment.appReducer(
        &state, action, (fileClient: environment.fileClient, nthPrime: environment.nthPrime))
    }
  }
}
