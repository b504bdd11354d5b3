import Effect
import ExerciseSupport

// Exercise 93.1 writes an `assert` in checkpoint 4; this check needs nothing of the checkpoint's: the reducer it
// asserts on is a plain function over the shared `Effect`, and each `assert` under check is adapted to a runner.

/// Exercise 93.1's check: an `assert` for non-Equatable types must pass correct scripts and catch every kind of mistake.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong93_1` that breaks it alone (a
/// `Mistake`, or `assertIgnoringActions`), and the hint written for it:
/// - `.send` fails while effects are pending (`sendsWhileEffectsPend`), runs the reducer and queues its effects
///   (hint 2);
/// - `.receive` fails when nothing is pending (`receivesNothingQuietly`, hint 2), runs the *first* pending effect
///   (`runsTheLastPendingEffect`: two effects pending at once, delivering different actions), checks the
///   delivered action with `actionIsEqual` (`assertIgnoringActions`) and feeds it to the reducer
///   (`dropsTheReceivedAction`), queueing its effects (`dropsTheReceivedActionsEffects`: a received `.relay`'s
///   action has an effect of its own) (hint 3);
/// - after every step, `update` on a copy of the value from before the step (`updatesTheValueAfterTheStep`,
///   `updatesTheInitialValue`: updates relative to that value, `+= 2`, tell them apart), compared with
///   `valueIsEqual` (`neverComparesValues`; `comparesDescriptions` fails the first script, since `revision`
///   differs) (hint 1);
/// - at the end, fails while effects are pending (`endsWithEffectsPending`, hint 2).
public enum AssertCheck {
  /// A value that is deliberately not `Equatable`, with a field the comparison must ignore.
  public struct Tally {
    public var count: Int
    /// Bookkeeping that changes on every action; `valueIsEqual` ignores it, so `==` could never be right here.
    public var revision = 0

    public init(count: Int, revision: Int = 0) {
      self.count = count
      self.revision = revision
    }
  }

  /// Actions with payloads and no `Equatable` conformance.
  public enum TallyAction: Sendable {
    case add(Int)
    case addLater(Int)
    /// Returns two effects at once: the first delivers `.added(first)`, the second `.added(second)`.
    case addBothLater(Int, Int)
    /// Returns an effect that delivers `.addLater(n)`, whose own effect delivers `.added(n)`: a received action
    /// with effects of its own.
    case relay(Int)
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
    case .addBothLater(let first, let second):
      return [Effect(value: .added(first)), Effect(value: .added(second))]
    case .relay(let n):
      return [Effect(value: .addLater(n))]
    case .added(let n):
      value.count += n
      return []
    }
  }

  public static func valueIsEqual(_ lhs: Tally, _ rhs: Tally) -> Bool { lhs.count == rhs.count }

  public static func actionIsEqual(_ lhs: TallyAction, _ rhs: TallyAction) -> Bool {
    switch (lhs, rhs) {
    case (.add(let a), .add(let b)), (.addLater(let a), .addLater(let b)), (.added(let a), .added(let b)): a == b
    case (.addBothLater(let a, let b), .addBothLater(let c, let d)): a == c && b == d
    case (.relay(let a), .relay(let b)): a == b
    default: false
    }
  }

  /// Scripts a right `assert` passes, each with what it tries and the hint written for that. The first two only
  /// send, so they need nothing but the expected value and its comparison; when one fails, the receiving scripts
  /// would fail for the same reason and are not tried, so a wrong comparison is not also reported as a wrong
  /// receive.
  static var correctScripts: [(what: String, hint: Int, initial: Int, steps: [Step])] {
    [
      ("add 1, then add 2", 1, 0, [(true, .add(1), { $0.count = 1 }), (true, .add(2), { $0.count = 3 })]),
      (
        "from 5, updates relative to the value before each step: add 2 (+= 2), then add 3 (+= 3)", 1, 5,
        [(true, .add(2), { $0.count += 2 }), (true, .add(3), { $0.count += 3 })]
      ),
      (
        "add 1, add 2 later, receive added 2", 3, 0,
        [
          (true, .add(1), { $0.count = 1 }),
          (true, .addLater(2), { _ in }),
          (false, .added(2), { $0.count = 3 }),
        ]
      ),
      (
        "add 1 and 10 later, two effects pending at once: receive added 1, then added 10", 3, 0,
        [
          (true, .addBothLater(1, 10), { _ in }),
          (false, .added(1), { $0.count = 1 }),
          (false, .added(10), { $0.count = 11 }),
        ]
      ),
      (
        "relay 2: receive addLater 2, whose effect is then pending, then receive added 2", 3, 0,
        [
          (true, .relay(2), { _ in }),
          (false, .addLater(2), { _ in }),
          (false, .added(2), { $0.count = 2 }),
        ]
      ),
    ]
  }

  /// Scripts with one mistake a right `assert` reports, each with the hint written for the requirement it tries.
  static var mistakenScripts: [(mistake: String, hint: Int, initial: Int, steps: [Step])] {
    [
      ("expecting count 2 after adding 1", 1, 0, [(true, .add(1), { $0.count = 2 })]),
      ("from 5, expecting += 2 after adding 1", 1, 5, [(true, .add(1), { $0.count += 2 })]),
      (
        "receiving .added(5) when the effect delivered .added(2)", 3, 0,
        [(true, .addLater(2), { _ in }), (false, .added(5), { $0.count = 2 })]
      ),
      (
        "receiving .added(10) first, when the first of two pending effects delivers .added(1)", 3, 0,
        [
          (true, .addBothLater(1, 10), { _ in }),
          (false, .added(10), { $0.count = 10 }),
          (false, .added(1), { $0.count = 11 }),
        ]
      ),
      ("receiving when no effect is pending", 2, 0, [(false, .added(2), { _ in })]),
      (
        "sending while an effect is still pending", 2, 0,
        [(true, .addLater(2), { _ in }), (true, .add(1), { $0.count = 1 }), (false, .added(2), { $0.count = 3 })]
      ),
      ("ending with an effect still pending", 2, 0, [(true, .addLater(2), { _ in })]),
      (
        "ending while the effect of a received action is still pending", 2, 0,
        [(true, .relay(2), { _ in }), (false, .addLater(2), { _ in })]
      ),
    ]
  }

  public static func check(_ assert: Runner) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e93_1)
    for (index, script) in correctScripts.enumerated() {
      let failures = assert(Tally(count: script.initial), script.steps)
      check.expect(failures, equals: [], "a correct script (\(script.what)) must pass", hint: script.hint)
      if index == 1 && !check.failures.isEmpty { break }
    }
    for script in mistakenScripts {
      let failures = assert(Tally(count: script.initial), script.steps)
      check.expect(
        !failures.isEmpty, "a script with a mistake: \(script.mistake)", expected: "at least one failure",
        actual: "no failure: the mistake went unnoticed", hint: script.hint)
    }
    return check.failures
  }
}
