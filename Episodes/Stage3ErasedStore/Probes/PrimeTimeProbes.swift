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
  static let stage = 3

  /// The app's integration test with a double for `nthPrime` only cannot be written: an `AppEnvironment` without
  /// every field does not compile. What it demands is read from the fields of the live environment.
  static func mockEverything() -> ProbeReport {
    // Built, never run: nothing here reaches Wolfram Alpha or a file.
    let liveEnvironment = liveAppEnvironment(
      configuration: LiveConfiguration(
        wolframAppID: nil, dataDirectory: FileManager.default.temporaryDirectory, onFileProblem: { _ in },
        isLogging: false))
    return refusedByCompilerReport(
      demandedBy: liveEnvironment, declaredAs: "AppEnvironment", in: "App/AppEnvironment.swift")
  }

  /// Two counter stores, one set up with the online `nthPrime` and one with the offline one, each asked for the
  /// 7th prime.
  @MainActor
  static func twoCounters() -> ProbeReport {
    let calls = LockIsolated<[String]>([])

    let onlineStore = Store(
      initialValue: CounterViewState(count: 7), reducer: counterViewReducer,
      environment: CounterEnvironment(nthPrime: namedNthPrime("online", calls: calls)))
    let offlineStore = Store(
      initialValue: CounterViewState(count: 7), reducer: counterViewReducer,
      environment: CounterEnvironment(nthPrime: namedNthPrime("offline", calls: calls)))

    onlineStore.send(.counter(.nthPrimeButtonTapped))
    offlineStore.send(.counter(.nthPrimeButtonTapped))
    return twoCountersReport(reached: calls.value, via: "its store's environment")
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. The
  /// root environment nests one environment per feature, so each nested one carries its own `nthPrime`.
  static func sharedDependency() -> ProbeReport {
    let nthPrime: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let root = AppEnvironmentAskingTwice(
      counter: CounterEnvironment(nthPrime: nthPrime),
      favoritePrimes: FavoritePrimesAskingEnvironment(
        fileClient: FavoritePrimesEnvironment.mock.fileClient, nthPrime: nthPrime)
    )
    let rootHolds = nthPrimeCount(in: root)
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: "passed-down", cell: "root holds \(rootHolds)",
      detail: "The root environment nests one struct per feature, so it holds nthPrime \(rootHolds) times, and "
        + "nothing keeps the copies the same.",
      good: rootHolds == 1)
  }

  /// Favorite primes as episode 92's second exercise grows it, asking for the nth prime too. The checkpoint's own
  /// feature does not, so the probe declares the grown environment the way this stage would.
  private struct FavoritePrimesAskingEnvironment {
    var fileClient: FileClient
    var nthPrime: (Int) -> Effect<Int?>
  }

  /// `AppEnvironment` with the grown favorite primes environment in it.
  private struct AppEnvironmentAskingTwice {
    var counter: CounterEnvironment
    var favoritePrimes: FavoritePrimesAskingEnvironment
  }

  /// The root store, built as the entry point builds it but with doubles (not run).
  @MainActor
  static func storeType() -> ProbeReport {
    let store = Store(
      initialValue: AppState(), reducer: appReducer, environment: AppEnvironment(counter: .mock, favoritePrimes: .mock))
    return storeTypeReport(store)
  }

  /// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
  static func overrideIsolation() async -> ProbeReport {
    return await overrideIsolationReport(via: "its own environment") { double, readWhenItIsTime in
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
