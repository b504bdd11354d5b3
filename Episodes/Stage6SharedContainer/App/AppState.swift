import Foundation

struct AppState: Equatable {
  var count = 0
  var favoritePrimes: [Int] = []
  var loggedInUser: User?
  var activityFeed: [Activity] = []
  var alertNthPrime: PrimeAlert?
  var isNthPrimeButtonDisabled = false
  var isPrimeModalShown = false

  init(
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

  struct Activity: Equatable {
    let timestamp: Date
    let type: ActivityType

    enum ActivityType: Equatable {
      case addedFavoritePrime(Int)
      case removedFavoritePrime(Int)
    }
  }

  struct User: Equatable {
    let id: Int
    let name: String
    let bio: String
  }
}

extension AppState {
  /// The part of the app the counter screen works on.
  var counterView: CounterViewState {
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

enum AppAction: Equatable {
  case counterView(CounterViewAction)
  case favoritePrimes(FavoritePrimesAction)
}
