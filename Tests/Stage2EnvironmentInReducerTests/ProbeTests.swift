import Foundation
import PrimeTimeTerminal
import ProbeKit
import XCTest

@testable import Stage2EnvironmentInReducer

/// `--probe <name>` answers in the format `Episode91 compare` reads, and measures what this stage should: the
/// compiler demands the whole environment, each store and task has its own, the nested root holds `nthPrime` once
/// per feature, and the store's type names the environment.
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
    XCTAssertEqual(answer.stage, 2, file: file, line: line)
    return answer
  }

  @MainActor
  func testMockEverythingIsRefusedByTheCompilerAndQuotesWhatItDemands() async throws {
    let answer = try await probe("mock-everything")

    XCTAssertEqual(answer.outcome, "refused-by-compiler")
    XCTAssertEqual(answer.good, true)
    XCTAssertEqual(answer.cell, ProbeSentence(.wontCompile))
    XCTAssertEqual(
      answer.detail,
      ProbeSentence(.demandsEveryField, ["environment": "AppEnvironment", "fields": "counter, favoritePrimes"]))
    let quote = try XCTUnwrap(answer.quote)
    XCTAssertEqual(quote.symbol, "AppEnvironment")
    let checkpoint = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Episodes/Stage2EnvironmentInReducer")
    let source = try String(contentsOf: checkpoint.appendingPathComponent(quote.file), encoding: .utf8)
    XCTAssertTrue(source.contains("struct AppEnvironment {"), "the quoted file declares it")
  }

  @MainActor
  func testTwoCountersReachTheirOwnDoubles() async throws {
    let answer = try await probe("two-counters")

    XCTAssertEqual(answer.outcome, "different")
    XCTAssertEqual(answer.cell, ProbeSentence(.eachUsedItsOwn, ["first": .word(.online), "second": .word(.offline)]))
    XCTAssertEqual(answer.good, true)
  }

  @MainActor
  func testSharedDependencyIsHeldTwiceByTheNestedRoot() async throws {
    let answer = try await probe("shared-dependency")

    XCTAssertEqual(answer.outcome, "passed-down")
    XCTAssertEqual(answer.cell, ProbeSentence(.rootHolds, ["count": "2"]))
    XCTAssertEqual(answer.good, false)
  }

  @MainActor
  func testStoreTypeNamesTheEnvironment() async throws {
    let answer = try await probe("store-type")

    XCTAssertEqual(answer.outcome, "environment-in-type")
    XCTAssertEqual(answer.cell, ProbeSentence(.code, ["code": "Store<S, A, Env>"]))
    XCTAssertEqual(answer.detail.values["type"], "Store<AppState, AppAction, AppEnvironment>")
    XCTAssertEqual(answer.good, false)
  }

  @MainActor
  func testOverrideIsolationIsolates() async throws {
    let answer = try await probe("override-isolation")

    XCTAssertEqual(answer.outcome, "isolated")
    XCTAssertEqual(answer.cell, ProbeSentence(.eachSawItsOwn))
    XCTAssertEqual(answer.good, true)
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
  func testAnUnknownProbeIsAUsageErrorWithNothingOnStandardOutput() async {
    let console = TestConsole()
    let status = await PrimeTimeProbes.answer(
      probeNamed: "teleport", write: console.console.write, writeError: console.console.writeError)

    XCTAssertEqual(status, 2)
    XCTAssertEqual(console.output, "")
    XCTAssertTrue(console.errorOutput.contains(#"Unknown probe "teleport""#), console.errorOutput)
  }
}
