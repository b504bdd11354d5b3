import CasePaths
import Testing

private enum CounterAction: Equatable { case incrTapped, nthPrimeResponse(n: Int, prime: Int?) }
private enum PrimeModalAction: Equatable { case saveFavoritePrimeTapped }
private enum CounterViewAction: Equatable {
  case counter(CounterAction)
  case primeModal(PrimeModalAction)
}
private enum AppAction: Equatable {
  case counterView(CounterViewAction)
  case favoritePrimes([Int])
  case offlineCounterView(CounterViewAction)
}

@Suite struct CasePathTests {
  @Test func extractsTheMatchingCase() {
    let path = /AppAction.counterView
    #expect(path.extract(.counterView(.counter(.incrTapped))) == .counter(.incrTapped))
  }

  @Test func returnsNilForAnotherCase() {
    let path = /AppAction.counterView
    #expect(path.extract(.favoritePrimes([2, 3])) == nil)
  }

  @Test func tellsApartCasesWithTheSamePayloadType() {
    let online = /AppAction.counterView
    let offline = /AppAction.offlineCounterView
    #expect(online.extract(.offlineCounterView(.counter(.incrTapped))) == nil)
    #expect(offline.extract(.offlineCounterView(.counter(.incrTapped))) == .counter(.incrTapped))
  }

  @Test func embedsAValue() {
    let path = /AppAction.favoritePrimes
    #expect(path.embed([5]) == .favoritePrimes([5]))
  }

  @Test func extractsAPayloadWithSeveralLabelledValues() {
    let path = /CounterAction.nthPrimeResponse
    let response = path.extract(.nthPrimeResponse(n: 7, prime: 17))
    #expect(response?.0 == 7)
    #expect(response?.1 == 17)
    #expect(path.extract(.incrTapped) == nil)
  }

  @Test func composesToReachACaseInsideACase() {
    let path = (/AppAction.counterView).appending(path: /CounterViewAction.primeModal)
    #expect(path.extract(.counterView(.primeModal(.saveFavoritePrimeTapped))) == .saveFavoritePrimeTapped)
    #expect(path.extract(.counterView(.counter(.incrTapped))) == nil)
    #expect(path.embed(.saveFavoritePrimeTapped) == .counterView(.primeModal(.saveFavoritePrimeTapped)))
  }

  @Test func anExplicitCasePathNeedsNoReflection() {
    let path = CasePath<AppAction, [Int]>(
      embed: AppAction.favoritePrimes,
      extract: { if case .favoritePrimes(let primes) = $0 { primes } else { nil } }
    )
    #expect(path.extract(.favoritePrimes([2])) == [2])
    #expect(path.extract(.counterView(.counter(.incrTapped))) == nil)
  }

  @Test func twoCasePathsOnOneLineStillParse() {
    // With Swift 6's regex literals, two `/` on one line could read as a regex; this line proves they don't.
    let paths = (/AppAction.counterView, /AppAction.offlineCounterView)
    #expect(paths.0.extract(.counterView(.counter(.incrTapped))) != nil)
    #expect(paths.1.extract(.counterView(.counter(.incrTapped))) == nil)
  }
}
