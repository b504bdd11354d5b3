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

  /// Every scope saves the old value in one shared slot, so an inner scope overwrites the outer one's: the outer
  /// scope ends by writing back its own override.
  nonisolated(unsafe) static var saved: Any?

  static func savingInOneSlot<Value, Result>(
    _ keyPath: WritableKeyPath<Dependencies, Value>, _ value: Value, operation: () throws -> Result
  ) rethrows -> Result {
    overrideLock.lock()
    defer { overrideLock.unlock() }
    saved = Dependencies[keyPath]
    Dependencies[keyPath] = value
    defer { Dependencies[keyPath] = saved as! Value }
    return try operation()
  }

  /// Holds the lock while the closure runs, but writes and restores the entry outside it.
  static func restoringAfterUnlocking<Value, Result>(
    _ keyPath: WritableKeyPath<Dependencies, Value>, _ value: Value, operation: () throws -> Result
  ) rethrows -> Result {
    let previous = Dependencies[keyPath]
    Dependencies[keyPath] = value
    defer { Dependencies[keyPath] = previous }
    overrideLock.lock()
    defer { overrideLock.unlock() }
    return try operation()
  }

  /// The lock `unlockingUnlessThrown` leaves held: its own, so no other version's check waits on it.
  static let leakedLock = NSRecursiveLock()

  /// Unlocks after a closure that returns, but a throw skips the unlock: the lock stays held for good.
  static func unlockingUnlessThrown<Value, Result>(
    _ keyPath: WritableKeyPath<Dependencies, Value>, _ value: Value, operation: () throws -> Result
  ) rethrows -> Result {
    leakedLock.lock()
    let previous = Dependencies[keyPath]
    Dependencies[keyPath] = value
    defer { Dependencies[keyPath] = previous }
    let result = try operation()
    leakedLock.unlock()
    return result
  }
}
