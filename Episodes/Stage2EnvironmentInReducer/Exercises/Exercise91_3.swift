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
/// Episode 91's own answer calls `logger(environment)` inside `.fireAndForget { … }`. Under Swift 6 that no longer
/// compiles: an effect's work is `@Sendable`, and it would capture `logger` and `environment`, which are not. Call
/// `logger(environment)` while the reducer runs (that logs nothing yet), and let the effect capture only the
/// function it returned, which is `@Sendable` here, and the text it prints.
///
/// Check your work: `swift run Episode91 verify 91.3`. Stuck? `swift run Episode91 hint 91.3`.
///
/// ## 한국어
///
/// 이 체크포인트의 `logging`은 `print`를 호출하므로 출력이 항상 표준 출력으로 갑니다. 테스트는 그
/// 출력을 읽을 수 없고, 앱은 그 출력을 다른 곳으로 보낼 수 없습니다. 이제 모든 리듀서가
/// 환경(environment)을 받으니 로거도 환경에서 가져올 수 있습니다. 에피소드 91은
/// `logger: (Environment) -> (String) -> Void`를 받아서, 모든 줄을 `print` 대신
/// `logger(environment)`로 기록하는 `logging`을 요구합니다.
///
/// 아래 `logging`을 완성하세요. 지금은 체크포인트의 것 그대로라서 `logger`를 무시합니다. 완성한
/// `logging`은 다음을 지켜야 합니다:
/// - 감싼 리듀서가 하는 일은 건드리지 않습니다. 새 값도 같고, 이펙트도 모두 그대로입니다.
/// - 이펙트가 실행될 때만 기록하고, 리듀서 자체가 실행되는 동안에는 절대 기록하지 않습니다(로그
///   기록은 부수 효과입니다).
/// - 액션(`"Action: \(action)"`)과 새 값을 기록하되, `logger(environment)`로만 기록합니다.
///
/// 에피소드 91의 답은 `.fireAndForget { … }` 안에서 `logger(environment)`를 호출하는데,
/// Swift 6에서는 이 코드가 더는 컴파일되지 않습니다. 이펙트의 작업은 `@Sendable`이라서 `Sendable`이
/// 아닌 `logger`와 `environment`를 캡처할 수 없기 때문입니다. `logger(environment)`는 리듀서가
/// 실행될 때 호출하고(이때는 아직 아무것도 기록되지 않습니다), 이펙트는 그 결과인 함수(여기서는
/// `@Sendable`)와 출력할 글만 캡처하게 하세요.
///
/// 검사하기: `swift run Episode91 verify 91.3`. 막히면 힌트: `swift run Episode91 hint 91.3`.
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
