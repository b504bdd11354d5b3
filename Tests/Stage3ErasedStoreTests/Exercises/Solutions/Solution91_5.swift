import Effect

@testable import Stage3ErasedStore

/// The reference solution of exercise 91.5: the store holds a reducer with no environment parameter at all.
enum Solution91_5 {
  @MainActor
  final class Store<Value, Action: Sendable> {
    private let reducer: (inout Value, Action) -> [Effect<Action>]
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    convenience init<Environment>(
      initialValue: Value,
      reducer: @escaping Reducer<Value, Action, Environment>,
      environment: Environment
    ) {
      self.init(initialValue: initialValue, reducer: { value, action in reducer(&value, action, environment) })
    }

    /// For `view`, whose child has no reducer of its own, only "forward to the parent".
    private init(initialValue: Value, reducer: @escaping (inout Value, Action) -> [Effect<Action>]) {
      self.value = initialValue
      self.reducer = reducer
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action)
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
        reducer: { localValue, localAction in
          self.send(toGlobalAction(localAction))
          localValue = toLocalValue(self.value)
          return []
        }
      )
      observers.append { [weak localStore] newValue in localStore?.value = toLocalValue(newValue) }
      return localStore
    }
  }

  /// The same answer spelled another way (a type alias for the stored reducer, one `init`, the child built with
  /// `()`), which the check must accept just the same: it judges what the store keeps and does, not its text.
  @MainActor
  final class RespelledStore<Value, Action: Sendable> {
    typealias PlainReducer = (inout Value, Action) -> [Effect<Action>]

    private let reducer: PlainReducer
    private(set) var value: Value {
      didSet {
        for observer in observers { observer(value) }
      }
    }
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value,
      reducer: @escaping Reducer<Value, Action, Environment>,
      environment: Environment
    ) {
      self.value = initialValue
      self.reducer = { reducer(&$0, $1, environment) }
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action)
      self.value = value
      effects.forEach { effect in
        effect.run(receiveOutput: { action in MainActor.assumeIsolated { self.send(action) } })
      }
    }

    func view<LocalValue, LocalAction>(
      value toLocalValue: @escaping (Value) -> LocalValue,
      action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> RespelledStore<LocalValue, LocalAction> {
      let child = RespelledStore<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { (localValue: inout LocalValue, localAction: LocalAction, _: Void) in
          self.send(toGlobalAction(localAction))
          localValue = toLocalValue(self.value)
          return []
        },
        environment: ()
      )
      observers.append { [weak child] in child?.value = toLocalValue($0) }
      return child
    }
  }
}
