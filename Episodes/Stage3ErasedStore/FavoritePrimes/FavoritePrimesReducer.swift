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
    // Unlike the episode's loop, from the last index down: going up, each removal shifts the ones
    // after it.
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
