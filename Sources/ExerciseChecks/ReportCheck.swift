import ExerciseSupport
import Testing

/// Reports a check of the learner's stub: each failure becomes a test issue that names the exercise and says
/// what was expected and what happened, and `Episode91 verify` gets the outcome too.
///
/// It lives apart from `ExerciseSupport` because it needs Swift Testing, which only test targets should link.
public func reportCheck(
  _ failures: [ExerciseFailure], for exercise: Exercise, sourceLocation: SourceLocation = #_sourceLocation
) {
  ExerciseResults.save(failures, for: exercise)
  for failure in failures {
    Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
  }
}
