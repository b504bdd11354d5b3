import Effect
import ExerciseSupport

// Exercise 93.2 moves checkpoint 4's offline prime off the main thread; this check needs nothing of the
// checkpoint's but the shared `Effect` and its test scheduler.

/// Exercise 93.2's check: the prime is counted only on the background scheduler and delivered only on the main one.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong93_2` that breaks it alone:
/// - nothing is computed when the effect is built (`countedWhileBuilding`) or started (`countedWhenStarted`);
/// - `compute` runs when the `background` scheduler runs (`swappedSchedulers`);
/// - the answer (`deliveredOnBackground`) and the completion (`completedOnBackground`) come only through `main`.
/// Hints: the effect built lazily, hint 3 (`Effect.sync`); where the work starts and the answer arrives, hint 2.
/// Each scheduler is a `TestScheduler` the check advances itself: no thread, no clock, no race.
public enum SchedulerCheck {
  /// Builds the offline `nthPrime` effect for `n` with the given schedulers and prime counter.
  public typealias OfflineNthPrime = (
    _ n: Int, _ background: TestScheduler, _ main: TestScheduler, _ compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?>

  public static func check(_ nthPrime: OfflineNthPrime) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e93_2)
    let background = TestScheduler()
    let main = TestScheduler()
    let computed = LockIsolated(0)
    let delivered = LockIsolated<[Int?]>([])
    let completed = LockIsolated(false)

    let effect = nthPrime(7, background, main) { n in
      computed.withValue { $0 += 1 }
      return nthPrimeByCounting(n)
    }
    check.expect(computed.value, equals: 0, "primes counted while building the effect", hint: 3)
    effect.run(
      receiveOutput: { prime in delivered.withValue { $0.append(prime) } },
      receiveCompletion: { completed.withValue { $0 = true } })
    check.expect(
      computed.value, equals: 0, "primes counted when the effect starts, before the background scheduler runs", hint: 2)
    check.expect(delivered.value, equals: [], "answers delivered when the effect starts", hint: 2)

    background.advance()
    check.expect(computed.value, equals: 1, "primes counted once the background scheduler has run", hint: 2)
    check.expect(delivered.value, equals: [], "answers delivered before the main scheduler has run", hint: 2)
    check.expect(completed.value, equals: false, "completed before the main scheduler has run", hint: 2)

    main.advance()
    check.expect(
      delivered.value, equals: [17], "answers delivered once the main scheduler has run (the 7th prime)", hint: 2)
    check.expect(completed.value, equals: true, "completed once the main scheduler has run", hint: 2)
    return check.failures
  }

  /// The nth prime, counted the slow way: the work the check watches for on each scheduler.
  static func nthPrimeByCounting(_ n: Int) -> Int? {
    guard n > 0 else { return nil }
    var found = 0
    var candidate = 1
    while found < n {
      candidate += 1
      if (2..<candidate).allSatisfy({ candidate % $0 != 0 }) { found += 1 }
    }
    return candidate
  }
}
