import ExerciseChecks
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage4TuplizedEnvironment

/// The reference solution and a known-wrong `assert`, adapted to the runner 93.1's check takes.
enum Exercise93_1Versions {
  static func reference(_ initialValue: AssertCheck.Tally, _ steps: [AssertCheck.Step]) -> [String] {
    Solution93_1.assert(
      initialValue: initialValue, reducer: AssertCheck.tallyReducer, environment: (),
      steps: steps.map { Solution93_1.Step($0.isSend ? .send : .receive, $0.action, $0.update) },
      valueIsEqual: AssertCheck.valueIsEqual, actionIsEqual: AssertCheck.actionIsEqual)
  }

  static func ignoresActions(_ initialValue: AssertCheck.Tally, _ steps: [AssertCheck.Step]) -> [String] {
    Wrong93_1.assertIgnoringActions(
      initialValue: initialValue, reducer: AssertCheck.tallyReducer, environment: (),
      steps: steps.map { Solution93_1.Step($0.isSend ? .send : .receive, $0.action, $0.update) },
      valueIsEqual: AssertCheck.valueIsEqual)
  }

  /// The reference with one `Wrong93_1.Mistake`, as the runner the check takes.
  static func making(_ mistake: Wrong93_1.Mistake) -> AssertCheck.Runner {
    return { initialValue, steps in
      Wrong93_1.assert(
        making: mistake, initialValue: initialValue, reducer: AssertCheck.tallyReducer, environment: (),
        steps: steps.map { Solution93_1.Step($0.isSend ? .send : .receive, $0.action, $0.update) },
        valueIsEqual: AssertCheck.valueIsEqual, actionIsEqual: AssertCheck.actionIsEqual)
    }
  }
}

@Suite("93.1 assert for non-Equatable state and actions")
struct Exercise93_1Tests {
  @Test(.disabled(if: Exercise.e93_1.isUntouched, Comment(rawValue: Exercise.e93_1.notStartedMessage)))
  @MainActor func yourAssert() throws {
    reportCheck(try #require(YourStubs.failures(of: .e93_1)), for: .e93_1)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(AssertCheck.check(Exercise93_1Versions.reference) == [])
  }

  @Test func anAssertThatIgnoresActionIsEqualIsRejected() {
    #expect(namedHints(AssertCheck.check(Exercise93_1Versions.ignoresActions), of: .e93_1) == [3])
  }

  /// Each mistake, and the hints its failures name, the first the one written for the requirement it breaks: the
  /// one `hint` shows first. A received action that is dropped, or whose effects are, also leaves nothing pending
  /// at the end of a script that ends while one should be (hint 2, second).
  @Test(arguments: [
    (Wrong93_1.Mistake.sendsWhileEffectsPend, [2]), (.receivesNothingQuietly, [2]), (.dropsTheReceivedAction, [3, 2]),
    (.neverComparesValues, [1]), (.comparesDescriptions, [1]), (.endsWithEffectsPending, [2]),
    (.runsTheLastPendingEffect, [3]), (.updatesTheValueAfterTheStep, [1]), (.updatesTheInitialValue, [1]),
    (.dropsTheReceivedActionsEffects, [3, 2]),
  ])
  func anAssertWithOneMistakeIsRejected(_ mistake: Wrong93_1.Mistake, hints: [Int]) {
    #expect(namedHints(AssertCheck.check(Exercise93_1Versions.making(mistake)), of: .e93_1) == hints)
  }

  /// The scripts a right `assert` passes hold two effects pending at once and updates relative to the value before
  /// their step: without them, the last two mistakes above would pass.
  @Test func theCorrectScriptsTellTheFirstPendingEffectAndRelativeUpdatesApart() {
    let runsLast = AssertCheck.check(Exercise93_1Versions.making(.runsTheLastPendingEffect))
    #expect(runsLast.map(\.what).contains { $0.contains("two effects pending at once") })
    let updatesAfter = AssertCheck.check(Exercise93_1Versions.making(.updatesTheValueAfterTheStep))
    #expect(updatesAfter.map(\.what).contains { $0.contains("updates relative to the value before each step") })
  }

  @Test(.enabled(if: Exercise.e93_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e93_1)) != [])
  }
}
