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
    let hint = failure.hint.map { "\n  (hint \($0) is written for this: swift run Episode91 hint \(exercise.id))" }
    Issue.record(Comment(rawValue: failure.description + (hint ?? "")), sourceLocation: sourceLocation)
  }
}

extension Exercise {
  /// The reason a not-started exercise's check is skipped. It names the command for a hint and shows none: a
  /// hint is shown only when asked for, so `hint` counts what was seen.
  public var notStartedMessage: String {
    "\(id) not started — edit \(stubPath). A hint when you want one: swift run Episode91 hint \(id)"
  }
}

/// The hints a check's failures name, each once, in the order `Episode91 hint` shows them after a `verify` that
/// failed so: what a test of a known-wrong version pins, so that each points the learner at the hint written for
/// the requirement it breaks. A failure that names no hint, or a hint the exercise does not have, is an issue.
public func namedHints(
  _ failures: [ExerciseFailure], of exercise: Exercise, sourceLocation: SourceLocation = #_sourceLocation
) -> [Int] {
  let count = ExerciseWords.hintCount(of: exercise.id)
  for failure in failures where !(failure.hint.map { (1...count).contains($0) } ?? false) {
    Issue.record(
      Comment(rawValue: "\(failure.what): names hint \(failure.hint.map(String.init) ?? "none") of \(count)"),
      sourceLocation: sourceLocation)
  }
  return failures.namedHints
}
