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

  /// The checkpoint's store breaks two requirements: its stored reducer takes `Any` (hint 3), and it keeps the
  /// environment as `Any` (hint 2).
  @Test func aStoreThatStillForceCastsIsRejected() {
    #expect(namedHints(Exercise91_4Check.check(Wrong91_4.ForceCastStore.self), of: .e91_4) == [3, 2])
  }

  @Test func aStoreThatKeepsAnyAndCastsWithAsQuestionMarkIsRejected() {
    #expect(namedHints(Exercise91_4Check.check(Wrong91_4.OptionalCastStore.self), of: .e91_4) == [2])
  }

  @Test func aStoreThatDropsEffectsIsRejected() {
    #expect(namedHints(Exercise91_4Check.check(Wrong91_4.EffectlessStore.self), of: .e91_4) == [3])
  }

  @Test(.enabled(if: Exercise.e91_4.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e91_4)) != [])
  }
}
