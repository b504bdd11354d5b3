import ExerciseChecks
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage3ErasedStore

extension Solution91_4.Store: StoreUnderCheck {}
extension Wrong91_4.ForceCastStore: StoreUnderCheck {}
extension Wrong91_4.OptionalCastStore: StoreUnderCheck {}
extension Wrong91_4.EffectlessStore: StoreUnderCheck {}

@Suite("91.4 Store without the force cast")
@MainActor
struct Exercise91_4Tests {
  @Test(.disabled(if: Exercise.e91_4.isUntouched, Comment(rawValue: Exercise.e91_4.notStartedMessage)))
  @MainActor func yourStore() throws {
    reportCheck(try #require(YourStubs.failures(of: .e91_4)), for: .e91_4)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise91_4Check.check(Solution91_4.Store.self) == [])
  }

  @Test func aStoreThatStillForceCastsIsRejected() {
    #expect(Exercise91_4Check.check(Wrong91_4.ForceCastStore.self) != [])
  }

  @Test func aStoreThatKeepsAnyAndCastsWithAsQuestionMarkIsRejected() {
    #expect(Exercise91_4Check.check(Wrong91_4.OptionalCastStore.self) != [])
  }

  @Test func aStoreThatDropsEffectsIsRejected() {
    #expect(Exercise91_4Check.check(Wrong91_4.EffectlessStore.self) != [])
  }

  @Test(.enabled(if: Exercise.e91_4.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e91_4)) != [])
  }
}
