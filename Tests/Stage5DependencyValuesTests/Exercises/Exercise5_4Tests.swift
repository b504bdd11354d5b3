import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage5DependencyValues

/// Each known-wrong version is rejected by the part of the check written for its mistake, and passes the others:
/// no part is there for nothing.
@Suite("5.4 The counter's reducer as TCA users write it")
struct Exercise5_4Tests {
  @Test(.disabled(if: Exercise.e5_4.isUntouched, Comment(rawValue: Exercise.e5_4.notStartedMessage)))
  @MainActor func yourCounterFeature() throws {
    reportCheck(try #require(YourStubs.failures(of: .e5_4)), for: .e5_4)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise5_4Check.check { Solution5_4.CounterFeature() } == [])
  }

  @Test func aDependencyDeclaredInsideTheReducerIsRejectedAsNotStoredAndLosingTheOverride() {
    #expect(parts(rejecting: Wrong5_4.LocalDependency.init) == ["stored", "creation"])
    #expect(namedHints(Exercise5_4Check.check(Wrong5_4.LocalDependency.init), of: .e5_4) == [2, 1])
  }

  @Test func aStoredDependencyTheReducerNeverReadsLosesTheOverride() {
    #expect(parts(rejecting: Wrong5_4.UnusedDependency.init) == ["creation"])
    #expect(namedHints(Exercise5_4Check.check(Wrong5_4.UnusedDependency.init), of: .e5_4) == [1])
  }

  @Test func aClosureCopiedAtCreationIsNotADependencyAndMissesALaterOverride() {
    #expect(parts(rejecting: Wrong5_4.ClosureCopiedAtCreation.init) == ["behaviour", "stored"])
    #expect(namedHints(Exercise5_4Check.check(Wrong5_4.ClosureCopiedAtCreation.init), of: .e5_4) == [2])
  }

  @Test func aButtonLeftDisabledIsRejected() {
    #expect(parts(rejecting: Wrong5_4.ButtonLeftDisabled.init) == ["behaviour"])
    #expect(namedHints(Exercise5_4Check.check(Wrong5_4.ButtonLeftDisabled.init), of: .e5_4) == [2])
  }

  @Test func aCountThatWrapsAroundIsRejected() {
    #expect(parts(rejecting: Wrong5_4.CountWrapsAround.init) == ["behaviour"])
    #expect(namedHints(Exercise5_4Check.check(Wrong5_4.CountWrapsAround.init), of: .e5_4) == [2])
  }

  @Test(.enabled(if: Exercise.e5_4.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e5_4)) != [])
  }

  /// The parts of the check that reject the feature, in the check's order: its behaviour beside `counterReducer`,
  /// its stored `Dependency`, and the override made at its creation.
  private func parts(rejecting makeFeature: () -> some Exercise5_4Check.Feature) -> [String] {
    var behaviour = ExerciseCheck(.e5_4)
    Exercise5_4Check.behavesAsTheCheckpoint(makeFeature, &behaviour)
    var stored = ExerciseCheck(.e5_4)
    Exercise5_4Check.storesItsDependency(makeFeature, &stored)
    var creation = ExerciseCheck(.e5_4)
    Exercise5_4Check.keepsAnOverrideMadeAtCreation(makeFeature, &creation)
    return [("behaviour", behaviour), ("stored", stored), ("creation", creation)]
      .filter { !$0.1.failures.isEmpty }.map(\.0)
  }
}
