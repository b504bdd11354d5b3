import PrimeTimeDomain
import Testing

@testable import Stage6SharedContainer

@Suite(.serialized, .restoresDependencies)
struct PrimeModalTests {
  @Test func saveFavoritePrimeTapped() {
    var state = (count: 2, favoritePrimes: [3, 5])
    let effects = primeModalReducer(state: &state, action: .saveFavoritePrimeTapped)

    let (count, favoritePrimes) = state
    #expect(count == 2)
    #expect(favoritePrimes == [3, 5, 2])
    #expect(effects.isEmpty)
  }

  @Test func removeFavoritePrimeTapped() {
    var state = (count: 3, favoritePrimes: [3, 5])
    let effects = primeModalReducer(state: &state, action: .removeFavoritePrimeTapped)

    let (count, favoritePrimes) = state
    #expect(count == 3)
    #expect(favoritePrimes == [5])
    #expect(effects.isEmpty)
  }

  @Test func isPrimeAnswersForEveryInt() {
    #expect((-3...13).filter(isPrime) == [2, 3, 5, 7, 11, 13])
    #expect(isPrime(1_299_709))
    #expect(!isPrime(1_299_709 * 7))
    #expect(isPrime(9_223_372_036_854_775_783), "the largest prime an Int holds")
    #expect(!isPrime(Int.max), "2^63 - 1 = 7² · 73 · 127 · 337 · 92737 · 649657")
    #expect(!isPrime(Int.min))
  }
}
