import CasePaths
import Effect
import PrimeTimeDomain

@testable import Stage5DependencyValues

/// The reference solution of exercise 5.1. (It registers `referenceAnalytics`, since the stub owns the name
/// `analytics`.) Only the key, the property and the leaf are new; the parent is the stub's, word for word.
enum Solution5_1 {
  enum AnalyticsKey: DependencyKey {
    typealias Value = Exercise5_1.AnalyticsClient

    /// The app has no analytics service; the live client prints each event.
    static let liveValue = Value(track: { event in debugPrint("analytics:", event) })
    // No testValue: the default one reports a test that reaches analytics without overriding it.
  }

  static func primeModalReducer(state: inout PrimeModalState, action: PrimeModalAction) -> [Effect<PrimeModalAction>] {
    @Dependency(\.referenceAnalytics) var analytics
    switch action {
    case .saveFavoritePrimeTapped:
      state.favoritePrimes.append(state.count)
      let event = "favorite-prime-saved \(state.count)"
      return [.fireAndForget { analytics.track(event) }]

    case .removeFavoritePrimeTapped:
      let count = state.count
      state.favoritePrimes.removeAll { $0 == count }
      return [.fireAndForget { analytics.track("favorite-prime-removed \(count)") }]
    }
  }

  static var counterViewReducer: Reducer<CounterViewState, CounterViewAction> {
    combine(
      pullback(counterReducer, value: \CounterViewState.counter, action: /CounterViewAction.counter),
      pullback(primeModalReducer, value: \CounterViewState.primeModal, action: /CounterViewAction.primeModal)
    )
  }
}

extension DependencyValues {
  var referenceAnalytics: Exercise5_1.AnalyticsClient {
    get { self[Solution5_1.AnalyticsKey.self] }
    set { self[Solution5_1.AnalyticsKey.self] = newValue }
  }
}
