import Dispatch
import Effect
import PrimeTimeDomain
import Testing

@testable import Stage6SharedContainer

@Suite(.serialized, .restoresDependencies)
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
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }
    let store = Store(initialValue: AppState(count: 7), reducer: appReducer)

    store.send(.counterView(.counter(.nthPrimeButtonTapped)))

    #expect(
      store.value.alertNthPrime == PrimeAlert(n: 7, prime: 17), "the double answers synchronously")
    #expect(!store.value.isNthPrimeButtonDisabled)
  }

  /// The answer arrives in a main-queue callback, where the store runs the answer's action: the
  /// container is global, so there is no scope for the callback to fall out of.
  @Test func waitUntilIdleWaitsForAnAnswerOnTheMainQueue() async {
    Dependencies[\.nthPrime] = { _ in Effect(value: 17).receive(on: DispatchQueue.main) }
    let store = Store(initialValue: AppState(count: 7), reducer: appReducer)

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

  /// What checkpoint 1 could not do, and this stage cannot either: one reducer, two stores side by
  /// side, each created after writing its own `nthPrime`. A store keeps nothing; every send reads
  /// the one entry as it is now, so both get the double written last.
  @Test func twoStoresOfOneReducerCannotHaveDifferentDependencies() {
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }
    let online = Store(initialValue: CounterViewState(count: 4), reducer: counterViewReducer)
    Dependencies[\.nthPrime] = { n in .sync { offlineNthPrime(n) } }
    let offline = Store(initialValue: CounterViewState(count: 4), reducer: counterViewReducer)

    online.send(.counter(.nthPrimeButtonTapped))
    offline.send(.counter(.nthPrimeButtonTapped))

    #expect(
      online.value.alertNthPrime == PrimeAlert(n: 4, prime: 7),
      "the online store got the offline answer")
    #expect(offline.value.alertNthPrime == PrimeAlert(n: 4, prime: 7))
  }

  /// A view forwards its actions to the root store, whose reducers read the entries: the counter
  /// screen's answer comes from `nthPrime`, favorite primes' load from the file client. The stores'
  /// types, written out, name no dependency: there is no environment left to name or to erase.
  @Test func viewsReachWhatTheEntriesHold() {
    Dependencies[\.fileClient] = .mock
    Dependencies[\.nthPrime] = { n in .sync { offlineNthPrime(n) } }
    let store: Store<AppState, AppAction> = Store(
      initialValue: AppState(count: 4), reducer: appReducer)
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
