import Effect
import ExerciseSupport
import Foundation

extension Dependencies {
  /// An entry only 6.1's checks use, so they never disturb the checkpoint's own tests running alongside.
  var exerciseLuckyNumber: Int {
    get { self[LuckyNumberKey.self] }
    set { self[LuckyNumberKey.self] = newValue }
  }

  private enum LuckyNumberKey: DependencyKey {
    nonisolated(unsafe) static var currentValue = 0 {
      didSet { Exercise6_1Check.onWrite?() }
    }
  }
}

/// Checks a `withOverride` for the shared container: scoped, restored on throw, nestable, one scope at a time.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong6_1` that breaks it alone:
/// - afterwards the entry holds its old value again (the stub), even when the closure throws
///   (`restoringUnlessThrown`);
/// - overrides nest: an inner one ends by restoring the outer one's value (`savingInOneSlot`);
/// - `overrideLock` is held for the whole scope: while the closure runs (`unlocked`) and while the entry is
///   written and restored (`restoringAfterUnlocking`), and free again afterwards, after a throw too
///   (`unlockingUnlessThrown`).
/// Hints: the old value put back at all, hint 1; restored in a defer, nesting included, hint 2; the lock, hint 3.
/// The lock is seen from another thread with `try()`, which never waits, and each write of the entry asks it
/// at that moment through `onWrite`: no two threads race, so a missing lock fails every time.
enum Exercise6_1Check {
  /// Called on every write of the entry the check overrides, on the writing thread.
  nonisolated(unsafe) static var onWrite: (() -> Void)?

  /// The check of your stub, what `--check 6.1` runs.
  static func yours() -> [ExerciseFailure] {
    check(
      { value, operation in try Exercise6_1.withOverride(\.exerciseLuckyNumber, value, operation: operation) },
      lock: Exercise6_1.overrideLock)
  }

  /// Runs `operation` with `exerciseLuckyNumber` overridden by the implementation under check.
  typealias WithOverride = (_ value: Int, _ operation: () throws -> Void) throws -> Void

  struct Oops: Error {}

  static func check(_ withOverride: @escaping WithOverride, lock: NSRecursiveLock) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e6_1)
    Dependencies[\.exerciseLuckyNumber] = 0

    try? withOverride(17) {
      check.expect(Dependencies[\.exerciseLuckyNumber], equals: 17, "the entry inside an override of 17", hint: 2)
    }
    check.expect(
      Dependencies[\.exerciseLuckyNumber], equals: 0, "what the next test reads after a test's override of 17 ended",
      hint: 1)

    Dependencies[\.exerciseLuckyNumber] = 0
    try? withOverride(5) { throw Oops() }
    check.expect(
      Dependencies[\.exerciseLuckyNumber], equals: 0, "the entry after an override whose test threw", hint: 2)
    check.expect(
      isFree(lock), "overrideLock, seen from another thread once an override whose test threw ended",
      expected: "free", actual: "still held", hint: 3)

    Dependencies[\.exerciseLuckyNumber] = 0
    try? withOverride(1) {
      try? withOverride(2) {
        check.expect(
          Dependencies[\.exerciseLuckyNumber], equals: 2, "the entry inside an override of 2 inside one of 1", hint: 2)
      }
      check.expect(
        Dependencies[\.exerciseLuckyNumber], equals: 1, "the entry once the inner override of 2 ended", hint: 2)
    }
    check.expect(Dependencies[\.exerciseLuckyNumber], equals: 0, "the entry once both overrides ended", hint: 2)

    Dependencies[\.exerciseLuckyNumber] = 0
    let writes = LockIsolated<[Bool]>([])
    onWrite = { writes.withValue { $0.append(isFree(lock)) } }
    try? withOverride(3) {}
    onWrite = nil
    check.expect(
      writes.value, equals: [false, false],
      "overrideLock, seen from another thread when the override of 3 wrote the entry and restored it (free: true)",
      hint: 3)

    Dependencies[\.exerciseLuckyNumber] = 0
    try? withOverride(3) {
      check.expect(
        !isFree(lock), "overrideLock, seen from another thread while an override runs",
        expected: "held, so that thread's override waits its turn", actual: "free", hint: 3)
    }
    check.expect(
      isFree(lock), "overrideLock, seen from another thread once the override ended", expected: "free",
      actual: "still held", hint: 3)
    Dependencies[\.exerciseLuckyNumber] = 0
    return check.failures
  }

  /// Whether another thread can take `lock` right now. It never waits: `try()` answers at once.
  static func isFree(_ lock: NSRecursiveLock) -> Bool {
    let taken = LockIsolated(false)
    let answered = DispatchSemaphore(value: 0)
    let thread = Thread {
      if lock.try() {
        lock.unlock()
        taken.withValue { $0 = true }
      }
      answered.signal()
    }
    thread.start()
    answered.wait()
    return taken.value
  }
}
