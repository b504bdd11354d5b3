import Effect
import ExerciseSupport
import Foundation

/// Checks that an announcement built inside `withDependencies` keeps the overridden date when the scheduler runs
/// it after the scope has ended.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong5_3` that breaks it alone:
/// - the announcement uses the `date` current when the effect was built or started (`readingLate`), the
///   dependency and not the system clock (`systemClock`);
/// - the delay stays a second (`withoutTheDelay`), and the text stays `Saved <n> at <seconds>` (`reworded`).
/// Hints: the date captured while the override is current, hint 2; the delay, hint 3.
/// The scheduler is a `TestScheduler` the check advances itself, after the override's scope has ended.
enum Exercise5_3Check {
  /// The check of your stub, what `--check 5.3` runs.
  static func yours() -> [ExerciseFailure] {
    check { Exercise5_3.announcement(of: $0, scheduler: $1) }
  }

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
      // The scope has ended, as it has when a real queue gets to the work.
      scheduler.advance(by: .milliseconds(999))
      check.expect(delivered.value, equals: [], "announcements delivered before the scheduler's second passed", hint: 3)
      scheduler.advance(by: .milliseconds(1))
    }
    check.expect(
      delivered.value, equals: ["Saved 7 at 1582000000.0"],
      "the announcement, a second later, when the test overrode date with 1582000000", hint: 2)
    check.expect(noMessagesIn: issues, "dependency issues reported while the announcement ran", hint: 2)
    return check.failures
  }
}
