import CasePaths
import Effect
import PrimeTimeDomain

func counterReducer(
  state: inout CounterState,
  action: CounterAction,
  environment: CounterEnvironment
) -> [Effect<CounterAction>] {
  // Unlike the episode, never trap: at `Int.max` or `Int.min` (reachable with `--count`) the count
  // stays put.
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
    // The episode ends this chain with `.receive(on: DispatchQueue.main)`. We moved that hop into
    // the live dependency, so tests, whose doubles answer synchronously or on a TestScheduler,
    // never wait on a real queue.
    return [
      environment.nthPrime(n)
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

/// The counter screen's reducer: the counter itself, and the prime modal it presents.
///
/// A computed property rather than a `let`: Swift 6 allows a global constant only of a `Sendable`
/// type, and a reducer is a plain closure. Each use builds the same reducer.
var counterViewReducer: Reducer<CounterViewState, CounterViewAction, CounterEnvironment> {
  combine(
    pullback(
      counterReducer, value: \CounterViewState.counter, action: /CounterViewAction.counter,
      environment: { $0 }),
    pullback(
      primeModalReducer, value: \CounterViewState.primeModal, action: /CounterViewAction.primeModal,
      environment: { _ in () })
  )
}
