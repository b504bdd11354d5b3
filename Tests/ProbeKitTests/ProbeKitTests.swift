import Effect
import Foundation
import ProbeKit
import Testing

/// The probe kit as a checkpoint uses it: what it prints, and the wording every stage shares.
@Suite struct ProbeKitTests {
  /// A checkpoint whose every probe gives the same fixed answer, so the kit's own behaviour shows.
  private enum FixedProbes: CheckpointProbes {
    static let stage = 4
    static let fixed = ProbeReport(probe: .storeType, stage: stage, outcome: "x", cell: "c", detail: "d")
    static func mockEverything() -> ProbeReport { fixed }
    static func twoCounters() -> ProbeReport { fixed }
    static func sharedDependency() -> ProbeReport { fixed }
    static func storeType() -> ProbeReport { fixed }
    static func overrideIsolation() -> ProbeReport { fixed }
    static func readCost() -> ProbeReport {
      ProbeReport(
        probe: .readCost, stage: stage, outcome: "measured", cell: "2.0 ns (debug)", detail: "It cost 2.0 ns.",
        quote: ProbeReport.Quote(file: "App/AppEnvironment.swift", symbol: "AppEnvironment"), nanoseconds: 2,
        configuration: "debug")
    }
  }

  @MainActor
  private func answer(_ name: String) async -> (status: Int32, output: String, errorOutput: String) {
    var output = ""
    var errorOutput = ""
    let status = await FixedProbes.answer(
      probeNamed: name, write: { output += $0 }, writeError: { errorOutput += $0 })
    return (status, output, errorOutput)
  }

  @Test @MainActor func anAnswerIsOneLineOfJSONWithSortedKeysAndNoAbsentFields() async {
    let (status, output, errorOutput) = await answer("store-type")

    #expect(status == 0)
    #expect(output == #"{"cell":"c","detail":"d","outcome":"x","probe":"store-type","stage":4}"# + "\n")
    #expect(errorOutput == "")
  }

  @Test @MainActor func anUnknownProbeIsExit2WithNothingOnStandardOutput() async {
    let (status, output, errorOutput) = await answer("teleport")

    #expect(status == 2)
    #expect(output == "")
    #expect(
      errorOutput
        == "Unknown probe \"teleport\". The probes are mock-everything, two-counters, shared-dependency, "
        + "store-type, override-isolation, read-cost.\n")
  }

  @Test @MainActor func whatACheckpointWritesIsWhatEpisode91Reads() async throws {
    let (_, output, _) = await answer("read-cost")

    #expect(try JSONDecoder().decode(ProbeReport.self, from: Data(output.utf8)) == FixedProbes.readCost())
    #expect(output.contains(#""file":"App/AppEnvironment.swift""#), "slashes are not escaped")
  }

  @Test func twoCountersSaysWhetherTheCountersReachedDifferentDoubles() {
    let different = FixedProbes.twoCountersReport(reached: ["online", "offline"], via: "its environment")
    #expect(different.outcome == "different")
    #expect(different.cell == "online + offline")
    #expect(different.good == true)

    let same = FixedProbes.twoCountersReport(reached: ["offline", "offline"], via: "Counter.Current")
    #expect(same.outcome == "same")
    #expect(same.cell == "both used offline")
    #expect(same.good == false)

    #expect(FixedProbes.twoCountersReport(reached: [], via: "x").outcome == "not-reached")
  }

  @Test func overridesInOneSharedPlaceLeak() async {
    let shared = LockIsolated<(Int) -> Effect<Int?>>({ _ in .sync { nil } })
    let report = await FixedProbes.overrideIsolationReport(via: "one shared place") { double, readWhenItIsTime in
      shared.withValue { $0 = double }
      await readWhenItIsTime { shared.value }
    }

    #expect(report.outcome == "leaked")
    #expect(report.cell == "A saw B's double", "A reads after B has overridden")
    #expect(report.good == false)
  }

  @Test func overridesEachTaskKeepsToItselfAreIsolated() async {
    let report = await FixedProbes.overrideIsolationReport(via: "its own environment") { double, readWhenItIsTime in
      await readWhenItIsTime { double }
    }

    #expect(report.outcome == "isolated")
    #expect(report.cell == "each saw its own")
    #expect(report.detail.hasSuffix("through its own environment (A read A's, B read B's)."))
  }

  @Test func storeTypeShowsTheShapeAndWhetherTheEnvironmentIsInTheType() {
    struct Environment {}
    struct Store<Value, Action, Env> { var environment: Env }
    struct ErasedStore<Value, Action> { var environment: Any }
    struct PlainStore<Value, Action> {}

    let inType = FixedProbes.storeTypeReport(Store<Int, String, Environment>(environment: Environment()))
    #expect(inType.outcome == "environment-in-type")
    #expect(inType.cell == "Store<S, A, Env>")
    let erased = FixedProbes.storeTypeReport(ErasedStore<Int, String>(environment: Environment()))
    #expect(erased.outcome == "environment-erased")
    #expect(erased.cell == "ErasedStore<S, A>")
    let none = FixedProbes.storeTypeReport(PlainStore<Int, (Int) -> Effect<Int?>>())
    #expect(none.outcome == "no-environment")
    #expect(none.cell == "PlainStore<S, A>", "an arrow's > closes nothing")
  }

  @Test func readCostIsMeasuredWithItsConfiguration() {
    let nthPrime: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let report = FixedProbes.readCostReport(
      of: "nthPrime", rounds: 2, reading: { keepRead(nthPrime) }, holding: { keepRead(nthPrime) })

    #expect(report.outcome == "measured")
    #expect((report.nanoseconds ?? -1) >= 0)
    #expect(["debug", "release"].contains(report.configuration))
    #expect(report.detail.contains("the fastest of 2 rounds of 50000 reads"))
  }

  @Test func nthPrimeIsCountedAllTheWayDownWhetherSendableOrNot() {
    struct Counter { var nthPrime: (Int) -> Effect<Int?> }
    struct Favorites { var nthPrime: @Sendable (Int) -> Effect<Int?> }
    let calls = LockIsolated<[String]>([])
    let root = (
      counter: Counter(nthPrime: { _ in .sync { 1 } }), favorites: Favorites(nthPrime: namedNthPrime("a", calls: calls))
    )

    #expect(nthPrimeCount(in: root) == 2)
    #expect(nthPrimeCount(in: 7) == 0)
  }

  @Test func aNamedDoubleWritesItsNameWhenItAnswers() {
    let calls = LockIsolated<[String]>([])

    #expect(runToEnd(namedNthPrime("online", calls: calls)(7)) == [17])
    #expect(calls.value == ["online"])
  }

  @Test @MainActor func twoCountersCreatesBothThenTapsOnlineFirst() {
    let kept = FixedProbes.twoCountersReport(via: "its own environment") { nthPrime in
      { _ = runToEnd(nthPrime(7)) }
    }
    #expect(kept.cell == "online + offline")
    #expect(kept.outcome == "different")

    // A counter that reads one shared place when tapped sees whichever double was put there last.
    let shared = LockIsolated<(Int) -> Effect<Int?>>({ _ in .sync { nil } })
    let global = FixedProbes.twoCountersReport(via: "one shared place") { nthPrime in
      shared.withValue { $0 = nthPrime }
      return { _ = runToEnd(shared.value(7)) }
    }
    #expect(global.cell == "both used offline")
    #expect(global.outcome == "same")
  }

  @Test @MainActor func aScenarioThatWritesTheLiveFileIsLiveReachedAndItsFolderIsRemoved() async throws {
    let folder = LockIsolated<URL?>(nil)
    let written = await FixedProbes.liveFileReport(
      onlyDoubled: "Current.nthPrime", was: "replaced", stayedLive: "the file client"
    ) { dataDirectory in
      folder.withValue { $0 = dataDirectory }
      // What a live file client does: it creates the folder and saves into it.
      try? FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
      try? Data("[]".utf8).write(to: dataDirectory.appendingPathComponent("favorite-primes.json"))
    }

    #expect(written.outcome == "live-reached")
    #expect(written.good == false)
    #expect(
      written.detail
        == "Only Current.nthPrime was replaced; the file client stayed live, wrote favorite-primes.json, and nothing "
        + "reported it.")
    let dataDirectory = try #require(folder.value)
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.path), "the throwaway folder is gone")

    let untouched = await FixedProbes.liveFileReport(onlyDoubled: "x", was: "overridden", stayedLive: "y") { _ in }
    #expect(untouched.outcome == "not-reached")
    #expect(untouched.detail == "With only x overridden, the scenario wrote no file.")
  }

  @Test func aForgottenDependencyIsReportedByNameUnlessTheLiveFileWasWritten() {
    let message = "@Dependency(\\.fileClient) has no test implementation, but was accessed from a test context. More."
    let reported = FixedProbes.forgottenDependencyReport(reported: [message], wroteLiveFile: false)
    #expect(reported.outcome == "reported")
    #expect(reported.cell == "reported fileClient")
    #expect(reported.detail.contains("recorded \"@Dependency(\\.fileClient) has no test implementation, but was "))
    #expect(!reported.detail.contains("More"), "the first sentence only")

    #expect(FixedProbes.forgottenDependencyReport(reported: [message], wroteLiveFile: true).outcome == "live-reached")
    #expect(FixedProbes.forgottenDependencyReport(reported: [], wroteLiveFile: false).outcome == "not-reached")
  }

  @Test func sharedDependencyCountsWhatTheRootHolds() {
    struct CounterEnvironment { var nthPrime: (Int) -> Effect<Int?> }
    let nested = FixedProbes.nestedEnvironmentsReport(counter: { CounterEnvironment(nthPrime: $0) }, fileClient: 0)
    #expect(nested.cell == "root holds 2")
    #expect(nested.good == false)

    let nthPrime: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let flat = FixedProbes.flatRootReport((fileClient: 0, nthPrime: nthPrime))
    #expect(flat.cell == "root holds 1")
    #expect(flat.detail.hasPrefix("The flat root tuple holds nthPrime once,"))

    let globals = FixedProbes.separateGlobalsReport([CounterEnvironment(nthPrime: nthPrime), 0], named: "two globals")
    #expect(globals.cell == "1 globals to set", "only globals holding nthPrime count")
  }

  @Test func featuresReadingWhereTheyUseItMustBothBeReached() {
    #expect(FixedProbes.declaredReport(reached: ["registered", "registered"], registered: 1).outcome == "declared")
    #expect(FixedProbes.oneGlobalReport(reached: ["written", "written"], rootHolds: 0).cell == "1 global to set")

    let missed = FixedProbes.oneGlobalReport(reached: ["written"], rootHolds: 0)
    #expect(missed.outcome == "not-reached")
    #expect(missed.detail == "With nthPrime written once, 1 of the 2 features reached it.")
  }

  @Test func theGrownFavoritePrimesRunsWhatItReads() {
    let calls = LockIsolated<[String]>([])
    favoritePrimesAskForThe7thPrime { namedNthPrime("read", calls: calls) }

    #expect(calls.value == ["read"])
  }
}
