/// A store that owns its state: made from an initial value and a reducer, never scoped from another store.
///
/// Mirrors Puredux's `StateStore`. A screen's store made with `view(value:action:)` is a plain `Store` that
/// shows a projection of its parent's value and owns nothing, so `SharedStores` has no place for it: the
/// compiler refuses `SharedStores[\.root] = root.view(…)`.
final class StateStore<Value, Action: Sendable>: Store<Value, Action> {}
