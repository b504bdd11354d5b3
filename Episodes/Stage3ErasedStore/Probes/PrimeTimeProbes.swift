import Effect
import PrimeTimeDomain
import ProbeKit

/// The problems episodes 91–93 set out to solve, measured the way this stage writes features and tests.
enum PrimeTimeProbes: CheckpointProbes {
  static let stage = 3

  /// The root environment as this stage's tests write it: one struct per feature, a double in every field.
  private static var mockEnvironment: AppEnvironment {
    AppEnvironment(counter: .mock, favoritePrimes: .mock)
  }

  /// The app's integration test with a double for `nthPrime` only cannot be written: an `AppEnvironment` without
  /// every field does not compile. What it demands is read from the fields of the one this stage's tests write.
  static func mockEverything() -> ProbeReport {
    refusedByCompilerReport(demandedBy: mockEnvironment, declaredAs: "AppEnvironment", in: "App/AppEnvironment.swift")
  }

  /// Two counter stores, one handed an environment with the online `nthPrime` and one with the offline one, each
  /// asked for the 7th prime.
  @MainActor
  static func twoCounters() -> ProbeReport {
    twoCountersReport(via: .word(.itsStoresEnvironment)) { nthPrime in
      let store: Store<CounterViewState, CounterViewAction> = Store(
        initialValue: CounterViewState(count: 7), reducer: counterViewReducer,
        environment: CounterEnvironment(nthPrime: nthPrime))
      return { store.send(.counter(.nthPrimeButtonTapped)) }
    }
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. The
  /// root environment nests one environment per feature, so each nested one carries its own `nthPrime`.
  static func sharedDependency() -> ProbeReport {
    nestedEnvironmentsReport(
      counter: { nthPrime in CounterEnvironment(nthPrime: nthPrime) },
      fileClient: mockEnvironment.favoritePrimes.fileClient)
  }

  /// The root store, built as the entry point builds it but with doubles (not run): its type does not name the
  /// environment.
  @MainActor
  static func storeType() -> ProbeReport {
    let store: Store<AppState, AppAction> = Store(
      initialValue: AppState(), reducer: appReducer, environment: mockEnvironment)
    return storeTypeReport(store)
  }

  /// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
  static func overrideIsolation() async -> ProbeReport {
    await overrideIsolationReport(via: .word(.itsOwnEnvironment)) { double, readWhenItIsTime in
      let environment = CounterEnvironment(nthPrime: double)
      await readWhenItIsTime { environment.nthPrime }
    }
  }

  /// What reading `nthPrime` costs where the counter's reducer reads it: a field of the environment it is handed.
  static func readCost() -> ProbeReport {
    let environment = CounterEnvironment.mock
    let held = environment.nthPrime
    return readCostReport(
      of: "environment.nthPrime", reading: { keepRead(environment.nthPrime) }, holding: { keepRead(held) })
  }
}
