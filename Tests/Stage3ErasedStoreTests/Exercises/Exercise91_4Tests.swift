import Effect
import ExerciseChecks
import ExerciseSupport
import Testing

@testable import Stage3ErasedStore

/// Makes 91.4's stores for the shared store check.
@MainActor
enum Exercise91_4Check {
  static func check(
    source: String, makeStore: (_ initialValue: Int, _ step: Int) -> StoreUnderCheck
  ) -> [ExerciseFailure] {
    checkStore(.e91_4, source: source, makeStore: makeStore)
  }

  static func yours(_ initialValue: Int, _ step: Int) -> StoreUnderCheck {
    let store = Exercise91_4.Store(initialValue: initialValue, reducer: stepReducer, environment: step)
    return StoreUnderCheck(
      send: store.send, value: { store.value },
      makeView: {
        let view = store.view(value: { "\($0)" }, action: { $0 })
        return (view.send, { view.value })
      })
  }

  static func reference(_ initialValue: Int, _ step: Int) -> StoreUnderCheck {
    let store = Solution91_4.Store(initialValue: initialValue, reducer: stepReducer, environment: step)
    return StoreUnderCheck(
      send: store.send, value: { store.value },
      makeView: {
        let view = store.view(value: { "\($0)" }, action: { $0 })
        return (view.send, { view.value })
      })
  }

  static func forceCast(_ initialValue: Int, _ step: Int) -> StoreUnderCheck {
    let store = Wrong91_4.ForceCastStore(initialValue: initialValue, reducer: stepReducer, environment: step)
    return StoreUnderCheck(
      send: store.send, value: { store.value },
      makeView: {
        let view = store.view(value: { "\($0)" }, action: { $0 })
        return (view.send, { view.value })
      })
  }

  static func dropsEffects(_ initialValue: Int, _ step: Int) -> StoreUnderCheck {
    let store = Wrong91_4.EffectlessStore(initialValue: initialValue, reducer: stepReducer, environment: step)
    return StoreUnderCheck(
      send: store.send, value: { store.value },
      makeView: {
        let view = store.view(value: { "\($0)" }, action: { $0 })
        return (view.send, { view.value })
      })
  }
}

@Suite("91.4 Store without the force cast")
@MainActor
struct Exercise91_4Tests {
  @Test(.disabled(if: Exercise.e91_4.isUntouched, Comment(rawValue: Exercise.e91_4.notStartedMessage)))
  func yourStore() {
    let source = sourceText(Exercise.e91_4.stubPath)
    reportCheck(Exercise91_4Check.check(source: source, makeStore: Exercise91_4Check.yours), for: .e91_4)
  }

  @Test func theReferenceSolutionPasses() {
    let source = sourceText(Exercise.e91_4.solutionPath)
    #expect(Exercise91_4Check.check(source: source, makeStore: Exercise91_4Check.reference) == [])
  }

  @Test func aStoreThatStillForceCastsIsRejected() {
    let source = sourceText("Tests/Stage3ErasedStoreTests/Exercises/Solutions/Wrong91_4.swift")
    #expect(Exercise91_4Check.check(source: source, makeStore: Exercise91_4Check.forceCast) != [])
  }

  @Test func aStoreThatDropsEffectsIsRejected() {
    #expect(Exercise91_4Check.check(source: "", makeStore: Exercise91_4Check.dropsEffects) != [])
  }

  @Test(.enabled(if: Exercise.e91_4.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    let source = sourceText(Exercise.e91_4.stubPath)
    #expect(Exercise91_4Check.check(source: source, makeStore: Exercise91_4Check.yours) != [])
  }
}
