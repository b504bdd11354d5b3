import Effect
import PrimeTimeDomain

@testable import Stage5DependencyValues

/// Known-wrong takes on exercise 5.4, which its check must reject. Most reuse the checkpoint's `counterReducer`
/// for what they do not get wrong, handing it their own `nthPrime` through `withDependencies`.
enum Wrong5_4 {
  /// The stub's mistake: the struct calls `counterReducer`, whose `@Dependency` is a local made each time it
  /// runs. It behaves the same, stores nothing, and loses an override made when the feature was created.
  struct LocalDependency: Exercise5_4.ReducerProtocol {
    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      counterReducer(state: &state, action: action)
    }
  }

  /// Declares the stored `@Dependency` but never reads it: the feature still loses an override made at creation.
  struct UnusedDependency: Exercise5_4.ReducerProtocol {
    @Dependency(\.nthPrime) var nthPrime

    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      counterReducer(state: &state, action: action)
    }
  }

  /// Copies the closure out of the dependencies when the feature is created, as a plain stored property: no
  /// `Dependency`, and an override made after creation never reaches it.
  struct ClosureCopiedAtCreation: Exercise5_4.ReducerProtocol {
    let nthPrime = DependencyValues.current.nthPrime

    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      withDependencies {
        $0.nthPrime = nthPrime
      } operation: {
        counterReducer(state: &state, action: action)
      }
    }
  }

  /// Forgets that the answer re-enables the nth-prime button.
  struct ButtonLeftDisabled: Exercise5_4.ReducerProtocol {
    @Dependency(\.nthPrime) var nthPrime

    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      let wasDisabled = state.isNthPrimeButtonDisabled
      let effects = withDependencies {
        $0.nthPrime = nthPrime
      } operation: {
        counterReducer(state: &state, action: action)
      }
      if case .nthPrimeResponse = action { state.isNthPrimeButtonDisabled = wasDisabled }
      return effects
    }
  }

  /// Steps the count with wrapping arithmetic, so one past `Int.max` is `Int.min`, where the checkpoint's count
  /// stays put.
  struct CountWrapsAround: Exercise5_4.ReducerProtocol {
    @Dependency(\.nthPrime) var nthPrime

    func reduce(into state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
      switch action {
      case .incrTapped:
        state.count &+= 1
        return []
      case .decrTapped:
        state.count &-= 1
        return []
      default:
        return withDependencies {
          $0.nthPrime = nthPrime
        } operation: {
          counterReducer(state: &state, action: action)
        }
      }
    }
  }
}
