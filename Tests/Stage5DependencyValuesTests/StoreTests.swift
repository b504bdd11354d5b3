import Dispatch
import Effect
import Testing

@testable import Stage5DependencyValues

@Suite(.dependencies)
@MainActor
struct StoreTests {
  @Test func viewSendsToTheParentAndFollowsItsValue() {
    let store = Store(initialValue: AppState(), reducer: appReducer)
    let counterView = store.view(value: { $0.counterView }, action: { .counterView($0) })

    counterView.send(.counter(.incrTapped))
    #expect(store.value.count == 1)
    #expect(counterView.value.count == 1)

    store.send(.counterView(.counter(.incrTapped)))
    #expect(counterView.value.count == 2)
  }

  @Test func effectsFeedTheirActionsBack() {
    let store = withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      Store(initialValue: AppState(count: 7), reducer: appReducer)
    }

    store.send(.counterView(.counter(.nthPrimeButtonTapped)))

    #expect(store.value.alertNthPrime == PrimeAlert(n: 7, prime: 17), "the double answers synchronously")
    #expect(!store.value.isNthPrimeButtonDisabled)
  }

  /// The store keeps the values of the scope it was created in, and runs every action with them: here the send
  /// happens after that scope has ended.
  @Test func storeKeepsTheDependenciesItWasCreatedWith() {
    let online = withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
    }
    let offline = withDependencies {
      $0.nthPrime = { _ in .sync { 5 } }
    } operation: {
      Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
    }

    online.send(.counter(.nthPrimeButtonTapped))
    offline.send(.counter(.nthPrimeButtonTapped))

    #expect(online.value.alertNthPrime?.prime == 17)
    #expect(offline.value.alertNthPrime?.prime == 5)
  }

  @Test func waitUntilIdleWaitsForAnAnswerOnTheMainQueue() async {
    let store = withDependencies {
      $0.nthPrime = { _ in Effect(value: 17).receive(on: DispatchQueue.main) }
    } operation: {
      Store(initialValue: AppState(count: 7), reducer: appReducer)
    }

    store.send(.counterView(.counter(.nthPrimeButtonTapped)))
    #expect(store.value.isNthPrimeButtonDisabled, "the answer is still on its way")

    await store.waitUntilIdle()
    #expect(store.value.alertNthPrime == PrimeAlert(n: 7, prime: 17))
    #expect(!store.value.isNthPrimeButtonDisabled)
  }

  @Test func waitUntilIdleReturnsAtOnceWhenNothingRuns() async {
    let store = Store(initialValue: AppState(), reducer: appReducer)
    store.send(.counterView(.counter(.incrTapped)))
    await store.waitUntilIdle()
    #expect(store.value.count == 1)
  }
}
