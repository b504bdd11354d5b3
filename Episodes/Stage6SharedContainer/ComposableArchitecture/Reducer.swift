import CasePaths
import Effect

/// A feature's logic: mutate the value for an action, and describe the side effects to run
/// afterwards.
///
/// At this stage a reducer is handed no dependencies. When it needs one, like the counter's
/// `nthPrime`, it reads it from the one shared container, `Dependency[\.nthPrime]`, and gets
/// whatever was written there last. That `Dependency` is Puredux's, a read of a global; checkpoint
/// 5's `@Dependency` (swift-dependencies') has the same name and reads scoped values.
typealias Reducer<Value, Action: Sendable> = (inout Value, Action) -> [Effect<Action>]

/// Runs every reducer on the same value, in order, and keeps all of their effects.
func combine<Value, Action>(_ reducers: Reducer<Value, Action>...) -> Reducer<Value, Action> {
  return { value, action in
    reducers.flatMap { reducer in reducer(&value, action) }
  }
}

/// Turns a reducer on a local value and action into one on the global value and action.
///
/// Actions that are not the local case are ignored. The local effects produce local actions, so
/// each is mapped back into a global action with the case path's `embed`.
func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction>(
  _ reducer: @escaping Reducer<LocalValue, LocalAction>,
  value: WritableKeyPath<GlobalValue, LocalValue>,
  action: CasePath<GlobalAction, LocalAction>
) -> Reducer<GlobalValue, GlobalAction> {
  return { globalValue, globalAction in
    guard let localAction = action.extract(globalAction) else { return [] }
    let localEffects = reducer(&globalValue[keyPath: value], localAction)
    return localEffects.map { localEffect in
      localEffect.map(action.embed)
    }
  }
}

/// Prints every action and the value it produced, as a fire-and-forget effect so the reducer stays
/// pure.
func logging<Value: Sendable, Action>(
  _ reducer: @escaping Reducer<Value, Action>
) -> Reducer<Value, Action> {
  return { value, action in
    let effects = reducer(&value, action)
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
