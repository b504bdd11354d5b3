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

  /// One thing the reference does, left out.
  enum Mistake {
    /// Sends while effects from an earlier step are still pending, without a word.
    case sendsWhileEffectsPend
    /// Skips a receive step when no effect is pending, without a word.
    case receivesNothingQuietly
    /// Checks the delivered action, but never feeds it to the reducer.
    case dropsTheReceivedAction
    /// Applies the step's `update` but never compares the values.
    case neverComparesValues
    /// Compares values by their descriptions instead of `valueIsEqual`.
    case comparesDescriptions
    /// Ends without a word about effects still pending.
    case endsWithEffectsPending
    /// Runs the last pending effect for a receive step instead of the first: `popLast` for `removeFirst`. Only
    /// two effects pending at once, delivering different actions, tell it apart.
    case runsTheLastPendingEffect
    /// Applies the step's `update` to the value after the step, not to a copy of the one before it. Only an
    /// update relative to the value (`+= 2`) tells it apart; one that sets the value (`= 3`) gives the same.
    case updatesTheValueAfterTheStep
    /// Applies every step's `update` to the initial value, not to the value before that step.
    case updatesTheInitialValue
    /// Feeds a received action to the reducer, but drops the effects the reducer returns for it.
    case dropsTheReceivedActionsEffects
  }

  /// The reference `assert` with one mistake.
  static func assert<Value, Action: Sendable, Environment>(
    making mistake: Mistake,
    initialValue: Value,
    reducer: Reducer<Value, Action, Environment>,
    environment: Environment,
    steps: [Solution93_1.Step<Value, Action>],
    valueIsEqual: (Value, Value) -> Bool,
    actionIsEqual: (Action, Action) -> Bool
  ) -> [String] {
    var value = initialValue
    var effects: [Effect<Action>] = []
    var failures: [String] = []
    for (index, step) in steps.enumerated() {
      var expected = mistake == .updatesTheInitialValue ? initialValue : value
      let position = "step \(index + 1)"
      switch step.type {
      case .send:
        if !effects.isEmpty && mistake != .sendsWhileEffectsPend {
          failures.append("\(position): effects still pending")
        }
        effects += reducer(&value, step.action, environment)
      case .receive:
        guard !effects.isEmpty else {
          if mistake != .receivesNothingQuietly { failures.append("\(position): nothing to receive") }
          break
        }
        let effect = mistake == .runsTheLastPendingEffect ? effects.removeLast() : effects.removeFirst()
        guard let action = Solution93_1.actions(deliveredBy: effect).first else {
          failures.append("\(position): the pending effect delivered no action")
          break
        }
        if !actionIsEqual(action, step.action) { failures.append("\(position): the effect delivered \(action)") }
        if mistake != .dropsTheReceivedAction {
          let more = reducer(&value, action, environment)
          if mistake != .dropsTheReceivedActionsEffects { effects += more }
        }
      }
      if mistake == .updatesTheValueAfterTheStep { expected = value }
      step.update(&expected)
      switch mistake {
      case .neverComparesValues: break
      case .comparesDescriptions:
        if "\(expected)" != "\(value)" { failures.append("\(position): expected \(expected), got \(value)") }
      default:
        if !valueIsEqual(expected, value) { failures.append("\(position): expected \(expected), got \(value)") }
      }
    }
    if !effects.isEmpty && mistake != .endsWithEffectsPending {
      failures.append("effects still pending after the last step")
    }
    return failures
  }
}
