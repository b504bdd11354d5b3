import PrimeTimeDomain
import PrimeTimeTerminal

/// This checkpoint's executable, named in `--help`: the module's name, so the same line names the
/// right program in every checkpoint.
let programName = String(#fileID.prefix { $0 != "/" })

/// Starts the live app for the terminal shell (`PrimeTimeTerminal`), which runs the session and
/// draws the screen.
///
/// At this stage the entry point writes the live dependencies into the one container every reducer
/// reads and registers the root store in `SharedStores`; the terminal then obtains that store with
/// `StoreOf[\.root]` instead of being handed it. That `StoreOf` is Puredux's property wrapper, not
/// TCA's `StoreOf<Feature>`, a typealias for a store's type.
@MainActor
func startPrimeTime(count: Int, configuration: LiveConfiguration) -> PrimeTimeApp {
  AppStores.registerLive(initialValue: AppState(count: count), configuration: configuration)
  let stores = AppStores(app: StoreOf[\.root])
  return PrimeTimeApp(
    send: stores.send,
    state: { stores.app.value },
    waitUntilIdle: stores.app.waitUntilIdle
  )
}

extension AppStores {
  /// Each terminal command is the action its button on the episode's screens sends.
  func send(_ command: AppCommand) {
    switch command {
    case .incr: counterView.send(.counter(.incrTapped))
    case .decr: counterView.send(.counter(.decrTapped))
    case .nthPrime: counterView.send(.counter(.nthPrimeButtonTapped))
    case .dismissAlert: counterView.send(.counter(.alertDismissButtonTapped))
    case .isPrime: counterView.send(.counter(.isPrimeButtonTapped))
    case .saveFavorite: counterView.send(.primeModal(.saveFavoritePrimeTapped))
    case .removeFavorite: counterView.send(.primeModal(.removeFavoritePrimeTapped))
    case .closeModal: counterView.send(.counter(.primeModalDismissed))
    case .delete(let index): favoritePrimes.send(.deleteFavoritePrimes([index]))
    case .save: favoritePrimes.send(.saveButtonTapped)
    case .load: favoritePrimes.send(.loadButtonTapped)
    }
  }
}
