import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage5DependencyValues

/// Known-wrong takes on exercise 5.1, which its check must reject.
enum Wrong5_1 {
  /// Registered and overridable, but tracks at once, while the reducer runs, instead of in an effect.
  static func primeModalReducer(state: inout PrimeModalState, action: PrimeModalAction) -> [Effect<PrimeModalAction>] {
    @Dependency(\.referenceAnalytics) var analytics
    switch action {
    case .saveFavoritePrimeTapped:
      state.favoritePrimes.append(state.count)
      analytics.track("favorite-prime-saved \(state.count)")
    case .removeFavoritePrimeTapped:
      let count = state.count
      state.favoritePrimes.removeAll { $0 == count }
      analytics.track("favorite-prime-removed \(count)")
    }
    return []
  }

  static var counterViewReducer: Reducer<CounterViewState, CounterViewAction> {
    combine(
      pullback(counterReducer, value: \CounterViewState.counter, action: /CounterViewAction.counter),
      pullback(primeModalReducer, value: \CounterViewState.primeModal, action: /CounterViewAction.primeModal)
    )
  }
}
