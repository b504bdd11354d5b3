import Foundation

/// A value shared between threads behind a lock, for the few places Episode91 waits on several at once.
///
/// `@unchecked Sendable` is a promise the compiler cannot check: every access goes through `lock`.
final class LockedValue<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) {
    self.value = value
  }

  func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }

  var current: Value {
    withValue { $0 }
  }
}
