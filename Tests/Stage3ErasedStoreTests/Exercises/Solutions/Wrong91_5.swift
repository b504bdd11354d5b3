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

  /// Behaves, but keeps the reducer of exercise 91.4, `Reducer<Value, Action, Void>`: the `Void` environment
  /// this exercise removes.
  @MainActor
  final class VoidEnvironmentStore<Value, Action: Sendable> {
    private let reducer: Reducer<Value, Action, Void>
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value, reducer: @escaping Reducer<Value, Action, Environment>, environment: Environment
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
      value toLocalValue: @escaping (Value) -> LocalValue, action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> VoidEnvironmentStore<LocalValue, LocalAction> {
      let localStore = VoidEnvironmentStore<LocalValue, LocalAction>(
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

  /// Follows its parent, but its actions never reach the parent: the view runs the parent's reducer on a copy.
  @MainActor
  final class DeafParentStore<Value, Action: Sendable> {
    private let reducer: (inout Value, Action) -> [Effect<Action>]
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

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
    ) -> DeafParentStore<LocalValue, LocalAction> {
      var copy = value
      let localStore = DeafParentStore<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { [reducer] localValue, localAction in
          _ = reducer(&copy, toGlobalAction(localAction))
          localValue = toLocalValue(copy)
          return []
        }
      )
      observers.append { [weak localStore] newValue in localStore?.value = toLocalValue(newValue) }
      return localStore
    }
  }

  /// Holds the plain reducer, but keeps the environment beside it, in a stored property nobody needs.
  @MainActor
  final class StoredEnvironmentStore<Value, Action: Sendable> {
    private let reducer: (inout Value, Action) -> [Effect<Action>]
    private let environment: Any
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    convenience init<Environment>(
      initialValue: Value, reducer: @escaping Reducer<Value, Action, Environment>, environment: Environment
    ) {
      self.init(
        initialValue: initialValue, reducer: { value, action in reducer(&value, action, environment) },
        environment: environment)
    }

    private init(initialValue: Value, reducer: @escaping (inout Value, Action) -> [Effect<Action>], environment: Any) {
      self.value = initialValue
      self.reducer = reducer
      self.environment = environment
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
    ) -> StoredEnvironmentStore<LocalValue, LocalAction> {
      let localStore = StoredEnvironmentStore<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { localValue, localAction in
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
