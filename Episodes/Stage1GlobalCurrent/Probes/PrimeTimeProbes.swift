import Effect
import Foundation
import PrimeTimeTerminal
import ProbeKit

/// `--probe <name>`: this checkpoint's answer to one of `Episode91 compare`'s questions, as one line of JSON in
/// the format of ProbeKit's `ProbeReport`.
///
/// - Returns: 0 with the answer on standard output, or 2 with nothing on it when `name` is not a probe.
@MainActor
func runProbe(named name: String, console: Console) async -> Int32 {
  await PrimeTimeProbes.answer(probeNamed: name, write: console.write, writeError: console.writeError)
}

/// The problems episodes 91–93 set out to solve, measured the way this stage writes features and tests.
enum PrimeTimeProbes: CheckpointProbes {
  static let stage = 1

  /// The app's integration scenario: ask for the nth prime, then load and save the favorite primes.
  private static let integrationScenario: [AppAction] = [
    .counterView(.counter(.nthPrimeButtonTapped)),
    .favoritePrimes(.loadButtonTapped),
    .favoritePrimes(.saveButtonTapped),
  ]

  /// The app's integration test with a double for `nthPrime` only, as a test that forgets `FavoritePrimes.Current`
  /// runs it: nothing stops it, and the live file client writes a file.
  @MainActor
  static func mockEverything() async -> ProbeReport {
    let dataDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("primetime-probe-\(UUID().uuidString)")
    let environmentsBefore = (Counter.Current, FavoritePrimes.Current)
    defer {
      (Counter.Current, FavoritePrimes.Current) = environmentsBefore
      try? FileManager.default.removeItem(at: dataDirectory)
    }
    // The live environment the program installs at launch, saving into a throwaway folder instead of yours.
    FavoritePrimes.Current = .live(dataDirectory: dataDirectory, onProblem: { _ in })
    // The one dependency this test remembers.
    Counter.Current.nthPrime = { _ in .sync { 17 } }

    let store = Store(initialValue: AppState(count: 4), reducer: appReducer)
    for action in integrationScenario {
      store.send(action)
      await store.waitUntilIdle()
    }

    let liveFile = dataDirectory.appendingPathComponent("favorite-primes.json")
    guard FileManager.default.fileExists(atPath: liveFile.path) else {
      return ProbeReport(
        probe: .mockEverything, stage: stage, outcome: "not-reached", cell: "no live call",
        detail: "With only Counter.Current.nthPrime replaced, the scenario wrote no file.")
    }
    return ProbeReport(
      probe: .mockEverything, stage: stage, outcome: "live-reached", cell: "live file written",
      detail: "Only Counter.Current.nthPrime was replaced; FavoritePrimes.Current stayed live, wrote "
        + "favorite-primes.json, and nothing reported it.",
      good: false)
  }

  /// Two counter stores, one set up with the online `nthPrime` and one with the offline one, each asked for the
  /// 7th prime.
  @MainActor
  static func twoCounters() -> ProbeReport {
    let calls = LockIsolated<[String]>([])
    let environmentBefore = Counter.Current
    defer { Counter.Current = environmentBefore }

    Counter.Current.nthPrime = namedNthPrime("online", calls: calls)
    let onlineStore = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
    Counter.Current.nthPrime = namedNthPrime("offline", calls: calls)
    let offlineStore = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)

    onlineStore.send(.counter(.nthPrimeButtonTapped))
    offlineStore.send(.counter(.nthPrimeButtonTapped))
    return twoCountersReport(reached: calls.value, via: "Counter.Current")
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. At
  /// this stage each reads its own module's global, and there is no root environment to hold anything.
  static func sharedDependency() -> ProbeReport {
    let globals: [Any] = [
      Counter.Current,
      FavoritePrimesAskingEnvironment(
        fileClient: FavoritePrimes.Current.fileClient, nthPrime: Counter.Current.nthPrime),
    ]
    let globalsToSet = globals.filter { nthPrimeCount(in: $0) > 0 }.count
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: "global", cell: "\(globalsToSet) globals to set",
      detail: "No root environment holds nthPrime (0): Counter.Current and favorite primes' own Current each "
        + "hold one, so \(globalsToSet) globals must be set, and nothing keeps them the same.",
      good: false)
  }

  /// Favorite primes as episode 92's second exercise grows it, asking for the nth prime too. The checkpoint's own
  /// feature does not, so the probe declares the grown environment the way this stage would.
  private struct FavoritePrimesAskingEnvironment {
    var fileClient: FileClient
    var nthPrime: (Int) -> Effect<Int?>
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
    return await overrideIsolationReport(via: "Counter.Current") { double, readWhenItIsTime in
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
}
