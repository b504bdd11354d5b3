import Effect

/// Exercise 5.4 — the counter's reducer as TCA users write it.
///
/// This checkpoint keeps its reducers functions, as every checkpoint before it does, so that the diff from stage 4
/// shows only how dependencies travel: `counterReducer` declares `@Dependency(\.nthPrime) var nthPrime` as a local,
/// each time it runs. TCA users meet `@Dependency` elsewhere. The Composable Architecture 0.41 made a reducer a
/// type conforming to `ReducerProtocol`, and a feature declares its dependencies as stored properties:
///
///     struct Feature: ReducerProtocol {
///       @Dependency(\.apiClient) var apiClient
///       func reduce(into state: inout State, action: Action) -> EffectTask<Action> { … }
///     }
///
/// Today TCA writes it `@Reducer struct Feature`. `CounterFeature` below conforms to a cut-down `ReducerProtocol`
/// but only calls `counterReducer`. Make it the counter's reducer as TCA users would write it: the logic of
/// `Counter/CounterReducer.swift` for every action, in `reduce(into:action:)`, and `nthPrime` as a stored
/// `@Dependency` property. Leave `counterReducer` as it is: the check compares your struct with it.
///
/// Where the property lives decides when it captures the dependencies. A stored `@Dependency` captures the values
/// current when the feature is created, and on each read the values current then win over them. So a feature
/// created inside `withDependencies { $0.nthPrime = … }` keeps that override after the scope has ended, and an
/// override made after it was created still reaches it. The check tries both, compares every action with
/// `counterReducer`, and asks `Mirror` whether the feature stores a `Dependency`.
///
/// Check your work: `swift run Episode91 verify 5.4`. Stuck? `swift run Episode91 hint 5.4`.
enum Exercise5_4 {
  /// The counter feature as a type. As shipped it stores nothing and calls the checkpoint's function, whose
  /// `@Dependency` is a local made each time the reducer runs.
  struct CounterFeature: ReducerProtocol {
    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      counterReducer(state: &state, action: action)
    }
  }

  /// TCA's reducer protocol, cut down to what this exercise needs; leave it as it is.
  ///
  /// TCA's also has `var body`, which composes reducers (`Scope`, `CombineReducers`) where this workbook calls
  /// `pullback` and `combine`; a type that implements `reduce(into:action:)` needs no `body`. Its
  /// `reduce` returns one effect, `Effect<Action, Never>` in 0.41, `EffectTask<Action>` from 0.43 and
  /// `Effect<Action>` in 1.0, that merges many; this one returns the array of effects this workbook's reducers
  /// return. TCA renamed the protocol `Reducer` on the way to 1.0 (0.57), and since 1.4 the `@Reducer` macro
  /// writes the conformance.
  ///
  /// A stored `@Dependency` captures the values current at creation as swift-dependencies does, and as this
  /// checkpoint's `Dependency` does; TCA 0.41's own `@Dependency`, before swift-dependencies was split out of it
  /// (TCA 0.49), read the current values only when used.
  protocol ReducerProtocol<State, Action> {
    associatedtype State
    associatedtype Action: Sendable

    func reduce(into state: inout State, action: Action) -> [Effect<Action>]
  }
}
