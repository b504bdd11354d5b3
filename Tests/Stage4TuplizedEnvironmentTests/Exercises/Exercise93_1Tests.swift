import Effect
import ExerciseChecks
import ExerciseSupport
import Testing

@testable import Stage4TuplizedEnvironment

/// A value that is deliberately not `Equatable`, with a field the comparison must ignore.
struct Tally {
  var count: Int
  /// Bookkeeping that changes on every action; `valueIsEqual` ignores it, so `==` could never be right here.
  var revision = 0
}

/// Actions with payloads and no `Equatable` conformance.
enum TallyAction: Sendable {
  case add(Int)
  case addLater(Int)
  case added(Int)
}

/// Runs one list of steps through an `assert` and returns its failures. Steps are `(isSend, action, update)`.
typealias AssertRunner = (_ initialValue: Tally, _ steps: [Script.Step]) -> [String]

/// A test script in neutral terms, which each `assert` under check turns into its own `Step`s.
enum Script {
  typealias Step = (isSend: Bool, action: TallyAction, update: (inout Tally) -> Void)
}

/// Checks an `assert` for non-Equatable types: it must pass a correct script and catch every kind of mistake.
enum Exercise93_1Check {
  static func tallyReducer(value: inout Tally, action: TallyAction, environment: Void) -> [Effect<TallyAction>] {
    value.revision += 1
    switch action {
    case .add(let n):
      value.count += n
      return []
    case .addLater(let n):
      return [Effect(value: .added(n))]
    case .added(let n):
      value.count += n
      return []
    }
  }

  static func valueIsEqual(_ lhs: Tally, _ rhs: Tally) -> Bool { lhs.count == rhs.count }

  static func actionIsEqual(_ lhs: TallyAction, _ rhs: TallyAction) -> Bool {
    switch (lhs, rhs) {
    case (.add(let a), .add(let b)), (.addLater(let a), .addLater(let b)), (.added(let a), .added(let b)): a == b
    default: false
    }
  }

  static func check(_ assert: AssertRunner) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e93_1)
    let passing = assert(
      Tally(count: 0),
      [
        (true, .add(1), { $0.count = 1 }),
        (true, .addLater(2), { _ in }),
        (false, .added(2), { $0.count = 3 }),
      ])
    check.expect(passing, equals: [], "a correct script (add 1, add 2 later, receive added 2) must pass")

    let scripts: [(mistake: String, steps: [Script.Step])] = [
      ("expecting count 2 after adding 1", [(true, .add(1), { $0.count = 2 })]),
      (
        "receiving .added(5) when the effect delivered .added(2)",
        [(true, .addLater(2), { _ in }), (false, .added(5), { $0.count = 2 })]
      ),
      ("receiving when no effect is pending", [(false, .added(2), { _ in })]),
      (
        "sending while an effect is still pending",
        [(true, .addLater(2), { _ in }), (true, .add(1), { $0.count = 1 }), (false, .added(2), { $0.count = 3 })]
      ),
      ("ending with an effect still pending", [(true, .addLater(2), { _ in })]),
    ]
    for script in scripts {
      let failures = assert(Tally(count: 0), script.steps)
      check.expect(
        !failures.isEmpty, "a script with a mistake: \(script.mistake)", expected: "at least one failure",
        actual: "no failure: the mistake went unnoticed")
    }
    return check.failures
  }

  /// Adapts an `assert` with the stub's `Step` type to the check.
  static func yours(_ initialValue: Tally, _ steps: [Script.Step]) -> [String] {
    Exercise93_1.assert(
      initialValue: initialValue, reducer: tallyReducer, environment: (),
      steps: steps.map { Exercise93_1.Step($0.isSend ? .send : .receive, $0.action, $0.update) },
      valueIsEqual: valueIsEqual, actionIsEqual: actionIsEqual)
  }

  static func reference(_ initialValue: Tally, _ steps: [Script.Step]) -> [String] {
    Solution93_1.assert(
      initialValue: initialValue, reducer: tallyReducer, environment: (),
      steps: steps.map { Solution93_1.Step($0.isSend ? .send : .receive, $0.action, $0.update) },
      valueIsEqual: valueIsEqual, actionIsEqual: actionIsEqual)
  }

  static func ignoresActions(_ initialValue: Tally, _ steps: [Script.Step]) -> [String] {
    Wrong93_1.assertIgnoringActions(
      initialValue: initialValue, reducer: tallyReducer, environment: (),
      steps: steps.map { Solution93_1.Step($0.isSend ? .send : .receive, $0.action, $0.update) },
      valueIsEqual: valueIsEqual)
  }
}

@Suite("93.1 assert for non-Equatable state and actions")
struct Exercise93_1Tests {
  @Test(.disabled(if: Exercise.e93_1.isUntouched, Comment(rawValue: Exercise.e93_1.notStartedMessage)))
  func yourAssert() {
    reportCheck(Exercise93_1Check.check(Exercise93_1Check.yours), for: .e93_1)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise93_1Check.check(Exercise93_1Check.reference) == [])
  }

  @Test func anAssertThatIgnoresActionIsEqualIsRejected() {
    #expect(Exercise93_1Check.check(Exercise93_1Check.ignoresActions) != [])
  }

  @Test(.enabled(if: Exercise.e93_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(Exercise93_1Check.check(Exercise93_1Check.yours) != [])
  }
}
