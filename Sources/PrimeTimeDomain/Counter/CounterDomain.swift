/// What the counter screen shows on its own.
public typealias CounterState = (
  alertNthPrime: PrimeAlert?,
  count: Int,
  isNthPrimeButtonDisabled: Bool,
  isPrimeModalShown: Bool
)

public enum CounterAction: Equatable, Sendable {
  case decrTapped
  case incrTapped
  case nthPrimeButtonTapped
  case nthPrimeResponse(n: Int, prime: Int?)
  case alertDismissButtonTapped
  case isPrimeButtonTapped
  case primeModalDismissed
}

/// What the counter screen shows together with the prime modal it presents.
public struct CounterViewState: Equatable, Sendable {
  public var alertNthPrime: PrimeAlert?
  public var count: Int
  public var favoritePrimes: [Int]
  public var isNthPrimeButtonDisabled: Bool
  public var isPrimeModalShown: Bool

  public init(
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

  public var counter: CounterState {
    get { (alertNthPrime, count, isNthPrimeButtonDisabled, isPrimeModalShown) }
    set { (alertNthPrime, count, isNthPrimeButtonDisabled, isPrimeModalShown) = newValue }
  }

  public var primeModal: PrimeModalState {
    get { (count, favoritePrimes) }
    set { (count, favoritePrimes) = newValue }
  }
}

public enum CounterViewAction: Equatable, Sendable {
  case counter(CounterAction)
  case primeModal(PrimeModalAction)
}
