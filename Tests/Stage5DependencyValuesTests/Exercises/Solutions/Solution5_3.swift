import Effect

@testable import Stage5DependencyValues

/// The reference solution of exercise 5.3: the values current when the effect is built are captured, and
/// re-applied inside the work the scheduler runs later.
enum Solution5_3 {
  static func announcement(of prime: Int, scheduler: some Scheduler) -> Effect<String> {
    withEscapedDependencies { dependencies in
      Effect { subscriber in
        scheduler.schedule(after: .seconds(1)) {
          dependencies.yield {
            @Dependency(\.date) var date
            subscriber.send("Saved \(prime) at \(date.now.timeIntervalSince1970)")
            subscriber.complete()
          }
        }
      }
    }
  }
}
