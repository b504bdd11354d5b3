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
///
/// ## 한국어
///
/// 체크포인트의 테스트 헬퍼(helper) `assert`(`Tests/Stage4TuplizedEnvironmentTests/TestSupport` 안)는
/// 값과 액션을 `==`로 비교하므로 `Equatable`인 타입에만 쓸 수 있습니다. 에피소드 93은 그 대신 비교
/// 방법을 인자로 받는 오버로드(overload)를 요구합니다: `valueIsEqual`과 `actionIsEqual`.
///
/// 아래 `assert`를 완성하세요. 체크포인트의 헬퍼와 똑같이 동작하되, 모든 `==`를 술어(predicate)로
/// 바꿔야 합니다:
/// - `.send`: 앞 스텝의 이펙트가 아직 대기 중이면 실패합니다. 리듀서를 실행하고 그 이펙트를 큐에
///   넣습니다.
/// - `.receive`: 대기 중인 이펙트가 없으면 실패합니다. 있으면 대기 중인 첫 이펙트를 실행하고, 그
///   이펙트가 전달한 액션이 스텝의 액션인지 확인한 뒤(`actionIsEqual`), 그 액션을 리듀서에 넣고
///   리듀서의 이펙트를 큐에 넣습니다.
/// - 스텝마다, 스텝 이전 값의 복사본에 스텝의 `update`를 적용하고, 그렇게 얻은 기댓값을 실제 값과
///   비교합니다(`valueIsEqual`).
/// - 마지막에 아직 대기 중인 이펙트가 있으면 실패합니다.
///
/// 이 타깃은 테스트 프레임워크를 import할 수 없으므로, `assert`는 실패를 문제마다 하나씩 텍스트로
/// 반환하고, 모든 스텝이 통과하면 빈 배열을 반환합니다. 리듀서 실행은 이미 되어 있고, 비교는 아직
/// 아무것도 하지 않습니다.
///
/// 검사하기: `swift run Episode91 verify 93.1`. 막히면 힌트: `swift run Episode91 hint 93.1`.
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
