import Effect
import Foundation
import PrimeTimeDomain
import ProbeKit

/// The problems episodes 91–93 set out to solve, measured the way this stage writes features and tests.
enum PrimeTimeProbes: CheckpointProbes {
  static let stage = 5

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
    let wroteLiveFile = !liveFileExisted && FileManager.default.fileExists(atPath: liveFile.path)
    return forgottenDependencyReport(reported: reported.value, wroteLiveFile: wroteLiveFile)
  }

  /// Two counter stores, one created in a scope with the online `nthPrime` and one with the offline one, each
  /// asked for the 7th prime after its scope has ended.
  @MainActor
  static func twoCounters() -> ProbeReport {
    twoCountersReport(via: .word(.theDependenciesItsStoreWasCreatedWith)) { nthPrime in
      let store = withDependencies {
        $0.nthPrime = nthPrime
      } operation: {
        Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
      }
      return { store.send(.counter(.nthPrimeButtonTapped)) }
    }
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
      _ = counterViewReducer(&counter, .counter(.nthPrimeButtonTapped)).map(runToEnd)
      // The grown favorite primes declares it the same way, where it reads it.
      favoritePrimesAskForThe7thPrime {
        @Dependency(\.nthPrime) var nthPrime
        return nthPrime
      }
    }
    return declaredReport(reached: calls.value, registered: nthPrimeCount(in: registration))
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
    return await overrideIsolationReport(via: .verbatim("withDependencies")) { double, readWhenItIsTime in
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
  /// here costs about a microsecond in a debug build, so every 20 rounds of 50,000 reads add a second.
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

  /// The app's integration scenario: ask for the nth prime, then load and save the favorite primes.
  private static let integrationScenario: [AppAction] = [
    .counterView(.counter(.nthPrimeButtonTapped)),
    .favoritePrimes(.loadButtonTapped),
    .favoritePrimes(.saveButtonTapped),
  ]
}
