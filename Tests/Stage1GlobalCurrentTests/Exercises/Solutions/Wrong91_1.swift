import CasePaths
import Effect
import Foundation
import PrimeTimeDomain

@testable import Stage1GlobalCurrent

/// Known-wrong takes on exercise 91.1, which its check must reject.
enum Wrong91_1 {
  /// Ports `combine` and `pullback`, and saves through the environment, but still loads through the global.
  enum StillReadsCurrent {
    static func combine<Value, Action, Environment>(
      _ reducers: Solution91_1.Reducer<Value, Action, Environment>...
    ) -> Solution91_1.Reducer<Value, Action, Environment> {
      return { value, action, environment in
        reducers.flatMap { reducer in reducer(&value, action, environment) }
      }
    }

    static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
      _ reducer: @escaping Solution91_1.Reducer<LocalValue, LocalAction, LocalEnvironment>,
      value: WritableKeyPath<GlobalValue, LocalValue>,
      action: CasePath<GlobalAction, LocalAction>,
      environment: @escaping (GlobalEnvironment) -> LocalEnvironment
    ) -> Solution91_1.Reducer<GlobalValue, GlobalAction, GlobalEnvironment> {
      Solution91_1.pullback(reducer, value: value, action: action, environment: environment)
    }

    static func favoritePrimesReducer(
      state: inout [Int], action: FavoritePrimesAction, environment: FavoritePrimesEnvironment
    ) -> [Effect<FavoritePrimesAction>] {
      guard action == .loadButtonTapped else {
        return Solution91_1.favoritePrimesReducer(state: &state, action: action, environment: environment)
      }
      return [
        FavoritePrimes.Current.fileClient.load("favorite-primes.json")
          .compactMap { data in data.flatMap { try? JSONDecoder().decode([Int].self, from: $0) } }
          .map(FavoritePrimesAction.loadedFavoritePrimes)
      ]
    }
  }

  /// Hands the local reducer its environment, but throws its effects away instead of embedding them.
  enum DropsLocalEffects {
    static func combine<Value, Action, Environment>(
      _ reducers: Solution91_1.Reducer<Value, Action, Environment>...
    ) -> Solution91_1.Reducer<Value, Action, Environment> {
      return { value, action, environment in
        reducers.flatMap { reducer in reducer(&value, action, environment) }
      }
    }

    static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
      _ reducer: @escaping Solution91_1.Reducer<LocalValue, LocalAction, LocalEnvironment>,
      value: WritableKeyPath<GlobalValue, LocalValue>,
      action: CasePath<GlobalAction, LocalAction>,
      environment: @escaping (GlobalEnvironment) -> LocalEnvironment
    ) -> Solution91_1.Reducer<GlobalValue, GlobalAction, GlobalEnvironment> {
      return { globalValue, globalAction, globalEnvironment in
        guard let localAction = action.extract(globalAction) else { return [] }
        _ = reducer(&globalValue[keyPath: value], localAction, environment(globalEnvironment))
        return []
      }
    }

    static func favoritePrimesReducer(
      state: inout [Int], action: FavoritePrimesAction, environment: FavoritePrimesEnvironment
    ) -> [Effect<FavoritePrimesAction>] {
      Solution91_1.favoritePrimesReducer(state: &state, action: action, environment: environment)
    }
  }
}
