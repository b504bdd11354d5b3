import Foundation

/// Exercise 6.1 — overrides that leak between tests.
///
/// The shared container has one value per entry for the whole process, and no scopes. A test that writes
/// `Dependencies[\.nthPrime] = …` and never puts the old value back leaves it for every test that runs after it,
/// and a test running at the same time sees it too: the tests pass or fail depending on their order.
///
/// Finish `withOverride` so that a test can write
///
///     Exercise6_1.withOverride(\.nthPrime, { _ in .sync { 17 } }) { … }
///
/// and the override lasts exactly as long as the closure:
/// - afterwards the entry holds its old value again, even when the closure throws;
/// - overrides nest: an inner one ends by restoring the outer one's value;
/// - while one override runs, no other thread's override can start: hold `overrideLock` for the whole scope, so
///   override scopes on different threads take turns instead of interleaving.
///
/// (Even then, a test that reads the container without an override of its own still sees another test's override
/// while it runs: with a global container, every test that overrides an entry or reads it must run one at a
/// time, `.serialized`.)
///
/// Check your work: `swift run Episode91 verify 6.1`. Stuck? `swift run Episode91 hint 6.1`.
///
/// ## 한국어
///
/// 공유 컨테이너는 항목마다 프로세스 전체에서 값이 하나뿐이고, 스코프(scope)가 없습니다.
/// `Dependencies[\.nthPrime] = …`를 쓰고 이전 값을 되돌려 놓지 않는 테스트는 그 값을 뒤에 실행되는
/// 모든 테스트에 남기고, 동시에 실행 중인 테스트도 그 값을 봅니다. 그래서 테스트가 실행 순서에 따라
/// 통과하기도 하고 실패하기도 합니다.
///
/// 테스트가 다음과 같이 쓸 수 있도록 `withOverride`를 완성하세요.
///
///     Exercise6_1.withOverride(\.nthPrime, { _ in .sync { 17 } }) { … }
///
/// 이때 재정의는 정확히 클로저가 실행되는 동안만 유지되어야 합니다.
/// - 끝나면 항목은 다시 이전 값을 가져야 합니다. 클로저가 오류를 던질 때도 마찬가지입니다.
/// - 재정의는 중첩될 수 있어야 합니다. 안쪽 재정의는 끝날 때 바깥쪽 재정의의 값을 복원해야 합니다.
/// - 한 재정의가 실행되는 동안에는 다른 스레드의 재정의가 시작될 수 없어야 합니다. 스코프 전체에서
///   `overrideLock`을 잡아, 서로 다른 스레드의 재정의 스코프가 뒤섞이지 않고 차례로 실행되게
///   하세요.
///
/// (그래도 자기 재정의 없이 컨테이너를 읽는 테스트는, 다른 테스트의 재정의가 실행되는 동안 그
/// 재정의를 봅니다. 전역 컨테이너에서는 락만으로는 부족해서, 항목을 재정의하는 테스트도 읽기만 하는
/// 테스트도 모두 한 번에 하나씩(`.serialized`) 실행해야 합니다.)
///
/// 검사하기: `swift run Episode91 verify 6.1`. 막히면 힌트: `swift run Episode91 hint 6.1`.
enum Exercise6_1 {
  /// Held by every override scope, so two never run at the same time. Recursive, so that scopes can nest.
  static let overrideLock = NSRecursiveLock()

  static func withOverride<Value, Result>(
    _ keyPath: WritableKeyPath<Dependencies, Value>,
    _ value: Value,
    operation: () throws -> Result
  ) rethrows -> Result {
    // Writes the override, and leaves it there for everyone who comes after.
    Dependencies[keyPath] = value
    return try operation()
  }
}
