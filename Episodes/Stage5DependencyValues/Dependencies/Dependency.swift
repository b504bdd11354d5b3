/// Declares a dependency where it is used: `@Dependency(\.nthPrime) var nthPrime`.
///
/// Mirrors the real library's property wrapper. It captures the values current when its owner is created (for a
/// local variable in a reducer: when the reducer runs), and looks the key path up in them on each read. A
/// feature's parent never holds or passes the dependencies its children declare.
@propertyWrapper
struct Dependency<Value> {
  private let values: DependencyValues
  private let keyPath: KeyPath<DependencyValues, Value>

  init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.values = DependencyValues.current
    self.keyPath = keyPath
  }

  var wrappedValue: Value {
    values[keyPath: keyPath]
  }
}
