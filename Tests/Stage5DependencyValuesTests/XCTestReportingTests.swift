import XCTest

@testable import Stage5DependencyValues

/// The same report under XCTest, for a test target that has not moved to Swift Testing: with no
/// Swift Testing test running, the test reporter falls back to `XCTFail`, and the test case fails.
/// This case catches its own failures instead of failing, to check what they say.
final class XCTestReportingTests: XCTestCase {
  private var failures: [String] = []

  #if canImport(Darwin)
    // Apple's XCTest reports every failure as an `XCTIssue` through `record(_:)`; the older
    // `recordFailure(withDescription:inFile:atLine:expected:)` is deprecated there.
    override func record(_ issue: XCTIssue) {
      failures.append(issue.compactDescription)
    }
  #else
    // swift-corelibs-xctest (Linux) has no `XCTIssue`: failures arrive here.
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      failures.append(description)
    }
  #endif

  func testAnUnOverriddenDependencyFailsTheXCTestCase() {
    IssueReporter.$current.withValue(.recordingTestFailures) {
      DependencyValues.$current.withValue(DependencyValues()) {
        @Dependency(\.fileClient) var fileClient
        _ = fileClient.load("favorite-primes.json")
      }
    }

    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.contains("@Dependency(\\.fileClient) has no test implementation") == true,
      "\(failures)")
  }
}
