import Effect
import ExerciseChecks
import ExerciseSupport
import Testing

@testable import Stage4TuplizedEnvironment

/// Builds the offline `nthPrime` effect for `n` with the given schedulers and prime counter.
typealias OfflineNthPrime = (
  _ n: Int, _ background: TestScheduler, _ main: TestScheduler, _ compute: @escaping @Sendable (Int) -> Int?
) -> Effect<Int?>

/// Checks that the prime is counted only on the background scheduler and delivered only on the main one.
enum Exercise93_2Check {
  static func check(_ nthPrime: OfflineNthPrime) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e93_2)
    let background = TestScheduler()
    let main = TestScheduler()
    let computed = LockIsolated(0)
    let delivered = LockIsolated<[Int?]>([])
    let completed = LockIsolated(false)

    let effect = nthPrime(7, background, main) { n in
      computed.withValue { $0 += 1 }
      return offlineNthPrime(n)
    }
    check.expect(computed.value, equals: 0, "primes counted while building the effect")
    effect.run(
      receiveOutput: { prime in delivered.withValue { $0.append(prime) } },
      receiveCompletion: { completed.withValue { $0 = true } })
    check.expect(
      computed.value, equals: 0, "primes counted when the effect starts, before the background scheduler runs")
    check.expect(delivered.value, equals: [], "answers delivered when the effect starts")

    background.advance()
    check.expect(computed.value, equals: 1, "primes counted once the background scheduler has run")
    check.expect(delivered.value, equals: [], "answers delivered before the main scheduler has run")
    check.expect(completed.value, equals: false, "completed before the main scheduler has run")

    main.advance()
    check.expect(delivered.value, equals: [17], "answers delivered once the main scheduler has run (the 7th prime)")
    check.expect(completed.value, equals: true, "completed once the main scheduler has run")
    return check.failures
  }

  static func yours(
    _ n: Int, _ background: TestScheduler, _ main: TestScheduler, _ compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Exercise93_2.nthPrime(n, background: background, main: main, compute: compute)
  }

  static func reference(
    _ n: Int, _ background: TestScheduler, _ main: TestScheduler, _ compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Solution93_2.nthPrime(n, background: background, main: main, compute: compute)
  }

  static func swappedSchedulers(
    _ n: Int, _ background: TestScheduler, _ main: TestScheduler, _ compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Wrong93_2.swappedSchedulers(n, background: background, main: main, compute: compute)
  }

  static func countedTooEarly(
    _ n: Int, _ background: TestScheduler, _ main: TestScheduler, _ compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Wrong93_2.countedWhileBuilding(n, background: background, main: main, compute: compute)
  }

  static func deliveredOnBackground(
    _ n: Int, _ background: TestScheduler, _ main: TestScheduler, _ compute: @escaping @Sendable (Int) -> Int?
  ) -> Effect<Int?> {
    Wrong93_2.deliveredOnBackground(n, background: background, main: main, compute: compute)
  }
}

@Suite("93.2 Offline prime off the main thread")
struct Exercise93_2Tests {
  @Test(.disabled(if: Exercise.e93_2.isUntouched, Comment(rawValue: Exercise.e93_2.notStartedMessage)))
  func yourOfflineNthPrime() {
    reportCheck(Exercise93_2Check.check(Exercise93_2Check.yours), for: .e93_2)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise93_2Check.check(Exercise93_2Check.reference) == [])
  }

  @Test func swappedSchedulersAreRejected() {
    #expect(Exercise93_2Check.check(Exercise93_2Check.swappedSchedulers) != [])
  }

  @Test func countingWhileBuildingTheEffectIsRejected() {
    #expect(Exercise93_2Check.check(Exercise93_2Check.countedTooEarly) != [])
  }

  @Test func deliveringOnTheBackgroundSchedulerIsRejected() {
    #expect(Exercise93_2Check.check(Exercise93_2Check.deliveredOnBackground) != [])
  }

  @Test(.enabled(if: Exercise.e93_2.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(Exercise93_2Check.check(Exercise93_2Check.yours) != [])
  }
}
