/// Runs `operation` with the current dependency values changed by `updateValuesForOperation`, and
/// puts them back afterwards: `withDependencies { $0.nthPrime = … } operation: { … }`.
///
/// Mirrors the real library. The change is seen by `operation` and by everything it calls,
/// including the tasks it starts and awaits, and by no other task, so tests running at the same
/// time never see each other's overrides. While `updateValuesForOperation` runs,
/// `DependencyValues.isSetting` is true, so reading a default in order to change it is not
/// reported.
@discardableResult
func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try DependencyValues.$isSetting.withValue(true) {
    try updateValuesForOperation(&values)
  }
  return try DependencyValues.$current.withValue(values) {
    try notSetting(operation)
  }
}

/// The same for an `async` operation, which keeps the caller's actor isolation.
@discardableResult
func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try DependencyValues.$isSetting.withValue(true) {
    try updateValuesForOperation(&values)
  }
  return try await DependencyValues.$current.withValue(
    values,
    operation: {
      guard DependencyValues.isSetting else { return try await operation() }
      return try await DependencyValues.$isSetting.withValue(
        false, operation: operation, isolation: isolation)
    },
    isolation: isolation)
}

/// Runs `operation` with `isSetting` false, which it already is unless this `withDependencies` was
/// called from another one's update closure: only then is it set, so that the reads of every other
/// operation stay one task-local shorter.
private func notSetting<Result>(_ operation: () throws -> Result) rethrows -> Result {
  guard DependencyValues.isSetting else { return try operation() }
  return try DependencyValues.$isSetting.withValue(false, operation: operation)
}
