import Dispatch

/// Every dependency the app knows, in one container for the whole process: Puredux's
/// `Dependencies`.
///
/// Each entry is declared once, in an extension, with its value (see `nthPrime`). Reducers read it
/// with `Dependency[\.nthPrime]`; the entry point, or a test, replaces it with
/// `Dependencies[\.nthPrime] = …`. There is one value per entry and no scopes: a value written
/// anywhere is what every reader everywhere gets next. It is checkpoint 1's global `Current` again,
/// made thread-safe and gathered in one place.
///
/// This is Puredux 2.1's API (2024). Puredux 2.2 moved the container into its own library,
/// Crocodil, where a test or the entry point writes `Dependencies.inject(\.nthPrime, …)` and
/// `Dependencies[\.nthPrime]` only reads.
///
/// Puredux's documentation recommends moving side effects to the app's shell, so the core logic
/// stays pure, and means this container for what is hard to keep out of the core: the date, UUIDs,
/// the locale, feature flags and configuration. This checkpoint puts the file client and `nthPrime`
/// in it too, so that every checkpoint runs the same app.
struct Dependencies: Sendable {
  /// Reads or writes one entry: `Dependencies[\.nthPrime]`,
  /// `Dependencies[\.nthPrime] = { _ in .sync { 17 } }`.
  ///
  /// A container holds no values itself (each entry lives in its key), so a new one serves every
  /// access.
  static subscript<Value>(_ keyPath: WritableKeyPath<Dependencies, Value>) -> Value {
    get { Dependencies()[keyPath: keyPath] }
    set {
      var dependencies = Dependencies()
      dependencies[keyPath: keyPath] = newValue
    }
  }

  /// What every entry's accessors call: the key's current value, read and written on
  /// `entriesQueue`.
  subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get { entriesQueue.sync { Key.currentValue } }
    nonmutating set { entriesQueue.sync(flags: .barrier) { Key.currentValue = newValue } }
  }
}

/// Guards every entry, as Puredux does: a concurrent queue, so reads run side by side (`sync`),
/// while a write (a barrier) waits for the reads already running and holds back the ones after it.
///
/// Puredux writes with `async`; we write with `sync` (no reader can tell: a later read queues
/// behind the barrier either way), so a write is over when its line is. The price: a write from a
/// block already on this queue, say an entry's initial value writing another entry, would deadlock.
private let entriesQueue = DispatchQueue(label: "primetime.dependencies", attributes: .concurrent)
