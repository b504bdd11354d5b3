import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage4TuplizedEnvironment

@Suite("93.3 Activity feed's date from the environment")
struct Exercise93_3Tests {
  @Test(.disabled(if: Exercise.e93_3.isUntouched, Comment(rawValue: Exercise.e93_3.notStartedMessage)))
  @MainActor func yourActivityFeed() throws {
    reportCheck(try #require(YourStubs.failures(of: .e93_3)), for: .e93_3)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise93_3Check.check(Solution93_3.activityFeed) == [])
  }

  @Test func aFeedThatRecordsAfterTheReducerIsRejected() {
    #expect(namedHints(Exercise93_3Check.check(Wrong93_3.activityFeedRecordingAfterwards), of: .e93_3) == [1])
  }

  @Test func aFeedThatStillStampsRemovalsWithDateIsRejected() {
    #expect(namedHints(Exercise93_3Check.check(Wrong93_3.activityFeedDatingRemovalsWithDate), of: .e93_3) == [2])
  }

  @Test func aFeedThatSwallowsTheActionsItRecordsIsRejected() {
    #expect(namedHints(Exercise93_3Check.check(Wrong93_3.activityFeedSwallowingWhatItRecords), of: .e93_3) == [1])
  }

  @Test(.enabled(if: Exercise.e93_3.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e93_3)) != [])
  }
}
