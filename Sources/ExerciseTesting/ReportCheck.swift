import ExerciseSupport
import Messages
import Testing

/// Reports a check of the learner's stub under `swift test`: each failure becomes a test issue that names the
/// exercise and says what was expected and what happened.
///
/// It lives apart from `ExerciseChecks` because it needs Swift Testing, which only test targets should link:
/// the checkpoints link `ExerciseChecks` to answer `--check`.
public func reportCheck(
  _ failures: [ExerciseFailure], for exercise: Exercise, sourceLocation: SourceLocation = #_sourceLocation
) {
  for failure in failures {
    Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
  }
}

extension Exercise {
  /// The reason a not-started exercise's check is skipped. It names the command for a hint and shows none: a
  /// hint is shown only when asked for, so `hint` counts what was seen.
  public var notStartedMessage: String {
    "\(id) not started — edit \(stubPath). A hint when you want one: swift run Episode91 hint \(id)"
  }
}
