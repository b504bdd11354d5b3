/// Runs `operation` with the current dependency values changed by `updateValuesForOperation`, and puts them back
/// afterwards: `withDependencies { $0.nthPrime = … } operation: { … }`.
///
/// Mirrors the real library. The change is seen by `operation` and by everything it calls, including the tasks
/// it starts and awaits, and by no other task, so tests running at the same time never see each other's
/// overrides.
@discardableResult
func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// The same for an `async` operation, which keeps the caller's actor isolation.
@discardableResult
func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation, isolation: isolation)
}
