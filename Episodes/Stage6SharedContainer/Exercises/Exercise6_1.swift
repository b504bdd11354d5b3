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
/// while it runs: with a global container, tests that override must also run one at a time, `.serialized`.)
///
/// Check your work: `swift run Episode91 verify 6.1`. Stuck? `swift run Episode91 hint 6.1`.
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
