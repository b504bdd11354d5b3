import Effect
import ExerciseSupport
import Foundation
import PrimeTimeDomain

/// Checks an app reducer in which favorite primes ask the root's one `nthPrime` for primes.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong92_2` that breaks it alone:
/// - `.primeButtonTapped(n)` asks the environment's `nthPrime`, the root's, for `n`
///   (`appReducerWithASecondNthPrime`), and delivers `.nthPrimeResponse(n:prime:)`;
/// - `.nthPrimeResponse` shows the alert when a prime came back, and only then: a nil prime, which the live
///   `nthPrime` answers when Wolfram Alpha has no answer, shows none and must not crash
///   (`appReducerForceUnwrapping`, `prime!`);
/// - `.alertDismissButtonTapped` hides it (`appReducerKeepingTheAlert`);
/// - `.list` actions keep working: save (`appReducerThatNeverSaves`), load and delete, through the file client;
/// - the counter asks the very same `nthPrime` (the first version above fails this too).
/// Hints: the list through the file client, hint 1; the root's one nthPrime, hint 2; the tap and the alert, hint 3.
/// The root environment cannot change: the check builds the checkpoint's `AppEnvironment`.
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
    let saved = LockIsolated<[String]>([])
    let primes = [3: 5, 7: 17]
    let environment: AppEnvironment = (
      fileClient: FileClient(
        load: { _ in Effect(value: try! JSONEncoder().encode([2, 31])) },
        save: { _, data in
          .fireAndForget { saved.withValue { $0.append(String(decoding: data, as: UTF8.self)) } }
        }),
      nthPrime: { n in
        asked.withValue { $0.append(n) }
        return Effect(value: primes[n])
      }
    )

    var state = AppState(count: 7, favoritePrimes: [3, 5, 7])
    let tapEffects = appReducer(&state, .favorites(.primeButtonTapped(3)), environment)
    let delivered = runToCompletion(Effect.merge(tapEffects)).outputs
    check.expect(
      asked.value, equals: [3], "what the root's nthPrime was asked when favorite primes tapped prime 3", hint: 2)
    check.expect(
      delivered, equals: [.favorites(.nthPrimeResponse(n: 3, prime: 5))],
      "the actions delivered by the effects of .favorites(.primeButtonTapped(3))", hint: 3)
    _ = appReducer(&state, .favorites(.nthPrimeResponse(n: 3, prime: 5)), environment)
    check.expect(
      state.alertNthPrime, equals: PrimeAlert(n: 3, prime: 5), "the alert after .nthPrimeResponse(n: 3, prime: 5)",
      hint: 3)
    _ = appReducer(&state, .favorites(.alertDismissButtonTapped), environment)
    check.expect(state.alertNthPrime, equals: nil, "the alert after .alertDismissButtonTapped", hint: 3)
    // Wolfram Alpha has no answer for this n: the live nthPrime delivers nil.
    _ = appReducer(&state, .favorites(.nthPrimeResponse(n: 4, prime: nil)), environment)
    check.expect(state.alertNthPrime, equals: nil, "the alert after .nthPrimeResponse(n: 4, prime: nil)", hint: 3)

    let counterEffects = appReducer(&state, .counterView(.counter(.nthPrimeButtonTapped)), environment)
    _ = runToCompletion(Effect.merge(counterEffects))
    check.expect(
      asked.value, equals: [3, 7], "what the same nthPrime was asked once the counter asked for the 7th", hint: 2)

    let loadEffects = appReducer(&state, .favorites(.list(.loadButtonTapped)), environment)
    check.expect(
      runToCompletion(Effect.merge(loadEffects)).outputs, equals: [.favorites(.list(.loadedFavoritePrimes([2, 31])))],
      "the actions delivered by the effects of .favorites(.list(.loadButtonTapped)), the file holding [2, 31]", hint: 1)
    _ = runToCompletion(Effect.merge(appReducer(&state, .favorites(.list(.saveButtonTapped)), environment)))
    check.expect(
      saved.value, equals: ["[3,5,7]"], "what .favorites(.list(.saveButtonTapped)) wrote, with [3, 5, 7]", hint: 1)
    _ = appReducer(&state, .favorites(.list(.deleteFavoritePrimes([1]))), environment)
    check.expect(
      state.favoritePrimes, equals: [3, 7], "the favorites after deleting the one at 1 of [3, 5, 7]", hint: 1)
    return check.failures
  }
}
