import ExerciseChecks
import ExerciseSupport

/// 93.1's check, `AssertCheck` (in Sources/ExerciseChecks: it needs nothing of this checkpoint's), on your stub.
enum Exercise93_1Check {
  /// The check of your stub, what `--check 93.1` runs.
  static func yours() -> [ExerciseFailure] {
    AssertCheck.check { initialValue, steps in
      Exercise93_1.assert(
        initialValue: initialValue, reducer: AssertCheck.tallyReducer, environment: (),
        steps: steps.map { Exercise93_1.Step($0.isSend ? .send : .receive, $0.action, $0.update) },
        valueIsEqual: AssertCheck.valueIsEqual, actionIsEqual: AssertCheck.actionIsEqual)
    }
  }
}
