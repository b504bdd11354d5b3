import ExerciseChecks
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage4TuplizedEnvironment

@Suite("93.2 Offline prime off the main thread")
struct Exercise93_2Tests {
  @Test(.disabled(if: Exercise.e93_2.isUntouched, Comment(rawValue: Exercise.e93_2.notStartedMessage)))
  @MainActor func yourOfflineNthPrime() throws {
    reportCheck(try #require(YourStubs.failures(of: .e93_2)), for: .e93_2)
  }

  /// The reason `swift test` gives for skipping a stub as shipped names the command for a hint and shows none.
  @Test func theSkipReasonShowsNoHint() {
    #expect(
      Exercise.e93_2.notStartedMessage
        == "93.2 not started — edit Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_2.swift. "
        + "A hint when you want one: swift run Episode91 hint 93.2")
  }

  @Test func theReferenceSolutionPasses() {
    #expect(SchedulerCheck.check { Solution93_2.nthPrime($0, background: $1, main: $2, compute: $3) } == [])
  }

  @Test func swappedSchedulersAreRejected() {
    #expect(
      namedHints(
        SchedulerCheck.check { Wrong93_2.swappedSchedulers($0, background: $1, main: $2, compute: $3) }, of: .e93_2)
        == [2])
  }

  @Test func countingWhileBuildingTheEffectIsRejected() {
    #expect(
      namedHints(
        SchedulerCheck.check { Wrong93_2.countedWhileBuilding($0, background: $1, main: $2, compute: $3) }, of: .e93_2)
        == [3, 2])
  }

  @Test func deliveringOnTheBackgroundSchedulerIsRejected() {
    #expect(
      namedHints(
        SchedulerCheck.check { Wrong93_2.deliveredOnBackground($0, background: $1, main: $2, compute: $3) }, of: .e93_2)
        == [2])
  }

  @Test func countingWhenTheEffectStartsIsRejected() {
    #expect(
      namedHints(
        SchedulerCheck.check { Wrong93_2.countedWhenStarted($0, background: $1, main: $2, compute: $3) }, of: .e93_2)
        == [2])
  }

  @Test func completingOnTheBackgroundSchedulerIsRejected() {
    #expect(
      namedHints(
        SchedulerCheck.check { Wrong93_2.completedOnBackground($0, background: $1, main: $2, compute: $3) }, of: .e93_2)
        == [2])
  }

  @Test(.enabled(if: Exercise.e93_2.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e93_2)) != [])
  }
}
