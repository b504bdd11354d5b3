import Effect
import ExerciseSupport
import PrimeTimeDomain

/// Checks a counter screen whose leaf, the prime modal, tracks analytics through a dependency of its own.
///
/// The check gets the parent reducer and a way to override the analytics client, since the stub and the reference
/// solution each register their own `DependencyValues` property.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong5_1` that breaks it alone:
/// - saving tracks `"favorite-prime-saved <n>"` and removing `"favorite-prime-removed <n>"` (`tracksOnlySaves`);
/// - tracking happens in an effect, never while the reducer runs (`primeModalReducer`);
/// - the key's default `testValue` reports a test that forgot the override, naming analytics (`silentInTests`);
/// - `analytics` reads and writes the key, so a test's override reaches the leaf, and the parent leaves the
///   client alone (`parentPicksTheClient`). A parent edited in a way that changes nothing it does is not seen.
/// Hints: the parent left alone, hint 1; the key and its test value, hint 2; the leaf's tracking, hint 3.
enum Exercise5_1Check {
  /// The check of your stub, what `--check 5.1` runs.
  static func yours() -> [ExerciseFailure] {
    check(Exercise5_1.counterViewReducer) { $0.analytics = $1 }
  }

  typealias AnalyticsClient = Exercise5_1.AnalyticsClient

  static func check(
    _ counterViewReducer: Reducer<CounterViewState, CounterViewAction>,
    overrideAnalytics: @escaping (inout DependencyValues, AnalyticsClient) -> Void
  ) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e5_1)
    let tracked = LockIsolated<[String]>([])
    let recorder = AnalyticsClient(track: { event in tracked.withValue { $0.append(event) } })

    let (_, issues) = collectingDependencyIssues {
      withDependencies {
        overrideAnalytics(&$0, recorder)
      } operation: {
        var state = CounterViewState(count: 7, favoritePrimes: [2])
        let saveEffects = counterViewReducer(&state, .primeModal(.saveFavoritePrimeTapped))
        check.expect(tracked.value, equals: [], "events tracked while the reducer ran, before its effects", hint: 3)
        check.expect(state.favoritePrimes, equals: [2, 7], "the favorites after saving 7", hint: 3)
        _ = runToCompletion(Effect.merge(saveEffects))
        // Nothing at all reached the test's client: the override never got to the leaf, which a parent that
        // picks the client causes (hint 1); a wrong event is the leaf's own tracking (hint 3).
        check.expect(
          tracked.value, equals: ["favorite-prime-saved 7"], "events tracked once saving 7's effects ran",
          hint: tracked.value.isEmpty ? 1 : 3)
        let removeEffects = counterViewReducer(&state, .primeModal(.removeFavoritePrimeTapped))
        _ = runToCompletion(Effect.merge(removeEffects))
        check.expect(
          tracked.value, equals: ["favorite-prime-saved 7", "favorite-prime-removed 7"],
          "events tracked once removing 7's effects ran", hint: tracked.value.isEmpty ? 1 : 3)
      }
    }
    check.expect(noMessagesIn: issues, "dependency issues reported while analytics was overridden", hint: 2)

    let (_, forgotten) = collectingDependencyIssues {
      var state = CounterViewState(count: 7)
      _ = runToCompletion(Effect.merge(counterViewReducer(&state, .primeModal(.saveFavoritePrimeTapped))))
    }
    check.expect(
      forgotten.contains { $0.lowercased().contains("analytics") },
      "issues reported when a test forgot to override analytics",
      expected: "one that names analytics (the key's default testValue reports it)",
      actual: forgotten.isEmpty ? "none" : forgotten.joined(separator: " | "), hint: 2)
    return check.failures
  }
}
