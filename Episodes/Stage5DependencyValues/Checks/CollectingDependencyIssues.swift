import Effect

/// Runs `body` as a test of this checkpoint would run, in the test context with default values cached afresh,
/// and collects the dependency issues it reports instead of letting them fail the test: a check turns them into
/// its own failures.
///
/// The context is set, not detected: `--check` runs the check in the checkpoint's own process, which is live.
func collectingDependencyIssues<Result>(_ body: () -> Result) -> (result: Result, issues: [String]) {
  let issues = LockIsolated<[String]>([])
  let collecting = IssueReporter { message, _ in issues.withValue { $0.append(message) } }
  var values = DependencyValues()
  values.context = .test
  let result = IssueReporter.$current.withValue(collecting) {
    DependencyValues.$current.withValue(values) { body() }
  }
  return (result, issues.value)
}
