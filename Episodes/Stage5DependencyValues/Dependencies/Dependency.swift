/// Declares a dependency where it is used: `@Dependency(\.nthPrime) var nthPrime`.
///
/// Mirrors the real library's property wrapper. It captures the values current when its owner is created (for a
/// local variable in a reducer: when the reducer runs), and on each read merges the values current then over
/// them, the current ones winning. So a feature created inside `withDependencies { $0.nthPrime = … }` keeps that
/// override after the scope has ended, and a later override of any dependency still reaches it. A feature's
/// parent never holds or passes the dependencies its children declare.
@propertyWrapper
struct Dependency<Value> {
  private let capturedValues: DependencyValues
  private let keyPath: KeyPath<DependencyValues, Value>

  init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.capturedValues = DependencyValues.current
    self.keyPath = keyPath
  }

  var wrappedValue: Value {
    capturedValues.merging(DependencyValues.current)[keyPath: keyPath]
  }
}
