import Effect
import ExerciseChecks
import ExerciseSupport
import Testing

@testable import Stage3ErasedStore

/// Makes 91.5's stores for the shared store check.
@MainActor
enum Exercise91_5Check {
  static func check(
    source: String, makeStore: (_ initialValue: Int, _ step: Int) -> StoreUnderCheck
  )
    -> [ExerciseFailure]
  {
    var failures = checkStore(.e91_5, source: source, makeStore: makeStore)
    let plain = "private let reducer: (inout Value, Action) -> [Effect<Action>]"
    if !source.isEmpty && !codeLines(of: source).contains(plain) {
      var check = ExerciseCheck(.e91_5)
      check.fail("the Store's stored reducer", expected: plain, actual: "no such line")
      failures += check.failures
    }
    return failures
  }

  static func yours(_ initialValue: Int, _ step: Int) -> StoreUnderCheck {
    let store = Exercise91_5.Store(initialValue: initialValue, reducer: stepReducer, environment: step)
    return StoreUnderCheck(
      send: store.send, value: { store.value },
      makeView: {
        let view = store.view(value: { "\($0)" }, action: { $0 })
        return (view.send, { view.value })
      })
  }

  static func reference(_ initialValue: Int, _ step: Int) -> StoreUnderCheck {
    let store = Solution91_5.Store(initialValue: initialValue, reducer: stepReducer, environment: step)
    return StoreUnderCheck(
      send: store.send, value: { store.value },
      makeView: {
        let view = store.view(value: { "\($0)" }, action: { $0 })
        return (view.send, { view.value })
      })
  }

  static func forgetfulView(_ initialValue: Int, _ step: Int) -> StoreUnderCheck {
    let store = Wrong91_5.ForgetfulViewStore(initialValue: initialValue, reducer: stepReducer, environment: step)
    return StoreUnderCheck(
      send: store.send, value: { store.value },
      makeView: {
        let view = store.view(value: { "\($0)" }, action: { $0 })
        return (view.send, { view.value })
      })
  }
}

@Suite("91.5 Store holding a plain reducer")
@MainActor
struct Exercise91_5Tests {
  @Test(.disabled(if: Exercise.e91_5.isUntouched, Comment(rawValue: Exercise.e91_5.notStartedMessage)))
  func yourStore() {
    let source = sourceText(Exercise.e91_5.stubPath)
    reportCheck(Exercise91_5Check.check(source: source, makeStore: Exercise91_5Check.yours), for: .e91_5)
  }

  @Test func theReferenceSolutionPasses() {
    let source = sourceText(Exercise.e91_5.solutionPath)
    #expect(Exercise91_5Check.check(source: source, makeStore: Exercise91_5Check.reference) == [])
  }

  @Test func aViewThatDoesNotFollowItsParentIsRejected() {
    #expect(Exercise91_5Check.check(source: "", makeStore: Exercise91_5Check.forgetfulView) != [])
  }

  @Test(.enabled(if: Exercise.e91_5.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    let source = sourceText(Exercise.e91_5.stubPath)
    #expect(Exercise91_5Check.check(source: source, makeStore: Exercise91_5Check.yours) != [])
  }
}
