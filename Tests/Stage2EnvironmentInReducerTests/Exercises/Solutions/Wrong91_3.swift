import Effect

@testable import Stage2EnvironmentInReducer

/// Known-wrong takes on exercise 91.3, which its check must reject.
enum Wrong91_3 {
  /// Logs through the logger, but at once, while the reducer runs, instead of in an effect.
  static func loggingWhileReducing<Value: Sendable, Action, Environment>(
    _ reducer: @escaping Reducer<Value, Action, Environment>,
    logger: @escaping (Environment) -> @Sendable (String) -> Void
  ) -> Reducer<Value, Action, Environment> {
    return { value, action, environment in
      let effects = reducer(&value, action, environment)
      let print = logger(environment)
      print("Action: \(action)")
      print("Value: \(value)")
      return effects
    }
  }

  /// Logs in an effect, but describes the value as it was before the action.
  static func loggingTheOldValue<Value: Sendable, Action, Environment>(
    _ reducer: @escaping Reducer<Value, Action, Environment>,
    logger: @escaping (Environment) -> @Sendable (String) -> Void
  ) -> Reducer<Value, Action, Environment> {
    return { value, action, environment in
      let print = logger(environment)
      let lines = ["Action: \(action)", "Value: \(value)"]
      let effects = reducer(&value, action, environment)
      return [.fireAndForget { lines.forEach(print) }] + effects
    }
  }

  /// Logs in an effect, through the logger, but returns only that effect: the reducer's own are lost.
  static func droppingTheReducersEffects<Value: Sendable, Action, Environment>(
    _ reducer: @escaping Reducer<Value, Action, Environment>,
    logger: @escaping (Environment) -> @Sendable (String) -> Void
  ) -> Reducer<Value, Action, Environment> {
    return { value, action, environment in
      _ = reducer(&value, action, environment)
      let print = logger(environment)
      let lines = ["Action: \(action)", "Value: \(value)"]
      return [.fireAndForget { lines.forEach(print) }]
    }
  }

  /// Logs the new value in an effect, through the logger, but never the action.
  static func loggingOnlyTheValue<Value: Sendable, Action, Environment>(
    _ reducer: @escaping Reducer<Value, Action, Environment>,
    logger: @escaping (Environment) -> @Sendable (String) -> Void
  ) -> Reducer<Value, Action, Environment> {
    return { value, action, environment in
      let effects = reducer(&value, action, environment)
      let print = logger(environment)
      let line = "Value: \(value)"
      return [.fireAndForget { print(line) }] + effects
    }
  }

  /// Logs the action in an effect, through the logger, but never the new value.
  static func loggingOnlyTheAction<Value: Sendable, Action, Environment>(
    _ reducer: @escaping Reducer<Value, Action, Environment>,
    logger: @escaping (Environment) -> @Sendable (String) -> Void
  ) -> Reducer<Value, Action, Environment> {
    return { value, action, environment in
      let effects = reducer(&value, action, environment)
      let print = logger(environment)
      let line = "Action: \(action)"
      return [.fireAndForget { print(line) }] + effects
    }
  }
}
