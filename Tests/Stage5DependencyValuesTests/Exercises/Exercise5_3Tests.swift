import Effect
import ExerciseChecks
import ExerciseSupport
import Foundation
import Testing

@testable import Stage5DependencyValues

/// Checks that an announcement built inside `withDependencies` keeps the overridden date when the scheduler runs
/// it after the scope has ended.
enum Exercise5_3Check {
  typealias Announcement = (_ prime: Int, _ scheduler: TestScheduler) -> Effect<String>

  static func check(_ announcement: Announcement) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e5_3)
    let scheduler = TestScheduler()
    let delivered = LockIsolated<[String]>([])
    let moment = Date(timeIntervalSince1970: 1_582_000_000)

    let (_, issues) = collectingDependencyIssues {
      withDependencies {
        $0.date = .constant(moment)
      } operation: {
        announcement(7, scheduler).run(receiveOutput: { text in delivered.withValue { $0.append(text) } })
      }
      check.expect(delivered.value, equals: [], "announcements delivered before the scheduler's second passed")
      // The scope has ended, as it has when a real queue gets to the work.
      scheduler.advance(by: .seconds(1))
    }
    check.expect(
      delivered.value, equals: ["Saved 7 at 1582000000.0"],
      "the announcement, a second later, when the test overrode date with 1582000000")
    check.expect(issues, equals: [], "dependency issues reported while the announcement ran")
    return check.failures
  }
}

@Suite("5.3 An override lost in escaping work")
struct Exercise5_3Tests {
  @Test(.disabled(if: Exercise.e5_3.isUntouched, Comment(rawValue: Exercise.e5_3.notStartedMessage)))
  func yourAnnouncement() {
    reportCheck(Exercise5_3Check.check { Exercise5_3.announcement(of: $0, scheduler: $1) }, for: .e5_3)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise5_3Check.check { Solution5_3.announcement(of: $0, scheduler: $1) } == [])
  }

  @Test func readingTheDateInsideTheEscapingWorkIsRejected() {
    #expect(Exercise5_3Check.check { Wrong5_3.readingLate(of: $0, scheduler: $1) } != [])
  }

  @Test func theSystemClockIsRejected() {
    #expect(Exercise5_3Check.check { Wrong5_3.systemClock(of: $0, scheduler: $1) } != [])
  }

  @Test(.enabled(if: Exercise.e5_3.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(Exercise5_3Check.check { Exercise5_3.announcement(of: $0, scheduler: $1) } != [])
  }
}
