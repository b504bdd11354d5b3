import Effect
import ExerciseChecks
import ExerciseSupport
import Testing

@testable import Stage2EnvironmentInReducer

/// A value whose dump is easy to spot in a log.
struct Ledger: Sendable {
  var total: Int
}

enum LedgerAction: Sendable {
  case deposit(Int)
  /// Returns an effect that delivers `.deposit(amount)`.
  case depositLater(Int)
}

/// The environment: somewhere to log to.
typealias Logbook = LockIsolated<[String]>

/// Wraps a ledger reducer with a `logging` under check, logging through the environment's logbook.
typealias Logging = (
  _ reducer: @escaping Reducer<Ledger, LedgerAction, Logbook>,
  _ logger: @escaping (Logbook) -> @Sendable (String) -> Void
) -> Reducer<Ledger, LedgerAction, Logbook>

enum Exercise91_3Check {
  static func ledgerReducer(value: inout Ledger, action: LedgerAction, environment: Logbook) -> [Effect<LedgerAction>] {
    switch action {
    case .deposit(let amount):
      value.total += amount
      return []
    case .depositLater(let amount):
      return [Effect(value: .deposit(amount))]
    }
  }

  static func check(_ logging: Logging) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e91_3)
    let logbook = Logbook([])
    let reducer = logging(ledgerReducer) { logbook in { line in logbook.withValue { $0.append(line) } } }

    var ledger = Ledger(total: 1230)
    let effects = reducer(&ledger, .deposit(6), logbook)
    check.expect(ledger.total, equals: 1236, "the total after .deposit(6) from 1230")
    check.expect(logbook.value, equals: [], "lines logged while the reducer ran, before any effect")
    for effect in effects { effect.run(receiveOutput: { _ in }) }
    let log = logbook.value.joined(separator: "\n")
    check.expect(
      log.contains("deposit(6)"), "the action in the log once the effects ran",
      expected: "a line with the action, deposit(6)",
      actual: log.isEmpty ? "nothing logged through the logger" : log)
    check.expect(
      log.contains("1236"), "the new value in the log once the effects ran", expected: "the new value, with total 1236",
      actual: log.isEmpty ? "nothing logged through the logger" : log)

    var later = Ledger(total: 0)
    let laterEffects = reducer(&later, .depositLater(4), logbook)
    let delivered = LockIsolated<[String]>([])
    for effect in laterEffects {
      effect.run(receiveOutput: { action in delivered.withValue { $0.append("\(action)") } })
    }
    check.expect(delivered.value, equals: ["deposit(4)"], "actions delivered by the effects of .depositLater(4)")
    return check.failures
  }

  static func yours(
    _ reducer: @escaping Reducer<Ledger, LedgerAction, Logbook>,
    _ logger: @escaping (Logbook) -> @Sendable (String) -> Void
  ) -> Reducer<Ledger, LedgerAction, Logbook> {
    Exercise91_3.logging(reducer, logger: logger)
  }

  static func reference(
    _ reducer: @escaping Reducer<Ledger, LedgerAction, Logbook>,
    _ logger: @escaping (Logbook) -> @Sendable (String) -> Void
  ) -> Reducer<Ledger, LedgerAction, Logbook> {
    Solution91_3.logging(reducer, logger: logger)
  }

  static func logsWhileReducing(
    _ reducer: @escaping Reducer<Ledger, LedgerAction, Logbook>,
    _ logger: @escaping (Logbook) -> @Sendable (String) -> Void
  ) -> Reducer<Ledger, LedgerAction, Logbook> {
    Wrong91_3.loggingWhileReducing(reducer, logger: logger)
  }

  static func logsTheOldValue(
    _ reducer: @escaping Reducer<Ledger, LedgerAction, Logbook>,
    _ logger: @escaping (Logbook) -> @Sendable (String) -> Void
  ) -> Reducer<Ledger, LedgerAction, Logbook> {
    Wrong91_3.loggingTheOldValue(reducer, logger: logger)
  }
}

@Suite("91.3 logging with a logger from the environment")
struct Exercise91_3Tests {
  @Test(.disabled(if: Exercise.e91_3.isUntouched, Comment(rawValue: Exercise.e91_3.notStartedMessage)))
  func yourLogging() {
    reportCheck(Exercise91_3Check.check(Exercise91_3Check.yours), for: .e91_3)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise91_3Check.check(Exercise91_3Check.reference) == [])
  }

  @Test func loggingWhileTheReducerRunsIsRejected() {
    #expect(Exercise91_3Check.check(Exercise91_3Check.logsWhileReducing) != [])
  }

  @Test func loggingTheValueBeforeTheActionIsRejected() {
    #expect(Exercise91_3Check.check(Exercise91_3Check.logsTheOldValue) != [])
  }

  @Test(.enabled(if: Exercise.e91_3.isUntouched, "the stub is edited; this guards the stub as shipped"))
  func theShippedStubIsRejected() {
    #expect(Exercise91_3Check.check(Exercise91_3Check.yours) != [])
  }
}
