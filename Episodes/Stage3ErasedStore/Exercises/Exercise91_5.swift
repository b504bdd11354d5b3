import Effect

/// Exercise 91.5 — a Store that holds a plain reducer.
///
/// After 91.4 the store keeps a `Reducer<Value, Action, Void>`. Episode 91's fifth exercise points out that a
/// `Void` environment is no environment at all, so the store can hold the simplest thing that works:
/// `(inout Value, Action) -> [Effect<Action>]`.
///
/// Below is a small copy of the Store that already stores that type. Finish it:
/// - `init` must run `reducer` with `environment` for every action (the effects come back to the store; `send`
///   already does that part);
/// - `view` must return a store whose actions go to this store (as `toGlobalAction(localAction)`) and whose value
///   follows this store's value, projected with `toLocalValue`, whenever it changes.
///
/// `view` can build its child with the generic `init` and `()` for the environment, or you can give the Store a
/// second, private `init` that takes a plain reducer (the reference solution does; no episode shows one).
///
/// The check runs the store, then looks at what it keeps (with `Mirror`), not at how the source is spelled or
/// laid out: a stored reducer of type `(inout Value, Action) -> [Effect<Action>]`, and the environment in no
/// stored property at all.
///
/// Check your work: `swift run Episode91 verify 91.5`. Stuck? `swift run Episode91 hint 91.5`.
enum Exercise91_5 {
  @MainActor
  final class Store<Value, Action: Sendable> {
    private let reducer: (inout Value, Action) -> [Effect<Action>]
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    /// Called with every new value; `view` can register one to keep its child up to date.
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value,
      reducer: @escaping Reducer<Value, Action, Environment>,
      environment: Environment
    ) {
      self.value = initialValue
      // The store does not use `reducer` or `environment` yet.
      self.reducer = { _, _ in [] }
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action)
      self.value = value
      for effect in effects {
        // Test doubles deliver at once, on the main actor that is running `send`.
        effect.run(receiveOutput: { action in MainActor.assumeIsolated { self.send(action) } })
      }
    }

    /// A store for one screen: it shows a projection of this store's value and sends its actions here.
    func view<LocalValue, LocalAction>(
      value toLocalValue: @escaping (Value) -> LocalValue,
      action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> Store<LocalValue, LocalAction> {
      // A child that starts with the right value, but neither forwards its actions nor follows this store yet.
      Store<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { (_: inout LocalValue, _: LocalAction, _: Void) in [] },
        environment: ()
      )
    }
  }
}
