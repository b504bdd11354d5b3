import Foundation

/// Which of a key's values a dependency that nobody overrode resolves to.
enum DependencyContext: Sendable {
  case live
  case preview
  case test

  /// The context this process runs in: `test` under `swift test` or Xcode's test runner, `live` otherwise.
  ///
  /// Worked out once, from how the process was started, the way the real library does it:
  /// - Xcode sets `XCTestConfigurationFilePath` (or `XCTestBundlePath`, `XCTestSessionIdentifier`) when it runs
  ///   tests.
  /// - `swift test` on Linux runs the test bundle as an executable named `<Package>PackageTests.xctest`; on macOS
  ///   it runs `xctest` with the bundle's path, and Swift Testing through `swiftpm-testing-helper` or with
  ///   `--testing-library`.
  static let detected: DependencyContext = {
    let process = ProcessInfo.processInfo
    let testRunnerVariables = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
    if testRunnerVariables.contains(where: { process.environment[$0] != nil }) {
      return .test
    }
    let isTestRunner = process.arguments.contains { argument in
      let path = URL(fileURLWithPath: argument)
      return path.pathExtension == "xctest" || path.lastPathComponent == "xctest"
        || path.lastPathComponent == "swiftpm-testing-helper" || argument == "--testing-library"
    }
    return isTestRunner ? .test : .live
  }()
}
