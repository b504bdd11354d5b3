import CasePaths
import Effect
import Foundation

/// Exercise 91.1 — the app on the three-argument reducer, one piece at a time.
///
/// Episode 91 gives the reducer its environment along with the value and the action, `(inout Value, Action,
/// Environment) -> [Effect<Action>]`, and updates `combine`, `pullback` and the Store, but stops with only the
/// architecture module compiling. Getting the whole app to compile is its first exercise; episode 92 does it.
///
/// Port three pieces of this checkpoint, where everything still reads a global `Current`, to the new shape:
/// - `combine`: run every reducer on the value, in order, with the same environment, and keep all their effects;
/// - `pullback`: the checkpoint's, plus an `environment` function that picks the local reducer's environment
///   out of the global one;
/// - `favoritePrimesReducer`: the checkpoint's, which reads `FavoritePrimes.Current`; make it use the
///   `environment` it is handed, and nothing global.
///
/// The check runs each piece on small values and counts which file client the reducer talks to. Checkpoint 2 is
/// the whole answer, for every feature, the app and the tests: `swift run Episode91 diff 1 2`.
///
/// Check your work: `swift run Episode91 verify 91.1`. Stuck? `swift run Episode91 hint 91.1`.
enum Exercise91_1 {
  typealias Reducer<Value, Action: Sendable, Environment> = (inout Value, Action, Environment) -> [Effect<Action>]

  static func combine<Value, Action, Environment>(
    _ reducers: Reducer<Value, Action, Environment>...
  ) -> Reducer<Value, Action, Environment> {
    // Runs none of the reducers yet.
    return { _, _, _ in [] }
  }

  static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
    _ reducer: @escaping Reducer<LocalValue, LocalAction, LocalEnvironment>,
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: CasePath<GlobalAction, LocalAction>,
    environment: @escaping (GlobalEnvironment) -> LocalEnvironment
  ) -> Reducer<GlobalValue, GlobalAction, GlobalEnvironment> {
    // Runs nothing yet.
    return { _, _, _ in [] }
  }

  /// The checkpoint's reducer with the new signature; its body still reads `FavoritePrimes.Current`.
  static func favoritePrimesReducer(
    state: inout [Int],
    action: FavoritePrimesAction,
    environment: FavoritePrimesEnvironment
  ) -> [Effect<FavoritePrimesAction>] {
    switch action {
    case .deleteFavoritePrimes(let indexSet):
      for index in indexSet.reversed() {
        state.remove(at: index)
      }
      return []

    case .loadedFavoritePrimes(let favoritePrimes):
      state = favoritePrimes
      return []

    case .saveButtonTapped:
      return [
        FavoritePrimes.Current.fileClient
          .save("favorite-primes.json", try! JSONEncoder().encode(state))
          .fireAndForget()
      ]

    case .loadButtonTapped:
      return [
        FavoritePrimes.Current.fileClient.load("favorite-primes.json")
          .compactMap { data in data.flatMap { try? JSONDecoder().decode([Int].self, from: $0) } }
          .map(FavoritePrimesAction.loadedFavoritePrimes)
      ]
    }
  }
}
