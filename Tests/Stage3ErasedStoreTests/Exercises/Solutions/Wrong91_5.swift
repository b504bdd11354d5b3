import Effect

@testable import Stage3ErasedStore

/// Known-wrong takes on exercise 91.5, which its check must reject.
enum Wrong91_5 {
  /// Forwards the view's actions, but the view never hears about changes that start in the parent.
  @MainActor
  final class ForgetfulViewStore<Value, Action: Sendable> {
    private let reducer: (inout Value, Action) -> [Effect<Action>]
    private(set) var value: Value

    convenience init<Environment>(
      initialValue: Value, reducer: @escaping Reducer<Value, Action, Environment>, environment: Environment
    ) {
      self.init(initialValue: initialValue, reducer: { value, action in reducer(&value, action, environment) })
    }

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
      value toLocalValue: @escaping (Value) -> LocalValue, action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> ForgetfulViewStore<LocalValue, LocalAction> {
      ForgetfulViewStore<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { localValue, localAction in
          self.send(toGlobalAction(localAction))
          localValue = toLocalValue(self.value)
          return []
        }
      )
    }
  }
}
