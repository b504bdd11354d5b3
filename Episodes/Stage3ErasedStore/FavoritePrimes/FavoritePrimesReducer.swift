import Effect
import Foundation
import PrimeTimeDomain

func favoritePrimesReducer(
  state: inout [Int],
  action: FavoritePrimesAction,
  environment: FavoritePrimesEnvironment
) -> [Effect<FavoritePrimesAction>] {
  switch action {
  case .deleteFavoritePrimes(let indexSet):
    // From the last index down, so each removal leaves the indices still to remove where they were.
    for index in indexSet.reversed() {
      state.remove(at: index)
    }
    return []

  case .loadedFavoritePrimes(let favoritePrimes):
    state = favoritePrimes
    return []

  case .saveButtonTapped:
    return [
      environment.fileClient
        .save("favorite-primes.json", try! JSONEncoder().encode(state))
        .fireAndForget()
    ]

  case .loadButtonTapped:
    return [
      environment.fileClient.load("favorite-primes.json")
        .compactMap { data in data.flatMap { try? JSONDecoder().decode([Int].self, from: $0) } }
        .map(FavoritePrimesAction.loadedFavoritePrimes)
    ]
  }
}
