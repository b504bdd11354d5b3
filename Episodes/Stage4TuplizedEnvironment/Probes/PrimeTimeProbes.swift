import Effect
import PrimeTimeDomain
import ProbeKit

/// The problems episodes 91–93 set out to solve, measured the way this stage writes features and tests.
enum PrimeTimeProbes: CheckpointProbes {
  static let stage = 4

  /// The root environment as this stage's tests write it: the flat tuple, a double in every field.
  private static var mockEnvironment: AppEnvironment {
    (fileClient: .mock, nthPrime: { _ in .sync { 17 } })
  }

  /// The app's integration test with a double for `nthPrime` only cannot be written: an `AppEnvironment` without
  /// every field does not compile. What it demands is read from the fields of the one this stage's tests write.
  static func mockEverything() -> ProbeReport {
    refusedByCompilerReport(demandedBy: mockEnvironment, declaredAs: "AppEnvironment", in: "App/AppEnvironment.swift")
  }

  /// Two counter stores, one handed the online `nthPrime` as its whole environment and one the offline one, each
  /// asked for the 7th prime.
  @MainActor
  static func twoCounters() -> ProbeReport {
    twoCountersReport(via: .word(.itsStoresEnvironment)) { nthPrime in
      let environment: CounterEnvironment = nthPrime
      let store = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer, environment: environment)
      return { store.send(.counter(.nthPrimeButtonTapped)) }
    }
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. The
  /// root stays the flat tuple: the counter's pullback picks `{ $0.nthPrime }`, favorite primes' would pick
  /// `{ ($0.fileClient, $0.nthPrime) }`, and both get the one function the root holds.
  static func sharedDependency() -> ProbeReport {
    flatRootReport(mockEnvironment)
  }

  /// The root store, built as the entry point builds it but with doubles (not run).
  @MainActor
  static func storeType() -> ProbeReport {
    storeTypeReport(Store(initialValue: AppState(), reducer: appReducer, environment: mockEnvironment))
  }

  /// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
  static func overrideIsolation() async -> ProbeReport {
    await overrideIsolationReport(via: .word(.itsOwnEnvironment)) { double, readWhenItIsTime in
      let environment: CounterEnvironment = double
      await readWhenItIsTime { environment }
    }
  }

  /// What reading `nthPrime` costs where the app's pullback reads it: a field of the root tuple, `{ $0.nthPrime }`.
  static func readCost() -> ProbeReport {
    let environment = mockEnvironment
    let held = environment.nthPrime
    return readCostReport(
      of: "environment.nthPrime", reading: { keepRead(environment.nthPrime) }, holding: { keepRead(held) })
  }
}
