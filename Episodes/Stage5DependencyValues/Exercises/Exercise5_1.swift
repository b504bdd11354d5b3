import CasePaths
import Effect

/// Exercise 5.1 — a new dependency in a leaf feature, and no parent touched.
///
/// In checkpoints 2 to 4, giving the prime modal a new dependency meant changing its environment, then the
/// counter view's, then the app's, and every place that builds them. With dependency values a feature declares
/// what it uses, and its parents never hear of it.
///
/// The prime modal should now report analytics: saving a favorite tracks `"favorite-prime-saved <n>"` and removing
/// one tracks `"favorite-prime-removed <n>"`, where `<n>` is the count. Tracking is a side effect: do it in an
/// effect, never while the reducer runs.
///
/// 1. Register the dependency: give `AnalyticsClient` a key (a `DependencyKey` with a `liveValue`; its default
///    `testValue` reports a test that forgot to override it), and make the `analytics` property at the bottom of
///    this file read and write that key, like `nthPrime` in `Counter/CounterEnvironment.swift`.
/// 2. Use it in `primeModalReducer` with `@Dependency(\.analytics)`.
///
/// `counterViewReducer`, the parent, must stay exactly as it is: that is the point.
///
/// Check your work: `swift run Episode91 verify 5.1`. Stuck? `swift run Episode91 hint 5.1`.
enum Exercise5_1 {
  /// The new dependency: somewhere to send analytics events.
  struct AnalyticsClient: Sendable {
    var track: @Sendable (_ event: String) -> Void
  }

  /// The leaf feature. It does not track anything yet.
  static func primeModalReducer(state: inout PrimeModalState, action: PrimeModalAction) -> [Effect<PrimeModalAction>] {
    switch action {
    case .saveFavoritePrimeTapped:
      state.favoritePrimes.append(state.count)
      return []

    case .removeFavoritePrimeTapped:
      let count = state.count
      state.favoritePrimes.removeAll { $0 == count }
      return []
    }
  }

  /// The parent: the counter screen, made of the checkpoint's counter and the prime modal above. Leave it alone.
  static var counterViewReducer: Reducer<CounterViewState, CounterViewAction> {
    combine(
      pullback(counterReducer, value: \CounterViewState.counter, action: /CounterViewAction.counter),
      pullback(primeModalReducer, value: \CounterViewState.primeModal, action: /CounterViewAction.primeModal)
    )
  }
}

extension DependencyValues {
  /// The analytics client, for `@Dependency(\.analytics)`. Not registered yet: it ignores overrides and hands out
  /// a client that does nothing.
  var analytics: Exercise5_1.AnalyticsClient {
    get { Exercise5_1.AnalyticsClient(track: { _ in }) }
    set {}
  }
}
