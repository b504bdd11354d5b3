import ExerciseChecks
import ExerciseSupport

/// 91.3's check, `LoggingCheck` (in Sources/ExerciseChecks: it needs nothing of this checkpoint's), on your stub.
enum Exercise91_3Check {
  /// The check of your stub, what `--check 91.3` runs.
  static func yours() -> [ExerciseFailure] {
    LoggingCheck.check { Exercise91_3.logging($0, logger: $1) }
  }
}
