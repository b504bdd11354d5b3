import Foundation

/// A value guarded by a lock, so state shared across threads stays correct under Swift 6.
///
/// Effects use it for their bookkeeping, and tests use it to record what an effect or a dependency did.
/// `@unchecked Sendable` is the escape hatch: the compiler cannot see that every access goes through `lock`,
/// so we promise it, and keep the type small enough to check by eye.
public final class LockIsolated<Value>: @unchecked Sendable {
  @usableFromInline var storage: Value
  @usableFromInline let lock = NSLock()

  public init(_ value: Value) {
    self.storage = value
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// Inlinable, so that a caller in another module runs a copy made for its own `Value`: stage 5 takes this lock on
  /// every read of a dependency's default value, and the generic copy ran more instructions than the lock itself.
  @inlinable
  public func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&storage)
  }

  /// A copy of the value as it is now.
  public var value: Value {
    withValue { $0 }
  }
}
