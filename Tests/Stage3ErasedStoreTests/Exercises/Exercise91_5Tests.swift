import ExerciseChecks
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage3ErasedStore

extension Solution91_5.Store: StoreUnderCheck {}
extension Solution91_5.RespelledStore: StoreUnderCheck {}
extension Wrong91_5.ForgetfulViewStore: StoreUnderCheck {}
extension Wrong91_5.VoidEnvironmentStore: StoreUnderCheck {}
extension Wrong91_5.DeafParentStore: StoreUnderCheck {}
extension Wrong91_5.StoredEnvironmentStore: StoreUnderCheck {}

@Suite("91.5 Store holding a plain reducer")
@MainActor
struct Exercise91_5Tests {
  @Test(.disabled(if: Exercise.e91_5.isUntouched, Comment(rawValue: Exercise.e91_5.notStartedMessage)))
  @MainActor func yourStore() throws {
    reportCheck(try #require(YourStubs.failures(of: .e91_5)), for: .e91_5)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise91_5Check.check(Solution91_5.Store.self) == [])
  }

  @Test func aRightAnswerSpelledDifferentlyPasses() {
    #expect(Exercise91_5Check.check(Solution91_5.RespelledStore.self) == [])
  }

  @Test func aViewThatDoesNotFollowItsParentIsRejected() {
    #expect(namedHints(Exercise91_5Check.check(Wrong91_5.ForgetfulViewStore.self), of: .e91_5) == [3])
  }

  @Test func aStoreThatStillKeepsAVoidEnvironmentReducerIsRejected() {
    #expect(namedHints(Exercise91_5Check.check(Wrong91_5.VoidEnvironmentStore.self), of: .e91_5) == [1])
  }

  @Test func aViewWhoseActionsNeverReachItsParentIsRejected() {
    #expect(namedHints(Exercise91_5Check.check(Wrong91_5.DeafParentStore.self), of: .e91_5) == [3])
  }

  @Test func aStoreThatAlsoKeepsTheEnvironmentIsRejected() {
    #expect(namedHints(Exercise91_5Check.check(Wrong91_5.StoredEnvironmentStore.self), of: .e91_5) == [1])
  }

  @Test(.enabled(if: Exercise.e91_5.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e91_5)) != [])
  }
}
