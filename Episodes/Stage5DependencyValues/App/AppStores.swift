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
  /// The live dependencies are prepared once, here, in the scope that creates the root store, which keeps them
  /// for every action the reducers run.
  static func live(initialValue: AppState, configuration: LiveConfiguration) -> AppStores {
    let reducer = activityFeed(appReducer)
    return AppStores(
      app: withDependencies {
        prepareLiveDependencies(&$0, configuration: configuration)
      } operation: {
        Store(initialValue: initialValue, reducer: configuration.isLogging ? logging(reducer) : reducer)
      }
    )
  }
}

/// The dependencies the running app talks to, built from its flags and environment variables.
///
/// The program is the live app even when a test runs it in-process, so it says so: every dependency not
/// prepared here, like `date`, resolves to its live value.
func prepareLiveDependencies(_ dependencies: inout DependencyValues, configuration: LiveConfiguration) {
  dependencies.context = .live
  dependencies.fileClient = .live(directory: configuration.dataDirectory, onProblem: configuration.onFileProblem)
  dependencies.nthPrime = { n in liveNthPrime(n, wolframAppID: configuration.wolframAppID) }
}
