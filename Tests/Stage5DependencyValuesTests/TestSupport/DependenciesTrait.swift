import Testing
import XCTest

@testable import Stage5DependencyValues

/// What every suite of this target's own tests is marked with (the exercises' suites run checks
/// that set up their own), `@Suite(.dependencies)`: this workbook's own trait, named after
/// the real library's. For each test it starts from fresh values with an empty cache of default
/// values (so a value one test's work builds up never reaches another test), applies the trait's
/// overrides, and installs the reporter that records a dependency's issue as that test's failure.
///
/// The real `.dependencies` trait (in `DependenciesTestSupport`) does the first two: it starts each
/// test from a fresh `DependencyValues()`, which has an empty cache, and applies the updates. It
/// installs no reporter: in the real library, IssueReporting's `reportIssue` records an issue as a
/// failure of the running test, in Swift Testing or XCTest, with or without the trait. This app
/// cannot import a test framework, so the test target installs one.
///
/// `.dependency(\.nthPrime, …)` does the same and also overrides one dependency for the whole test,
/// like the real library's `.dependency(_:_:)`: `@Test(.dependency(\.nthPrime, { _ in .sync { 5 }
/// }))`. As there, the value is an autoclosure, evaluated afresh for each test and each argument of
/// a parameterized test: a stateful value (a counter, an incrementing generator) given to a whole
/// suite starts over in every test.
///
/// A test without it still cannot pass silently: with no reporter installed, the app's
/// `reportIssue` writes the issue to standard error and makes the test run fail when it exits.
struct DependenciesTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  fileprivate let updateValues: @Sendable (inout DependencyValues) -> Void

  /// Whether no trait of this kind has set up the running test yet. The outermost one starts from
  /// fresh values; a trait inside it (a test's `.dependency` in a `@Suite(.dependencies)`) only
  /// adds its overrides.
  @TaskLocal private static var isOutermost = true

  /// One scope per test case; none around a whole suite, whose tests each get their own.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> DependenciesTrait? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await IssueReporter.$current.withValue(.recordingTestFailures) {
      try await withDependencies {
        if Self.isOutermost {
          $0 = DependencyValues()
        }
        updateValues(&$0)
      } operation: {
        try await Self.$isOutermost.withValue(false) {
          try await function()
        }
      }
    }
  }
}

extension Trait where Self == DependenciesTrait {
  static var dependencies: DependenciesTrait { DependenciesTrait { _ in } }

  /// Overrides the dependency at `keyPath` with `value`, evaluated anew for each test (and each
  /// argument) this trait applies to.
  static func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () -> Value
  ) -> DependenciesTrait {
    DependenciesTrait { $0[keyPath: keyPath] = value() }
  }
}

extension IssueReporter {
  /// Records each issue as a failure of the running test: with Swift Testing when one of its tests
  /// is running, otherwise with XCTest.
  static let recordingTestFailures = IssueReporter { message, location in
    if Test.current != nil {
      let sourceLocation = SourceLocation(
        fileID: "\(location.fileID)",
        filePath: "\(location.filePath)",
        line: Int(location.line),
        column: Int(location.column)
      )
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
      XCTFail(message, file: location.filePath, line: location.line)
    }
  }
}
