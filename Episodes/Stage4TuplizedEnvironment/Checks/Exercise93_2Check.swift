import ExerciseChecks
import ExerciseSupport

/// 93.2's check, `SchedulerCheck` (in Sources/ExerciseChecks: it needs nothing of this checkpoint's), on your stub.
enum Exercise93_2Check {
  /// The check of your stub, what `--check 93.2` runs.
  static func yours() -> [ExerciseFailure] {
    SchedulerCheck.check { Exercise93_2.nthPrime($0, background: $1, main: $2, compute: $3) }
  }
}
