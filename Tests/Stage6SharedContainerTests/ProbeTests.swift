import Effect
import Foundation
import PrimeTimeDomain
import PrimeTimeTerminal
import ProbeKit
import Testing

@testable import Stage6SharedContainer

/// `--probe <name>` answers in the format `Episode91 compare` reads, and measures what this stage should: a
/// forgotten dependency goes live unreported, every store and task shares one `nthPrime`, one global entry is
/// set for both features, and a read costs a trip through the container's queue.
@Suite(.serialized, .restoresDependencies)
@MainActor
struct ProbeTests {
  /// Runs the program with `--probe name` and checks the rules every answer follows.
  private func probe(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ProbeReport {
    let console = TestConsole()
    let status = await PrimeTimeProbes.answer(
      probeNamed: name, write: console.console.write, writeError: console.console.writeError)

    #expect(status == 0, "\(console.errorOutput)", sourceLocation: sourceLocation)
    #expect(console.output.filter { $0 == "\n" }.count == 1, "one line of JSON", sourceLocation: sourceLocation)
    let answer = try JSONDecoder().decode(ProbeReport.self, from: Data(console.output.utf8))
    #expect(answer.probe == name, sourceLocation: sourceLocation)
    #expect(answer.stage == 6, sourceLocation: sourceLocation)
    return answer
  }

  @Test func mockEverythingReachesTheLiveFileClient() async throws {
    let answer = try await probe("mock-everything")

    #expect(answer.outcome == "live-reached")
    #expect(answer.good == false)
    #expect(answer.cell == ProbeSentence(.liveFileWritten))
  }

  @Test func twoCountersBothReachTheLastWrittenDouble() async throws {
    let answer = try await probe("two-counters")

    #expect(answer.outcome == "same")
    #expect(answer.cell == ProbeSentence(.bothUsed, ["double": .word(.offline)]))
    #expect(answer.good == false)
  }

  @Test func sharedDependencyIsOneGlobalToSet() async throws {
    let answer = try await probe("shared-dependency")

    #expect(answer.outcome == "global")
    #expect(answer.cell == ProbeSentence(.globalToSet, ["count": "1"]))
    #expect(answer.good == false)
  }

  @Test func storeTypeIsAStateStoreWithNoEnvironment() async throws {
    let answer = try await probe("store-type")

    #expect(answer.outcome == "no-environment")
    #expect(answer.cell == ProbeSentence(.code, ["code": "StateStore<S, A>"]))
    #expect(answer.detail.values["type"] == "StateStore<AppState, AppAction>")
    #expect(answer.good == nil)
  }

  @Test func overrideIsolationLeaks() async throws {
    let answer = try await probe("override-isolation")

    #expect(answer.outcome == "leaked")
    #expect(answer.cell == ProbeSentence(.aSawAnothersDouble, ["task": "B"]))
    #expect(answer.good == false)
  }

  @Test func readCostIsMeasuredAndLabelled() async throws {
    let answer = try await probe("read-cost")

    #expect(answer.outcome == "measured")
    let nanoseconds = try #require(answer.nanoseconds)
    #expect(nanoseconds >= 0)
    let configuration = try #require(answer.configuration)
    #expect(["debug", "release"].contains(configuration), "\(configuration)")
    #expect(answer.cell.key == (configuration == "debug" ? .nanosecondsInDebug : .nanosecondsInRelease))
  }

  /// The probes write the containers as this stage's tests do, so they put back what they found.
  @Test func probesPutTheEntriesBack() async throws {
    let root = StateStore(initialValue: AppState(count: 3), reducer: appReducer)
    SharedStores[\.root] = root
    Dependencies[\.fileClient] = .mock
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }

    for name in ["mock-everything", "two-counters", "shared-dependency", "store-type", "override-isolation"] {
      _ = try await probe(name)
    }

    #expect(runToCompletion(Dependency[\.nthPrime](7)).outputs == [17], "still the test's double")
    let loaded = runToCompletion(Dependency[\.fileClient].load("favorite-primes.json")).outputs
    #expect(loaded == [try JSONEncoder().encode([2, 31])], "still the mock")
    #expect(StoreOf[\.root] === root)
  }

  @Test func anUnknownProbeIsAUsageErrorWithNothingOnStandardOutput() async {
    let console = TestConsole()
    let status = await PrimeTimeProbes.answer(
      probeNamed: "teleport", write: console.console.write, writeError: console.console.writeError)

    #expect(status == 2)
    #expect(console.output == "")
    #expect(console.errorOutput.contains(#"Unknown probe "teleport""#), "\(console.errorOutput)")
  }
}
