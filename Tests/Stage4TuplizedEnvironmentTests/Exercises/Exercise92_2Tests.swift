import Effect
import ExerciseChecks
import ExerciseSupport
import Foundation
import Testing

@testable import Stage4TuplizedEnvironment

/// Checks an app reducer in which favorite primes ask the root's one `nthPrime` for primes.
enum Exercise92_2Check {
  typealias AppState = Exercise92_2.AppState
  typealias AppAction = Exercise92_2.AppAction

  static func check(_ appReducer: Reducer<AppState, AppAction, AppEnvironment>) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e92_2)
    let asked = LockIsolated<[Int]>([])
    let primes = [3: 5, 7: 17]
    let environment: AppEnvironment = (
      fileClient: FileClient(
        load: { _ in Effect(value: try! JSONEncoder().encode([2, 31])) }, save: { _, _ in .empty }),
      nthPrime: { n in
        asked.withValue { $0.append(n) }
        return Effect(value: primes[n])
      }
    )

    var state = AppState(count: 7, favoritePrimes: [3, 5, 7])
    let tapEffects = appReducer(&state, .favorites(.primeButtonTapped(3)), environment)
    let delivered = runToCompletion(Effect.merge(tapEffects)).outputs
    check.expect(asked.value, equals: [3], "what the root's nthPrime was asked when favorite primes tapped prime 3")
    check.expect(
      delivered, equals: [.favorites(.nthPrimeResponse(n: 3, prime: 5))],
      "the actions delivered by the effects of .favorites(.primeButtonTapped(3))")
    _ = appReducer(&state, .favorites(.nthPrimeResponse(n: 3, prime: 5)), environment)
    check.expect(
      state.alertNthPrime, equals: PrimeAlert(n: 3, prime: 5), "the alert after .nthPrimeResponse(n: 3, prime: 5)")
    _ = appReducer(&state, .favorites(.alertDismissButtonTapped), environment)
    check.expect(state.alertNthPrime, equals: nil, "the alert after .alertDismissButtonTapped")

    let counterEffects = appReducer(&state, .counterView(.counter(.nthPrimeButtonTapped)), environment)
    _ = runToCompletion(Effect.merge(counterEffects))
    check.expect(asked.value, equals: [3, 7], "what the same nthPrime was asked once the counter asked for the 7th")

    let loadEffects = appReducer(&state, .favorites(.list(.loadButtonTapped)), environment)
    check.expect(
      runToCompletion(Effect.merge(loadEffects)).outputs, equals: [.favorites(.list(.loadedFavoritePrimes([2, 31])))],
      "the actions delivered by the effects of .favorites(.list(.loadButtonTapped)), the file holding [2, 31]")
    return check.failures
  }
}

@Suite("92.2 Favorite primes ask for the nth prime")
struct Exercise92_2Tests {
  @Test(.disabled(if: Exercise.e92_2.isUntouched, Comment(rawValue: Exercise.e92_2.notStartedMessage)))
  func yourFavoritePrimes() {
    reportCheck(Exercise92_2Check.check(Exercise92_2.appReducer), for: .e92_2)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise92_2Check.check(Solution92_2.appReducer) == [])
  }

  @Test func favoritePrimesWithTheirOwnNthPrimeAreRejected() {
    let failures = Exercise92_2Check.check(Wrong92_2.appReducerWithASecondNthPrime)
    #expect(
      failures.first?.description == """
        92.2: what the root's nthPrime was asked when favorite primes tapped prime 3
          expected: [3]
          happened: []
        """)
  }

  @Test(.enabled(if: Exercise.e92_2.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(Exercise92_2Check.check(Exercise92_2.appReducer) != [])
  }
}
