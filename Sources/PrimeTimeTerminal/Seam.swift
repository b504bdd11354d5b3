import Foundation

/// A checkpoint's running app, as the terminal drives it: the one seam between the shell and a checkpoint.
///
/// Each checkpoint builds it the way its stage builds a store, turns an `AppCommand` into its own actions, and hands
/// back its state as an `AppSnapshot`, so the shell never names a checkpoint's types.
@MainActor
public struct PrimeTimeApp {
  /// Sends the command's actions to the checkpoint's stores.
  var send: (AppCommand) -> Void
  /// The app's state now.
  var snapshot: () -> AppSnapshot
  /// Returns once every effect the sent actions started has finished and delivered its actions.
  var waitUntilIdle: () async -> Void

  public init(
    send: @escaping (AppCommand) -> Void,
    snapshot: @escaping () -> AppSnapshot,
    waitUntilIdle: @escaping () async -> Void
  ) {
    self.send = send
    self.snapshot = snapshot
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

/// The app's state as the terminal shows it, with what the app computes from it (whether the count is prime,
/// its ordinal, the alert's title) already filled in by the checkpoint, so the shell repeats none of it.
public struct AppSnapshot: Equatable, Sendable {
  var count: Int
  var countIsPrime: Bool
  /// "2nd" for 2: how the counter screen names the prime it would ask for.
  var countOrdinal: String
  /// The largest count `nth-prime` answers for.
  var largestAnswerableN: Int
  var favoritePrimes: [Int]
  var activityFeed: [Activity]
  var alertNthPrime: Alert?
  var isNthPrimeButtonDisabled: Bool
  var isPrimeModalShown: Bool
  var loggedInUser: User?

  public init(
    count: Int,
    countIsPrime: Bool,
    countOrdinal: String,
    largestAnswerableN: Int,
    favoritePrimes: [Int],
    activityFeed: [Activity],
    alertNthPrime: Alert?,
    isNthPrimeButtonDisabled: Bool,
    isPrimeModalShown: Bool,
    loggedInUser: User?
  ) {
    self.count = count
    self.countIsPrime = countIsPrime
    self.countOrdinal = countOrdinal
    self.largestAnswerableN = largestAnswerableN
    self.favoritePrimes = favoritePrimes
    self.activityFeed = activityFeed
    self.alertNthPrime = alertNthPrime
    self.isNthPrimeButtonDisabled = isNthPrimeButtonDisabled
    self.isPrimeModalShown = isPrimeModalShown
    self.loggedInUser = loggedInUser
  }

  /// One entry of the activity feed, without its time, so the same commands always print the same screen.
  public enum Activity: Equatable, Sendable {
    case addedFavoritePrime(Int)
    case removedFavoritePrime(Int)
  }

  /// The nth prime alert: its question, its answer, and the title the screen shows.
  public struct Alert: Equatable, Sendable {
    /// Which prime was asked for.
    var n: Int
    /// The answer.
    var prime: Int
    /// What the alert says, "The 7th prime is 17".
    var title: String

    public init(n: Int, prime: Int, title: String) {
      (self.n, self.prime, self.title) = (n, prime, title)
    }
  }

  /// Who is logged in: the episodes' state has the field, though no screen of this app sets it.
  public struct User: Equatable, Sendable {
    let id: Int
    let name: String
    let bio: String

    public init(id: Int, name: String, bio: String) {
      self.id = id
      self.name = name
      self.bio = bio
    }
  }
}
