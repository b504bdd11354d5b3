import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage5DependencyValues

@Suite("5.3 An override lost in escaping work")
struct Exercise5_3Tests {
  @Test(.disabled(if: Exercise.e5_3.isUntouched, Comment(rawValue: Exercise.e5_3.notStartedMessage)))
  @MainActor func yourAnnouncement() throws {
    reportCheck(try #require(YourStubs.failures(of: .e5_3)), for: .e5_3)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise5_3Check.check { Solution5_3.announcement(of: $0, scheduler: $1) } == [])
  }

  @Test func readingTheDateInsideTheEscapingWorkIsRejected() {
    #expect(namedHints(Exercise5_3Check.check { Wrong5_3.readingLate(of: $0, scheduler: $1) }, of: .e5_3) == [2])
  }

  @Test func theSystemClockIsRejected() {
    #expect(namedHints(Exercise5_3Check.check { Wrong5_3.systemClock(of: $0, scheduler: $1) }, of: .e5_3) == [2])
  }

  @Test func anAnnouncementWithoutTheDelayIsRejected() {
    #expect(namedHints(Exercise5_3Check.check { Wrong5_3.withoutTheDelay(of: $0, scheduler: $1) }, of: .e5_3) == [3])
  }

  @Test func aRewordedAnnouncementIsRejected() {
    #expect(namedHints(Exercise5_3Check.check { Wrong5_3.reworded(of: $0, scheduler: $1) }, of: .e5_3) == [2])
  }

  /// The issues a dependency reported are shown as they were written, never escaped as a `[String]` would be.
  @Test func theIssuesAreShownAsWritten() {
    let failures = Exercise5_3Check.check { Wrong5_3.readingLate(of: $0, scheduler: $1) }
    let issues = failures.first { $0.what == "dependency issues reported while the announcement ran" }
    #expect(
      issues?.description == #"""
        5.3: dependency issues reported while the announcement ran
          expected: none
          happened: @Dependency(\.date) has no test implementation, but date.now was called from a test context. Override 'date' with withDependencies { $0.date = … } for the test.
        """#)
  }

  @Test(.enabled(if: Exercise.e5_3.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e5_3)) != [])
  }
}
