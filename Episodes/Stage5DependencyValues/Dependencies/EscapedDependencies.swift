/// Captures the current dependency values for work that escapes the current task, such as a
/// Dispatch callback.
///
/// Mirrors the real library's escape hatch. A task-local does not follow work that leaves
/// structured concurrency: inside `queue.async { … }` every override is gone and dependencies are
/// back to their defaults. Capture the values before the work escapes, and re-apply them inside it:
///
///     withEscapedDependencies { dependencies in
///       queue.async {
///         dependencies.yield { … }
///       }
///     }
func withEscapedDependencies<Result>(
  _ operation: (DependencyValues.Continuation) throws -> Result
) rethrows -> Result {
  try operation(DependencyValues.Continuation(values: DependencyValues.current))
}

extension DependencyValues {
  /// Dependency values captured by `withEscapedDependencies`, to be re-applied wherever the work
  /// ends up.
  struct Continuation: Sendable {
    fileprivate let values: DependencyValues

    /// Runs `operation` with the captured values current.
    func yield<Result>(_ operation: () throws -> Result) rethrows -> Result {
      try DependencyValues.$current.withValue(values, operation: operation)
    }
  }
}
