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
  /// The live environment is built once, here, and handed to the root store, which passes it to the
  /// reducers.
  static func live(initialValue: AppState, configuration: LiveConfiguration) -> AppStores {
    let reducer = activityFeed(appReducer)
    return AppStores(
      app: Store(
        initialValue: initialValue,
        reducer: configuration.isLogging ? logging(reducer) : reducer,
        environment: liveAppEnvironment(configuration: configuration)
      )
    )
  }
}

/// The dependencies the running app talks to, built from its flags and environment variables.
func liveAppEnvironment(configuration: LiveConfiguration) -> AppEnvironment {
  AppEnvironment(
    counter: .live(wolframAppID: configuration.wolframAppID),
    favoritePrimes: .live(
      dataDirectory: configuration.dataDirectory,
      onProblem: configuration.onFileProblem
    )
  )
}
