import Effect
import ExerciseChecks
import ExerciseSupport
import Testing

@testable import Stage3ErasedStore

extension Exercise91_4.Store: StoreUnderCheck {}
extension Solution91_4.Store: StoreUnderCheck {}
extension Wrong91_4.ForceCastStore: StoreUnderCheck {}
extension Wrong91_4.OptionalCastStore: StoreUnderCheck {}
extension Wrong91_4.EffectlessStore: StoreUnderCheck {}

/// 91.4's check: the shared store check, with a stored reducer whose environment is `Void`.
@MainActor
func check91_4<Store: StoreUnderCheck>(_ storeType: Store.Type) -> [ExerciseFailure]
where Store.Value == Int, Store.Action == StepAction {
  checkStore(
    .e91_4, storeType, storedReducer: Reducer<Int, StepAction, Void>.self,
    storedReducerName: "Reducer<Value, Action, Void>")
}

@Suite("91.4 Store without the force cast")
@MainActor
struct Exercise91_4Tests {
  @Test(.disabled(if: Exercise.e91_4.isUntouched, Comment(rawValue: Exercise.e91_4.notStartedMessage)))
  func yourStore() {
    reportCheck(check91_4(Exercise91_4.Store.self), for: .e91_4)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(check91_4(Solution91_4.Store.self) == [])
  }

  @Test func aStoreThatStillForceCastsIsRejected() {
    #expect(check91_4(Wrong91_4.ForceCastStore.self) != [])
  }

  @Test func aStoreThatKeepsAnyAndCastsWithAsQuestionMarkIsRejected() {
    #expect(check91_4(Wrong91_4.OptionalCastStore.self) != [])
  }

  @Test func aStoreThatDropsEffectsIsRejected() {
    #expect(check91_4(Wrong91_4.EffectlessStore.self) != [])
  }

  @Test(.enabled(if: Exercise.e91_4.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(check91_4(Exercise91_4.Store.self) != [])
  }
}
