import Effect
import ExerciseChecks
import ExerciseSupport
import Foundation
import Testing

@testable import Stage4TuplizedEnvironment

/// Checks an `activityFeed` that takes its date from the environment.
enum Exercise93_3Check {
  typealias ActivityFeed = (
    _ reducer: @escaping Reducer<AppState, AppAction, Exercise93_3.Environment>
  ) -> Reducer<AppState, AppAction, Exercise93_3.Environment>

  static func check(_ activityFeed: ActivityFeed) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e93_3)
    let moment = Date(timeIntervalSince1970: 1_582_000_000)  // 18 February 2020, a week before episode 93
    let environment: Exercise93_3.Environment = (
      fileClient: FileClient(load: { _ in Effect(value: nil) }, save: { _, _ in .empty }),
      nthPrime: { _ in Effect(value: 17) },
      date: { moment }
    )
    let reducer = activityFeed(Exercise93_3.appReducer)

    var state = AppState(count: 7, favoritePrimes: [2, 3, 5])
    _ = reducer(&state, .counterView(.primeModal(.saveFavoritePrimeTapped)), environment)
    check.expect(
      state.activityFeed, equals: [.init(timestamp: moment, type: .addedFavoritePrime(7))],
      "the feed after saving 7, when the environment's date is \(moment)")
    check.expect(state.favoritePrimes, equals: [2, 3, 5, 7], "the favorites after saving 7")

    state.activityFeed = []
    _ = reducer(&state, .favoritePrimes(.deleteFavoritePrimes([0, 2])), environment)
    check.expect(
      state.activityFeed,
      equals: [
        .init(timestamp: moment, type: .removedFavoritePrime(2)),
        .init(timestamp: moment, type: .removedFavoritePrime(5)),
      ],
      "the feed after deleting the favorites at 0 and 2 of [2, 3, 5, 7]")
    check.expect(state.favoritePrimes, equals: [3, 7], "the favorites after deleting those at 0 and 2")
    return check.failures
  }
}

@Suite("93.3 Activity feed's date from the environment")
struct Exercise93_3Tests {
  @Test(.disabled(if: Exercise.e93_3.isUntouched, Comment(rawValue: Exercise.e93_3.notStartedMessage)))
  func yourActivityFeed() {
    reportCheck(Exercise93_3Check.check(Exercise93_3.activityFeed), for: .e93_3)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise93_3Check.check(Solution93_3.activityFeed) == [])
  }

  @Test func aFeedThatRecordsAfterTheReducerIsRejected() {
    #expect(Exercise93_3Check.check(Wrong93_3.activityFeedRecordingAfterwards) != [])
  }

  @Test(.enabled(if: Exercise.e93_3.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(Exercise93_3Check.check(Exercise93_3.activityFeed) != [])
  }
}
