/// Every dependency the app knows, each registered as a computed property in an extension:
///
///     extension DependencyValues {
///       var nthPrime: @Sendable (Int) -> Effect<Int?> {
///         get { self[NthPrimeKey.self] }
///         set { self[NthPrimeKey.self] = newValue }
///       }
///     }
///
/// Mirrors the real library's `DependencyValues`: a value type holding the overrides by key type, kept in a
/// task-local so that an override made for one operation (`withDependencies`) is seen by that operation and
/// the tasks it starts, and by nobody else.
struct DependencyValues: Sendable {
  /// The values in effect for the running task.
  ///
  /// A task-local is copied into child tasks and is gone when the scope that set it ends. Work that leaves
  /// structured concurrency (a Dispatch callback, a detached task) starts again from the default: see
  /// `withEscapedDependencies`.
  @TaskLocal static var current = DependencyValues()

  /// The `DependencyValues` property being resolved to its default value, for the report of a missing test
  /// value (`DependencyKey.testValue` is static and cannot be told).
  @TaskLocal static var nameBeingResolved = "a dependency"

  /// Everything these values hold, behind one reference, so that copying them (as every `@Dependency` does)
  /// costs a single retain. A change makes a new storage: changes are rare, reads are not.
  private var storage: Storage

  /// No overrides, with the default values every task shares, or with a cache of its own.
  init(defaults: DefaultValues = .shared) {
    self.storage = Storage(overrides: [:], forcedContext: nil, defaults: defaults)
  }

  /// Which values un-overridden dependencies resolve to: the process's own context unless it was set.
  var context: DependencyContext {
    get { storage.forcedContext ?? .detected }
    set { storage = Storage(overrides: storage.overrides, forcedContext: newValue, defaults: storage.defaults) }
  }

  /// The override for `key` if there is one, otherwise its cached default for the context.
  ///
  /// - Parameter name: filled in by the compiler with the name of the property that asked (`nthPrime`).
  subscript<Key: TestDependencyKey>(key: Key.Type, name: StaticString = #function) -> Key.Value {
    get {
      if let override = storage.overrides[ObjectIdentifier(key)] as? Override<Key.Value> {
        return override.value
      }
      return storage.defaults.value(for: key, context: context, name: "\(name)")
    }
    set {
      var overrides = storage.overrides
      overrides[ObjectIdentifier(key)] = Override(newValue)
      storage = Storage(overrides: overrides, forcedContext: storage.forcedContext, defaults: storage.defaults)
    }
  }
}

private final class Storage: Sendable {
  /// By key type, as in the real library.
  let overrides: [ObjectIdentifier: any AnyObject & Sendable]
  let forcedContext: DependencyContext?
  let defaults: DefaultValues

  init(
    overrides: [ObjectIdentifier: any AnyObject & Sendable], forcedContext: DependencyContext?, defaults: DefaultValues
  ) {
    self.overrides = overrides
    self.forcedContext = forcedContext
    self.defaults = defaults
  }
}

/// One overriding value in a box: casting the box back to its class is cheaper than casting an `any Sendable`
/// back to, say, a function type, and this cast happens on every read.
private final class Override<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
