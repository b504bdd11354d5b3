/// Declares a dependency where it is used: `@Dependency(\.nthPrime) var nthPrime`.
///
/// Mirrors the real library's property wrapper. It captures the values current when its owner is
/// created (for a local variable in a reducer: when the reducer runs), and on each read merges the
/// values current then over them, the current ones winning. So a feature created inside
/// `withDependencies { $0.nthPrime = … }` keeps that override after the scope has ended, and a
/// later override of any dependency still reaches it. A feature's parent never holds or passes the
/// dependencies its children declare.
///
/// `Sendable`, as the library's is, so that a `Sendable` client, an actor or a `@MainActor` model
/// can hold a `@Dependency`. The compiler checks it: both stored properties are `Sendable`, since
/// the key path must be one (a written-out `\.nthPrime` is). The library 1.17.1 declares a checked
/// `Sendable` too when built with Swift 6, and `@unchecked Sendable` only for older compilers, as
/// its releases before Swift 6 declared it outright.
@propertyWrapper
struct Dependency<Value>: Sendable {
  private let capturedValues: DependencyValues

  /// Reads the dependency out of some values: the key path, applied in a closure rather than kept
  /// as the real library keeps it. Where the key path is written out, as in
  /// `@Dependency(\.nthPrime)`, the optimizer turns this closure into a plain call of the
  /// `nthPrime` property; a stored key path is interpreted on every read, which in a release build
  /// cost more than all the rest of the read together.
  private let read: @Sendable (DependencyValues) -> Value

  init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.capturedValues = DependencyValues.current
    self.read = { $0[keyPath: keyPath] }
  }

  /// Merges only when that can change what is read: not when the current values are the captured
  /// ones (a reducer reading what it just declared), nor when they override nothing (a read outside
  /// any override). The real library merges on every read; the value read is the same.
  ///
  /// What a read cannot skip is looking up the current values, a task-local read, and that lookup
  /// is most of what a read costs: a reducer that declares a dependency and reads it makes two, one
  /// when declaring, one when reading.
  var wrappedValue: Value {
    let current = DependencyValues.current
    guard capturedValues.changes(with: current) else { return read(capturedValues) }
    return read(capturedValues.merging(current))
  }
}
