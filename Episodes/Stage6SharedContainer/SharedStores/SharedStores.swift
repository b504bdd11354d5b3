/// The app's state-owning stores, in a container kept apart from `Dependencies`: Puredux's
/// `SharedStores`.
///
/// Stores are for the terminal, which obtains them with `StoreOf[\.root]`; dependencies are for
/// reducers. An entry is declared once, in an extension, with its store (see `root`);
/// `SharedStores[\.root] = …` replaces it (Puredux 2.1; since 2.2, whose containers are Crocodil's,
/// `SharedStores.inject(\.root, …)`).
///
/// Puredux guards this container with the same queue as `Dependencies`. Our `Store` lives on the
/// main actor, so `SharedStores` does too: the compiler then checks that every read and write
/// happens there, with no queue.
@MainActor
struct SharedStores {
  /// Reads or replaces one store: `SharedStores[\.root]`, `SharedStores[\.root] = StateStore(…)`.
  static subscript<Value, Action>(
    _ keyPath: WritableKeyPath<SharedStores, StateStore<Value, Action>>
  ) -> StateStore<Value, Action> {
    get { SharedStores()[keyPath: keyPath] }
    set {
      var stores = SharedStores()
      stores[keyPath: keyPath] = newValue
    }
  }

  /// What every entry's accessors call.
  subscript<Key: StoreKey>(key: Key.Type) -> StateStore<Key.Value, Key.Action> {
    get { Key.currentValue }
    nonmutating set { Key.currentValue = newValue }
  }
}
