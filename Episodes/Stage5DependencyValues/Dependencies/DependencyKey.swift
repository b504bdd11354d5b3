/// A dependency that only has a value for tests (and, unless it says otherwise, for previews).
///
/// Mirrors the real library's `TestDependencyKey`: a key type names one dependency, and its `Value`
/// is what `@Dependency` hands out. Values must be `Sendable` because they live in a task-local
/// shared by every task.
protocol TestDependencyKey {
  associatedtype Value: Sendable = Self

  /// What a test gets when it did not override the dependency.
  static var testValue: Value { get }

  /// What a preview gets. Defaults to `testValue`.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  static var previewValue: Value { testValue }
}

/// A dependency the running app has a real value for, as in the real library's `DependencyKey`.
///
/// Only `liveValue` is required. `previewValue` defaults to the live value. `testValue` defaults to
/// reporting a test failure naming the dependency, then the preview value: a test must say what
/// each dependency it reaches does.
protocol DependencyKey: TestDependencyKey {
  /// Restated, as the real library does, so that Swift infers `Value` from `liveValue` alone
  /// (`static let liveValue = 3`); without it, inference looks only at `testValue` and
  /// `previewValue`.
  associatedtype Value: Sendable = Self

  /// What the app gets when nothing overrode the dependency.
  static var liveValue: Value { get }
}

extension DependencyKey {
  static var previewValue: Value { liveValue }

  /// Reports that a test reached a dependency it did not override, then carries on with the preview
  /// value.
  ///
  /// As in the real library. The preview value is the live one unless the key gives a safer one (a
  /// client that keeps in memory what the live one writes to disk): a test that forgot to override
  /// it fails, and still never touches the disk. Nothing is reported while `withDependencies` sets
  /// values: `$0.date.now = …` reads the date in order to change it.
  static var testValue: Value {
    guard !DependencyValues.isSetting else { return previewValue }
    let name = DependencyValues.nameBeingResolved
    reportIssue(
      """
      @Dependency(\\.\(name)) has no test implementation, but was accessed from a test context. A \
      test may not use a dependency's live value: override '\(name)' with withDependencies { \
      $0.\(name) = … } for the test, or give \(Self.self) a testValue.
      """
    )
    return previewValue
  }
}
