import PrimeTimeDomain
import PrimeTimeTerminal

/// This checkpoint's executable, named in `--help`: the module's name, so the same line names the
/// right program in every checkpoint.
let programName = String(#fileID.prefix { $0 != "/" })

/// Starts the live app for the terminal shell (`PrimeTimeTerminal`), which runs the session and
/// draws the screen.
///
/// At this stage `AppStores.live` creates the root store inside `withDependencies`, with the live
/// dependencies prepared in that scope, and the store keeps them for every action its reducers run.
@MainActor
func startPrimeTime(count: Int, configuration: LiveConfiguration) -> PrimeTimeApp {
  let stores = AppStores.live(initialValue: AppState(count: count), configuration: configuration)
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
