/// What the counter screen shows on its own.
typealias CounterState = (
  alertNthPrime: PrimeAlert?,
  count: Int,
  isNthPrimeButtonDisabled: Bool,
  isPrimeModalShown: Bool
)

enum CounterAction: Equatable {
  case decrTapped
  case incrTapped
  case nthPrimeButtonTapped
  case nthPrimeResponse(n: Int, prime: Int?)
  case alertDismissButtonTapped
  case isPrimeButtonTapped
  case primeModalDismissed
}

/// What the counter screen shows together with the prime modal it presents.
struct CounterViewState: Equatable {
  var alertNthPrime: PrimeAlert?
  var count: Int
  var favoritePrimes: [Int]
  var isNthPrimeButtonDisabled: Bool
  var isPrimeModalShown: Bool

  init(
    alertNthPrime: PrimeAlert? = nil,
    count: Int = 0,
    favoritePrimes: [Int] = [],
    isNthPrimeButtonDisabled: Bool = false,
    isPrimeModalShown: Bool = false
  ) {
    self.alertNthPrime = alertNthPrime
    self.count = count
    self.favoritePrimes = favoritePrimes
    self.isNthPrimeButtonDisabled = isNthPrimeButtonDisabled
    self.isPrimeModalShown = isPrimeModalShown
  }

  var counter: CounterState {
    get { (alertNthPrime, count, isNthPrimeButtonDisabled, isPrimeModalShown) }
    set { (alertNthPrime, count, isNthPrimeButtonDisabled, isPrimeModalShown) = newValue }
  }

  var primeModal: PrimeModalState {
    get { (count, favoritePrimes) }
    set { (count, favoritePrimes) = newValue }
  }
}

enum CounterViewAction: Equatable {
  case counter(CounterAction)
  case primeModal(PrimeModalAction)
}
