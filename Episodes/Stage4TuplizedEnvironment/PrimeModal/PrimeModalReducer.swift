import Effect
import PrimeTimeDomain

/// Takes `Void` for its environment: the prime modal has no effects, so it needs nothing from the
/// outside world. Episode 92 starts here; this workbook does from checkpoint 2, the first whose app
/// must compile with an environment.
func primeModalReducer(
  state: inout PrimeModalState,
  action: PrimeModalAction,
  environment: Void
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
