import Effect
import PrimeTimeDomain

func primeModalReducer(
  state: inout PrimeModalState, action: PrimeModalAction
) -> [Effect<PrimeModalAction>] {
  switch action {
  case .saveFavoritePrimeTapped:
    state.favoritePrimes.append(state.count)
    return []

  case .removeFavoritePrimeTapped:
    let count = state.count
    state.favoritePrimes.removeAll { $0 == count }
    return []
  }
}
