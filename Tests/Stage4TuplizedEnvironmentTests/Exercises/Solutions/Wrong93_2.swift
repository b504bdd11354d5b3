import Effect

@testable import Stage4TuplizedEnvironment

/// Known-wrong takes on exercise 93.2, which its check must reject.
enum Wrong93_2 {
  /// Works on the main scheduler and delivers on the background one.
  static func swappedSchedulers(
    _ n: Int, background: some Scheduler, main: some Scheduler, compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Effect.sync { compute(n) }.subscribe(on: main).receive(on: background)
  }

  /// Schedules correctly, but counts the primes while building the effect, on the caller's (main) thread.
  static func countedWhileBuilding(
    _ n: Int, background: some Scheduler, main: some Scheduler, compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Effect(value: compute(n)).subscribe(on: background).receive(on: main)
  }

  /// Counts on the background scheduler, but never hops back: the answer arrives on `background`, not `main`.
  static func deliveredOnBackground(
    _ n: Int, background: some Scheduler, main: some Scheduler, compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Effect.sync { compute(n) }.subscribe(on: background)
  }

  /// Delivers on `main`, but counts as soon as the effect starts, on whichever thread starts it.
  static func countedWhenStarted(
    _ n: Int, background: some Scheduler, main: some Scheduler, compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Effect.sync { compute(n) }.receive(on: main)
  }

  /// Counts on `background` and delivers the answer on `main`, but completes on `background`, before it.
  static func completedOnBackground(
    _ n: Int, background: some Scheduler, main: some Scheduler, compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Effect { subscriber in
      background.schedule {
        let prime = compute(n)
        main.schedule { subscriber.send(prime) }
        subscriber.complete()
      }
    }
  }
}
