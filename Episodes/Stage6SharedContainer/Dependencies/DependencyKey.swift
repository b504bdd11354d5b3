/// The type behind one entry of `Dependencies`: it holds the entry's current value.
///
/// Mirrors Puredux's `DependencyKey`, which shares its name with checkpoint 5's key (the one from
/// swift-dependencies) but not its meaning: there is no live, test or preview value, only the value
/// the entry has now. Nobody reads a key directly. Each entry is a computed property in an
/// extension of `Dependencies` that goes through the container, which is what makes every access
/// thread-safe.
protocol DependencyKey {
  associatedtype Value: Sendable

  /// The entry's value: the one it was declared with, until someone writes another.
  ///
  /// A stored `static var` is shared mutable state. In a key no actor isolates, Swift 6 accepts it
  /// once the key declares it `nonisolated(unsafe)`, as Puredux's macro does. `Dependencies` keeps
  /// the promise that makes this safe: every read and write of it goes through the container's
  /// queue. (`Value` is `Sendable` here; Puredux asks that of it in the container's subscript.)
  static var currentValue: Value { get set }
}
