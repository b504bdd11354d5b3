import Foundation

/// The values dependencies fall back to when nobody overrode them, computed once per key and context, then kept.
///
/// Mirrors the real library's cache (its `CachedValues`). Computing a live value can be costly (a client that opens
/// a connection), and a value that holds state must be the same instance on every read. Each `DependencyValues()`
/// starts with a cache of its own, as in the library, so `withDependencies { $0 = DependencyValues() }` (what the
/// test target's `.dependencies` trait does for each test) starts from defaults nobody has read yet.
///
/// `@unchecked Sendable` because the compiler cannot see what guards `entries`: every access to it is made holding
/// `lock`, in `value(for:…)` below, and nowhere else.
final class DefaultValues: @unchecked Sendable {
  /// Recursive, as the library's `NSRecursiveLock`: a default is computed while the lock is held, so that tasks
  /// reading a key for the first time at once compute it exactly once, and a default may read another dependency,
  /// which comes back here on the same thread.
  private let lock = NSRecursiveLock()

  /// One default value, boxed in a `StoredValue<Key.Value>`, for the key type with this identifier.
  ///
  /// `reportsEachRead` marks a test value the live context fell back to, for a key with no live value: as in the
  /// library, every read of it in the live context is reported, not only the first. Kept with the entry so that
  /// the common read, a key that has its value, asks nothing more than the cache.
  private typealias Entry = (
    key: ObjectIdentifier, context: DependencyContext, value: any AnyObject & Sendable, reportsEachRead: Bool
  )

  /// A list rather than a dictionary, like the overrides: a handful of keys, each in one or two contexts.
  private var entries: [Entry] = []

  /// The cached value of `key` in `context`, computed on first use with `values` current, as the real library
  /// computes it with the values the `@Dependency` read: a default may read other dependencies.
  ///
  /// The lock is taken on every read, hit or miss. A hit without it would read `entries` while another thread may
  /// be appending to it, which is a data race; the lock costs a few nanoseconds of a read that stays several times
  /// cheaper than the library's (`scripts/benchmark-dependency-reads` measures both).
  ///
  /// - Parameter name: the `DependencyValues` property that asked, for the reports.
  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    name: StaticString,
    resolvingIn values: DependencyValues
  ) -> Key.Value {
    let id = ObjectIdentifier(key)
    lock.lock()
    defer { lock.unlock() }
    if let entry = find(id, context) {
      if entry.reportsEachRead { reportMissingLiveValue(key, name: name) }
      // Always a `StoredValue<Key.Value>`: only this method stores under this key's identifier.
      return unsafeDowncast(entry.value, to: StoredValue<Key.Value>.self).value
    }
    let (value, hasNoLiveValue) = DependencyValues.$current.withValue(values) {
      DependencyValues.$nameBeingResolved.withValue("\(name)") {
        Self.computeValue(for: key, context: context)
      }
    }
    if hasNoLiveValue { reportMissingLiveValue(key, name: name) }
    entries.append((id, context, StoredValue(value), hasNoLiveValue))
    return value
  }

  /// Called holding `lock`.
  private func find(_ key: ObjectIdentifier, _ context: DependencyContext) -> Entry? {
    for entry in entries where entry.key == key && entry.context == context {
      return entry
    }
    return nil
  }

  /// The key's value for the context, and whether it is the test value standing in for a live value the key lacks.
  private static func computeValue<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext
  ) -> (Key.Value, hasNoLiveValue: Bool) {
    switch context {
    case .test:
      return (key.testValue, false)
    case .preview:
      return (key.previewValue, false)
    case .live:
      if let liveKey = key as? any DependencyKey.Type, let value = liveKey.liveValue as? Key.Value {
        return (value, false)
      }
      return (key.testValue, true)
    }
  }

  /// The library's report for a key with no live value, in its words, on every read in the live context, but not
  /// while `withDependencies` sets values: `$0.x = …` is how to provide one.
  private func reportMissingLiveValue<Key: TestDependencyKey>(_ key: Key.Type, name: StaticString) {
    guard !DependencyValues.isSetting else { return }
    reportIssue(
      """
      @Dependency(\\.\(name)) has no live implementation, but was accessed from a live context. Make \(key) a \
      DependencyKey with a liveValue, or override '\(name)' with withDependencies { $0.\(name) = … } at the entry \
      point.
      """)
  }
}
