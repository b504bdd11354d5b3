import Effect

/// Exercise 91.4 — the Store without the force cast.
///
/// This checkpoint's `Store` keeps its reducer as `Reducer<Value, Action, Any>` and its environment as `Any`, and
/// casts the environment back with `as!` on every action. Episode 91 notes the cast can go: inside the generic
/// `init`, the environment's type is still known, so the store can capture the environment there and keep a
/// reducer that needs no environment at all (`Void`).
///
/// Below is a small copy of the Store that already keeps `Reducer<Value, Action, Void>`. Finish its `init` so that
/// every action runs `reducer` with the `environment` the store was created with, and the effects it returns
/// come back to the store. (`send`, `view` and running effects are done.)
///
/// The check runs the store, then looks at what it keeps (with `Mirror`), not at how the source is spelled: a
/// stored `Reducer<Value, Action, Void>`, and the environment in no stored property at all. `Mirror` cannot see
/// inside a closure, so an `Any` captured there and cast back in it would slip past; the point is to need none.
///
/// Check your work: `swift run Episode91 verify 91.4`. Stuck? `swift run Episode91 hint 91.4`.
enum Exercise91_4 {
  @MainActor
  final class Store<Value, Action: Sendable> {
    private let reducer: Reducer<Value, Action, Void>
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value,
      reducer: @escaping Reducer<Value, Action, Environment>,
      environment: Environment
    ) {
      self.value = initialValue
      // The store keeps a reducer with no environment; it does not use `reducer` or `environment` yet.
      self.reducer = { _, _, _ in [] }
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action, ())
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
      let localStore = Store<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { localValue, localAction, _ in
          self.send(toGlobalAction(localAction))
          localValue = toLocalValue(self.value)
          return []
        },
        environment: ()
      )
      observers.append { [weak localStore] newValue in localStore?.value = toLocalValue(newValue) }
      return localStore
    }
  }
}
