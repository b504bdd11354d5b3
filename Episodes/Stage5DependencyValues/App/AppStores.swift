/// The app put together, as the episode's `SceneDelegate` and `ContentView` do: the root store, and the scoped
/// stores the counter and favorite primes screens send their actions to.
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
  /// The entry point prepares the live values once, in the scope that creates the root store, which keeps them
  /// for every action. The program is the live app even when a test runs it in-process, so it says so: every
  /// dependency it does not prepare, like `date`, resolves to its live value.
  static func live(initialValue: AppState, configuration: LiveConfiguration) -> AppStores {
    let reducer = activityFeed(appReducer)
    let app = withDependencies {
      $0.context = .live
      $0.nthPrime = NthPrimeKey.live(wolframAppID: configuration.wolframAppID)
      $0.fileClient = .live(directory: configuration.dataDirectory, onProblem: configuration.onFileProblem)
    } operation: {
      Store(initialValue: initialValue, reducer: configuration.isLogging ? logging(reducer) : reducer)
    }
    return AppStores(app: app)
  }
}
