import Effect
import ExerciseSupport

@testable import Stage3ErasedStore

/// The little domain exercises 91.4 and 91.5 build stores for: a number that grows by the environment's step.
enum StepAction: Sendable {
  /// Adds the environment's step.
  case step
  /// Returns an effect that sends `.step` back to the store.
  case stepLater
}

func stepReducer(value: inout Int, action: StepAction, environment step: Int) -> [Effect<StepAction>] {
  switch action {
  case .step:
    value += step
    return []
  case .stepLater:
    return [Effect(value: .step)]
  }
}

/// What a store check does with a store, whichever `Store` type it is: send, read, and the same through a view.
struct StoreUnderCheck {
  var send: @MainActor (StepAction) -> Void
  var value: @MainActor () -> Int
  /// Makes a view of the store that shows its value as text and sends its actions to it.
  var makeView: @MainActor () -> (send: @MainActor (StepAction) -> Void, value: @MainActor () -> String)
}

/// Checks a store made with `initialValue` and environment `step`, as exercises 91.4 and 91.5 both need.
@MainActor
func checkStore(
  _ exercise: Exercise, source: String, makeStore: (_ initialValue: Int, _ step: Int) -> StoreUnderCheck
) -> [ExerciseFailure] {
  var check = ExerciseCheck(exercise)
  let store = makeStore(1, 5)
  check.expect(store.value(), equals: 1, "the value of a new store made with initialValue 1")
  store.send(.step)
  check.expect(store.value(), equals: 6, "the value after sending .step to a store made with environment 5, from 1")
  store.send(.stepLater)
  check.expect(store.value(), equals: 11, "the value after .stepLater, whose effect sends .step back to the store")

  let parent = makeStore(1, 5)
  let view = parent.makeView()
  check.expect(view.value(), equals: "1", "a new view's value: its parent's value, 1, as text")
  view.send(.step)
  check.expect(parent.value(), equals: 6, "the parent's value after its view sent .step (environment 5, from 1)")
  check.expect(view.value(), equals: "6", "the view's value after it sent .step")
  parent.send(.step)
  check.expect(view.value(), equals: "11", "the view's value after its parent received .step")

  let casts = codeLines(of: source).filter { $0.contains("as!") }
  check.expect(
    casts.isEmpty, "force casts in the Store's code", expected: "none", actual: casts.joined(separator: " | "))
  return check.failures
}

/// The lines of Swift source that are code, not comments.
func codeLines(of source: String) -> [String] {
  source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
}

/// The text of a file in the workbook, or "" if it cannot be read.
func sourceText(_ relativePath: String) -> String {
  (try? String(contentsOf: ExerciseWorkbook.current.url(relativePath), encoding: .utf8)) ?? ""
}
