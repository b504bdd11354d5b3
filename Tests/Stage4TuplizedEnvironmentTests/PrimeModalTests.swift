import PrimeTimeDomain
import XCTest

@testable import Stage4TuplizedEnvironment

final class PrimeModalTests: XCTestCase {
  func testSaveFavoritePrimeTapped() {
    var state = (count: 2, favoritePrimes: [3, 5])
    let effects = primeModalReducer(state: &state, action: .saveFavoritePrimeTapped, environment: ())

    let (count, favoritePrimes) = state
    XCTAssertEqual(count, 2)
    XCTAssertEqual(favoritePrimes, [3, 5, 2])
    XCTAssert(effects.isEmpty)
  }

  func testRemoveFavoritePrimeTapped() {
    var state = (count: 3, favoritePrimes: [3, 5])
    let effects = primeModalReducer(state: &state, action: .removeFavoritePrimeTapped, environment: ())

    let (count, favoritePrimes) = state
    XCTAssertEqual(count, 3)
    XCTAssertEqual(favoritePrimes, [5])
    XCTAssert(effects.isEmpty)
  }

  func testIsPrime() {
    XCTAssertEqual((-3...13).filter(isPrime), [2, 3, 5, 7, 11, 13])
    XCTAssertTrue(isPrime(1_299_709))
    XCTAssertFalse(isPrime(1_299_709 * 7))
    XCTAssertTrue(isPrime(9_223_372_036_854_775_783), "the largest prime an Int holds")
    XCTAssertFalse(isPrime(Int.max), "2^63 - 1 = 7² · 73 · 127 · 337 · 92737 · 649657")
    XCTAssertFalse(isPrime(Int.min))
  }
}
