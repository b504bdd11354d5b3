import Effect
import Foundation

/// Where a misused dependency is reported: a test failure in tests, a warning on standard error
/// elsewhere.
///
/// The app cannot import XCTest or Swift Testing, so a test target can install a reporter that
/// records the issue in whichever framework runs the current test. The real library finds the test
/// frameworks at run time instead; this seam is the same idea, written so that every line can be
/// read.
struct IssueReporter: Sendable {
  var report: @Sendable (_ message: String, _ location: IssueLocation) -> Void

  /// The reporter for the running task, if someone installed one.
  @TaskLocal static var current: IssueReporter?
}

/// Where an issue was reported from, in the forms XCTest and Swift Testing each want.
struct IssueLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Reports `message` to the installed reporter, or when there is none, the way the process can.
///
/// Without a reporter in a test process the issue cannot fail the test that caused it, so it is
/// written to standard error and the whole test run is made to fail when it exits: a test can never
/// pass silently because nobody installed a reporter (or because the issue came from work that
/// escaped the test's task).
func reportIssue(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if let reporter = IssueReporter.current {
    reporter.report(message, location)
  } else if DependencyContext.isTestProcess {
    FileHandle.standardError.write(
      Data("error: \(location.fileID):\(location.line): \(message)\n".utf8))
    failTestRunAtExit()
  } else {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }
}

private let issuesWithoutReporter = LockIsolated(0)

/// Counts an issue no test recorded, and makes the process exit with a failure once the test run is
/// over.
private func failTestRunAtExit() {
  let isFirst = issuesWithoutReporter.withValue { count -> Bool in
    count += 1
    return count == 1
  }
  guard isFirst else { return }
  atexit {
    let count = issuesWithoutReporter.value
    let message =
      "error: \(count) dependency issue(s) were reported "
      + "outside any test's issue reporter (above).\n"
    FileHandle.standardError.write(Data(message.utf8))
    fflush(nil)
    _exit(EXIT_FAILURE)
  }
}
