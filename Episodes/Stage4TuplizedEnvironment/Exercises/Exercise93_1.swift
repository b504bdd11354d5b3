import Effect

/// Exercise 93.1 — an `assert` for state and actions that are not `Equatable`.
///
/// The checkpoint's test helper `assert` (in `Tests/Stage4TuplizedEnvironmentTests/TestSupport`) compares values
/// and actions with `==`, so it works only for types that are `Equatable`. Episode 93 asks for an overload that
/// takes the comparisons as arguments instead: `valueIsEqual` and `actionIsEqual`.
///
/// Finish `assert` below. It must behave like the checkpoint's helper, with every `==` replaced by a predicate:
/// - `.send`: fails if effects from an earlier step are still pending; runs the reducer and queues its effects.
/// - `.receive`: fails if no effect is pending; otherwise runs the first pending effect, checks the action it
///   delivered is the step's action (`actionIsEqual`), and feeds that action to the reducer, queueing its effects.
/// - After every step, applies the step's `update` to a copy of the value from before the step, and compares that
///   expected value with the actual one (`valueIsEqual`).
/// - At the end, fails if any effect is still pending.
///
/// This target cannot import a test framework, so `assert` returns its failures as text, one per problem, and an
/// empty array when every step passed. It already runs the reducer; it never compares anything yet.
///
/// Check your work: `swift run Episode91 verify 93.1`. Stuck? `swift run Episode91 hint 93.1`.
enum Exercise93_1 {
  /// One step of a test: send an action, or receive one from an effect; `update` describes the expected change.
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
    let failures: [String] = []
    for step in steps {
      var expected = value
      switch step.type {
      case .send:
        _ = reducer(&value, step.action, environment)
      case .receive:
        _ = reducer(&value, step.action, environment)
      }
      step.update(&expected)
    }
    return failures
  }

  /// Runs `effect` and returns the actions it delivered while running. Test doubles deliver at once, so this is
  /// everything the effect will ever deliver.
  static func actions<Action: Sendable>(deliveredBy effect: Effect<Action>) -> [Action] {
    let delivered = LockIsolated<[Action]>([])
    effect.run(receiveOutput: { action in delivered.withValue { $0.append(action) } })
    return delivered.value
  }
}
