/// Reads one entry of `Dependencies`: `Dependency[\.nthPrime]`, or a property declared
/// `@Dependency(\.nthPrime) var nthPrime`.
///
/// Mirrors Puredux's `Dependency`: readers get this read-only type, and by convention only the
/// entry point and tests write, through `Dependencies`. Nothing enforces it: a write,
/// `Dependencies[\.x] = …`, compiles anywhere in the module, a reducer included, as it does with
/// Puredux's public subscript.
///
/// Not checkpoint 5's `@Dependency`, though it is spelled the same: that one (swift-dependencies')
/// captures the task's dependency values when its owner is created and, in a test, reports a
/// dependency the test did not override; it was `Sendable`, so an actor could hold one. This one
/// reads the one global container every time it is read, whoever wrote it last, and reports
/// nothing. Like Puredux 2.1's, it is not `Sendable`: a reducer reads it where it uses it, and
/// nothing holds one across threads.
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
