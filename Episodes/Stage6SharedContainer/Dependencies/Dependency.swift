/// Reads one entry of `Dependencies`: `Dependency[\.nthPrime]`, or a property declared
/// `@Dependency(\.nthPrime) var nthPrime`.
///
/// Mirrors Puredux's `Dependency`: readers get this read-only type, and only the entry point and
/// tests write through `Dependencies`, so a reducer cannot replace what it reads. Not checkpoint
/// 5's `@Dependency`, though it is spelled the same: that one (TCA's) captures the task's
/// dependency values when its owner is created and, in a test, reports a dependency the test did
/// not override. This one reads the one global container every time it is read, whoever wrote it
/// last, and reports nothing.
@propertyWrapper
struct Dependency<Value> {
  private let keyPath: WritableKeyPath<Dependencies, Value>

  init(_ keyPath: WritableKeyPath<Dependencies, Value>) {
    self.keyPath = keyPath
  }

  var wrappedValue: Value {
    Dependencies[keyPath]
  }

  static subscript(_ keyPath: WritableKeyPath<Dependencies, Value>) -> Value {
    Dependencies[keyPath]
  }
}
