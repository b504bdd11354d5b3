import Effect
import ExerciseChecks
import ExerciseSupport

extension Exercise91_4.Store: StoreUnderCheck {}

/// 91.4's check: the store check both exercises share (`checkStore`, in Sources/ExerciseChecks: it needs only the
/// shape of a `Store`), with a stored reducer whose environment is `Void`.
enum Exercise91_4Check {
  /// The check of your stub, what `--check 91.4` runs.
  @MainActor
  static func yours() -> [ExerciseFailure] {
    check(Exercise91_4.Store.self)
  }

  @MainActor
  static func check<Store: StoreUnderCheck>(_ storeType: Store.Type) -> [ExerciseFailure]
  where Store.Value == Int, Store.Action == StepAction {
    checkStore(
      .e91_4, storeType, storedReducer: Reducer<Int, StepAction, Void>.self,
      storedReducerName: "Reducer<Value, Action, Void>")
  }
}
