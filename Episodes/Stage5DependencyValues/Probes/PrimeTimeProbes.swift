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
  static let stage = 5

  /// The app's integration scenario: ask for the nth prime, then load and save the favorite primes.
  private static let integrationScenario: [AppAction] = [
    .counterView(.counter(.nthPrimeButtonTapped)),
    .favoritePrimes(.loadButtonTapped),
    .favoritePrimes(.saveButtonTapped),
  ]

  /// The app's integration test with a double for `nthPrime` only, run as a test runs it: in the test context,
  /// with a reporter that collects what it reports. The file client it forgot is reported, and nothing live runs.
  @MainActor
  static func mockEverything() async -> ProbeReport {
    // A tripwire: the live file client saves here, in the empty folder the probe runs in.
    let liveFile = URL(fileURLWithPath: "PrimeTimeData/favorite-primes.json")
    let liveFileExisted = FileManager.default.fileExists(atPath: liveFile.path)
    let reported = LockIsolated<[String]>([])
    let collecting = IssueReporter { message, _ in reported.withValue { $0.append(message) } }

    let store = withDependencies {
      $0.context = .test
      // The one dependency this test remembers.
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      Store(initialValue: AppState(count: 4), reducer: appReducer)
    }
    await IssueReporter.$current.withValue(collecting) {
      for action in integrationScenario {
        store.send(action)
        await store.waitUntilIdle()
      }
    }

    if !liveFileExisted && FileManager.default.fileExists(atPath: liveFile.path) {
      return ProbeReport(
        probe: .mockEverything, stage: stage, outcome: "live-reached", cell: "live file written",
        detail: "Only nthPrime was overridden, and the live file client wrote favorite-primes.json.", good: false)
    }
    guard let message = reported.value.first else {
      return ProbeReport(
        probe: .mockEverything, stage: stage, outcome: "not-reached", cell: "nothing reported",
        detail: "Only nthPrime was overridden, and the scenario neither reached a live dependency nor reported one.")
    }
    let firstSentence = message.components(separatedBy: ". ")[0]
    return ProbeReport(
      probe: .mockEverything, stage: stage, outcome: "reported", cell: "reported \(dependencyName(in: message))",
      detail: "Only nthPrime was overridden; the test context recorded \"\(firstSentence).\" and nothing live ran.",
      good: true)
  }

  /// `fileClient` in "@Dependency(\\.fileClient) has no test implementation…".
  private static func dependencyName(in message: String) -> String {
    let afterKeyPath = message.drop { $0 != "." }.dropFirst()
    return String(afterKeyPath.prefix { $0 != ")" })
  }

  /// Two counter stores, one created in a scope with the online `nthPrime` and one with the offline one, each
  /// asked for the 7th prime after its scope has ended.
  @MainActor
  static func twoCounters() -> ProbeReport {
    let calls = LockIsolated<[String]>([])

    let onlineStore = withDependencies {
      $0.nthPrime = namedNthPrime("online", calls: calls)
    } operation: {
      Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
    }
    let offlineStore = withDependencies {
      $0.nthPrime = namedNthPrime("offline", calls: calls)
    } operation: {
      Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
    }

    onlineStore.send(.counter(.nthPrimeButtonTapped))
    offlineStore.send(.counter(.nthPrimeButtonTapped))
    return twoCountersReport(reached: calls.value, via: "the dependencies its store was created with")
  }

  /// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. Each
  /// declares it where it uses it, so the root holds and passes nothing; one registration reaches both.
  static func sharedDependency() -> ProbeReport {
    let calls = LockIsolated<[String]>([])
    let registration = withDependencies {
      $0.nthPrime = namedNthPrime("registered", calls: calls)
    } operation: {
      withEscapedDependencies { dependencies in dependencies }
    }
    registration.yield {
      var counter = CounterViewState(count: 7)
      var favoritePrimes: [Int] = []
      _ = counterViewReducer(&counter, .counter(.nthPrimeButtonTapped)).map(runToEnd)
      _ = favoritePrimesAskingReducer(state: &favoritePrimes, action: .nthPrimeButtonTapped(n: 7)).map(runToEnd)
    }
    let registered = nthPrimeCount(in: registration)
    guard calls.value.count == 2 else {
      return ProbeReport(
        probe: .sharedDependency, stage: stage, outcome: "not-reached", cell: "no answer",
        detail: "With nthPrime registered once, \(calls.value.count) of the 2 features reached it.")
    }
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: "declared", cell: "declared, \(registered) registered",
      detail: "The root holds and passes no nthPrime (0): the counter and favorite primes each declare "
        + "@Dependency(\\.nthPrime), and the \(registered) registered value reached both.",
      good: true)
  }

  /// Favorite primes as episode 92's second exercise grows it, asking for the nth prime too. The checkpoint's own
  /// feature does not, so the probe declares the grown feature's reducer the way this stage would.
  private static func favoritePrimesAskingReducer(
    state: inout [Int],
    action: FavoritePrimesAskingAction
  ) -> [Effect<FavoritePrimesAskingAction>] {
    @Dependency(\.nthPrime) var nthPrime
    switch action {
    case .nthPrimeButtonTapped(let n):
      return [nthPrime(n).map(FavoritePrimesAskingAction.nthPrimeResponse)]
    case .nthPrimeResponse:
      return []
    }
  }

  private enum FavoritePrimesAskingAction {
    case nthPrimeButtonTapped(n: Int)
    case nthPrimeResponse(Int?)
  }

  /// The root store, built as the entry point builds it but with doubles (not run).
  @MainActor
  static func storeType() -> ProbeReport {
    let store = withDependencies {
      $0.fileClient = .mock
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      Store(initialValue: AppState(), reducer: appReducer)
    }
    return storeTypeReport(store)
  }

  /// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
  static func overrideIsolation() async -> ProbeReport {
    return await overrideIsolationReport(via: "withDependencies") { double, readWhenItIsTime in
      await withDependencies {
        $0.nthPrime = double
      } operation: {
        await readWhenItIsTime {
          @Dependency(\.nthPrime) var nthPrime
          return nthPrime
        }
      }
    }
  }

  /// What reading `nthPrime` costs where the counter's reducer reads it: `@Dependency(\.nthPrime)`, in the scope
  /// the entry point sets up for the root store. Half the other checkpoints' rounds, still a million reads: a read
  /// here costs hundreds of nanoseconds in a debug build, and the probe should still finish within a second.
  ///
  /// Then, in `reads`, what a read costs in each situation `@Dependency`'s merge meets, declared and read at once
  /// as a reducer does, or read from a `@Dependency` a feature already holds.
  static func readCost() -> ProbeReport {
    let reads = readCostsBySituation()
    return withDependencies {
      $0.fileClient = .mock
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      @Dependency(\.nthPrime) var held
      let heldValue = held
      return readCostReport(
        of: "@Dependency(\\.nthPrime)", rounds: 20, reads: reads,
        reading: {
          @Dependency(\.nthPrime) var nthPrime
          keepRead(nthPrime)
        },
        holding: { keepRead(heldValue) })
    }
  }
}
