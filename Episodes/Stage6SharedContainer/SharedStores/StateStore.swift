/// A store that owns its state: made from an initial value and a reducer, never scoped from another
/// store.
///
/// Mirrors Puredux's `StateStore`. A screen's store made with `view(value:action:)` is a plain
/// `Store` that shows a projection of its parent's value and owns nothing. Puredux lets a
/// `SharedStores` entry hold any `Store` (only `StoreOf` asks for a `StateStore`); ours hold only a
/// `StateStore`, so the compiler refuses `SharedStores[\.root] = root.view(…)` and only stores that
/// own their state are shared.
final class StateStore<Value, Action: Sendable>: Store<Value, Action> {}
