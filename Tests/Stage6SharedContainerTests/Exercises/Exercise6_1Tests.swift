import ExerciseSupport
import ExerciseTesting
import Foundation
import Testing

@testable import Stage6SharedContainer

/// Serialized: the checks share one entry of the one container, which is this exercise's point.
@Suite("6.1 Overrides that leak between tests", .serialized)
struct Exercise6_1Tests {
  @Test(.disabled(if: Exercise.e6_1.isUntouched, Comment(rawValue: Exercise.e6_1.notStartedMessage)))
  @MainActor func yourWithOverride() throws {
    reportCheck(try #require(YourStubs.failures(of: .e6_1)), for: .e6_1)
  }

  @Test func theReferenceSolutionPasses() {
    let failures = Exercise6_1Check.check(
      { value, operation in try Solution6_1.withOverride(\.exerciseLuckyNumber, value, operation: operation) },
      lock: Solution6_1.overrideLock)
    #expect(failures == [])
  }

  @Test func anOverrideThatLeaksWhenItsTestThrowsIsRejected() {
    let failures = Exercise6_1Check.check(
      { value, operation in try Wrong6_1.restoringUnlessThrown(\.exerciseLuckyNumber, value, operation: operation) },
      lock: Wrong6_1.overrideLock)
    #expect(namedHints(failures, of: .e6_1) == [2])
  }

  @Test func anOverrideWithoutTheLockIsRejected() {
    let failures = Exercise6_1Check.check(
      { value, operation in try Wrong6_1.unlocked(\.exerciseLuckyNumber, value, operation: operation) },
      lock: Wrong6_1.overrideLock)
    #expect(namedHints(failures, of: .e6_1) == [3])
  }

  @Test func overridesThatShareOneSlotAreRejected() {
    let failures = Exercise6_1Check.check(
      { value, operation in try Wrong6_1.savingInOneSlot(\.exerciseLuckyNumber, value, operation: operation) },
      lock: Wrong6_1.overrideLock)
    #expect(namedHints(failures, of: .e6_1) == [2])
  }

  /// Only the writes happen outside the lock: the closure runs inside it, so only `onWrite` can tell.
  @Test func writingTheEntryOutsideTheLockIsRejected() {
    let failures = Exercise6_1Check.check(
      { value, operation in try Wrong6_1.restoringAfterUnlocking(\.exerciseLuckyNumber, value, operation: operation) },
      lock: Wrong6_1.overrideLock)
    #expect(failures.map(\.description).allSatisfy { $0.contains("wrote the entry and restored it") })
    #expect(failures.count == 1)
    #expect(namedHints(failures, of: .e6_1) == [3])
  }

  @Test func aLockLeftHeldAfterAThrowIsRejected() {
    let failures = Exercise6_1Check.check(
      { value, operation in try Wrong6_1.unlockingUnlessThrown(\.exerciseLuckyNumber, value, operation: operation) },
      lock: Wrong6_1.leakedLock)
    #expect(namedHints(failures, of: .e6_1) == [3])
  }

  @Test(.enabled(if: Exercise.e6_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e6_1)) != [])
  }
}
