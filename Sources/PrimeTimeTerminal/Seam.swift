import PrimeTimeDomain

/// A checkpoint's running app, as the terminal drives it: the one seam between the shell and a checkpoint.
///
/// Each checkpoint builds it the way its stage builds a store and turns an `AppCommand` into its own actions. The
/// state it hands back is PrimeTimeDomain's `AppState`, which no stage changes, so the shell never names a
/// checkpoint's own types. What the screen shows beyond the state (whether the count is prime, its ordinal, the
/// alert's title, the largest count `nth-prime` answers for) the shell asks PrimeTimeDomain, as the episode's views
/// call `isPrime` and `ordinal` themselves.
@MainActor
public struct PrimeTimeApp {
  /// Sends the command's actions to the checkpoint's stores.
  var send: (AppCommand) -> Void
  /// The app's state now.
  var state: () -> AppState
  /// Returns once every effect the sent actions started has finished and delivered its actions.
  var waitUntilIdle: () async -> Void

  public init(
    send: @escaping (AppCommand) -> Void,
    state: @escaping () -> AppState,
    waitUntilIdle: @escaping () async -> Void
  ) {
    self.send = send
    self.state = state
    self.waitUntilIdle = waitUntilIdle
  }
}

/// What a person can ask the app to do, named after the episode's actions, and the same in every checkpoint so
/// one script runs against all of them. A checkpoint turns each into the action its screens would send.
public enum AppCommand: Equatable, Sendable {
  case incr
  case decr
  case nthPrime
  case dismissAlert
  case isPrime
  case saveFavorite
  case removeFavorite
  case closeModal
  case delete(index: Int)
  case save
  case load
}
