import Effect
import Foundation
import PrimeTimeTerminal
import ProbeKit
import XCTest

@testable import Stage1GlobalCurrent

/// `--probe <name>` answers in the format `Episode91 compare` reads, and measures what this stage should: the
/// global `Current` reaches live dependencies, holds one `nthPrime` for every store and task, and costs a
/// global read.
final class ProbeTests: XCTestCase {
  /// Runs the program with `--probe name` and checks the rules every answer follows.
  @MainActor
  private func probe(_ name: String, file: StaticString = #filePath, line: UInt = #line) async throws -> ProbeReport {
    let console = TestConsole()
    let status = await PrimeTimeProbes.answer(
      probeNamed: name, write: console.console.write, writeError: console.console.writeError)

    XCTAssertEqual(status, 0, console.errorOutput, file: file, line: line)
    XCTAssertEqual(console.output.filter { $0 == "\n" }.count, 1, "one line of JSON", file: file, line: line)
    let answer = try JSONDecoder().decode(ProbeReport.self, from: Data(console.output.utf8))
    XCTAssertEqual(answer.probe, name, file: file, line: line)
    XCTAssertEqual(answer.stage, 1, file: file, line: line)
    return answer
  }

  @MainActor
  func testMockEverythingReachesTheLiveFileClient() async throws {
    let answer = try await probe("mock-everything")

    XCTAssertEqual(answer.outcome, "live-reached")
    XCTAssertEqual(answer.good, false)
    XCTAssertEqual(answer.cell, ProbeSentence(.liveFileWritten))
  }

  @MainActor
  func testTwoCountersBothReachTheLastInstalledDouble() async throws {
    let answer = try await probe("two-counters")

    XCTAssertEqual(answer.outcome, "same")
    XCTAssertEqual(answer.cell, ProbeSentence(.bothUsed, ["double": .word(.offline)]))
    XCTAssertEqual(answer.good, false)
  }

  @MainActor
  func testSharedDependencyIsTwoGlobalsToSet() async throws {
    let answer = try await probe("shared-dependency")

    XCTAssertEqual(answer.outcome, "global")
    XCTAssertEqual(answer.cell, ProbeSentence(.globalsToSet, ["count": "2"]))
    XCTAssertEqual(answer.good, false)
  }

  @MainActor
  func testStoreTypeHasNoEnvironment() async throws {
    let answer = try await probe("store-type")

    XCTAssertEqual(answer.outcome, "no-environment")
    XCTAssertEqual(answer.cell, ProbeSentence(.code, ["code": "Store<S, A>"]))
    XCTAssertEqual(answer.detail.values["type"], "Store<AppState, AppAction>")
    XCTAssertNil(answer.good)
  }

  @MainActor
  func testOverrideIsolationLeaks() async throws {
    let answer = try await probe("override-isolation")

    XCTAssertEqual(answer.outcome, "leaked")
    XCTAssertEqual(answer.cell, ProbeSentence(.aSawAnothersDouble, ["task": "B"]))
    XCTAssertEqual(answer.good, false)
  }

  @MainActor
  func testReadCostIsMeasuredAndLabelled() async throws {
    let answer = try await probe("read-cost")

    XCTAssertEqual(answer.outcome, "measured")
    let nanoseconds = try XCTUnwrap(answer.nanoseconds)
    XCTAssertGreaterThanOrEqual(nanoseconds, 0)
    let configuration = try XCTUnwrap(answer.configuration)
    XCTAssertTrue(["debug", "release"].contains(configuration), configuration)
    XCTAssertEqual(answer.cell.key, configuration == "debug" ? .nanosecondsInDebug : .nanosecondsInRelease)
  }

  @MainActor
  func testProbesPutTheGlobalsBack() async throws {
    let counterEnvironmentBefore = Counter.Current
    let favoritePrimesEnvironmentBefore = FavoritePrimes.Current
    defer {
      Counter.Current = counterEnvironmentBefore
      FavoritePrimes.Current = favoritePrimesEnvironmentBefore
    }
    Counter.Current = .mock
    FavoritePrimes.Current = .mock

    for name in ["mock-everything", "two-counters", "override-isolation"] {
      _ = try await probe(name)
    }

    XCTAssertEqual(runToCompletion(Counter.Current.nthPrime(7)).outputs, [17], "still the mock")
    let loaded = runToCompletion(FavoritePrimes.Current.fileClient.load("favorite-primes.json")).outputs
    let mockFavorites = try JSONEncoder().encode([2, 31])
    XCTAssertEqual(loaded, [mockFavorites], "still the mock")
  }

  @MainActor
  func testAnUnknownProbeIsAUsageErrorWithNothingOnStandardOutput() async {
    let console = TestConsole()
    let status = await PrimeTimeProbes.answer(
      probeNamed: "teleport", write: console.console.write, writeError: console.console.writeError)

    XCTAssertEqual(status, 2)
    XCTAssertEqual(console.output, "")
    XCTAssertTrue(console.errorOutput.contains(#"Unknown probe "teleport""#), console.errorOutput)
  }
}
