import CasePaths
import Effect
import ExerciseSupport
import Foundation
import PrimeTimeDomain

/// The three pieces exercise 91.1 ports; the stub, the reference solution and each known-wrong version have them.
protocol ThreeArgumentPort {
  static func combine<Value, Action, Environment>(
    _ reducers: (inout Value, Action, Environment) -> [Effect<Action>]...
  ) -> (inout Value, Action, Environment) -> [Effect<Action>]

  static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
    _ reducer: @escaping (inout LocalValue, LocalAction, LocalEnvironment) -> [Effect<LocalAction>],
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: CasePath<GlobalAction, LocalAction>,
    environment: @escaping (GlobalEnvironment) -> LocalEnvironment
  ) -> (inout GlobalValue, GlobalAction, GlobalEnvironment) -> [Effect<GlobalAction>]

  static func favoritePrimesReducer(
    state: inout [Int], action: FavoritePrimesAction, environment: FavoritePrimesEnvironment
  ) -> [Effect<FavoritePrimesAction>]
}

extension Exercise91_1: ThreeArgumentPort {}

/// The little domain the check pulls back into: a log of what ran, inside a bigger value and action.
struct LogValue: Equatable {
  var log: [String] = []
  var other = 0
}

enum LogAction: Equatable, Sendable {
  case log(Int)
  case other
}

/// Checks 91.1: `combine` and `pullback` on a logging reducer, then the ported favorite primes reducer.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong91_1` that breaks it alone:
/// - `combine` runs every reducer (`CombinesOnlyTheFirst`), in order (`CombinesBackwards`), with the same
///   environment, and keeps all their effects (`CombinesKeepingLastEffects`);
/// - `pullback` runs the local reducer with the environment its function picks and embeds the local effects
///   (`DropsLocalEffects`); the environment cannot be anything else, since `LocalEnvironment` is generic;
/// - `favoritePrimesReducer` loads (`StillReadsCurrent`) and saves (`StillSavesThroughCurrent`) through the
///   `environment` it is handed, never `FavoritePrimes.Current`.
/// Hints: `combine` hint 1, `pullback` hint 2, the favorites reducer hint 3.
enum Exercise91_1Check {
  /// The check of your stub, what `--check 91.1` runs.
  static func yours() -> [ExerciseFailure] {
    check(Exercise91_1.self)
  }

  static func check<Port: ThreeArgumentPort>(_ port: Port.Type) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e91_1)
    checkCombine(port, &check)
    checkPullback(port, &check)
    checkFavoritePrimes(port, &check)
    return check.failures
  }

  /// Logs its name, the action and the environment, and answers with an effect that sends `action + offset`.
  static func logging(_ name: String, offset: Int) -> (inout [String], Int, String) -> [Effect<Int>] {
    return { log, action, environment in
      log.append("\(name) got \(action) with \(environment)")
      return [Effect(value: action + offset)]
    }
  }

  static func checkCombine<Port: ThreeArgumentPort>(_ port: Port.Type, _ check: inout ExerciseCheck) {
    let combined = Port.combine(logging("first", offset: 1), logging("second", offset: 2))
    var log: [String] = []
    let effects = combined(&log, 10, "the environment")
    check.expect(
      log, equals: ["first got 10 with the environment", "second got 10 with the environment"],
      "what combine(first, second) ran for action 10 and environment \"the environment\"", hint: 1)
    check.expect(
      outputs(of: effects), equals: [11, 12], "what the combined effects sent: first's, then second's", hint: 1)
  }

  static func checkPullback<Port: ThreeArgumentPort>(_ port: Port.Type, _ check: inout ExerciseCheck) {
    let pulled = Port.pullback(
      logging("local", offset: 1), value: \LogValue.log, action: /LogAction.log,
      environment: { (global: (name: String, unused: Int)) in global.name })
    var value = LogValue()
    let environment = (name: "the local part", unused: 0)
    let effects = pulled(&value, .log(10), environment)
    check.expect(
      value, equals: LogValue(log: ["local got 10 with the local part"]),
      "the global value after .log(10), with the environment function picking the global environment's name", hint: 2)
    check.expect(outputs(of: effects), equals: [LogAction.log(11)], "what the pulled-back effects sent", hint: 2)
    let ignored = pulled(&value, .other, environment)
    check.expect(ignored.count, equals: 0, "effects for an action that is not the local case", hint: 2)
    check.expect(value.log.count, equals: 1, "entries in the log after an action that is not the local case", hint: 2)
  }

  static func checkFavoritePrimes<Port: ThreeArgumentPort>(_ port: Port.Type, _ check: inout ExerciseCheck) {
    let saved = LockIsolated<[String]>([])
    func fileClient(_ name: String, loading primes: [Int]) -> FileClient {
      FileClient(
        load: { _ in
          let data = try! JSONEncoder().encode(primes)
          return .sync { data }
        },
        save: { _, data in
          let text = String(decoding: data, as: UTF8.self)
          return .fireAndForget { saved.withValue { $0.append("\(name) saved \(text)") } }
        })
    }
    // While the check runs, the global holds a file client that must never be used; put the old one back after.
    let global = FavoritePrimes.Current
    FavoritePrimes.Current = FavoritePrimesEnvironment(fileClient: fileClient("the global", loading: [666]))
    defer { FavoritePrimes.Current = global }
    let environment = FavoritePrimesEnvironment(fileClient: fileClient("the environment", loading: [2, 31]))

    var state = [2, 3, 5]
    let loaded = outputs(
      of: Port.favoritePrimesReducer(state: &state, action: .loadButtonTapped, environment: environment))
    check.expect(
      loaded, equals: [.loadedFavoritePrimes([2, 31])],
      "what loading sent, when the environment's file client holds [2, 31] and the global one [666]", hint: 3)
    _ = outputs(of: Port.favoritePrimesReducer(state: &state, action: .saveButtonTapped, environment: environment))
    check.expect(
      saved.value, equals: ["the environment saved [2,3,5]"], "what saving [2, 3, 5] wrote, and where", hint: 3)
    _ = Port.favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([0, 2]), environment: environment)
    check.expect(state, equals: [3], "the favorites after deleting those at 0 and 2 of [2, 3, 5]", hint: 3)
  }

  /// Runs the effects and returns what they sent; every effect in this check sends at once.
  static func outputs<Output: Sendable>(of effects: [Effect<Output>]) -> [Output] {
    let received = LockIsolated<[Output]>([])
    for effect in effects {
      effect.run(receiveOutput: { output in received.withValue { $0.append(output) } })
    }
    return received.value
  }
}
