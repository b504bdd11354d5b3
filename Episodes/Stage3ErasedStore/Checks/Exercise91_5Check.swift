import Effect
import ExerciseChecks
import ExerciseSupport

extension Exercise91_5.Store: StoreUnderCheck {}

/// 91.5's check: the store check both exercises share (`checkStore`, in Sources/ExerciseChecks: it needs only the
/// shape of a `Store`), with a stored reducer that takes no environment at all.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong91_5` that breaks it alone:
/// - `init` runs `reducer` with `environment` for every action, and the effects come back: the same lines of
///   `checkStore` that reject 91.4's `EffectlessStore`;
/// - `view`'s actions go to this store (`DeafParentStore`), and its value follows this store's
///   (`ForgetfulViewStore`);
/// - the stored reducer is `(inout Value, Action) -> [Effect<Action>]` (`VoidEnvironmentStore`), and no stored
///   property holds the environment (`StoredEnvironmentStore`).
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
      storedReducerName: "(inout Value, Action) -> [Effect<Action>]",
      // Hint 1 is the stored reducer without an environment, hint 2 the init's closure, hint 3 the view.
      hints: StoreHints(behaviour: 2, view: 3, storedReducer: 1, environment: 1))
  }
}
