/// Obtains a store from `SharedStores`: `StoreOf[\.root]`, or a property declared
/// `@StoreOf(\.root) var store: StateStore<AppState, AppAction>`. Only a `StateStore` can be asked
/// for.
///
/// Mirrors Puredux 2.1's `StoreOf`, a property wrapper. Since Puredux 2.2 it is a typealias for
/// Crocodil's wrapper, `InjectableKeyPath<SharedStores, T>`, spelled the same way at the call site.
/// TCA, the library checkpoint 5 follows, has a `StoreOf` too, with another meaning:
/// `StoreOf<Feature>` is a typealias for `Store<Feature.State, Feature.Action>`.
@MainActor
@propertyWrapper
struct StoreOf<Value, Action: Sendable> {
  private let keyPath: WritableKeyPath<SharedStores, StateStore<Value, Action>>

  init(_ keyPath: WritableKeyPath<SharedStores, StateStore<Value, Action>>) {
    self.keyPath = keyPath
  }

  var wrappedValue: StateStore<Value, Action> {
    SharedStores[keyPath]
  }

  static subscript(_ keyPath: WritableKeyPath<SharedStores, StateStore<Value, Action>>)
    -> StateStore<Value, Action>
  {
    SharedStores[keyPath]
  }
}
