import Foundation
import PrimeTimeTerminal
import ProbeKit
import Testing

@testable import Stage5DependencyValues

/// `--probe <name>` answers in the format `Episode91 compare` reads, and measures what this stage should: a
/// forgotten dependency is reported, each store and task keeps its own overrides, features declare what they
/// use, and a read costs a task-local lookup.
@Suite(.dependencies)
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
    #expect(answer.stage == 5, sourceLocation: sourceLocation)
    return answer
  }

  @Test func mockEverythingReportsTheForgottenFileClient() async throws {
    let answer = try await probe("mock-everything")

    #expect(answer.outcome == "reported")
    #expect(answer.good == true)
    #expect(answer.cell == ProbeSentence(.reportedDependency, ["dependency": "fileClient"]))
    let message = answer.detail.values["message"]?.verbatimText ?? ""
    #expect(message.contains("@Dependency(\\.fileClient) has no test implementation"), "\(answer.detail)")
  }

  @Test func twoCountersEachReachTheirOwnDouble() async throws {
    let answer = try await probe("two-counters")

    #expect(answer.outcome == "different")
    #expect(answer.cell == ProbeSentence(.eachUsedItsOwn, ["first": .word(.online), "second": .word(.offline)]))
    #expect(answer.good == true)
  }

  @Test func sharedDependencyIsDeclaredByEachFeature() async throws {
    let answer = try await probe("shared-dependency")

    #expect(answer.outcome == "declared")
    #expect(answer.cell == ProbeSentence(.declaredAndRegistered, ["count": "1"]))
    #expect(answer.good == true)
  }

  @Test func storeTypeHasNoEnvironment() async throws {
    let answer = try await probe("store-type")

    #expect(answer.outcome == "no-environment")
    #expect(answer.cell == ProbeSentence(.code, ["code": "Store<S, A>"]))
    #expect(answer.detail.values["type"] == "Store<AppState, AppAction>")
    #expect(answer.good == nil)
  }

  @Test func overrideIsolationKeepsEachTasksOwn() async throws {
    let answer = try await probe("override-isolation")

    #expect(answer.outcome == "isolated")
    #expect(answer.cell == ProbeSentence(.eachSawItsOwn))
    #expect(answer.good == true)
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

  @Test func anUnknownProbeIsAUsageErrorWithNothingOnStandardOutput() async {
    let console = TestConsole()
    let status = await PrimeTimeProbes.answer(
      probeNamed: "teleport", write: console.console.write, writeError: console.console.writeError)

    #expect(status == 2)
    #expect(console.output == "")
    #expect(console.errorOutput.contains(#"Unknown probe "teleport""#), "\(console.errorOutput)")
  }
}
