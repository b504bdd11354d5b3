import Effect

/// Exercise 93.2 — the offline prime, computed off the main thread and delivered back on it.
///
/// Counting primes locally takes a moment. Run as a plain `.sync` effect, that moment is spent on the thread that
/// runs the store: the main thread, which then cannot redraw. Episode 93 moves the work to a background queue and
/// brings the answer back to the main queue, where the store expects it.
///
/// Finish `nthPrime` so that the returned effect
/// - computes nothing when it is built or started: `compute` runs only when the `background` scheduler runs it;
/// - delivers the answer, and its completion, only through the `main` scheduler.
///
/// The live app would pass `DispatchQueue.background` and `DispatchQueue.main`; the check passes two
/// `TestScheduler`s and moves each by hand, so nothing waits on a real clock.
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
