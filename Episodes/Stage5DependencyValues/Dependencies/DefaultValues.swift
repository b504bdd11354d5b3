import Effect
import Foundation

/// The values dependencies fall back to when nobody overrode them, computed once per key and
/// context, then kept.
///
/// Mirrors the real library's cache (its `CachedValues`). Computing a live value can be costly (a
/// client that opens a connection), and a value that holds state must be the same instance on every
/// read. Each `DependencyValues()` starts with a cache of its own, as in the library, so a test
/// that installs fresh values, `withDependencies { $0 = DependencyValues() }`, starts from
/// defaults nobody has read yet.
final class DefaultValues: Sendable {
  /// One default value, boxed in a `StoredValue<Key.Value>`, for the key type with this identifier.
  ///
  /// `reportsEachRead` marks a test value the live context fell back to, for a key with no live
  /// value: as in the library, every read of it in the live context is reported, not only the
  /// first. Kept with the entry so that the common read, a key that has its value, asks nothing
  /// more than the cache.
  private typealias Entry = (
    key: ObjectIdentifier, context: DependencyContext, value: any AnyObject & Sendable,
    reportsEachRead: Bool
  )

  /// A list rather than a dictionary, like the overrides: a handful of keys, each in one or two
  /// contexts. Its lock is held only to look up or add an entry, never while a default is computed.
  private let entries = LockIsolated<[Entry]>([])

  /// Held while a default is computed, so that tasks reading a key for the first time at once
  /// compute it exactly once: the first computes, the others wait here and then find its entry.
  /// Recursive, as the library's lock is, because a default may read another dependency, which
  /// comes back here on the same thread.
  ///
  /// The library holds one recursive lock for every read, hit or miss. A read that finds its entry
  /// (all reads but the first) takes only the plain lock above here, which costs less; the result
  /// is the same.
  private let computing = NSRecursiveLock()

  /// The cached value of `key` in `context`, computed on first use with `values` current, as the
  /// real library computes it with the values the `@Dependency` read: a default may read other
  /// dependencies.
  ///
  /// - Parameter name: the `DependencyValues` property that asked, for the reports.
  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    name: StaticString,
    resolvingIn values: DependencyValues
  ) -> Key.Value {
    let id = ObjectIdentifier(key)
    if let cached = cachedValue(id, context, of: key, name: name) {
      return cached
    }
    computing.lock()
    defer { computing.unlock() }
    // Another task may have computed it while this one waited for the lock.
    if let cached = cachedValue(id, context, of: key, name: name) {
      return cached
    }
    let (value, hasNoLiveValue) = DependencyValues.$current.withValue(values) {
      DependencyValues.$nameBeingResolved.withValue("\(name)") {
        Self.computeValue(for: key, context: context)
      }
    }
    if hasNoLiveValue { Self.reportMissingLiveValue(key, name: name) }
    entries.withValue { $0.append((id, context, StoredValue(value), hasNoLiveValue)) }
    return value
  }

  /// The value cached for the key in the context, if there is one, reported if it must be.
  private func cachedValue<Key: TestDependencyKey>(
    _ id: ObjectIdentifier, _ context: DependencyContext, of key: Key.Type, name: StaticString
  ) -> Key.Value? {
    let found = entries.withValue { entries -> (value: Key.Value, reportsEachRead: Bool)? in
      for entry in entries where entry.key == id && entry.context == context {
        // Always a `StoredValue<Key.Value>`: only `value(for:…)` stores under this key's
        // identifier.
        return (
          unsafeDowncast(entry.value, to: StoredValue<Key.Value>.self).value, entry.reportsEachRead
        )
      }
      return nil
    }
    guard let found else { return nil }
    if found.reportsEachRead { Self.reportMissingLiveValue(key, name: name) }
    return found.value
  }

  /// The key's value for the context, and whether it is the test value standing in for a live value
  /// the key lacks.
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

  /// The report for a key with no live value, on every read in the live context as in the library,
  /// but not while `withDependencies` sets values: `$0.x = …` is how to provide one. Its first
  /// sentence is the library's; where the library goes on with the location, the key and value
  /// types and two fixes in a list, ours names both fixes in one sentence, like this workbook's
  /// other reports.
  private static func reportMissingLiveValue<Key: TestDependencyKey>(
    _ key: Key.Type, name: StaticString
  ) {
    guard !DependencyValues.isSetting else { return }
    reportIssue(
      """
      @Dependency(\\.\(name)) has no live implementation, but was accessed from a live context. \
      Make \(key) a DependencyKey with a liveValue, or override '\(name)' with withDependencies { \
      $0.\(name) = … } at the entry point.
      """)
  }
}
