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

  /// Runs only the first reducer: the others never see the action.
  enum CombinesOnlyTheFirst {
    static func combine<Value, Action, Environment>(
      _ reducers: Solution91_1.Reducer<Value, Action, Environment>...
    ) -> Solution91_1.Reducer<Value, Action, Environment> {
      return { value, action, environment in reducers.first?(&value, action, environment) ?? [] }
    }
  }

  /// Runs every reducer, but the last one first.
  enum CombinesBackwards {
    static func combine<Value, Action, Environment>(
      _ reducers: Solution91_1.Reducer<Value, Action, Environment>...
    ) -> Solution91_1.Reducer<Value, Action, Environment> {
      return { value, action, environment in
        reducers.reversed().flatMap { reducer in reducer(&value, action, environment) }
      }
    }
  }

  /// Runs every reducer, in order, but keeps only the last one's effects.
  enum CombinesKeepingLastEffects {
    static func combine<Value, Action, Environment>(
      _ reducers: Solution91_1.Reducer<Value, Action, Environment>...
    ) -> Solution91_1.Reducer<Value, Action, Environment> {
      return { value, action, environment in
        var effects: [Effect<Action>] = []
        for reducer in reducers { effects = reducer(&value, action, environment) }
        return effects
      }
    }
  }

  /// Loads through the environment, but still saves through the global.
  enum StillSavesThroughCurrent {
    static func favoritePrimesReducer(
      state: inout [Int], action: FavoritePrimesAction, environment: FavoritePrimesEnvironment
    ) -> [Effect<FavoritePrimesAction>] {
      guard action == .saveButtonTapped else {
        return Solution91_1.favoritePrimesReducer(state: &state, action: action, environment: environment)
      }
      return [
        FavoritePrimes.Current.fileClient.save("favorite-primes.json", try! JSONEncoder().encode(state))
          .fireAndForget()
      ]
    }
  }
}

/// The reference's pieces, for a known-wrong version that gets only one of them wrong.
extension Wrong91_1.CombinesOnlyTheFirst: ReferencePullbackAndFavorites {}
extension Wrong91_1.CombinesBackwards: ReferencePullbackAndFavorites {}
extension Wrong91_1.CombinesKeepingLastEffects: ReferencePullbackAndFavorites {}
extension Wrong91_1.StillSavesThroughCurrent: ReferenceCombineAndPullback {}

protocol ReferencePullbackAndFavorites {}

extension ReferencePullbackAndFavorites {
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
    Solution91_1.favoritePrimesReducer(state: &state, action: action, environment: environment)
  }
}

protocol ReferenceCombineAndPullback {}

extension ReferenceCombineAndPullback {
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
}
