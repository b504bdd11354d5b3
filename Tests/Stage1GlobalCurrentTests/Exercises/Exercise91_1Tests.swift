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
    #expect(Exercise91_1Check.check(Wrong91_1.StillReadsCurrent.self) != [])
  }

  @Test func aPullbackThatDropsTheLocalEffectsIsRejected() {
    #expect(Exercise91_1Check.check(Wrong91_1.DropsLocalEffects.self) != [])
  }

  @Test func aCombineThatRunsOnlyTheFirstReducerIsRejected() {
    #expect(Exercise91_1Check.check(Wrong91_1.CombinesOnlyTheFirst.self) != [])
  }

  @Test func aCombineThatRunsTheReducersOutOfOrderIsRejected() {
    #expect(Exercise91_1Check.check(Wrong91_1.CombinesBackwards.self) != [])
  }

  @Test func aCombineThatKeepsOnlyTheLastEffectsIsRejected() {
    #expect(Exercise91_1Check.check(Wrong91_1.CombinesKeepingLastEffects.self) != [])
  }

  @Test func aReducerThatStillSavesThroughCurrentIsRejected() {
    #expect(Exercise91_1Check.check(Wrong91_1.StillSavesThroughCurrent.self) != [])
  }

  @Test(.enabled(if: Exercise.e91_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e91_1)) != [])
  }
}
