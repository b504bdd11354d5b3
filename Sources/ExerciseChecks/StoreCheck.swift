import Effect
import ExerciseSupport

// Exercises 91.4 and 91.5 build a Store in checkpoint 3; this check needs nothing of the checkpoint's but the
// shape of its `Store` (`StoreUnderCheck`) and of its reducer, a plain function over the shared `Effect`.

/// The environment of the little domain exercises 91.4 and 91.5 build stores for: how much `.step` adds.
///
/// A type of its own, not an `Int`, so a look at what a store keeps can tell the environment from the value.
public struct StepEnvironment {
  public var amount: Int
}

/// The actions of that domain: a number that grows by the environment's step.
public enum StepAction: Sendable {
  /// Adds the environment's step.
  case step
  /// Returns an effect that sends `.step` back to the store.
  case stepLater
}

public func stepReducer(value: inout Int, action: StepAction, environment: StepEnvironment) -> [Effect<StepAction>] {
  switch action {
  case .step:
    value += environment.amount
    return []
  case .stepLater:
    return [Effect(value: .step)]
  }
}

/// What the checks of 91.4 and 91.5 use of a store. Every copy of `Store` in these exercises (the stub, the
/// reference solution, each known-wrong version) already has it, so each conforms with one empty extension.
///
/// `view` is asked for with the store's own value and action types, so the view is a store of the same type.
@MainActor
public protocol StoreUnderCheck: AnyObject {
  associatedtype Value
  associatedtype Action: Sendable

  init<Environment>(
    initialValue: Value, reducer: @escaping (inout Value, Action, Environment) -> [Effect<Action>],
    environment: Environment)
  var value: Value { get }
  func send(_ action: Action)
  func view(
    value toLocalValue: @escaping (Value) -> Value, action toGlobalAction: @escaping (Action) -> Action
  )
    -> Self
}

/// Checks a store type as exercises 91.4 and 91.5 both need: what it does, then what it keeps.
///
/// What it does: a store made with initial value 1 and a step of 5 adds 5 for `.step`, runs the effect of
/// `.stepLater`, and a view of it forwards actions and follows the parent. What it keeps, read with `Mirror`
/// from the store itself rather than from its source text, so any spelling or formatting of a right answer
/// passes: a stored reducer of exactly `storedReducer`'s type, and nothing holding the environment, whether as
/// `Any`, an optional or any other box. An environment captured by a closure is invisible to `Mirror`, which is
/// the point: that is the one place the exercises want it.
///
/// Each exercise has its own hints, so it says which of its hints is written for each requirement (`hints`).
@MainActor
public func checkStore<Store: StoreUnderCheck>(
  _ exercise: Exercise, _ storeType: Store.Type, storedReducer: Any.Type, storedReducerName: String,
  hints: StoreHints
) -> [ExerciseFailure] where Store.Value == Int, Store.Action == StepAction {
  var check = ExerciseCheck(exercise)
  let store = Store(initialValue: 1, reducer: stepReducer, environment: StepEnvironment(amount: 5))
  check.expect(store.value, equals: 1, "the value of a new store made with initialValue 1", hint: hints.behaviour)
  store.send(.step)
  check.expect(
    store.value, equals: 6, "the value after sending .step to a store made with a step of 5, from 1",
    hint: hints.behaviour)
  store.send(.stepLater)
  check.expect(
    store.value, equals: 11, "the value after .stepLater, whose effect sends .step back to the store",
    hint: hints.behaviour)

  let parent = Store(initialValue: 1, reducer: stepReducer, environment: StepEnvironment(amount: 5))
  let view = parent.view(value: { $0 * 100 }, action: { $0 })
  check.expect(
    view.value, equals: 100, "a new view's value: its parent's value, 1, projected (× 100)", hint: hints.view)
  view.send(.step)
  check.expect(
    parent.value, equals: 6, "the parent's value after its view sent .step (a step of 5, from 1)", hint: hints.view)
  check.expect(view.value, equals: 600, "the view's value (× 100) after it sent .step", hint: hints.view)
  parent.send(.step)
  check.expect(view.value, equals: 1100, "the view's value (× 100) after its parent received .step", hint: hints.view)

  let kept = storedProperties(of: store)
  check.expect(
    kept.contains { type(of: $0.value) == storedReducer }, "the reducer the Store keeps",
    expected: "a stored property of type \(storedReducerName)", actual: describe(kept), hint: hints.storedReducer)
  let environments = kept.filter { holdsEnvironment($0.value, depth: 3) }
  check.expect(
    environments.isEmpty, "where the Store keeps the environment",
    expected: "nowhere but inside the reducer closure",
    actual: environments.map { "`\($0.label)` holds the StepEnvironment it was made with" }.joined(separator: "; "),
    hint: hints.environment)
  return check.failures
}

/// Which of an exercise's hints is written for each requirement `checkStore` checks.
public struct StoreHints: Sendable {
  /// Every action runs the reducer with the environment, and its effects come back to the store.
  public var behaviour: Int
  /// A view forwards its actions to its parent and follows the parent's value.
  public var view: Int
  /// The stored reducer has the exercise's type.
  public var storedReducer: Int
  /// No stored property holds the environment.
  public var environment: Int

  public init(behaviour: Int, view: Int, storedReducer: Int, environment: Int) {
    self.behaviour = behaviour
    self.view = view
    self.storedReducer = storedReducer
    self.environment = environment
  }
}

/// The store's stored properties, as `Mirror` sees them: each one's name and what it holds.
private func storedProperties(of store: AnyObject) -> [(label: String, value: Any)] {
  Mirror(reflecting: store).children.map { (label: $0.label ?? "?", value: $0.value) }
}

/// Whether `value` is the environment, or holds it a few levels down (an optional, a tuple, a struct, a box).
private func holdsEnvironment(_ value: Any, depth: Int) -> Bool {
  if value is StepEnvironment { return true }
  guard depth > 0 else { return false }
  return Mirror(reflecting: value).children.contains { holdsEnvironment($0.value, depth: depth - 1) }
}

/// `reducer: (inout Int, StepAction, Any) -> …, environment: StepEnvironment`, for a failure message.
private func describe(_ properties: [(label: String, value: Any)]) -> String {
  "stored properties " + properties.map { "`\($0.label)`: \(type(of: $0.value))" }.joined(separator: ", ")
}
