import Effect
import Foundation
import PrimeTimeDomain
import ProbeKit

/// The problems episodes 91–93 set out to solve, measured the way this stage writes features and tests.
enum PrimeTimeProbes: CheckpointProbes {
  static let stage = 6

  /// The app's integration test with a double for `nthPrime` only, run as a test at this stage runs it: in a
  /// process whose entry point wrote the live values, overriding one entry. Nothing reports the file client it
  /// forgot, and the live one writes a file.
  @MainActor
  static func mockEverything() async -> ProbeReport {
    let entriesBefore = (Dependencies[\.nthPrime], Dependencies[\.fileClient])
    defer { (Dependencies[\.nthPrime], Dependencies[\.fileClient]) = entriesBefore }
    return await liveFileReport(
      onlyDoubled: "Dependencies[\\.nthPrime]", was: .overriddenEntry, stayedLive: "fileClient"
    ) { dataDirectory in
      // The live values the program writes at launch, saving into a throwaway folder instead of yours.
      prepareLiveDependencies(
        configuration: LiveConfiguration(
          wolframAppID: nil, dataDirectory: dataDirectory, onFileProblem: { _ in }, isLogging: false))
      let store = Store(initialValue: AppState(count: 4), reducer: appReducer)
      // The one dependency this test remembers.
      Dependencies[\.nthPrime] = { _ in .sync { 17 } }
      for action in integrationScenario {
        store.send(action)
        await store.waitUntilIdle()
      }
    }
  }

  /// Two counter stores, one created after writing the online `nthPrime` and one after writing the offline one,
  /// each asked for the 7th prime.
  @MainActor
  static func twoCounters() -> ProbeReport {
    let nthPrimeBefore = Dependencies[\.nthPrime]
    defer { Dependencies[\.nthPrime] = nthPrimeBefore }
    return twoCountersReport(via: .word(.theOneDependenciesEntry)) { nthPrime in
      Dependencies[\.nthPrime] = nthPrime
      let store = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
      return { store.send(.counter(.nthPrimeButtonTapped)) }
    }
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. Each
  /// reads the container's entry where it uses it, so the root holds and passes nothing; one write reaches both,
  /// and every other reader in the process.
  @MainActor
  static func sharedDependency() -> ProbeReport {
    let calls = LockIsolated<[String]>([])
    let nthPrimeBefore = Dependencies[\.nthPrime]
    defer { Dependencies[\.nthPrime] = nthPrimeBefore }
    Dependencies[\.nthPrime] = namedNthPrime("written", calls: calls)

    var counter = CounterViewState(count: 7)
    _ = counterViewReducer(&counter, .counter(.nthPrimeButtonTapped)).map(runToEnd)
    // The grown favorite primes reads the entry the same way, where it uses it.
    favoritePrimesAskForThe7thPrime { Dependency[\.nthPrime] }
    // The root store as the entry point builds it, not run. A `StateStore` keeps its fields in `Store`.
    let root = StateStore(initialValue: AppState(), reducer: activityFeed(appReducer))
    let rootFields = Mirror(reflecting: root).superclassMirror?.children.map(\.value) ?? []
    return oneGlobalReport(reached: calls.value, rootHolds: rootFields.map(nthPrimeCount).reduce(0, +))
  }

  /// The root store, registered as the entry point registers it (not run), and obtained as the terminal obtains
  /// it.
  @MainActor
  static func storeType() -> ProbeReport {
    let rootBefore = SharedStores[\.root]
    defer { SharedStores[\.root] = rootBefore }
    SharedStores[\.root] = StateStore(initialValue: AppState(), reducer: appReducer)
    @StoreOf(\.root) var store: StateStore<AppState, AppAction>
    return storeTypeReport(store)
  }

  /// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
  static func overrideIsolation() async -> ProbeReport {
    let nthPrimeBefore = Dependencies[\.nthPrime]
    defer { Dependencies[\.nthPrime] = nthPrimeBefore }
    return await overrideIsolationReport(via: .verbatim("Dependencies")) { double, readWhenItIsTime in
      Dependencies[\.nthPrime] = double
      await readWhenItIsTime { Dependency[\.nthPrime] }
    }
  }

  /// What reading `nthPrime` costs where the counter's reducer reads it: `Dependency[\.nthPrime]`, from the
  /// shared container. Half the other checkpoints' rounds, still a million reads: a read here costs hundreds of
  /// nanoseconds in a debug build, and the probe should still finish within a second.
  static func readCost() -> ProbeReport {
    let held = Dependency[\.nthPrime]
    return readCostReport(
      of: "Dependency[\\.nthPrime]", rounds: 20, reading: { keepRead(Dependency[\.nthPrime]) },
      holding: { keepRead(held) })
  }

  /// The app's integration scenario: ask for the nth prime, then load and save the favorite primes.
  private static let integrationScenario: [AppAction] = [
    .counterView(.counter(.nthPrimeButtonTapped)),
    .favoritePrimes(.loadButtonTapped),
    .favoritePrimes(.saveButtonTapped),
  ]
}
