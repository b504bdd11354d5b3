import CasePaths
import Effect
import ExerciseSupport
import PrimeTimeDomain

/// Checks a two-counter reducer: each counter must use its own nthPrime, and both must be the counter feature.
///
/// The reducer comes with the case paths that make and read its two kinds of action, so the stub and the
/// reference solution can each declare their own `Action`.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong92_1` that breaks it alone:
/// - `.online` actions run the counter feature with `nthPrime` (`bothOffline`);
/// - `.offline` actions run it with `offlineNthPrime` (`bothOnline`);
/// - both are the checkpoint's `counterViewReducer`, prime modal included (`offlineWithoutThePrimeModal`).
/// Hints: the feature reused, hint 1; each counter's dependency, hint 2.
/// "Don't copy it" is not checked: a faithful copy behaves the same; the prompt asks it for the reader's sake.
enum Exercise92_1Check {
  /// The check of your stub, what `--check 92.1` runs.
  static func yours() -> [ExerciseFailure] {
    check(Exercise92_1.reducer, online: /Exercise92_1.Action.online, offline: /Exercise92_1.Action.offline)
  }

  static func check<Action>(
    _ reducer: Reducer<CounterViewState, Action, Exercise92_1.Environment>,
    online: CasePath<Action, CounterViewAction>,
    offline: CasePath<Action, CounterViewAction>
  ) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e92_1)
    let calls = LockIsolated<[String]>([])
    let environment: Exercise92_1.Environment = (
      nthPrime: { n in
        calls.withValue { $0.append("nthPrime(\(n))") }
        return Effect(value: 17)
      },
      offlineNthPrime: { n in
        calls.withValue { $0.append("offlineNthPrime(\(n))") }
        return Effect(value: 19)
      }
    )

    for (counter, path, dependency, prime) in [
      ("offline", offline, "offlineNthPrime(7)", 19), ("online", online, "nthPrime(7)", 17),
    ] {
      calls.withValue { $0 = [] }
      var state = CounterViewState(count: 7)
      let effects = reducer(&state, path.embed(.counter(.nthPrimeButtonTapped)), environment)
      check.expect(
        state.isNthPrimeButtonDisabled, equals: true, "the button while the \(counter) counter waits for the prime",
        hint: 1)
      let delivered = runToCompletion(Effect.merge(effects)).outputs.compactMap(path.extract)
      check.expect(
        calls.value, equals: [dependency], "dependencies asked when the \(counter) counter taps nth prime", hint: 2)
      check.expect(
        delivered, equals: [.counter(.nthPrimeResponse(n: 7, prime: prime))],
        "\(counter) actions delivered by the \(counter) counter's effects", hint: 2)
    }

    var state = CounterViewState(count: 7)
    _ = reducer(&state, offline.embed(.counter(.incrTapped)), environment)
    check.expect(state.count, equals: 8, "the count after the offline counter's + from 7", hint: 1)
    _ = reducer(&state, offline.embed(.primeModal(.saveFavoritePrimeTapped)), environment)
    check.expect(
      state.favoritePrimes, equals: [8], "the favorites after the offline counter's prime modal saved 8", hint: 1)
    return check.failures
  }
}
