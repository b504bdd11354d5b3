import Effect

@testable import Stage2EnvironmentInReducer

/// The reference solution of exercise 91.3.
enum Solution91_3 {
  static func logging<Value: Sendable, Action, Environment>(
    _ reducer: @escaping Reducer<Value, Action, Environment>,
    logger: @escaping (Environment) -> @Sendable (String) -> Void
  ) -> Reducer<Value, Action, Environment> {
    return { value, action, environment in
      let effects = reducer(&value, action, environment)
      // Everything the effect needs is computed now, so it captures only Sendable things: the logger and text.
      let print = logger(environment)
      let actionLine = "Action: \(action)"
      var dumped = ""
      dump(value, to: &dumped)
      let valueDump = dumped
      return [
        .fireAndForget {
          print(actionLine)
          print("Value:")
          print(valueDump)
          print("---")
        }
      ] + effects
    }
  }
}
