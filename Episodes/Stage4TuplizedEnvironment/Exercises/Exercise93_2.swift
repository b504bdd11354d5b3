import Effect

/// Exercise 93.2 — the offline prime, computed off the main thread and delivered back on it.
///
/// Episode 93 adds an offline `nthPrime` that counts primes locally, and leaves the counting on the main thread,
/// which cannot redraw meanwhile: moving it is this exercise, the episode's second. `nthPrime` below starts there,
/// as a plain synchronous effect that counts on whichever thread runs it.
///
/// This workbook's live app had to solve it already: `Counter/LiveNthPrime.swift` counts on
/// `DispatchQueue.background` and answers on `DispatchQueue.main`. Those are fixed queues, which no test can
/// run by hand. Here the schedulers are parameters, so the check can pass two `TestScheduler`s and move each
/// itself, and nothing waits on a real clock. Finish `nthPrime` so that the returned effect
/// - computes nothing when it is built or started: `compute` runs only when the `background` scheduler runs it;
/// - delivers the answer, and its completion, only through the `main` scheduler, never on `background`.
///
/// Check your work: `swift run Episode91 verify 93.2`. Stuck? `swift run Episode91 hint 93.2`.
enum Exercise93_2 {
  static func nthPrime(
    _ n: Int,
    background: some Scheduler,
    main: some Scheduler,
    compute: @escaping @Sendable (Int) -> Int? = offlineNthPrime
  ) -> Effect<Int?> {
    .sync { compute(n) }
  }
}
