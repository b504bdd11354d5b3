import Effect

/// Exercise 91.3 — `logging` with a logger from the environment.
///
/// This checkpoint's `logging` calls `print`, so its output always goes to standard output: a test cannot read it
/// and an app cannot send it anywhere else. Now that every reducer gets an environment, the logger can come from
/// there. Episode 91 asks for a `logging` that takes `logger: (Environment) -> (String) -> Void` and writes every
/// line through `logger(environment)` instead of `print`.
///
/// Finish `logging` below. It is the checkpoint's version so far, and it ignores `logger`. The finished one must:
/// - leave the wrapped reducer's work alone: the same new value, and all of its effects;
/// - log only when its effects run, never while the reducer itself runs (logging is a side effect);
/// - log the action (`"Action: \(action)"`) and the new value, through `logger(environment)` only.
///
/// Check your work: `swift run Episode91 verify 91.3`. Stuck? `swift run Episode91 hint 91.3`.
enum Exercise91_3 {
  static func logging<Value: Sendable, Action, Environment>(
    _ reducer: @escaping Reducer<Value, Action, Environment>,
    logger: @escaping (Environment) -> @Sendable (String) -> Void
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
}
