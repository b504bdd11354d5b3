/// What the "is this prime?" modal shows.
typealias PrimeModalState = (count: Int, favoritePrimes: [Int])

enum PrimeModalAction: Equatable {
  case saveFavoritePrimeTapped
  case removeFavoritePrimeTapped
}
