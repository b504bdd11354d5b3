import Effect
import ExerciseChecks
import ExerciseSupport
import Testing

@testable import Stage3ErasedStore

extension Exercise91_5.Store: StoreUnderCheck {}
extension Solution91_5.Store: StoreUnderCheck {}
extension Solution91_5.RespelledStore: StoreUnderCheck {}
extension Wrong91_5.ForgetfulViewStore: StoreUnderCheck {}
extension Wrong91_5.VoidEnvironmentStore: StoreUnderCheck {}

/// 91.5's check: the shared store check, with a stored reducer that takes no environment at all.
@MainActor
func check91_5<Store: StoreUnderCheck>(_ storeType: Store.Type) -> [ExerciseFailure]
where Store.Value == Int, Store.Action == StepAction {
  checkStore(
    .e91_5, storeType, storedReducer: ((inout Int, StepAction) -> [Effect<StepAction>]).self,
    storedReducerName: "(inout Value, Action) -> [Effect<Action>]")
}

@Suite("91.5 Store holding a plain reducer")
@MainActor
struct Exercise91_5Tests {
  @Test(.disabled(if: Exercise.e91_5.isUntouched, Comment(rawValue: Exercise.e91_5.notStartedMessage)))
  func yourStore() {
    reportCheck(check91_5(Exercise91_5.Store.self), for: .e91_5)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(check91_5(Solution91_5.Store.self) == [])
  }

  @Test func aRightAnswerSpelledDifferentlyPasses() {
    #expect(check91_5(Solution91_5.RespelledStore.self) == [])
  }

  @Test func aViewThatDoesNotFollowItsParentIsRejected() {
    #expect(check91_5(Wrong91_5.ForgetfulViewStore.self) != [])
  }

  @Test func aStoreThatStillKeepsAVoidEnvironmentReducerIsRejected() {
    #expect(check91_5(Wrong91_5.VoidEnvironmentStore.self) != [])
  }

  @Test(.enabled(if: Exercise.e91_5.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(check91_5(Exercise91_5.Store.self) != [])
  }
}
