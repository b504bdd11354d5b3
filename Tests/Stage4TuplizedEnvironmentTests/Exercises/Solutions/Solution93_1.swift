import Effect

@testable import Stage4TuplizedEnvironment

/// The reference solution of exercise 93.1: the checkpoint's `assert` with `==` replaced by two predicates.
enum Solution93_1 {
  struct Step<Value, Action> {
    enum StepType {
      case send
      case receive
    }

    let type: StepType
    let action: Action
    let update: (inout Value) -> Void

    init(_ type: StepType, _ action: Action, _ update: @escaping (inout Value) -> Void = { _ in }) {
      self.type = type
      self.action = action
      self.update = update
    }
  }

  static func assert<Value, Action: Sendable, Environment>(
    initialValue: Value,
    reducer: Reducer<Value, Action, Environment>,
    environment: Environment,
    steps: [Step<Value, Action>],
    valueIsEqual: (Value, Value) -> Bool,
    actionIsEqual: (Action, Action) -> Bool
  ) -> [String] {
    var value = initialValue
    var effects: [Effect<Action>] = []
    var failures: [String] = []
    for (index, step) in steps.enumerated() {
      var expected = value
      let position = "step \(index + 1) (\(step.type) \(step.action))"
      switch step.type {
      case .send:
        if !effects.isEmpty {
          failures.append("\(position): \(effects.count) effect(s) still pending; receive their actions first")
        }
        effects += reducer(&value, step.action, environment)
      case .receive:
        guard !effects.isEmpty else {
          failures.append("\(position): no effect is pending, so there is nothing to receive")
          break
        }
        let delivered = actions(deliveredBy: effects.removeFirst())
        guard let action = delivered.first else {
          failures.append("\(position): the pending effect delivered no action")
          break
        }
        if !actionIsEqual(action, step.action) {
          failures.append("\(position): the effect delivered \(action)")
        }
        effects += reducer(&value, action, environment)
      }
      step.update(&expected)
      if !valueIsEqual(expected, value) {
        failures.append("\(position): expected \(expected), got \(value)")
      }
    }
    if !effects.isEmpty {
      failures.append("\(effects.count) effect(s) still pending after the last step")
    }
    return failures
  }

  static func actions<Action: Sendable>(deliveredBy effect: Effect<Action>) -> [Action] {
    let delivered = LockIsolated<[Action]>([])
    effect.run(receiveOutput: { action in delivered.withValue { $0.append(action) } })
    return delivered.value
  }
}
