import CasePaths
import Effect
import Foundation
import PrimeTimeDomain

@testable import Stage1GlobalCurrent

/// The reference solution of exercise 91.1: checkpoint 2's `combine`, `pullback` and `favoritePrimesReducer`.
enum Solution91_1 {
  typealias Reducer<Value, Action: Sendable, Environment> = (inout Value, Action, Environment) -> [Effect<Action>]

  static func combine<Value, Action, Environment>(
    _ reducers: Reducer<Value, Action, Environment>...
  ) -> Reducer<Value, Action, Environment> {
    return { value, action, environment in
      reducers.flatMap { reducer in reducer(&value, action, environment) }
    }
  }

  static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
    _ reducer: @escaping Reducer<LocalValue, LocalAction, LocalEnvironment>,
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: CasePath<GlobalAction, LocalAction>,
    environment: @escaping (GlobalEnvironment) -> LocalEnvironment
  ) -> Reducer<GlobalValue, GlobalAction, GlobalEnvironment> {
    return { globalValue, globalAction, globalEnvironment in
      guard let localAction = action.extract(globalAction) else { return [] }
      let localEffects = reducer(&globalValue[keyPath: value], localAction, environment(globalEnvironment))
      return localEffects.map { localEffect in localEffect.map(action.embed) }
    }
  }

  /// Reads its file client from `environment`, so whoever runs the reducer decides where favorites go.
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
        environment.fileClient
          .save("favorite-primes.json", try! JSONEncoder().encode(state))
          .fireAndForget()
      ]

    case .loadButtonTapped:
      return [
        environment.fileClient.load("favorite-primes.json")
          .compactMap { data in data.flatMap { try? JSONDecoder().decode([Int].self, from: $0) } }
          .map(FavoritePrimesAction.loadedFavoritePrimes)
      ]
    }
  }
}
