import CasePaths
import Effect
import PrimeTimeDomain

/// Exercise 5.1 — a new dependency in a leaf feature, and no parent touched.
///
/// In checkpoints 2 to 4, giving the prime modal a new dependency meant changing its environment, then the
/// counter view's, then the app's, and every place that builds them. With dependency values a feature declares
/// what it uses, and its parents never hear of it.
///
/// The prime modal should now report analytics: saving a favorite tracks `"favorite-prime-saved <n>"` and removing
/// one tracks `"favorite-prime-removed <n>"`, where `<n>` is the counter's value (`state.count`). Tracking is a
/// side effect: do it in an effect, never while the reducer runs.
///
/// 1. Register the dependency: give `AnalyticsClient` a key (a `DependencyKey` with a `liveValue`; its default
///    `testValue` reports a test that forgot to override it), and make the `analytics` property at the bottom of
///    this file read and write that key, like `nthPrime` in `Counter/CounterEnvironment.swift`.
/// 2. Use it in `primeModalReducer` with `@Dependency(\.analytics)`.
///
/// `counterViewReducer`, the parent, must stay exactly as it is: that is the point.
///
/// Check your work: `swift run Episode91 verify 5.1`. Stuck? `swift run Episode91 hint 5.1`.
///
/// ## 한국어
///
/// 체크포인트 2부터 4까지는 소수 모달(prime modal)에 새 의존성을 주려면 그 환경을 바꾸고, 이어서
/// 카운터 뷰의 환경, 앱의 환경, 그리고 이들을 만드는 모든 곳을 바꿔야 했습니다. 의존성
/// 값(dependency values)을 쓰면 기능이 자기가 쓰는 것을 선언하고, 부모는 그 사실을 전혀 모릅니다.
///
/// 이제 소수 모달이 분석 이벤트를 보고해야 합니다. 즐겨찾기에 저장하면
/// `"favorite-prime-saved <n>"`을, 즐겨찾기에서 제거하면 `"favorite-prime-removed <n>"`을
/// 기록(track)하며, `<n>`은 카운터의 값(`state.count`)입니다. 기록은 부수 효과이므로 리듀서가 실행되는
/// 동안이 아니라 이펙트 안에서 하세요.
///
/// 1. 의존성을 등록하세요. `AnalyticsClient`에 키를 주고(`liveValue`가 있는 `DependencyKey`. 기본
///    `testValue`는 재정의를 잊은 테스트를 보고합니다), 이 파일 맨 아래의 `analytics` 프로퍼티가
///    `Counter/CounterEnvironment.swift`의 `nthPrime`처럼 그 키를 읽고 쓰게 하세요.
/// 2. `primeModalReducer`에서 `@Dependency(\.analytics)`로 사용하세요.
///
/// 부모인 `counterViewReducer`는 지금 모습 그대로여야 합니다. 그것이 핵심입니다.
///
/// 검사하기: `swift run Episode91 verify 5.1`. 막히면 힌트: `swift run Episode91 hint 5.1`.
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
