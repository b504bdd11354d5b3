// PrimeTimeDomain: the parts of the PrimeTime app that no stage changes, written once.
//
// Every checkpoint runs the same app, so each feature's state and actions, the app's state and actions that
// combine them, and the live work behind the dependencies (the nth prime from Wolfram Alpha or counted locally,
// `isPrime`, the configuration the live values are built from) are the same in all six. They live here, so a
// checkpoint folder holds what its stage changes (the reducers, the environments and the stores, which is how
// dependencies travel) and the little that must sit beside them. A checkpoint imports this module as the episode's
// app imports its feature modules. A stage that needs to change something here moves that file, and whatever in
// this module uses it, back into every checkpoint folder (CONTRIBUTING.md, "Adding a stage"), never into its own
// alone, where it would shadow this one.
import Foundation

public struct AppState: Equatable, Sendable {
  public var count = 0
  public var favoritePrimes: [Int] = []
  public var loggedInUser: User?
  public var activityFeed: [Activity] = []
  public var alertNthPrime: PrimeAlert?
  public var isNthPrimeButtonDisabled = false
  public var isPrimeModalShown = false

  public init(
    count: Int = 0,
    favoritePrimes: [Int] = [],
    loggedInUser: User? = nil,
    activityFeed: [Activity] = [],
    alertNthPrime: PrimeAlert? = nil,
    isNthPrimeButtonDisabled: Bool = false,
    isPrimeModalShown: Bool = false
  ) {
    self.count = count
    self.favoritePrimes = favoritePrimes
    self.loggedInUser = loggedInUser
    self.activityFeed = activityFeed
    self.alertNthPrime = alertNthPrime
    self.isNthPrimeButtonDisabled = isNthPrimeButtonDisabled
    self.isPrimeModalShown = isPrimeModalShown
  }

  public struct Activity: Equatable, Sendable {
    public let timestamp: Date
    public let type: ActivityType

    public init(timestamp: Date, type: ActivityType) {
      self.timestamp = timestamp
      self.type = type
    }

    public enum ActivityType: Equatable, Sendable {
      case addedFavoritePrime(Int)
      case removedFavoritePrime(Int)
    }
  }

  public struct User: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let bio: String

    public init(id: Int, name: String, bio: String) {
      self.id = id
      self.name = name
      self.bio = bio
    }
  }
}

extension AppState {
  /// The part of the app the counter screen works on.
  public var counterView: CounterViewState {
    get {
      CounterViewState(
        alertNthPrime: alertNthPrime,
        count: count,
        favoritePrimes: favoritePrimes,
        isNthPrimeButtonDisabled: isNthPrimeButtonDisabled,
        isPrimeModalShown: isPrimeModalShown
      )
    }
    set {
      alertNthPrime = newValue.alertNthPrime
      count = newValue.count
      favoritePrimes = newValue.favoritePrimes
      isNthPrimeButtonDisabled = newValue.isNthPrimeButtonDisabled
      isPrimeModalShown = newValue.isPrimeModalShown
    }
  }
}

public enum AppAction: Equatable, Sendable {
  case counterView(CounterViewAction)
  case favoritePrimes(FavoritePrimesAction)
}
