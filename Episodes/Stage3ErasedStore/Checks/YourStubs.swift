import ExerciseChecks
import ExerciseSupport

/// The exercises that start in this checkpoint, each with its check run on your stub: by `--check <id>`, which
/// is what `swift run Episode91 verify <id>` runs, and by the suites in `Tests/Stage3ErasedStoreTests/Exercises`, which
/// also hold the reference solutions and the known-wrong versions each check is tried on.
enum YourStubs {
  /// What the check of `exercise` found wrong with your stub; nil for an exercise that starts elsewhere.
  @MainActor
  static func failures(of exercise: Exercise) -> [ExerciseFailure]? {
    // Within the deadline every check has (`withDeadline`): a stub that loops forever is stopped, not waited on.
    withDeadline(for: exercise) {
      switch exercise {
      case .e91_4: Exercise91_4Check.yours()
      case .e91_5: Exercise91_5Check.yours()
      default: nil
      }
    }
  }

  /// Answers `--check <id>`: the verdict on standard output, and for `verify` in its results folder.
  @MainActor
  static func answer(checkNamed name: String, write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
    answerCheck(named: name, stage: programName, failures: failures(of:), write: write, writeError: writeError)
  }
}
