import Foundation

public enum FavoritePrimesAction: Equatable, Sendable {
  case deleteFavoritePrimes(IndexSet)
  case loadButtonTapped
  case loadedFavoritePrimes([Int])
  case saveButtonTapped
}
