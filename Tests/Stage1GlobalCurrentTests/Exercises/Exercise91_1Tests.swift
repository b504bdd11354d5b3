import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage1GlobalCurrent

extension Solution91_1: ThreeArgumentPort {}
extension Wrong91_1.StillReadsCurrent: ThreeArgumentPort {}
extension Wrong91_1.DropsLocalEffects: ThreeArgumentPort {}
extension Wrong91_1.CombinesOnlyTheFirst: ThreeArgumentPort {}
extension Wrong91_1.CombinesBackwards: ThreeArgumentPort {}
extension Wrong91_1.CombinesKeepingLastEffects: ThreeArgumentPort {}
extension Wrong91_1.StillSavesThroughCurrent: ThreeArgumentPort {}

/// Serialized: the check swaps `FavoritePrimes.Current`, the global this checkpoint is built on, while it runs.
@Suite("91.1 The three-argument reducer", .serialized)
struct Exercise91_1Tests {
  @Test(.disabled(if: Exercise.e91_1.isUntouched, Comment(rawValue: Exercise.e91_1.notStartedMessage)))
  @MainActor func yourPort() throws {
    reportCheck(try #require(YourStubs.failures(of: .e91_1)), for: .e91_1)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise91_1Check.check(Solution91_1.self) == [])
  }

  @Test func aReducerThatStillLoadsThroughCurrentIsRejected() {
    #expect(namedHints(Exercise91_1Check.check(Wrong91_1.StillReadsCurrent.self), of: .e91_1) == [3])
  }

  @Test func aPullbackThatDropsTheLocalEffectsIsRejected() {
    #expect(namedHints(Exercise91_1Check.check(Wrong91_1.DropsLocalEffects.self), of: .e91_1) == [2])
  }

  @Test func aCombineThatRunsOnlyTheFirstReducerIsRejected() {
    #expect(namedHints(Exercise91_1Check.check(Wrong91_1.CombinesOnlyTheFirst.self), of: .e91_1) == [1])
  }

  @Test func aCombineThatRunsTheReducersOutOfOrderIsRejected() {
    #expect(namedHints(Exercise91_1Check.check(Wrong91_1.CombinesBackwards.self), of: .e91_1) == [1])
  }

  @Test func aCombineThatKeepsOnlyTheLastEffectsIsRejected() {
    #expect(namedHints(Exercise91_1Check.check(Wrong91_1.CombinesKeepingLastEffects.self), of: .e91_1) == [1])
  }

  @Test func aReducerThatStillSavesThroughCurrentIsRejected() {
    #expect(namedHints(Exercise91_1Check.check(Wrong91_1.StillSavesThroughCurrent.self), of: .e91_1) == [3])
  }

  @Test(.enabled(if: Exercise.e91_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e91_1)) != [])
  }
}
