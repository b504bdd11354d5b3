/// Every dependency the app knows, each registered as a computed property in an extension, as the
/// date is:
///
///     extension DependencyValues {
///       var date: DateGenerator {
///         get { self[DateGeneratorKey.self] }
///         set { self[DateGeneratorKey.self] = newValue }
///       }
///     }
///
/// Mirrors the real library's `DependencyValues`: a value type holding the overrides by key type,
/// kept in a task-local so that an override made for one operation is seen by that operation and
/// the tasks it starts, and by nobody else.
struct DependencyValues: Sendable {
  /// The values in effect for the running task.
  ///
  /// A task-local is copied into child tasks and `Task {}`, and is gone when the scope that set it
  /// ends. Work that does not inherit it (a Dispatch callback, a detached task) starts again from
  /// the default: see `withEscapedDependencies`.
  @TaskLocal static var current = DependencyValues()

  /// True while `withDependencies` runs its update closure, as in the real library:
  /// `$0.date.now = …` reads the date in order to change it, and a read made to set a value is not
  /// reported.
  @TaskLocal static var isSetting = false

  /// The `DependencyValues` property being resolved to its default value, for the report of a
  /// missing test value (`DependencyKey.testValue` is static and cannot be told).
  @TaskLocal static var nameBeingResolved = "a dependency"

  /// The overrides, the forced context and the default values' cache, behind one reference, so that
  /// copying them (as every `@Dependency` does) costs a retain. A change makes a new storage:
  /// changes are rare, reads are not.
  private var storage: Storage

  /// Only in the values a `@Dependency` reads (see `merging`): the values it captured, consulted
  /// for whatever `storage`, the current task's, does not override.
  private var captured: Storage?

  /// No overrides, and a cache of default values of its own, empty, as in the real library:
  /// installed with `withDependencies { $0 = DependencyValues() }`, these values compute each
  /// default afresh, however much other values have already read. `current`'s own default is made
  /// once, so every task outside an override shares one cache.
  init() {
    self.storage = Storage(overrides: [], forcedContext: nil, defaults: DefaultValues())
  }

  private init(storage: Storage, captured: Storage?) {
    self.storage = storage
    self.captured = captured
  }

  /// Which values un-overridden dependencies resolve to: the process's own context unless it was
  /// set.
  var context: DependencyContext {
    get { storage.forcedContext ?? captured?.forcedContext ?? .detected }
    set {
      let flat = flattened
      storage = Storage(overrides: flat.overrides, forcedContext: newValue, defaults: flat.defaults)
      captured = nil
    }
  }

  /// The override for `key` if there is one, otherwise its cached default for the context.
  ///
  /// - Parameter name: filled in by the compiler with the name of the property that asked
  ///   (`nthPrime`).
  subscript<Key: TestDependencyKey>(key: Key.Type, name: StaticString = #function) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      if let override = storage.override(for: id) ?? captured?.override(for: id) {
        // Always a `StoredValue<Key.Value>`: only the setter below stores under this key's
        // identifier.
        return unsafeDowncast(override, to: StoredValue<Key.Value>.self).value
      }
      return defaults.value(for: key, context: context, name: name, resolvingIn: self)
    }
    set {
      let flat = flattened
      storage = Storage(
        overrides: flat.overrides.replacing(ObjectIdentifier(key), with: StoredValue(newValue)),
        forcedContext: flat.forcedContext, defaults: flat.defaults)
      captured = nil
    }
  }

  /// These values with `newer` merged over them, key by key, `newer` winning: what a `@Dependency`
  /// reads.
  ///
  /// The real library merges the two dictionaries on every read
  /// (`initialValues.merging(_current)`). This one merges without building anything: the result
  /// keeps both and looks in `newer` first, and when `newer` `changes` nothing, the result is these
  /// values as they are. The default values stay these values' cache, as in the real library.
  func merging(_ newer: DependencyValues) -> DependencyValues {
    guard changes(with: newer) else { return self }
    if captured == nil && newer.captured == nil {
      return DependencyValues(storage: newer.storage, captured: storage)
    }
    // A merge of merged values, which only happens inside a read: rare, so built the plain way.
    let mine = flattened
    let theirs = newer.flattened
    let merged = Storage(
      overrides: mine.overrides.replacing(with: theirs.overrides),
      forcedContext: theirs.forcedContext ?? mine.forcedContext, defaults: mine.defaults)
    return DependencyValues(storage: merged, captured: nil)
  }

  /// Whether merging `newer` over these values would change anything: not when `newer` is these
  /// very values, as it is when nothing was overridden since they were captured, nor when it
  /// overrides nothing.
  func changes(with newer: DependencyValues) -> Bool {
    let isSame = newer.storage === storage && newer.captured === captured
    return !isSame && !(newer.storage.isEmpty && newer.captured == nil)
  }

  /// Where un-overridden dependencies come from: the captured values' cache when there are captured
  /// values.
  private var defaults: DefaultValues {
    (captured ?? storage).defaults
  }

  /// `storage` with `captured` merged under it, as one storage.
  private var flattened: Storage {
    guard let captured else { return storage }
    return Storage(
      overrides: captured.overrides.replacing(with: storage.overrides),
      forcedContext: storage.forcedContext ?? captured.forcedContext, defaults: captured.defaults)
  }
}

private final class Storage: Sendable {
  let overrides: Overrides
  let forcedContext: DependencyContext?
  let defaults: DefaultValues

  init(overrides: Overrides, forcedContext: DependencyContext?, defaults: DefaultValues) {
    self.overrides = overrides
    self.forcedContext = forcedContext
    self.defaults = defaults
  }

  /// Nothing overridden and no context forced: merged over other values, these change nothing.
  var isEmpty: Bool {
    overrides.isEmpty && forcedContext == nil
  }

  func override(for key: ObjectIdentifier) -> (any AnyObject & Sendable)? {
    for override in overrides where override.key == key {
      return override.value
    }
    return nil
  }
}

/// The overriding values by key type, as in the real library, but in a list rather than a
/// dictionary: an app overrides a handful of dependencies, and comparing a handful of identifiers
/// costs less than hashing one.
private typealias Overrides = [(key: ObjectIdentifier, value: any AnyObject & Sendable)]

extension Overrides {
  /// These overrides, with `value` in place of any earlier override of `key`.
  fileprivate func replacing(
    _ key: ObjectIdentifier, with value: any AnyObject & Sendable
  ) -> Overrides {
    filter { $0.key != key } + [(key, value)]
  }

  /// These overrides with `newer` merged over them, `newer` winning.
  fileprivate func replacing(with newer: Overrides) -> Overrides {
    newer.reduce(self) { merged, override in merged.replacing(override.key, with: override.value) }
  }
}

/// One dependency value in a box, as an override or a cached default: casting the box back to its
/// class is cheaper than casting an `any Sendable` back to, say, a function type, and this cast
/// happens on every read.
final class StoredValue<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
