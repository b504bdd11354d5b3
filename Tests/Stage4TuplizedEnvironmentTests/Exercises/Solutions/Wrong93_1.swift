import Effect

@testable import Stage4TuplizedEnvironment

/// Known-wrong takes on exercise 93.1, which its check must reject.
enum Wrong93_1 {
  /// Compares values but takes whatever action an effect delivers for the one the step expected.
  static func assertIgnoringActions<Value, Action: Sendable, Environment>(
    initialValue: Value,
    reducer: Reducer<Value, Action, Environment>,
    environment: Environment,
    steps: [Solution93_1.Step<Value, Action>],
    valueIsEqual: (Value, Value) -> Bool
  ) -> [String] {
    Solution93_1.assert(
      initialValue: initialValue, reducer: reducer, environment: environment, steps: steps,
      valueIsEqual: valueIsEqual, actionIsEqual: { _, _ in true })
  }
}
