import Foundation

@testable import Stage6SharedContainer

/// The reference solution of exercise 6.1.
enum Solution6_1 {
  static let overrideLock = NSRecursiveLock()

  static func withOverride<Value, Result>(
    _ keyPath: WritableKeyPath<Dependencies, Value>,
    _ value: Value,
    operation: () throws -> Result
  ) rethrows -> Result {
    overrideLock.lock()
    defer { overrideLock.unlock() }
    let previous = Dependencies[keyPath]
    Dependencies[keyPath] = value
    // Runs before the unlock above (defers run last first), whether `operation` returns or throws.
    defer { Dependencies[keyPath] = previous }
    return try operation()
  }
}
