import Effect
import PrimeTimeDomain
import XCTest

@testable import Stage1GlobalCurrent

final class StoreTests: XCTestCase {
  private var environmentBeforeTest = Counter.Current

  override func setUp() {
    super.setUp()
    environmentBeforeTest = Counter.Current
    Counter.Current = .mock
  }

  override func tearDown() {
    Counter.Current = environmentBeforeTest
    super.tearDown()
  }

  @MainActor
  func testViewSendsToTheParentAndFollowsItsValue() {
    let store = Store(initialValue: AppState(), reducer: appReducer)
    let counterView = store.view(value: { $0.counterView }, action: { .counterView($0) })

    counterView.send(.counter(.incrTapped))
    XCTAssertEqual(store.value.count, 1)
    XCTAssertEqual(counterView.value.count, 1)

    store.send(.counterView(.counter(.incrTapped)))
    XCTAssertEqual(counterView.value.count, 2)
  }

  @MainActor
  func testEffectsFeedTheirActionsBack() {
    let store = Store(initialValue: AppState(count: 7), reducer: appReducer)

    store.send(.counterView(.counter(.nthPrimeButtonTapped)))

    XCTAssertEqual(
      store.value.alertNthPrime, PrimeAlert(n: 7, prime: 17), "the mock answers synchronously")
    XCTAssertFalse(store.value.isNthPrimeButtonDisabled)
  }

  @MainActor
  func testWaitUntilIdleWaitsForAnAnswerOnTheMainQueue() async {
    Counter.Current.nthPrime = { _ in Effect(value: 17).receive(on: DispatchQueue.main) }
    let store = Store(initialValue: AppState(count: 7), reducer: appReducer)

    store.send(.counterView(.counter(.nthPrimeButtonTapped)))
    XCTAssertTrue(store.value.isNthPrimeButtonDisabled, "the answer is still on its way")

    await store.waitUntilIdle()
    XCTAssertEqual(store.value.alertNthPrime, PrimeAlert(n: 7, prime: 17))
    XCTAssertFalse(store.value.isNthPrimeButtonDisabled)
  }

  @MainActor
  func testWaitUntilIdleReturnsAtOnceWhenNothingRuns() async {
    let store = Store(initialValue: AppState(), reducer: appReducer)
    store.send(.counterView(.counter(.incrTapped)))
    await store.waitUntilIdle()
    XCTAssertEqual(store.value.count, 1)
  }
}
