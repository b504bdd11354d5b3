import PrimeTimeDomain

/// The app put together, as the episode's `SceneDelegate` and `ContentView` do: the root store, and
/// the scoped stores the counter and favorite primes screens send their actions to.
@MainActor
struct AppStores {
  let app: Store<AppState, AppAction>
  let counterView: Store<CounterViewState, CounterViewAction>
  let favoritePrimes: Store<[Int], FavoritePrimesAction>

  init(app: Store<AppState, AppAction>) {
    self.app = app
    self.counterView = app.view(value: { $0.counterView }, action: { .counterView($0) })
    self.favoritePrimes = app.view(value: { $0.favoritePrimes }, action: { .favoritePrimes($0) })
  }
}

extension AppStores {
  /// At this stage nothing hands dependencies to the store: each module's global `Current` is
  /// overwritten with its live value, and the reducers reach out to it.
  static func live(initialValue: AppState, configuration: LiveConfiguration) -> AppStores {
    Counter.Current = .live(wolframAppID: configuration.wolframAppID)
    FavoritePrimes.Current = .live(
      dataDirectory: configuration.dataDirectory,
      onProblem: configuration.onFileProblem
    )
    let reducer = activityFeed(appReducer)
    return AppStores(
      app: Store(
        initialValue: initialValue, reducer: configuration.isLogging ? logging(reducer) : reducer)
    )
  }
}
