import Foundation

/// Exercise 5.2 — make a test catch an un-overridden dependency.
///
/// A dependency's `testValue` is what a test gets when it forgot to override it. This one hands out real, random
/// UUIDs, so a test that forgot passes, or fails with a random value nobody can explain. The real library's rule:
/// a test context never falls back on live behaviour silently; reaching a dependency the test did not override
/// is reported as a test failure that names the dependency.
///
/// Change `UUIDGeneratorKey` so that a test that calls `uuid.generate()` without overriding `uuid` gets an issue
/// reported (through this checkpoint's `reportIssue`) that names `uuid`, while
/// - a test that overrides it gets exactly its override, with nothing reported;
/// - the running app (the live context) still gets random UUIDs, with nothing reported.
///
/// Look at `Dependencies/DependencyKey.swift` and `Dependencies/Unimplemented.swift` for two ways to do it.
///
/// Check your work: `swift run Episode91 verify 5.2`. Stuck? `swift run Episode91 hint 5.2`.
///
/// ## 한국어
///
/// 의존성의 `testValue`는 테스트가 재정의(override)를 잊었을 때 받는 값입니다. 이 키는 진짜 무작위
/// UUID를 내주므로, 재정의를 잊은 테스트는 통과하거나, 아무도 설명할 수 없는 무작위 값 때문에
/// 실패합니다. 실제 라이브러리의 규칙은 이렇습니다: 테스트 컨텍스트는 절대 조용히 라이브 동작으로
/// 폴백(fall back)하지 않으며, 테스트가 재정의하지 않은 의존성에 접근하면 그 의존성의 이름을 밝히는
/// 테스트 실패로 보고됩니다.
///
/// `uuid`를 재정의하지 않고 `uuid.generate()`를 호출한 테스트에는 `uuid`라는 이름을 밝힌 이슈가 (이
/// 체크포인트의 `reportIssue`를 통해) 보고되도록 `UUIDGeneratorKey`를 바꾸세요. 단, 다음은 지켜야
/// 합니다:
/// - 재정의한 테스트는 재정의한 값을 그대로 받고, 아무것도 보고되지 않습니다.
/// - 실행 중인 앱(라이브 컨텍스트)은 여전히 무작위 UUID를 받고, 아무것도 보고되지 않습니다.
///
/// `Dependencies/DependencyKey.swift`와 `Dependencies/Unimplemented.swift`에서 두 가지 방법을 찾아볼
/// 수 있습니다.
///
/// 검사하기: `swift run Episode91 verify 5.2`. 막히면 힌트: `swift run Episode91 hint 5.2`.
enum Exercise5_2 {
  struct UUIDGenerator: Sendable {
    var generate: @Sendable () -> UUID
  }

  enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator(generate: { UUID() })
    /// What a test gets when it forgot to override `uuid`: so far, the live behaviour.
    static let testValue = UUIDGenerator(generate: { UUID() })
  }
}

extension DependencyValues {
  var uuid: Exercise5_2.UUIDGenerator {
    get { self[Exercise5_2.UUIDGeneratorKey.self] }
    set { self[Exercise5_2.UUIDGeneratorKey.self] = newValue }
  }
}
