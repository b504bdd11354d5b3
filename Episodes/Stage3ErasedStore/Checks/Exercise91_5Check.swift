import Effect
import ExerciseChecks
import ExerciseSupport

extension Exercise91_5.Store: StoreUnderCheck {}

/// 91.5's check: the store check both exercises share (`checkStore`, in Sources/ExerciseChecks: it needs only the
/// shape of a `Store`), with a stored reducer that takes no environment at all.
enum Exercise91_5Check {
  /// The check of your stub, what `--check 91.5` runs.
  @MainActor
  static func yours() -> [ExerciseFailure] {
    check(Exercise91_5.Store.self)
  }

  @MainActor
  static func check<Store: StoreUnderCheck>(_ storeType: Store.Type) -> [ExerciseFailure]
  where Store.Value == Int, Store.Action == StepAction {
    checkStore(
      .e91_5, storeType, storedReducer: ((inout Int, StepAction) -> [Effect<StepAction>]).self,
      storedReducerName: "(inout Value, Action) -> [Effect<Action>]")
  }
}
