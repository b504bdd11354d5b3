import Effect

/// The values dependencies fall back to when nobody overrode them, computed once per key and context, then kept.
///
/// Mirrors the real library's cache. Computing a live value can be costly (a client that opens a connection),
/// and a value that holds state must be the same instance on every read. A test gets its own cache (see the
/// test target's `.dependencies` trait), so state one test's values build up never reaches another test.
final class DefaultValues: Sendable {
  /// The cache every task shares unless it was given another one.
  static let shared = DefaultValues()

  private struct Entry: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
  }

  private let cached = LockIsolated<[Entry: any Sendable]>([:])

  /// The cached value of `key` in `context`, computed on first use.
  ///
  /// - Parameter name: the `DependencyValues` property that asked, for the report of a missing test value.
  func value<Key: TestDependencyKey>(for key: Key.Type, context: DependencyContext, name: String) -> Key.Value {
    let entry = Entry(key: ObjectIdentifier(key), context: context)
    if let value = cached.withValue({ $0[entry] }) as? Key.Value {
      return value
    }
    // Computed outside the lock: a live value may read another dependency, which comes back here.
    let value = DependencyValues.$nameBeingResolved.withValue(name) {
      Self.computeValue(for: key, context: context)
    }
    return cached.withValue { cached in
      if let earlier = cached[entry] as? Key.Value { return earlier }
      cached[entry] = value
      return value
    }
  }

  private static func computeValue<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .test:
      return key.testValue
    case .preview:
      return key.previewValue
    case .live:
      if let liveKey = key as? any DependencyKey.Type, let value = liveKey.liveValue as? Key.Value {
        return value
      }
      reportIssue("\(key) has no live value, so the app got its test value. Make it a DependencyKey.")
      return key.testValue
    }
  }
}
