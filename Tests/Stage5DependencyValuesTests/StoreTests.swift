import Dispatch
import Effect
import PrimeTimeDomain
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

    #expect(
      store.value.alertNthPrime == PrimeAlert(n: 7, prime: 17), "the double answers synchronously")
    #expect(!store.value.isNthPrimeButtonDisabled)
  }

  /// The answer arrives in a main-queue callback, outside the scope that made the override: the
  /// store runs the answer's action with the dependencies it was created with.
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

  /// What checkpoint 1 cannot do, still possible without an environment: one reducer, two stores,
  /// each created in its own scope, side by side. Each send happens after its scope has ended; the
  /// store kept the values.
  @Test func twoStoresOfOneReducerCreatedWithDifferentDependenciesAnswerDifferently() {
    let online = withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      Store(initialValue: CounterViewState(count: 4), reducer: counterViewReducer)
    }
    let offline = withDependencies {
      $0.nthPrime = { n in .sync { offlineNthPrime(n) } }
    } operation: {
      Store(initialValue: CounterViewState(count: 4), reducer: counterViewReducer)
    }

    online.send(.counter(.nthPrimeButtonTapped))
    offline.send(.counter(.nthPrimeButtonTapped))

    #expect(online.value.alertNthPrime == PrimeAlert(n: 4, prime: 17))
    #expect(offline.value.alertNthPrime == PrimeAlert(n: 4, prime: 7))
  }

  /// A view forwards its actions to the root store, which runs them with the dependencies it was
  /// created with: the counter screen's answer comes from the root's `nthPrime`, favorite primes'
  /// load from its file client. The stores' types, written out, name no dependency: there is no
  /// environment left to name or to erase.
  @Test func viewsReachTheDependenciesTheRootStoreWasCreatedWith() {
    let store: Store<AppState, AppAction> = withDependencies {
      $0.fileClient = .mock
      $0.nthPrime = { n in .sync { offlineNthPrime(n) } }
    } operation: {
      Store(initialValue: AppState(count: 4), reducer: appReducer)
    }
    let counterView: Store<CounterViewState, CounterViewAction> = store.view(
      value: { $0.counterView }, action: { .counterView($0) })
    let favoritePrimes: Store<[Int], FavoritePrimesAction> = store.view(
      value: { $0.favoritePrimes }, action: { .favoritePrimes($0) })

    counterView.send(.counter(.nthPrimeButtonTapped))
    favoritePrimes.send(.loadButtonTapped)

    #expect(counterView.value.alertNthPrime == PrimeAlert(n: 4, prime: 7))
    #expect(favoritePrimes.value == [2, 31], "from the mock file client")
    #expect(store.value.favoritePrimes == [2, 31])
  }
}
