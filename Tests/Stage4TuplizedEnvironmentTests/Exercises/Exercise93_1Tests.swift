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
    #expect(AssertCheck.check(Exercise93_1Versions.ignoresActions) != [])
  }

  @Test(arguments: [
    Wrong93_1.Mistake.sendsWhileEffectsPend, .receivesNothingQuietly, .dropsTheReceivedAction,
    .neverComparesValues, .comparesDescriptions, .endsWithEffectsPending,
  ])
  func anAssertWithOneMistakeIsRejected(_ mistake: Wrong93_1.Mistake) {
    #expect(AssertCheck.check(Exercise93_1Versions.making(mistake)) != [])
  }

  @Test(.enabled(if: Exercise.e93_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e93_1)) != [])
  }
}
