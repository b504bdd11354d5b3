import ExerciseSupport
import Foundation
import Messages

/// `--check <id>`: a checkpoint runs the check of one of its own exercises on the learner's stub, says the
/// verdict in English, and writes it where `Episode91 verify` reads it (`ExerciseResults`).
///
/// This is all `verify` needs besides `swift build --product <checkpoint>`: no test bundle, no other checkpoint,
/// so a half-finished stub elsewhere never stands in the way.
///
/// - Parameters:
///   - name: the exercise as typed (`93.1`, `93_1`, `Exercise93_1`).
///   - stage: the checkpoint answering, its target's name.
///   - failures: the checkpoint's own list of checks, `YourStubs.failures(of:)`: nil for an exercise that does not
///     start in this checkpoint.
/// - Returns: the exit status: 0 when the stub passes, 1 when it fails, 2 for an exercise not of this checkpoint.
@MainActor
public func answerCheck(
  named name: String, stage: String, failures: (Exercise) -> [ExerciseFailure]?,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  write: (String) -> Void, writeError: (String) -> Void
) -> Int32 {
  let ownExercises = Exercise.all.filter { $0.stage == stage }
  guard let exercise = Exercise.named(name), exercise.stage == stage, let found = failures(exercise) else {
    let ids = ownExercises.map(\.id).joined(separator: ", ")
    writeError("\(stage) has no exercise '\(name)'. Its exercises: \(ids).\n")
    return 2
  }
  ExerciseResults.save(found, for: exercise, environment: environment)
  let title = ExerciseWords.title(exercise.id).text(in: .english)
  guard !found.isEmpty else {
    write("✓ \(exercise.id) \(title): passes\n")
    return 0
  }
  write("✗ \(exercise.id) \(title):\n")
  // As `verify` shows them: a run of failures that name the same hint, then one line that names it.
  for (index, failure) in found.enumerated() {
    write(failure.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n")
    let next = found.index(after: index)
    if let hint = failure.hint, next == found.endIndex || found[next].hint != hint {
      write("    (hint \(hint) is written for this: swift run Episode91 hint \(exercise.id))\n")
    }
  }
  return 1
}
