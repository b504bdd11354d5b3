import Effect

/// Exercise 5.3 — an override lost in escaping work.
///
/// `withDependencies { … } operation: { … }` changes the dependencies for the operation and for whatever runs
/// inside it, and no longer: the values live in a task-local, which is gone when the operation returns. Work that
/// escapes it, like a closure handed to a scheduler or a Dispatch queue and run later, starts again from the
/// defaults. In a test, that means the test's override is silently lost.
///
/// `announcement` builds the effect that, a second after a favorite prime is saved, announces when it was saved.
/// The effect is built and started inside the test's `withDependencies`, but the scheduler runs the announcement
/// afterwards, and by then the override of `date` is gone. Make the announcement use the `date` that was current
/// when the effect was built (or started), whenever the scheduler gets to it. Keep the delay and the text.
///
/// `withEscapedDependencies` (in `Dependencies/EscapedDependencies.swift`) is the library's tool for this; reading
/// the dependency before the work escapes is the other way.
///
/// Check your work: `swift run Episode91 verify 5.3`. Stuck? `swift run Episode91 hint 5.3`.
enum Exercise5_3 {
  static func announcement(of prime: Int, scheduler: some Scheduler) -> Effect<String> {
    Effect { subscriber in
      scheduler.schedule(after: .seconds(1)) {
        @Dependency(\.date) var date
        subscriber.send("Saved \(prime) at \(date.now.timeIntervalSince1970)")
        subscriber.complete()
      }
    }
  }
}
