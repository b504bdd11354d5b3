import Effect

@testable import Stage3ErasedStore

/// The reference solution of exercise 91.4: the environment is captured once, in the generic `init`, where its
/// type is known, so the store never needs to remember that type and never casts.
enum Solution91_4 {
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
      self.reducer = { value, action, _ in reducer(&value, action, environment) }
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action, ())
      self.value = value
      for effect in effects {
        effect.run(receiveOutput: { action in MainActor.assumeIsolated { self.send(action) } })
      }
    }

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
