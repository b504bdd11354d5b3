import CasePaths
import Effect
import ExerciseSupport
import PrimeTimeDomain

/// A trail of marks: each reducer under `combine` adds one, and its effect echoes the environment it was given.
enum TrailAction: Sendable {
  case mark
  case echo(String)
}

/// A global domain to pull a trail reducer back into.
struct Journey {
  var trail: [String] = []
  var miles = 0
}

enum JourneyAction: Sendable {
  case trail(TrailAction)
  case drive
}

struct JourneyEnvironment {
  var guide: String
}

/// The curried architecture under check: `combine`, `pullback` (each tried on the little trail domain), and the
/// ported counter reducer.
struct CurriedArchitecture {
  typealias TrailReducer = Exercise91_2.CurriedReducer<[String], TrailAction, String>

  var combine: (@escaping TrailReducer, @escaping TrailReducer) -> TrailReducer
  var pullback: (@escaping TrailReducer) -> Exercise91_2.CurriedReducer<Journey, JourneyAction, JourneyEnvironment>
  var counterReducer: (inout CounterState, CounterAction) -> (CounterEnvironment) -> [Effect<CounterAction>]
}

/// The prompt's requirements, each with the known-wrong version (in `Exercise91_2Tests`) that breaks it alone:
/// - `combine`: every reducer changes the value, in order (`backwards`); then all of their effects, in the same
///   order, get the same environment (`lastEffectsOnly`);
/// - `pullback`: the value, the action and the environment, and the local effects come back as global actions
///   (`droppedEffects`);
/// - `counterReducer`: for every action, the checkpoint's state and effects, compared action by action,
///   including the answer that re-enables the button (`buttonKeptDisabled`), a nil answer, and the nth prime
///   button (`buttonLeftEnabled`), which asks for the count's prime: the double answers each n differently
///   (`asksForTheNextPrime`); an answer that arrives after the count changed is still shown as the nth prime it
///   answers (`alertsTheCount`).
/// Each names its hint: `combine` hint 2, `pullback` hint 3, the counter hint 4.
/// The comparison the prompt asks for last is the learner's to make; nothing checks it.
enum Exercise91_2Check {
  /// Adds `mark` to the trail; its effect echoes "mark@environment".
  static func marker(_ mark: String) -> CurriedArchitecture.TrailReducer {
    return { trail, action in
      guard case .mark = action else { return { _ in [] } }
      trail.append(mark)
      return { environment in [Effect(value: .echo("\(mark)@\(environment)"))] }
    }
  }

  /// Runs effects whose doubles deliver at once and returns what they delivered.
  static func delivered<Action: Sendable>(by effects: [Effect<Action>]) -> [Action] {
    let delivered = LockIsolated<[Action]>([])
    for effect in effects { effect.run(receiveOutput: { action in delivered.withValue { $0.append(action) } }) }
    return delivered.value
  }

  static func echoes(_ actions: [TrailAction]) -> [String] {
    actions.compactMap { action in if case .echo(let text) = action { text } else { nil } }
  }

  static func echoes(_ actions: [JourneyAction]) -> [String] {
    actions.compactMap { action in if case .trail(.echo(let text)) = action { text } else { nil } }
  }

  /// The counter state as one comparable, printable value.
  struct CounterSnapshot: Equatable {
    var alertNthPrime: PrimeAlert?
    var count: Int
    var isNthPrimeButtonDisabled: Bool
    var isPrimeModalShown: Bool

    init(_ state: CounterState) {
      (alertNthPrime, count, isNthPrimeButtonDisabled, isPrimeModalShown) = state
    }
  }

  static func check(_ architecture: CurriedArchitecture) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e91_2)

    let combined = architecture.combine(marker("a"), marker("b"))
    var trail: [String] = []
    let combinedEffects = combined(&trail, .mark)("E")
    check.expect(
      trail, equals: ["a", "b"], "the value after combine(a, b) ran .mark (each reducer adds its mark)", hint: 2)
    check.expect(
      echoes(delivered(by: combinedEffects)), equals: ["a@E", "b@E"],
      "what combine(a, b)'s effects echo, given the environment \"E\" (each echoes mark@environment)", hint: 2)

    let pulledBack = architecture.pullback(marker("a"))
    var journey = Journey()
    let journeyEffects = pulledBack(&journey, .trail(.mark))(JourneyEnvironment(guide: "G"))
    check.expect(
      journey.trail, equals: ["a"], "the journey's trail after the pulled-back reducer ran .trail(.mark)", hint: 3)
    check.expect(
      echoes(delivered(by: journeyEffects)), equals: ["a@G"],
      "what the pulled-back effects echo as .trail actions, given a journey environment whose guide is \"G\"", hint: 3)
    let driveEffects = pulledBack(&journey, .drive)(JourneyEnvironment(guide: "G"))
    check.expect(
      journey.trail, equals: ["a"], "the journey's trail after .drive, an action for another feature", hint: 3)
    check.expect(driveEffects.count, equals: 0, "the number of effects for .drive", hint: 3)

    // The port against the checkpoint's own counter reducer, action by action, with a double whose answer
    // depends on n (the real nth prime, 13 for the 6th and 17 for the 7th), so asking for another n than the
    // count shows in what the effect delivers.
    let environment = CounterEnvironment(nthPrime: { n in Effect(value: nthPrime(n)) })
    var checkpoint: CounterState = (
      alertNthPrime: nil, count: 6, isNthPrimeButtonDisabled: false, isPrimeModalShown: false
    )
    var port = checkpoint
    let actions: [CounterAction] = [
      .incrTapped, .nthPrimeButtonTapped, .nthPrimeResponse(n: 7, prime: 17), .alertDismissButtonTapped,
      // The count is 6 now: the answer for the 7th, asked before the count went down, is still the 7th's.
      .decrTapped, .nthPrimeResponse(n: 7, prime: 17), .alertDismissButtonTapped, .isPrimeButtonTapped,
      .primeModalDismissed, .nthPrimeButtonTapped, .nthPrimeResponse(n: 6, prime: nil),
    ]
    for action in actions {
      let expectedEffects = delivered(
        by: Stage2EnvironmentInReducer.counterReducer(
          state: &checkpoint, action: action, environment: environment))
      let portEffects = delivered(by: architecture.counterReducer(&port, action)(environment))
      check.expect(
        CounterSnapshot(port), equals: CounterSnapshot(checkpoint),
        "the counter state after .\(action), from the same state", hint: 4)
      check.expect(
        portEffects, equals: expectedEffects, "the actions the counter's effects deliver for .\(action)", hint: 4)
      port = checkpoint
    }
    return check.failures
  }

  /// The nth prime for a small n (the 1st is 2), nil past the tenth, as Wolfram Alpha answers nil for what it
  /// does not know.
  static func nthPrime(_ n: Int) -> Int? {
    let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
    return primes.indices.contains(n - 1) ? primes[n - 1] : nil
  }

  /// The check of your stub, what `--check 91.2` runs.
  static func yours() -> [ExerciseFailure] {
    check(yourArchitecture)
  }

  static var yourArchitecture: CurriedArchitecture {
    CurriedArchitecture(
      combine: { Exercise91_2.combine($0, $1) },
      pullback: {
        Exercise91_2.pullback($0, value: \Journey.trail, action: /JourneyAction.trail, environment: { $0.guide })
      },
      counterReducer: Exercise91_2.counterReducer)
  }
}
