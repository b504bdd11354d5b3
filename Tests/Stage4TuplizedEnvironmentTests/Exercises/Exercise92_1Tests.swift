import CasePaths
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage4TuplizedEnvironment

@Suite("92.1 Offline counter beside the online one")
struct Exercise92_1Tests {
  @Test(.disabled(if: Exercise.e92_1.isUntouched, Comment(rawValue: Exercise.e92_1.notStartedMessage)))
  @MainActor func yourTwoCounters() throws {
    reportCheck(try #require(YourStubs.failures(of: .e92_1)), for: .e92_1)
  }

  @Test func theReferenceSolutionPasses() {
    let failures = Exercise92_1Check.check(
      Solution92_1.reducer, online: /Solution92_1.Action.online, offline: /Solution92_1.Action.offline)
    #expect(failures == [])
  }

  @Test func twoCountersSharingTheOnlineNthPrimeAreRejected() {
    let failures = Exercise92_1Check.check(
      Wrong92_1.bothOnline, online: /Solution92_1.Action.online, offline: /Solution92_1.Action.offline)
    #expect(namedHints(failures, of: .e92_1) == [2])
  }

  @Test func twoCountersSharingTheOfflineNthPrimeAreRejected() {
    let failures = Exercise92_1Check.check(
      Wrong92_1.bothOffline, online: /Solution92_1.Action.online, offline: /Solution92_1.Action.offline)
    #expect(namedHints(failures, of: .e92_1) == [2])
  }

  @Test func anOfflineCounterWithoutThePrimeModalIsRejected() {
    let failures = Exercise92_1Check.check(
      Wrong92_1.offlineWithoutThePrimeModal, online: /Solution92_1.Action.online,
      offline: /Solution92_1.Action.offline)
    #expect(namedHints(failures, of: .e92_1) == [1])
  }

  @Test(.enabled(if: Exercise.e92_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e92_1)) != [])
  }
}
