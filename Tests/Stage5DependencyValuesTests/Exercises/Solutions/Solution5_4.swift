import Effect
import PrimeTimeDomain

@testable import Stage5DependencyValues

/// The reference solution of exercise 5.4: the checkpoint's `counterReducer` as a struct, its `nthPrime` a stored
/// `@Dependency` that the feature carries from its creation on.
enum Solution5_4 {
  struct CounterFeature: Exercise5_4.ReducerProtocol {
    @Dependency(\.nthPrime) var nthPrime

    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      switch action {
      case .decrTapped:
        let (count, didOverflow) = state.count.subtractingReportingOverflow(1)
        if !didOverflow { state.count = count }
        return []

      case .incrTapped:
        let (count, didOverflow) = state.count.addingReportingOverflow(1)
        if !didOverflow { state.count = count }
        return []

      case .nthPrimeButtonTapped:
        state.isNthPrimeButtonDisabled = true
        let n = state.count
        return [
          nthPrime(n)
            .map { prime in CounterAction.nthPrimeResponse(n: n, prime: prime) }
        ]

      case .nthPrimeResponse(let n, let prime):
        state.alertNthPrime = prime.map { PrimeAlert(n: n, prime: $0) }
        state.isNthPrimeButtonDisabled = false
        return []

      case .alertDismissButtonTapped:
        state.alertNthPrime = nil
        return []

      case .isPrimeButtonTapped:
        state.isPrimeModalShown = true
        return []

      case .primeModalDismissed:
        state.isPrimeModalShown = false
        return []
      }
    }
  }
}
