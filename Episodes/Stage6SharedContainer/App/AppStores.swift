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
  /// The live dependencies are written once, here, into the container every reducer reads, and the
  /// root store is registered where the terminal obtains it (`StoreOf[\.root]`), instead of being
  /// handed to it.
  static func registerLive(initialValue: AppState, configuration: LiveConfiguration) {
    prepareLiveDependencies(configuration: configuration)
    let reducer = activityFeed(appReducer)
    SharedStores[\.root] = StateStore(
      initialValue: initialValue,
      reducer: configuration.isLogging ? logging(reducer) : reducer
    )
  }
}

extension SharedStores {
  /// The whole app's store, in the shape Puredux 2.1's `@StoreEntry var root = StateStore(…)`
  /// generates (since 2.2 the macro is `@DependencyEntry` for stores too). The macro's key is
  /// `_RootKey: StoreInjectionKey`, its value `nonisolated(unsafe)`; ours is a `StoreKey`, on the
  /// main actor with our stores, so its plain `static var` needs no such promise.
  /// The entry point replaces it with one built from the program's options.
  var root: StateStore<AppState, AppAction> {
    get { self[RootKey.self] }
    set { self[RootKey.self] = newValue }
  }

  private enum RootKey: StoreKey {
    static var currentValue = StateStore(
      initialValue: AppState(), reducer: activityFeed(appReducer))
  }
}

/// The dependencies the running app talks to, built from its flags and environment variables.
///
/// Written into the one container for the whole process. Every entry not written here, like `date`,
/// keeps the value it was declared with, which is its live value.
func prepareLiveDependencies(configuration: LiveConfiguration) {
  Dependencies[\.fileClient] = .live(
    directory: configuration.dataDirectory, onProblem: configuration.onFileProblem)
  Dependencies[\.nthPrime] = { n in liveNthPrime(n, wolframAppID: configuration.wolframAppID) }
}
