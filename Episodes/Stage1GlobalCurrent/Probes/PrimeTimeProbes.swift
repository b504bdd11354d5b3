import Effect
import Foundation
import PrimeTimeDomain
import ProbeKit

/// The problems episodes 91–93 set out to solve, measured the way this stage writes features and tests.
enum PrimeTimeProbes: CheckpointProbes {
  static let stage = 1

  /// The app's integration test with a double for `nthPrime` only, as a test that forgets `FavoritePrimes.Current`
  /// runs it: nothing stops it, and the live file client writes a file.
  @MainActor
  static func mockEverything() async -> ProbeReport {
    let environmentsBefore = (Counter.Current, FavoritePrimes.Current)
    defer { (Counter.Current, FavoritePrimes.Current) = environmentsBefore }
    return await liveFileReport(
      onlyDoubled: "Counter.Current.nthPrime", was: .replacedField, stayedLive: "FavoritePrimes.Current"
    ) { dataDirectory in
      // The live environment the program installs at launch, saving into a throwaway folder instead of yours.
      FavoritePrimes.Current = .live(dataDirectory: dataDirectory, onProblem: { _ in })
      let store = Store(initialValue: AppState(count: 4), reducer: appReducer)
      // The one dependency this test remembers.
      Counter.Current.nthPrime = { _ in .sync { 17 } }
      for action in integrationScenario {
        store.send(action)
        await store.waitUntilIdle()
      }
    }
  }

  /// Two counter stores, one set up with the online `nthPrime` and one with the offline one, each asked for the
  /// 7th prime.
  @MainActor
  static func twoCounters() -> ProbeReport {
    let environmentBefore = Counter.Current
    defer { Counter.Current = environmentBefore }
    return twoCountersReport(via: .verbatim("Counter.Current")) { nthPrime in
      Counter.Current.nthPrime = nthPrime
      let store = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
      return { store.send(.counter(.nthPrimeButtonTapped)) }
    }
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. At
  /// this stage each reads its own module's global, and there is no root environment to hold anything.
  static func sharedDependency() -> ProbeReport {
    let favoritePrimesAsking = FavoritePrimesAskingEnvironment(
      fileClient: FavoritePrimes.Current.fileClient, nthPrime: Counter.Current.nthPrime)
    return separateGlobalsReport([Counter.Current, favoritePrimesAsking])
  }

  /// The root store, built as the entry point builds it (not run).
  @MainActor
  static func storeType() -> ProbeReport {
    let store = Store(initialValue: AppState(), reducer: appReducer)
    return storeTypeReport(store)
  }

  /// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
  static func overrideIsolation() async -> ProbeReport {
    let environmentBefore = Counter.Current
    defer { Counter.Current = environmentBefore }
    return await overrideIsolationReport(via: .verbatim("Counter.Current")) { double, readWhenItIsTime in
      Counter.Current.nthPrime = double
      await readWhenItIsTime { Counter.Current.nthPrime }
    }
  }

  /// What reading `nthPrime` costs where the counter's reducer reads it: from the module's global.
  static func readCost() -> ProbeReport {
    let held = Counter.Current.nthPrime
    return readCostReport(
      of: "Counter.Current.nthPrime", reading: { keepRead(Counter.Current.nthPrime) }, holding: { keepRead(held) })
  }

  /// The app's integration scenario: ask for the nth prime, then load and save the favorite primes.
  private static let integrationScenario: [AppAction] = [
    .counterView(.counter(.nthPrimeButtonTapped)),
    .favoritePrimes(.loadButtonTapped),
    .favoritePrimes(.saveButtonTapped),
  ]
}
