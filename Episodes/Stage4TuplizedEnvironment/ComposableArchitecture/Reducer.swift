import CasePaths
import Effect

/// A feature's logic: mutate the value for an action, and describe the side effects to run
/// afterwards.
///
/// The reducer is handed its dependencies, the environment, along with the value and the action, so
/// it never reaches out to a global: whoever runs it decides what the effects talk to.
typealias Reducer<Value, Action: Sendable, Environment> = (inout Value, Action, Environment) ->
  [Effect<Action>]

/// Runs every reducer on the same value, in order, with the same environment, and keeps all of
/// their effects.
func combine<Value, Action, Environment>(
  _ reducers: Reducer<Value, Action, Environment>...
) -> Reducer<Value, Action, Environment> {
  return { value, action, environment in
    reducers.flatMap { reducer in reducer(&value, action, environment) }
  }
}

/// Turns a reducer on a local value and action into one on the global value and action.
///
/// Actions that are not the local case are ignored. The local effects produce local actions, so
/// each is mapped back into a global action with the case path's `embed`.
///
/// The environment goes the same way as the value and the action, from global to local: a plain
/// function picks the local reducer's dependencies out of the global environment, so a feature
/// never sees the others'.
func pullback<
  LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment
>(
  _ reducer: @escaping Reducer<LocalValue, LocalAction, LocalEnvironment>,
  value: WritableKeyPath<GlobalValue, LocalValue>,
  action: CasePath<GlobalAction, LocalAction>,
  environment: @escaping (GlobalEnvironment) -> LocalEnvironment
) -> Reducer<GlobalValue, GlobalAction, GlobalEnvironment> {
  return { globalValue, globalAction, globalEnvironment in
    guard let localAction = action.extract(globalAction) else { return [] }
    let localEffects = reducer(
      &globalValue[keyPath: value], localAction, environment(globalEnvironment))
    return localEffects.map { localEffect in
      localEffect.map(action.embed)
    }
  }
}

/// Prints every action and the value it produced, as a fire-and-forget effect so the reducer stays
/// pure.
func logging<Value: Sendable, Action, Environment>(
  _ reducer: @escaping Reducer<Value, Action, Environment>
) -> Reducer<Value, Action, Environment> {
  return { value, action, environment in
    let effects = reducer(&value, action, environment)
    let newValue = value
    return [
      .fireAndForget {
        print("Action: \(action)")
        print("Value:")
        dump(newValue)
        print("---")
      }
    ] + effects
  }
}
