import Effect
import ExerciseSupport
import Testing

@testable import Stage5DependencyValues

/// Reports a check of the learner's stub: each failure becomes a test issue that names the exercise and says
/// what was expected and what happened, and `Episode91 verify` gets the outcome too.
func reportCheck(
  _ failures: [ExerciseFailure], for exercise: Exercise, sourceLocation: SourceLocation = #_sourceLocation
) {
  ExerciseResults.save(failures, for: exercise)
  for failure in failures {
    Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
  }
}

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
