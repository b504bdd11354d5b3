import Effect
import ExerciseChecks
import ExerciseSupport

extension Exercise91_4.Store: StoreUnderCheck {}

/// 91.4's check: the store check both exercises share (`checkStore`, in Sources/ExerciseChecks: it needs only the
/// shape of a `Store`), with a stored reducer whose environment is `Void`.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong91_4` that breaks it alone:
/// - every action runs `reducer` with the store's `environment`, and its effects come back to the store
///   (`EffectlessStore`);
/// - the stored reducer is `Reducer<Value, Action, Void>` (`ForceCastStore`), and no stored property holds the
///   environment (`OptionalCastStore`), so nothing is cast back.
/// A cast inside the reducer closure, of an `Any` captured there, is invisible to `Mirror`; the prompt says so.
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
      storedReducerName: "Reducer<Value, Action, Void>",
      // Hint 2 keeps the environment in a closure, not as `Any`; hint 3 is the init's whole closure.
      hints: StoreHints(behaviour: 3, view: 3, storedReducer: 3, environment: 2))
  }
}
