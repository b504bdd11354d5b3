import Effect
import ExerciseSupport
import PrimeTimeDomain

/// Checks the counter's reducer written as a `ReducerProtocol` struct: it does what the checkpoint's
/// `counterReducer` does for every action, its `nthPrime` is a stored `@Dependency`, and so an override current
/// when the feature is created stays with it.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong5_4` that breaks it alone:
/// - the logic of `counterReducer` for every action, from every start (`ButtonLeftDisabled`, `CountWrapsAround`;
///   the nil answer is one of the actions);
/// - `nthPrime` is a stored `@Dependency` (`LocalDependency`, `ClosureCopiedAtCreation`);
/// - an override current at creation stays after its scope (`UnusedDependency`), and one made after creation
///   still reaches it (`ClosureCopiedAtCreation`).
/// Hints: the logic and the stored property, hint 2; the override made at creation, hint 1.
enum Exercise5_4Check {
  /// The check of your stub, what `--check 5.4` runs.
  static func yours() -> [ExerciseFailure] {
    check { Exercise5_4.CounterFeature() }
  }

  typealias Feature = Exercise5_4.ReducerProtocol<CounterState, CounterAction>

  static func check(_ makeFeature: () -> some Feature) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e5_4)
    behavesAsTheCheckpoint(makeFeature, &check)
    storesItsDependency(makeFeature, &check)
    keepsAnOverrideMadeAtCreation(makeFeature, &check)
    return check.failures
  }

  /// Every action from every start, on the struct and on `counterReducer`, both with `nthPrime` overridden. The
  /// feature is created before the override, as a test store's reducer is before a test changes a dependency: a
  /// stored `@Dependency` still reads the override, a value copied out of the dependencies at creation does not.
  static func behavesAsTheCheckpoint(_ makeFeature: () -> some Feature, _ check: inout ExerciseCheck) {
    let (_, issues) = collectingDependencyIssues {
      let feature = makeFeature()
      for action in actions {
        for (start, startState) in starts {
          let failuresBefore = check.failures.count
          withDependencies {
            $0.nthPrime = fakeNthPrime
          } operation: {
            var expected = startState
            var actual = startState
            let expectedEffects = counterReducer(state: &expected.counter, action: action)
            let actualEffects = feature.reduce(into: &actual.counter, action: action)
            check.expect(actual, equals: expected, "the state after .\(action) from \(start)", hint: 2)
            check.expect(
              runToCompletion(Effect.merge(actualEffects)).outputs,
              equals: runToCompletion(Effect.merge(expectedEffects)).outputs,
              "the actions the effects of .\(action) from \(start) sent back", hint: 2)
          }
          // One start that goes wrong says enough about an action.
          if check.failures.count > failuresBefore { break }
        }
      }
    }
    check.expect(noMessagesIn: issues, "dependency issues reported while the test overrode nthPrime", hint: 2)
  }

  /// `@Dependency(\.nthPrime) var nthPrime` stores a `Dependency<…>` under the name `_nthPrime`.
  static func storesItsDependency(_ makeFeature: () -> some Feature, _ check: inout ExerciseCheck) {
    let (feature, _) = collectingDependencyIssues { makeFeature() }
    let stored = Mirror(reflecting: feature).children
    check.expect(
      stored.contains { $0.value is Dependency<@Sendable (Int) -> Effect<Int?>> },
      "the feature's stored properties, as Mirror sees them",
      expected: "@Dependency(\\.nthPrime) var nthPrime, stored as _nthPrime: Dependency<…>",
      actual: stored.isEmpty
        ? "none" : stored.map { "\($0.label ?? "_"): \(type(of: $0.value))" }.joined(separator: ", "), hint: 2)
  }

  /// A feature created inside the override and run after its scope has ended: a stored `@Dependency` captured the
  /// override at creation; a dependency declared inside `reduce` finds only the test's default, which reports.
  static func keepsAnOverrideMadeAtCreation(_ makeFeature: () -> some Feature, _ check: inout ExerciseCheck) {
    let (outputs, issues) = collectingDependencyIssues {
      let feature = withDependencies {
        $0.nthPrime = fakeNthPrime
      } operation: {
        makeFeature()
      }
      var state = CounterViewState(count: 7)
      return runToCompletion(Effect.merge(feature.reduce(into: &state.counter, action: .nthPrimeButtonTapped)))
        .outputs
    }
    let when = "a feature created inside withDependencies { $0.nthPrime = … }, run after it"
    check.expect(
      outputs, equals: [.nthPrimeResponse(n: 7, prime: 17)], "\(when): what .nthPrimeButtonTapped's effect sent back",
      hint: 1)
    check.expect(noMessagesIn: issues, "\(when): dependency issues reported", hint: 1)
  }

  /// The test's nth prime: the episode's 17 for the 7th, no answer for any other.
  private static let fakeNthPrime: @Sendable (Int) -> Effect<Int?> = { n in .sync { n == 7 ? 17 : nil } }

  /// Every `CounterAction`, the response both with a prime and without.
  private static let actions: [CounterAction] = [
    .decrTapped, .incrTapped, .nthPrimeButtonTapped, .nthPrimeResponse(n: 7, prime: 17),
    .nthPrimeResponse(n: 7, prime: nil), .alertDismissButtonTapped, .isPrimeButtonTapped, .primeModalDismissed,
  ]

  /// Where each action starts from: the ordinary count, and the two counts where a step would overflow, one of
  /// them with everything on the screen shown or disabled.
  private static let starts: [(String, CounterViewState)] = [
    ("count 7", CounterViewState(count: 7)),
    (
      "count Int.max with the alert, the prime modal and a disabled button",
      CounterViewState(
        alertNthPrime: PrimeAlert(n: 7, prime: 17), count: .max, isNthPrimeButtonDisabled: true,
        isPrimeModalShown: true)
    ),
    ("count Int.min", CounterViewState(count: .min)),
  ]
}
