import Effect
import ExerciseSupport

/// Exercise 91.3's check: a `logging` that writes through a logger from the environment, tried on a little
/// ledger whose environment is a logbook.
///
/// It needs nothing of its checkpoint's: a reducer there is a plain function over the shared `Effect`.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong91_3` that breaks it alone:
/// - the wrapped reducer's work is left alone: the same new value, and all of its effects
///   (`droppingTheReducersEffects`);
/// - nothing is logged while the reducer runs, only when the effects run (`loggingWhileReducing`);
/// - the log has the action (`loggingOnlyTheValue`) and the new value (`loggingOnlyTheAction`,
///   `loggingTheOldValue`), through `logger(environment)`: nothing else reaches the logbook. A `print` besides
///   the logger goes to standard output, which the check does not read.
/// Hints: the reducer's work and when to log, hint 2; what the log says, hint 3; nothing logged through the
/// logger at all, hint 1 (the logger comes from the environment).
public enum LoggingCheck {
  /// A value whose dump is easy to spot in a log.
  public struct Ledger: Sendable {
    public var total: Int
  }

  public enum LedgerAction: Sendable {
    case deposit(Int)
    /// Returns an effect that delivers `.deposit(amount)`.
    case depositLater(Int)
  }

  /// The environment: somewhere to log to.
  public typealias Logbook = LockIsolated<[String]>

  /// A reducer of the ledger, spelled out: checkpoint 2's `Reducer<Ledger, LedgerAction, Logbook>`.
  public typealias LedgerReducer = (inout Ledger, LedgerAction, Logbook) -> [Effect<LedgerAction>]

  /// Wraps a ledger reducer with the `logging` under check, logging through the environment's logbook.
  public typealias Logging = (
    _ reducer: @escaping LedgerReducer, _ logger: @escaping (Logbook) -> @Sendable (String) -> Void
  ) -> LedgerReducer

  static func ledgerReducer(value: inout Ledger, action: LedgerAction, environment: Logbook) -> [Effect<LedgerAction>] {
    switch action {
    case .deposit(let amount):
      value.total += amount
      return []
    case .depositLater(let amount):
      return [Effect(value: .deposit(amount))]
    }
  }

  public static func check(_ logging: Logging) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e91_3)
    let logbook = Logbook([])
    let reducer = logging(ledgerReducer) { logbook in { line in logbook.withValue { $0.append(line) } } }

    var ledger = Ledger(total: 1230)
    let effects = reducer(&ledger, .deposit(6), logbook)
    check.expect(ledger.total, equals: 1236, "the total after .deposit(6) from 1230", hint: 2)
    check.expect(logbook.value, equals: [], "lines logged while the reducer ran, before any effect", hint: 2)
    for effect in effects { effect.run(receiveOutput: { _ in }) }
    let log = logbook.value.joined(separator: "\n")
    check.expect(
      log.contains("deposit(6)"), "the action in the log once the effects ran",
      expected: "a line with the action, deposit(6)",
      actual: log.isEmpty ? "nothing logged through the logger" : log, hint: log.isEmpty ? 1 : 3)
    check.expect(
      log.contains("1236"), "the new value in the log once the effects ran", expected: "the new value, with total 1236",
      actual: log.isEmpty ? "nothing logged through the logger" : log, hint: log.isEmpty ? 1 : 3)

    var later = Ledger(total: 0)
    let laterEffects = reducer(&later, .depositLater(4), logbook)
    let delivered = LockIsolated<[String]>([])
    for effect in laterEffects {
      effect.run(receiveOutput: { action in delivered.withValue { $0.append("\(action)") } })
    }
    check.expect(
      delivered.value, equals: ["deposit(4)"], "actions delivered by the effects of .depositLater(4)", hint: 2)
    return check.failures
  }
}
