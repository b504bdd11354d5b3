import XCTest

@testable import Stage4TuplizedEnvironment

final class PrimeModalTests: XCTestCase {
  func testSaveFavoritePrimeTapped() {
    var state = (count: 2, favoritePrimes: [3, 5])
    let effects = primeModalReducer(
      state: &state, action: .saveFavoritePrimeTapped, environment: ())

    let (count, favoritePrimes) = state
    XCTAssertEqual(count, 2)
    XCTAssertEqual(favoritePrimes, [3, 5, 2])
    XCTAssert(effects.isEmpty)
  }

  func testRemoveFavoritePrimeTapped() {
    var state = (count: 3, favoritePrimes: [3, 5])
    let effects = primeModalReducer(
      state: &state, action: .removeFavoritePrimeTapped, environment: ())

    let (count, favoritePrimes) = state
    XCTAssertEqual(count, 3)
    XCTAssertEqual(favoritePrimes, [5])
    XCTAssert(effects.isEmpty)
  }
}
