import Effect
import Testing

@testable import Stage5DependencyValues

/// Runs `body` as a test of this checkpoint would run, with default values cached afresh, and collects the
/// dependency issues it reports instead of letting them fail the test: a check turns them into its own failures.
func collectingDependencyIssues<Result>(_ body: () -> Result) -> (result: Result, issues: [String]) {
  let issues = LockIsolated<[String]>([])
  let collecting = IssueReporter { message, _ in issues.withValue { $0.append(message) } }
  let result = IssueReporter.$current.withValue(collecting) {
    DependencyValues.$current.withValue(DependencyValues(defaults: DefaultValues())) { body() }
  }
  return (result, issues.value)
}
