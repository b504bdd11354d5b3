/// The type behind one entry of `SharedStores`: it holds the store the entry stands for.
///
/// Like `DependencyKey`, except that the value can only be a `StateStore`, so no entry can hold a scoped store.
/// Our stores live on the main actor, and so do their keys.
@MainActor
protocol StoreKey {
  associatedtype Value
  associatedtype Action: Sendable

  static var currentValue: StateStore<Value, Action> { get set }
}
