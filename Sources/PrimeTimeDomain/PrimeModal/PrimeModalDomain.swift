/// What the "is this prime?" modal shows.
public typealias PrimeModalState = (count: Int, favoritePrimes: [Int])

public enum PrimeModalAction: Equatable, Sendable {
  case saveFavoritePrimeTapped
  case removeFavoritePrimeTapped
}
