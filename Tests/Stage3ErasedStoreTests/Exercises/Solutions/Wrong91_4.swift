import Effect

@testable import Stage3ErasedStore

/// Known-wrong takes on exercise 91.4, which its check must reject.
enum Wrong91_4 {
  /// Works, but still keeps `Any` and casts back on every action: the checkpoint's store, the thing to remove.
  @MainActor
  final class ForceCastStore<Value, Action: Sendable> {
    private let reducer: Reducer<Value, Action, Any>
    private let environment: Any
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value, reducer: @escaping Reducer<Value, Action, Environment>, environment: Environment
    ) {
      self.value = initialValue
      self.reducer = { value, action, environment in reducer(&value, action, environment as! Environment) }
      self.environment = environment
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action, environment)
      self.value = value
      for effect in effects {
        effect.run(receiveOutput: { action in MainActor.assumeIsolated { self.send(action) } })
      }
    }

    func view<LocalValue, LocalAction>(
      value toLocalValue: @escaping (Value) -> LocalValue, action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> ForceCastStore<LocalValue, LocalAction> {
      let localStore = ForceCastStore<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { localValue, localAction, _ in
          self.send(toGlobalAction(localAction))
          localValue = toLocalValue(self.value)
          return []
        },
        environment: environment
      )
      observers.append { [weak localStore] newValue in localStore?.value = toLocalValue(newValue) }
      return localStore
    }
  }

  /// Keeps the reducer the exercise asks for, but also keeps the environment as `Any` and casts it back with
  /// `(environment as? Environment)!`: a force cast by another spelling, which a search for `as!` would miss.
  @MainActor
  final class OptionalCastStore<Value, Action: Sendable> {
    private let reducer: Reducer<Value, Action, Void>
    private let environment: Any
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value, reducer: @escaping Reducer<Value, Action, Environment>, environment: Environment
    ) {
      let kept: Any = environment
      self.value = initialValue
      self.environment = kept
      self.reducer = { value, action, _ in reducer(&value, action, (kept as? Environment)!) }
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
    ) -> OptionalCastStore<LocalValue, LocalAction> {
      let localStore = OptionalCastStore<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { localValue, localAction, _ in
          self.send(toGlobalAction(localAction))
          localValue = toLocalValue(self.value)
          return []
        },
        environment: environment
      )
      observers.append { [weak localStore] newValue in localStore?.value = toLocalValue(newValue) }
      return localStore
    }
  }

  /// Captures the environment, but throws away the effects the reducer returns.
  @MainActor
  final class EffectlessStore<Value, Action: Sendable> {
    private let reducer: Reducer<Value, Action, Void>
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value, reducer: @escaping Reducer<Value, Action, Environment>, environment: Environment
    ) {
      self.value = initialValue
      self.reducer = { value, action, _ in
        _ = reducer(&value, action, environment)
        return []
      }
    }

    func send(_ action: Action) {
      var value = self.value
      _ = reducer(&value, action, ())
      self.value = value
    }

    func view<LocalValue, LocalAction>(
      value toLocalValue: @escaping (Value) -> LocalValue, action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> EffectlessStore<LocalValue, LocalAction> {
      let localStore = EffectlessStore<LocalValue, LocalAction>(
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
