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
  /// The live dependencies are set here, in the scope that creates the root store, which keeps them
  /// for every action the reducers run.
  static func live(initialValue: AppState, configuration: LiveConfiguration) -> AppStores {
    let reducer = activityFeed(appReducer)
    return AppStores(
      app: withDependencies {
        useLiveDependencies(&$0, configuration: configuration)
      } operation: {
        Store(
          initialValue: initialValue, reducer: configuration.isLogging ? logging(reducer) : reducer)
      }
    )
  }
}

/// Overrides the dependencies the running app talks to with ones built from its flags and
/// environment variables.
///
/// With the real library an app may call `prepareDependencies { … }` once, at launch, making these
/// the defaults of every task (preparing a key already prepared or read is reported), or, in TCA,
/// scope them to the root store, `Store(initialState:reducer:withDependencies:)`, as we do: tests
/// run the whole program in-process, some twice in one test. The program is the live app even
/// then, so it says so: every dependency not set here, like `date`, resolves to its live value.
func useLiveDependencies(_ dependencies: inout DependencyValues, configuration: LiveConfiguration) {
  dependencies.context = .live
  dependencies.fileClient = .live(
    directory: configuration.dataDirectory, onProblem: configuration.onFileProblem)
  dependencies.nthPrime = { n in liveNthPrime(n, wolframAppID: configuration.wolframAppID) }
}
