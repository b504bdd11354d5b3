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
  /// The first hint in English, shown beside a check that is skipped because the stub is untouched.
  public var firstHint: String { ExerciseWords.hint(1, of: id).text(in: .english) }

  /// The reason a not-started exercise's check is skipped: `91.4 not started — edit … Hint: …`.
  public var notStartedMessage: String {
    "\(id) not started — edit \(stubPath). Hint: \(firstHint)"
  }
}
