import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage5DependencyValues

/// Known-wrong takes on exercise 5.1, which its check must reject.
enum Wrong5_1 {
  /// Registered and overridable, but tracks at once, while the reducer runs, instead of in an effect.
  static func primeModalReducer(state: inout PrimeModalState, action: PrimeModalAction) -> [Effect<PrimeModalAction>] {
    @Dependency(\.referenceAnalytics) var analytics
    switch action {
    case .saveFavoritePrimeTapped:
      state.favoritePrimes.append(state.count)
      analytics.track("favorite-prime-saved \(state.count)")
    case .removeFavoritePrimeTapped:
      let count = state.count
      state.favoritePrimes.removeAll { $0 == count }
      analytics.track("favorite-prime-removed \(count)")
    }
    return []
  }

  static var counterViewReducer: Reducer<CounterViewState, CounterViewAction> {
    combine(
      pullback(counterReducer, value: \CounterViewState.counter, action: /CounterViewAction.counter),
      pullback(primeModalReducer, value: \CounterViewState.primeModal, action: /CounterViewAction.primeModal)
    )
  }

  /// Tracks saving in an effect, but removing tracks nothing.
  static var tracksOnlySaves: Reducer<CounterViewState, CounterViewAction> {
    counterView { state, action in
      guard case .removeFavoritePrimeTapped = action else {
        return Solution5_1.primeModalReducer(state: &state, action: action)
      }
      let count = state.count
      state.favoritePrimes.removeAll { $0 == count }
      return []
    }
  }

  /// Its key overrides `testValue` with a client that does nothing, so a test that forgot to override analytics
  /// passes without a word. (It registers `silentAnalytics`; its test overrides that.)
  static var silentInTests: Reducer<CounterViewState, CounterViewAction> {
    counterView { state, action in
      @Dependency(\.silentAnalytics) var analytics
      let count = state.count
      switch action {
      case .saveFavoritePrimeTapped:
        state.favoritePrimes.append(count)
        return [.fireAndForget { analytics.track("favorite-prime-saved \(count)") }]
      case .removeFavoritePrimeTapped:
        state.favoritePrimes.removeAll { $0 == count }
        return [.fireAndForget { analytics.track("favorite-prime-removed \(count)") }]
      }
    }
  }

  /// The leaf is right, but the parent touches it: it runs the prime modal with the live analytics client.
  static var parentPicksTheClient: Reducer<CounterViewState, CounterViewAction> {
    counterView { state, action in
      withDependencies {
        $0.referenceAnalytics = Solution5_1.AnalyticsKey.liveValue
      } operation: {
        Solution5_1.primeModalReducer(state: &state, action: action)
      }
    }
  }

  /// The stub's counter view with another prime modal reducer.
  static func counterView(
    _ primeModalReducer: @escaping Reducer<PrimeModalState, PrimeModalAction>
  ) -> Reducer<CounterViewState, CounterViewAction> {
    combine(
      pullback(counterReducer, value: \CounterViewState.counter, action: /CounterViewAction.counter),
      pullback(primeModalReducer, value: \CounterViewState.primeModal, action: /CounterViewAction.primeModal)
    )
  }

  /// A key whose test value is silent: what the exercise asks not to write.
  enum SilentAnalyticsKey: DependencyKey {
    static let liveValue = Solution5_1.AnalyticsKey.liveValue
    static let testValue = Exercise5_1.AnalyticsClient(track: { _ in })
  }
}

extension DependencyValues {
  var silentAnalytics: Exercise5_1.AnalyticsClient {
    get { self[Wrong5_1.SilentAnalyticsKey.self] }
    set { self[Wrong5_1.SilentAnalyticsKey.self] = newValue }
  }
}
