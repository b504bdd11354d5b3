import Foundation

@testable import Stage6SharedContainer

/// Known-wrong takes on exercise 6.1, which its check must reject.
enum Wrong6_1 {
  static let overrideLock = NSRecursiveLock()

  /// Restores the old value after a test that returns, but not after one that throws.
  static func restoringUnlessThrown<Value, Result>(
    _ keyPath: WritableKeyPath<Dependencies, Value>, _ value: Value, operation: () throws -> Result
  ) rethrows -> Result {
    overrideLock.lock()
    defer { overrideLock.unlock() }
    let previous = Dependencies[keyPath]
    Dependencies[keyPath] = value
    let result = try operation()
    Dependencies[keyPath] = previous
    return result
  }

  /// Scoped and restored, but without the lock: two threads' overrides interleave.
  static func unlocked<Value, Result>(
    _ keyPath: WritableKeyPath<Dependencies, Value>, _ value: Value, operation: () throws -> Result
  ) rethrows -> Result {
    let previous = Dependencies[keyPath]
    Dependencies[keyPath] = value
    defer { Dependencies[keyPath] = previous }
    return try operation()
  }
}
