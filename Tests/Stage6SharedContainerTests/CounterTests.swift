import Effect
import PrimeTimeDomain
import Testing

@testable import Stage6SharedContainer

/// Each test writes the doubles its steps reach into `Dependencies`, and the suite's trait puts the
/// entries back: the counter's own steps reach no dependency, and nothing would say so if one asked
/// for the nth prime without an override.
@Suite(.serialized, .restoresDependencies)
struct CounterTests {
  @Test func incrDecrButtonTapped() {
    assert(
      initialValue: CounterViewState(count: 2),
      reducer: counterViewReducer,
      steps: Step(.send, .counter(.incrTapped)) { $0.count = 3 },
      Step(.send, .counter(.incrTapped)) { $0.count = 4 },
      Step(.send, .counter(.decrTapped)) { $0.count = 3 }
    )
  }

  @Test func countNeverOverflows() {
    assert(
      initialValue: CounterViewState(count: Int.max),
      reducer: counterViewReducer,
      steps: Step(.send, .counter(.incrTapped))
    )
    assert(
      initialValue: CounterViewState(count: Int.min),
      reducer: counterViewReducer,
      steps: Step(.send, .counter(.decrTapped))
    )
  }

  /// A step that expects the wrong value fails with a diff of the state, marking only the field
  /// that differs.
  @Test func aWrongStepMarksOnlyTheFieldThatDiffers() {
    withKnownIssue {
      assert(
        initialValue: CounterViewState(count: 2),
        reducer: counterViewReducer,
        steps: Step(.send, .counter(.incrTapped)) { $0.count = 4 }
      )
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        The value after this step is not the expected one:
          - expected, + happened:
            CounterViewState(
              alertNthPrime: nil,
          -   count: 4,
          +   count: 3,
              favoritePrimes: [],
              isNthPrimeButtonDisabled: false,
              isPrimeModalShown: false
            )
        """
      ]
    }
  }

  @Test func nthPrimeButtonHappyFlow() {
    let scheduler = TestScheduler()
    Dependencies[\.nthPrime] = { _ in
      Effect(value: 17).delay(for: .seconds(1), scheduler: scheduler)
    }

    assert(
      initialValue: CounterViewState(alertNthPrime: nil, count: 7, isNthPrimeButtonDisabled: false),
      reducer: counterViewReducer,
      scheduler: scheduler,
      steps: Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true },
      Step(.receive, .counter(.nthPrimeResponse(n: 7, prime: 17))) {
        $0.alertNthPrime = PrimeAlert(n: 7, prime: 17)
        $0.isNthPrimeButtonDisabled = false
      },
      Step(.send, .counter(.alertDismissButtonTapped)) { $0.alertNthPrime = nil }
    )
    #expect(
      scheduler.now == .seconds(1), "the answer came a virtual second later, without waiting for it"
    )
  }

  @Test func nthPrimeButtonUnhappyFlow() {
    Dependencies[\.nthPrime] = { _ in .sync { nil } }

    assert(
      initialValue: CounterViewState(alertNthPrime: nil, count: 7, isNthPrimeButtonDisabled: false),
      reducer: counterViewReducer,
      steps: Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true },
      Step(.receive, .counter(.nthPrimeResponse(n: 7, prime: nil))) {
        $0.isNthPrimeButtonDisabled = false
      }
    )
  }

  @Test func primeModalIntegration() {
    assert(
      initialValue: CounterViewState(count: 1, favoritePrimes: [3, 5]),
      reducer: counterViewReducer,
      steps: Step(.send, .counter(.incrTapped)) { $0.count = 2 },
      Step(.send, .primeModal(.saveFavoritePrimeTapped)) { $0.favoritePrimes = [3, 5, 2] },
      Step(.send, .primeModal(.removeFavoritePrimeTapped)) { $0.favoritePrimes = [3, 5] }
    )
  }
}
