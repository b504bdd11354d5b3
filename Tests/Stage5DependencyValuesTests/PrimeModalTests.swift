import Testing

@testable import Stage5DependencyValues

@Suite(.dependencies)
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
}
