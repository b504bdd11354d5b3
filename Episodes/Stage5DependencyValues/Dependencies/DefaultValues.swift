import Effect

/// The values dependencies fall back to when nobody overrode them, computed once per key and context, then kept.
///
/// Mirrors the real library's cache. Computing a live value can be costly (a client that opens a connection),
/// and a value that holds state must be the same instance on every read. A test gets its own cache (see the
/// test target's `.dependencies` trait), so state one test's values build up never reaches another test.
final class DefaultValues: Sendable {
  /// The cache every task shares unless it was given another one.
  static let shared = DefaultValues()

  /// One default value, boxed in a `StoredValue<Key.Value>`, for the key type with this identifier.
  private typealias Entry = (key: ObjectIdentifier, context: DependencyContext, value: any AnyObject & Sendable)

  /// A list rather than a dictionary, like the overrides: a handful of keys, each in one or two contexts.
  private let cached = LockIsolated<[Entry]>([])

  /// The cached value of `key` in `context`, computed on first use with `values` current, as the real library
  /// computes it with the values the `@Dependency` read: a default may read other dependencies.
  ///
  /// - Parameter name: the `DependencyValues` property that asked, for the report of a missing test value.
  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    name: StaticString,
    resolvingIn values: DependencyValues
  ) -> Key.Value {
    let id = ObjectIdentifier(key)
    if let stored = cached.withValue({ Self.find(id, context, in: $0) }) {
      // Always a `StoredValue<Key.Value>`: only this method stores under this key's identifier.
      return unsafeDowncast(stored, to: StoredValue<Key.Value>.self).value
    }
    // Computed outside the lock: a live value may read another dependency, which comes back here.
    let value = DependencyValues.$current.withValue(values) {
      DependencyValues.$nameBeingResolved.withValue("\(name)") {
        Self.computeValue(for: key, context: context)
      }
    }
    return cached.withValue { cached in
      if let earlier = Self.find(id, context, in: cached) {
        return unsafeDowncast(earlier, to: StoredValue<Key.Value>.self).value
      }
      cached.append((id, context, StoredValue(value)))
      return value
    }
  }

  private static func find(
    _ key: ObjectIdentifier, _ context: DependencyContext, in cached: [Entry]
  ) -> (any AnyObject & Sendable)? {
    for entry in cached where entry.key == key && entry.context == context {
      return entry.value
    }
    return nil
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
      // Not while setting, as in the real library: `$0.x = …` in `withDependencies` is how to provide it.
      if !DependencyValues.isSetting {
        reportIssue("\(key) has no live value, so the app got its test value. Make it a DependencyKey.")
      }
      return key.testValue
    }
  }
}
