import Effect
import PrimeTimeDomain
import XCTest

@testable import Stage2EnvironmentInReducer

final class CounterTests: XCTestCase {
  func testIncrDecrButtonTapped() {
    assert(
      initialValue: CounterViewState(count: 2),
      reducer: counterViewReducer,
      environment: .mock,
      steps: Step(.send, .counter(.incrTapped)) { $0.count = 3 },
      Step(.send, .counter(.incrTapped)) { $0.count = 4 },
      Step(.send, .counter(.decrTapped)) { $0.count = 3 }
    )
  }

  func testCountNeverOverflows() {
    assert(
      initialValue: CounterViewState(count: Int.max),
      reducer: counterViewReducer,
      environment: .mock,
      steps: Step(.send, .counter(.incrTapped)) { _ in }
    )
    assert(
      initialValue: CounterViewState(count: Int.min),
      reducer: counterViewReducer,
      environment: .mock,
      steps: Step(.send, .counter(.decrTapped)) { _ in }
    )
  }

  func testNthPrimeButtonHappyFlow() {
    let scheduler = TestScheduler()
    let environment = CounterEnvironment(nthPrime: { _ in
      Effect(value: 17).delay(for: .seconds(1), scheduler: scheduler)
    })

    assert(
      initialValue: CounterViewState(alertNthPrime: nil, count: 7, isNthPrimeButtonDisabled: false),
      reducer: counterViewReducer,
      environment: environment,
      scheduler: scheduler,
      steps: Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true },
      Step(.receive, .counter(.nthPrimeResponse(n: 7, prime: 17))) {
        $0.alertNthPrime = PrimeAlert(n: 7, prime: 17)
        $0.isNthPrimeButtonDisabled = false
      },
      Step(.send, .counter(.alertDismissButtonTapped)) { $0.alertNthPrime = nil }
    )
    XCTAssertEqual(
      scheduler.now, .seconds(1), "the answer came a virtual second later, without waiting for it")
  }

  func testNthPrimeButtonUnhappyFlow() {
    let environment = CounterEnvironment(nthPrime: { _ in .sync { nil } })

    assert(
      initialValue: CounterViewState(alertNthPrime: nil, count: 7, isNthPrimeButtonDisabled: false),
      reducer: counterViewReducer,
      environment: environment,
      steps: Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true },
      Step(.receive, .counter(.nthPrimeResponse(n: 7, prime: nil))) {
        $0.isNthPrimeButtonDisabled = false
      }
    )
  }

  func testPrimeModal() {
    assert(
      initialValue: CounterViewState(count: 1, favoritePrimes: [3, 5]),
      reducer: counterViewReducer,
      environment: .mock,
      steps: Step(.send, .counter(.incrTapped)) { $0.count = 2 },
      Step(.send, .primeModal(.saveFavoritePrimeTapped)) { $0.favoritePrimes = [3, 5, 2] },
      Step(.send, .primeModal(.removeFavoritePrimeTapped)) { $0.favoritePrimes = [3, 5] }
    )
  }
}
