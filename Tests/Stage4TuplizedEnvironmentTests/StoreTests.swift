import Effect
import PrimeTimeDomain
import XCTest

@testable import Stage4TuplizedEnvironment

final class StoreTests: XCTestCase {
  @MainActor
  func testViewSendsToTheParentAndFollowsItsValue() {
    let store = Store(
      initialValue: AppState(), reducer: appReducer,
      environment: (fileClient: .mock, nthPrime: { _ in .sync { 17 } }))
    let counterView = store.view(value: { $0.counterView }, action: { .counterView($0) })

    counterView.send(.counter(.incrTapped))
    XCTAssertEqual(store.value.count, 1)
    XCTAssertEqual(counterView.value.count, 1)

    store.send(.counterView(.counter(.incrTapped)))
    XCTAssertEqual(counterView.value.count, 2)
  }

  @MainActor
  func testEffectsFeedTheirActionsBack() {
    let store = Store(
      initialValue: AppState(count: 7), reducer: appReducer,
      environment: (fileClient: .mock, nthPrime: { _ in .sync { 17 } }))

    store.send(.counterView(.counter(.nthPrimeButtonTapped)))

    XCTAssertEqual(
      store.value.alertNthPrime, PrimeAlert(n: 7, prime: 17), "the mock answers synchronously")
    XCTAssertFalse(store.value.isNthPrimeButtonDisabled)
  }

  @MainActor
  func testWaitUntilIdleWaitsForAnAnswerOnTheMainQueue() async {
    let environment: AppEnvironment = (
      fileClient: .mock, nthPrime: { _ in Effect(value: 17).receive(on: DispatchQueue.main) }
    )
    let store = Store(
      initialValue: AppState(count: 7), reducer: appReducer, environment: environment)

    store.send(.counterView(.counter(.nthPrimeButtonTapped)))
    XCTAssertTrue(store.value.isNthPrimeButtonDisabled, "the answer is still on its way")

    await store.waitUntilIdle()
    XCTAssertEqual(store.value.alertNthPrime, PrimeAlert(n: 7, prime: 17))
    XCTAssertFalse(store.value.isNthPrimeButtonDisabled)
  }

  @MainActor
  func testWaitUntilIdleReturnsAtOnceWhenNothingRuns() async {
    let store = Store(
      initialValue: AppState(), reducer: appReducer,
      environment: (fileClient: .mock, nthPrime: { _ in .sync { 17 } }))
    store.send(.counterView(.counter(.incrTapped)))
    await store.waitUntilIdle()
    XCTAssertEqual(store.value.count, 1)
  }

  /// What checkpoint 1 cannot do: one reducer, two stores, two environments, side by side. There,
  /// both stores would read the one `Counter.Current` and give the same answer.
  @MainActor
  func testTwoStoresOfOneReducerWithDifferentEnvironmentsAnswerDifferently() {
    let online = Store(
      initialValue: CounterViewState(count: 4), reducer: counterViewReducer,
      environment: { _ in .sync { 17 } })
    let offline = Store(
      initialValue: CounterViewState(count: 4), reducer: counterViewReducer,
      environment: { n in .sync { offlineNthPrime(n) } })

    online.send(.counter(.nthPrimeButtonTapped))
    offline.send(.counter(.nthPrimeButtonTapped))

    XCTAssertEqual(online.value.alertNthPrime, PrimeAlert(n: 4, prime: 17))
    XCTAssertEqual(offline.value.alertNthPrime, PrimeAlert(n: 4, prime: 7))
  }

  /// A view passes the root's erased environment along without transforming it, and each reducer
  /// still gets its own part through the pullbacks: the counter screen's answer comes from the
  /// root's `nthPrime`. The views' types, written out, name no environment; checkpoint 2's did.
  @MainActor
  func testViewsScopedFromTheErasedStoreStillReachTheEnvironment() {
    let environment: AppEnvironment = (
      fileClient: .mock, nthPrime: { n in .sync { offlineNthPrime(n) } }
    )
    let store = Store(
      initialValue: AppState(count: 4), reducer: appReducer, environment: environment)
    let counterView: Store<CounterViewState, CounterViewAction> = store.view(
      value: { $0.counterView }, action: { .counterView($0) })
    let favoritePrimes: Store<[Int], FavoritePrimesAction> = store.view(
      value: { $0.favoritePrimes }, action: { .favoritePrimes($0) })

    counterView.send(.counter(.nthPrimeButtonTapped))
    favoritePrimes.send(.loadButtonTapped)

    XCTAssertEqual(counterView.value.alertNthPrime, PrimeAlert(n: 4, prime: 7))
    XCTAssertEqual(favoritePrimes.value, [2, 31], "from the mock file client")
    XCTAssertEqual(store.value.favoritePrimes, [2, 31])
  }
}
