import Effect
import Foundation
import ProbeKit
import Testing

/// The probe kit as a checkpoint uses it: what it prints, and the wording every stage shares.
@Suite struct ProbeKitTests {
  /// A checkpoint whose every probe gives the same fixed answer, so the kit's own behaviour shows.
  private enum FixedProbes: CheckpointProbes {
    static let stage = 4
    static let fixed = ProbeReport(
      probe: .storeType, stage: stage, outcome: "x", cell: ProbeSentence(.noAnswer),
      detail: ProbeSentence(.code, ["code": "S"]))
    static func mockEverything() -> ProbeReport { fixed }
    static func twoCounters() -> ProbeReport { fixed }
    static func sharedDependency() -> ProbeReport { fixed }
    static func storeType() -> ProbeReport { fixed }
    static func overrideIsolation() -> ProbeReport { fixed }
    static func readCost() -> ProbeReport {
      ProbeReport(
        probe: .readCost, stage: stage, outcome: "measured",
        cell: ProbeSentence(.nanosecondsInDebug, ["nanoseconds": "2.0"]),
        detail: ProbeSentence(.bothUsed, ["double": .word(.online)]),
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
    #expect(
      output
        == #"{"cell":{"key":"noAnswer"},"detail":{"key":"code","values":{"code":"S"}},"outcome":"x","#
        + #""probe":"store-type","stage":4}"# + "\n")
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
    let different = FixedProbes.twoCountersReport(reached: ["online", "offline"], via: .word(.itsOwnEnvironment))
    #expect(different.outcome == "different")
    #expect(different.cell == ProbeSentence(.eachUsedItsOwn, ["first": .word(.online), "second": .word(.offline)]))
    #expect(different.good == true)

    let same = FixedProbes.twoCountersReport(reached: ["offline", "offline"], via: "Counter.Current")
    #expect(same.outcome == "same")
    #expect(same.cell == ProbeSentence(.bothUsed, ["double": .word(.offline)]))
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
    #expect(report.cell == ProbeSentence(.aSawAnothersDouble, ["task": "B"]), "A reads after B has overridden")
    #expect(report.good == false)
  }

  @Test func overridesEachTaskKeepsToItselfAreIsolated() async {
    let report = await FixedProbes.overrideIsolationReport(via: .word(.itsOwnEnvironment)) { double, readWhenItIsTime in
      await readWhenItIsTime { double }
    }

    #expect(report.outcome == "isolated")
    #expect(report.cell == ProbeSentence(.eachSawItsOwn))
    #expect(
      report.detail
        == ProbeSentence(
          .eachReadItsOwnOverride, ["mechanism": .word(.itsOwnEnvironment), "readByA": "A", "readByB": "B"]))
  }

  @Test func storeTypeShowsTheShapeAndWhetherTheEnvironmentIsInTheType() {
    struct Environment {}
    struct Store<Value, Action, Env> { var environment: Env }
    struct ErasedStore<Value, Action> { var environment: Any }
    struct PlainStore<Value, Action> {}

    let inType = FixedProbes.storeTypeReport(Store<Int, String, Environment>(environment: Environment()))
    #expect(inType.outcome == "environment-in-type")
    #expect(inType.cell == ProbeSentence(.code, ["code": "Store<S, A, Env>"]))
    let erased = FixedProbes.storeTypeReport(ErasedStore<Int, String>(environment: Environment()))
    #expect(erased.outcome == "environment-erased")
    #expect(erased.cell == ProbeSentence(.code, ["code": "ErasedStore<S, A>"]))
    let none = FixedProbes.storeTypeReport(PlainStore<Int, (Int) -> Effect<Int?>>())
    #expect(none.outcome == "no-environment")
    #expect(none.cell == ProbeSentence(.code, ["code": "PlainStore<S, A>"]), "an arrow's > closes nothing")
  }

  /// A read cost under the resolution shows as `< 1`, whatever the run measured, so that runs of `compare` agree on
  /// a read that costs nothing; from 1 ns on, a tenth of a nanosecond.
  @Test(arguments: [
    (0.0, "< 1"), (0.1, "< 1"), (0.61654, "< 1"), (0.999, "< 1"), (1.0, "1.0"), (2.1, "2.1"), (19.37638, "19.4"),
    (820.0, "820.0"),
  ])
  func aReadCostUnderTheResolutionSaysSo(nanoseconds: Double, shown: String) {
    #expect(readCostResolution == 1)
    #expect(readCostFigure(nanoseconds: nanoseconds) == shown)
  }

  @Test func theFigureInTheCellAndTheSentenceIsTheOneRule() {
    let nothing: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let report = FixedProbes.readCostReport(
      of: "nthPrime", rounds: 1, reading: { keepRead(nothing) }, holding: { keepRead(nothing) })
    let shown = readCostFigure(nanoseconds: report.nanoseconds ?? -1)
    #expect(report.cell.values["nanoseconds"] == .verbatim(shown))
    #expect(report.detail.values["nanoseconds"] == .verbatim(shown))
  }

  @Test func readCostIsMeasuredWithItsConfiguration() {
    let nthPrime: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let report = FixedProbes.readCostReport(
      of: "nthPrime", rounds: 2, reading: { keepRead(nthPrime) }, holding: { keepRead(nthPrime) })

    #expect(report.outcome == "measured")
    #expect((report.nanoseconds ?? -1) >= 0)
    #expect(["debug", "release"].contains(report.configuration))
    #expect(report.detail.values["rounds"] == "2" && report.detail.values["reads"] == "50000")
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
    let kept = FixedProbes.twoCountersReport(via: .word(.itsOwnEnvironment)) { nthPrime in
      { _ = runToEnd(nthPrime(7)) }
    }
    #expect(kept.cell == ProbeSentence(.eachUsedItsOwn, ["first": .word(.online), "second": .word(.offline)]))
    #expect(kept.outcome == "different")

    // A counter that reads one shared place when tapped sees whichever double was put there last.
    let shared = LockIsolated<(Int) -> Effect<Int?>>({ _ in .sync { nil } })
    let global = FixedProbes.twoCountersReport(via: "one shared place") { nthPrime in
      shared.withValue { $0 = nthPrime }
      return { _ = runToEnd(shared.value(7)) }
    }
    #expect(global.cell == ProbeSentence(.bothUsed, ["double": .word(.offline)]))
    #expect(global.outcome == "same")
  }

  @Test @MainActor func aScenarioThatWritesTheLiveFileIsLiveReachedAndItsFolderIsRemoved() async throws {
    let folder = LockIsolated<URL?>(nil)
    let written = await FixedProbes.liveFileReport(
      onlyDoubled: "Current.nthPrime", was: .replacedField, stayedLive: "the file client"
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
        == ProbeSentence(
          .replacedAndLiveFileWritten, ["dependency": "Current.nthPrime", "environment": "the file client"]))
    let dataDirectory = try #require(folder.value)
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.path), "the throwaway folder is gone")

    let untouched = await FixedProbes.liveFileReport(onlyDoubled: "x", was: .overriddenEntry, stayedLive: "y") { _ in }
    #expect(untouched.outcome == "not-reached")
    #expect(untouched.detail == ProbeSentence(.overriddenAndNoFileWritten, ["dependency": "x"]))
  }

  @Test func aForgottenDependencyIsReportedByNameUnlessTheLiveFileWasWritten() {
    let message = "@Dependency(\\.fileClient) has no test implementation, but was accessed from a test context. More."
    let reported = FixedProbes.forgottenDependencyReport(reported: [message], wroteLiveFile: false)
    #expect(reported.outcome == "reported")
    #expect(reported.cell == ProbeSentence(.reportedDependency, ["dependency": "fileClient"]))
    #expect(
      reported.detail.values["message"]
        == "@Dependency(\\.fileClient) has no test implementation, but was accessed from a test context",
      "the first sentence only")

    #expect(FixedProbes.forgottenDependencyReport(reported: [message], wroteLiveFile: true).outcome == "live-reached")
    #expect(FixedProbes.forgottenDependencyReport(reported: [], wroteLiveFile: false).outcome == "not-reached")
  }

  @Test func sharedDependencyCountsWhatTheRootHolds() {
    struct CounterEnvironment { var nthPrime: (Int) -> Effect<Int?> }
    let nested = FixedProbes.nestedEnvironmentsReport(counter: { CounterEnvironment(nthPrime: $0) }, fileClient: 0)
    #expect(nested.cell == ProbeSentence(.rootHolds, ["count": "2"]))
    #expect(nested.good == false)

    let nthPrime: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let flat = FixedProbes.flatRootReport((fileClient: 0, nthPrime: nthPrime))
    #expect(flat.cell == ProbeSentence(.rootHolds, ["count": "1"]))
    #expect(flat.detail == ProbeSentence(.flatRootHoldsOnce))

    let globals = FixedProbes.separateGlobalsReport([CounterEnvironment(nthPrime: nthPrime), 0])
    #expect(globals.cell == ProbeSentence(.globalsToSet, ["count": "1"]), "only globals holding nthPrime count")
  }

  @Test func featuresReadingWhereTheyUseItMustBothBeReached() {
    #expect(FixedProbes.declaredReport(reached: ["registered", "registered"], registered: 1).outcome == "declared")
    #expect(
      FixedProbes.oneGlobalReport(reached: ["written", "written"], rootHolds: 0).cell
        == ProbeSentence(.globalToSet, ["count": "1"]))

    let missed = FixedProbes.oneGlobalReport(reached: ["written"], rootHolds: 0)
    #expect(missed.outcome == "not-reached")
    #expect(missed.detail == ProbeSentence(.writtenOnceReachedFewer, ["count": "1"]))
  }

  @Test func theGrownFavoritePrimesRunsWhatItReads() {
    let calls = LockIsolated<[String]>([])
    favoritePrimesAskForThe7thPrime { namedNthPrime("read", calls: calls) }

    #expect(calls.value == ["read"])
  }
}
