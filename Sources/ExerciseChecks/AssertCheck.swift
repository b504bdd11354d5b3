import Effect
import ExerciseSupport

// Exercise 93.1 writes an `assert` in checkpoint 4; this check needs nothing of the checkpoint's: the reducer it
// asserts on is a plain function over the shared `Effect`, and each `assert` under check is adapted to a runner.

/// Exercise 93.1's check: an `assert` for non-Equatable types must pass a correct script and catch every kind of mistake.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong93_1` that breaks it alone (a
/// `Mistake`, or `assertIgnoringActions`):
/// - `.send` fails while effects are pending (`sendsWhileEffectsPend`), runs the reducer and queues its effects;
/// - `.receive` fails when nothing is pending (`receivesNothingQuietly`), checks the delivered action with
///   `actionIsEqual` (`assertIgnoringActions`) and feeds it to the reducer (`dropsTheReceivedAction`);
/// - after every step, `update` on the value from before it, compared with `valueIsEqual`
///   (`neverComparesValues`; `comparesDescriptions` fails the correct script, since `revision` differs);
/// - at the end, fails while effects are pending (`endsWithEffectsPending`).
public enum AssertCheck {
  /// A value that is deliberately not `Equatable`, with a field the comparison must ignore.
  public struct Tally {
    public var count: Int
    /// Bookkeeping that changes on every action; `valueIsEqual` ignores it, so `==` could never be right here.
    public var revision = 0
  }

  /// Actions with payloads and no `Equatable` conformance.
  public enum TallyAction: Sendable {
    case add(Int)
    case addLater(Int)
    case added(Int)
  }

  /// Runs one list of steps through an `assert` and returns its failures. Steps are `(isSend, action, update)`.
  public typealias Runner = (_ initialValue: Tally, _ steps: [Step]) -> [String]

  /// One step of a test script in neutral terms, which each `assert` under check turns into its own `Step`.
  public typealias Step = (isSend: Bool, action: TallyAction, update: (inout Tally) -> Void)

  public static func tallyReducer(value: inout Tally, action: TallyAction, environment: Void) -> [Effect<TallyAction>] {
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

  public static func valueIsEqual(_ lhs: Tally, _ rhs: Tally) -> Bool { lhs.count == rhs.count }

  public static func actionIsEqual(_ lhs: TallyAction, _ rhs: TallyAction) -> Bool {
    switch (lhs, rhs) {
    case (.add(let a), .add(let b)), (.addLater(let a), .addLater(let b)), (.added(let a), .added(let b)): a == b
    default: false
    }
  }

  public static func check(_ assert: Runner) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e93_1)
    let passing = assert(
      Tally(count: 0),
      [
        (true, .add(1), { $0.count = 1 }),
        (true, .addLater(2), { _ in }),
        (false, .added(2), { $0.count = 3 }),
      ])
    check.expect(passing, equals: [], "a correct script (add 1, add 2 later, receive added 2) must pass")

    let scripts: [(mistake: String, steps: [Step])] = [
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
}
