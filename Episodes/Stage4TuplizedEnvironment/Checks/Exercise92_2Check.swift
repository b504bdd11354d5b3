import Effect
import ExerciseSupport
import Foundation
import PrimeTimeDomain

/// Checks an app reducer in which favorite primes ask the root's one `nthPrime` for primes.
enum Exercise92_2Check {
  /// The check of your stub, what `--check 92.2` runs.
  static func yours() -> [ExerciseFailure] {
    check(Exercise92_2.appReducer)
  }

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
