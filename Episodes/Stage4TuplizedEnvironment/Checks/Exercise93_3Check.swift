import Effect
import ExerciseSupport
import Foundation
import PrimeTimeDomain

/// Checks an `activityFeed` that takes its date from the environment.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong93_3` that breaks it alone:
/// - every entry is stamped with `environment.date()` (`activityFeedDatingRemovalsWithDate`; each kind of entry
///   is sent at its own moment, so any `Date()` left differs);
/// - entries are recorded before the wrapped reducer runs (`activityFeedRecordingAfterwards`);
/// - the wrapped reducer still gets every action (`activityFeedSwallowingWhatItRecords`).
/// Hints: what is recorded and passed on, hint 1 (a higher-order reducer); the dates, hint 2.
enum Exercise93_3Check {
  /// The check of your stub, what `--check 93.3` runs.
  static func yours() -> [ExerciseFailure] {
    check(Exercise93_3.activityFeed)
  }

  typealias ActivityFeed = (
    _ reducer: @escaping Reducer<AppState, AppAction, Exercise93_3.Environment>
  ) -> Reducer<AppState, AppAction, Exercise93_3.Environment>

  /// Sends every kind of action the feed knows to the app, each at its own moment, and checks every entry.
  static func check(_ activityFeed: ActivityFeed) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e93_3)
    // 18 February 2020, two weeks before episode 93 (2 March); each action below happens a minute after the last.
    var now = Date(timeIntervalSince1970: 1_582_000_000)
    let environment: Exercise93_3.Environment = (
      fileClient: FileClient(load: { _ in Effect(value: nil) }, save: { _, _ in .empty }),
      nthPrime: { _ in Effect(value: 17) },
      date: { now }
    )
    let reducer = activityFeed(Exercise93_3.appReducer)
    var state = AppState(count: 7, favoritePrimes: [2, 3, 5])
    var expected: [AppState.Activity] = []

    func send(_ action: AppAction, records entries: [AppState.Activity.ActivityType], _ what: String) {
      now += 60
      _ = reducer(&state, action, environment)
      expected += entries.map { AppState.Activity(timestamp: now, type: $0) }
      // What was recorded, and when: the entries are the wrapped feed's (hint 1, a higher-order reducer), the
      // dates the environment's (hint 2). A wrong entry is not also reported as a wrong date.
      check.expect(
        state.activityFeed.map(\.type), equals: expected.map(\.type), "the feed's entries after \(what)", hint: 1)
      if state.activityFeed.map(\.type) == expected.map(\.type) {
        check.expect(
          state.activityFeed.map(\.timestamp), equals: expected.map(\.timestamp),
          "the feed's dates after \(what), when the environment's date is \(now)", hint: 2)
      }
    }

    send(.counterView(.primeModal(.saveFavoritePrimeTapped)), records: [.addedFavoritePrime(7)], "saving 7")
    check.expect(state.favoritePrimes, equals: [2, 3, 5, 7], "the favorites after saving 7", hint: 1)
    send(.counterView(.primeModal(.removeFavoritePrimeTapped)), records: [.removedFavoritePrime(7)], "removing 7")
    check.expect(state.favoritePrimes, equals: [2, 3, 5], "the favorites after removing 7", hint: 1)
    send(
      .favoritePrimes(.deleteFavoritePrimes([0, 2])), records: [.removedFavoritePrime(2), .removedFavoritePrime(5)],
      "deleting the favorites at 0 and 2 of [2, 3, 5]")
    check.expect(state.favoritePrimes, equals: [3], "the favorites after deleting those at 0 and 2", hint: 1)
    send(.counterView(.counter(.incrTapped)), records: [], "incrementing (which records nothing)")
    send(.favoritePrimes(.saveButtonTapped), records: [], "saving the favorites (which records nothing)")
    send(.favoritePrimes(.loadedFavoritePrimes([2, 31])), records: [], "loading [2, 31] (which records nothing)")
    check.expect(
      state.count, equals: 8, "the count after incrementing 7: the wrapped reducer gets every action", hint: 1)
    return check.failures
  }
}
