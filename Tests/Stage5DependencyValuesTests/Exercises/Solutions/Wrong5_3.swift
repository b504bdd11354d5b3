import Effect
import Foundation

@testable import Stage5DependencyValues

/// Known-wrong takes on exercise 5.3, which its check must reject.
enum Wrong5_3 {
  /// The stub's mistake: the date is looked up inside the work, after the override's scope has ended.
  static func readingLate(of prime: Int, scheduler: some Scheduler) -> Effect<String> {
    Effect { subscriber in
      scheduler.schedule(after: .seconds(1)) {
        @Dependency(\.date) var date
        subscriber.send("Saved \(prime) at \(date.now.timeIntervalSince1970)")
        subscriber.complete()
      }
    }
  }

  /// Avoids the dependency altogether, so no test can choose the date.
  static func systemClock(of prime: Int, scheduler: some Scheduler) -> Effect<String> {
    Effect { subscriber in
      scheduler.schedule(after: .seconds(1)) {
        subscriber.send("Saved \(prime) at \(Date().timeIntervalSince1970)")
        subscriber.complete()
      }
    }
  }

  /// Keeps the overridden date, but announces at once: the delay is gone.
  static func withoutTheDelay(of prime: Int, scheduler: some Scheduler) -> Effect<String> {
    @Dependency(\.date) var date
    let now = date.now
    return Effect { subscriber in
      scheduler.schedule {
        subscriber.send("Saved \(prime) at \(now.timeIntervalSince1970)")
        subscriber.complete()
      }
    }
  }

  /// Keeps the overridden date and the delay, but reworded the announcement.
  static func reworded(of prime: Int, scheduler: some Scheduler) -> Effect<String> {
    @Dependency(\.date) var date
    let now = date.now
    return Effect { subscriber in
      scheduler.schedule(after: .seconds(1)) {
        subscriber.send("\(prime) saved at \(now)")
        subscriber.complete()
      }
    }
  }
}
