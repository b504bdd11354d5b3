import Effect
import PrimeTimeDomain

@testable import Stage4TuplizedEnvironment

/// The reference solution of exercise 93.2.
enum Solution93_2 {
  static func nthPrime(
    _ n: Int,
    background: some Scheduler,
    main: some Scheduler,
    compute: @escaping @Sendable (Int) -> Int? = offlineNthPrime
  ) -> Effect<Int?> {
    // `.sync` defers the work until the effect runs; `subscribe(on:)` makes it run on `background`;
    // `receive(on:)` hands the answer, and the completion, to `main`.
    Effect.sync { compute(n) }
      .subscribe(on: background)
      .receive(on: main)
  }
}
