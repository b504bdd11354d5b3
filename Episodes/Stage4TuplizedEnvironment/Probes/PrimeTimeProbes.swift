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
  static let stage = 4

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
      environment: namedNthPrime("online", calls: calls) as CounterEnvironment)
    let offlineStore = Store(
      initialValue: CounterViewState(count: 7), reducer: counterViewReducer,
      environment: namedNthPrime("offline", calls: calls) as CounterEnvironment)

    onlineStore.send(.counter(.nthPrimeButtonTapped))
    offlineStore.send(.counter(.nthPrimeButtonTapped))
    return twoCountersReport(reached: calls.value, via: "its store's environment")
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. The
  /// root stays the flat tuple: the counter's pullback picks `{ $0.nthPrime }`, favorite primes' would pick
  /// `{ ($0.fileClient, $0.nthPrime) }`, and both get the one function the root holds.
  static func sharedDependency() -> ProbeReport {
    let root: AppEnvironment = (fileClient: .mock, nthPrime: { _ in .sync { 17 } })
    let rootHolds = nthPrimeCount(in: root)
    let times = rootHolds == 1 ? "once" : "\(rootHolds) times"
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: "passed-down", cell: "root holds \(rootHolds)",
      detail: "The flat root tuple holds nthPrime \(times), and each pullback hands it to every feature that "
        + "needs it.",
      good: rootHolds == 1)
  }

  /// The root store, built as the entry point builds it but with doubles (not run).
  @MainActor
  static func storeType() -> ProbeReport {
    let store = Store(
      initialValue: AppState(), reducer: appReducer, environment: (fileClient: .mock, nthPrime: { _ in .sync { 17 } }))
    return storeTypeReport(store)
  }

  /// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
  static func overrideIsolation() async -> ProbeReport {
    return await overrideIsolationReport(via: "its own environment") { double, readWhenItIsTime in
      let environment: CounterEnvironment = double
      await readWhenItIsTime { environment }
    }
  }

  /// What reading `nthPrime` costs where the app's pullback reads it: a field of the root tuple, `{ $0.nthPrime }`.
  static func readCost() -> ProbeReport {
    let environment: AppEnvironment = (fileClient: .mock, nthPrime: { _ in .sync { 17 } })
    let held = environment.nthPrime
    return readCostReport(
      of: "environment.nthPrime", reading: { keepRead(environment.nthPrime) }, holding: { keepRead(held) })
  }
}
