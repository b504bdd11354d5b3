/// The type behind one entry of `SharedStores`: it holds the store the entry stands for.
///
/// Like `DependencyKey`, except that the value can only be a `StateStore`, so no entry can hold a
/// child store made with `view`. Puredux's store keys take any `Store` (`StoreInjectionKey` asks
/// only that); only its `StoreOf` asks for a `StateStore`. Our stores live on the main actor, and
/// so do their keys.
@MainActor
protocol StoreKey {
  associatedtype Value
  associatedtype Action: Sendable

  static var currentValue: StateStore<Value, Action> { get set }
}
