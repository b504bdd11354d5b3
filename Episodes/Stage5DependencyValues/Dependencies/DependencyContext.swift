import Foundation

/// Which of a key's values a dependency that nobody overrode resolves to.
enum DependencyContext: Sendable {
  case live
  case preview
  case test

  /// The context this process runs in, worked out once from its environment and arguments.
  static let detected = detect(
    environment: ProcessInfo.processInfo.environment, isTestProcess: isTestProcess)

  /// The real library's rules, in its order:
  /// - `SWIFT_DEPENDENCIES_CONTEXT` set to `live`, `preview` or `test` forces that context for the
  ///   whole process, as `$0.context = …` does for one scope. Any other value is reported and
  ///   ignored.
  /// - `XCODE_RUNNING_FOR_PREVIEWS=1`, which Xcode sets for SwiftUI previews, means `preview`. A
  ///   terminal app never runs as a preview; the rule is here so that the rules are the library's.
  /// - A test process means `test`; anything else is `live`.
  static func detect(environment: [String: String], isTestProcess: Bool) -> DependencyContext {
    let inferred: DependencyContext =
      if environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
        .preview
      } else if isTestProcess {
        .test
      } else {
        .live
      }
    guard let forced = environment["SWIFT_DEPENDENCIES_CONTEXT"] else { return inferred }
    switch forced {
    case "live": return .live
    case "preview": return .preview
    case "test": return .test
    default:
      reportIssue(
        """
        SWIFT_DEPENDENCIES_CONTEXT is \(forced.debugDescription), which is not "live", "preview" \
        or "test", so it was ignored and the context is \(inferred).
        """)
      return inferred
    }
  }

  /// Whether this process runs tests, the way the real library (its `isTesting`) tells:
  /// - Xcode sets `XCTestConfigurationFilePath` (or `XCTestBundlePath`, `XCTestBundleInjectPath`,
  ///   `XCTestSessionIdentifier`) when it runs tests, and Bazel sets `BAZEL_TEST`.
  /// - `swift test` on Linux runs the test bundle as an executable named
  ///   `<Package>PackageTests.xctest`; on macOS it runs `xctest` with the bundle's path, and Swift
  ///   Testing through `swiftpm-testing-helper` or with `--testing-library`.
  static let isTestProcess: Bool = {
    let process = ProcessInfo.processInfo
    let testRunnerVariables = [
      "XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestBundleInjectPath",
      "XCTestSessionIdentifier",
      "BAZEL_TEST",
    ]
    if testRunnerVariables.contains(where: { process.environment[$0] != nil }) {
      return true
    }
    return process.arguments.contains { argument in
      let path = URL(fileURLWithPath: argument)
      return path.pathExtension == "xctest" || path.lastPathComponent == "xctest"
        || path.lastPathComponent == "swiftpm-testing-helper" || argument == "--testing-library"
    }
  }()
}
