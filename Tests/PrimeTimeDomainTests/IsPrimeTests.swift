import PrimeTimeDomain
import Testing

/// `isPrime`, which the prime modal asks.
@Suite struct IsPrimeTests {
  @Test func isPrimeAnswersForEveryInt() {
    #expect((-3...13).filter(isPrime) == [2, 3, 5, 7, 11, 13])
    #expect(isPrime(1_299_709))
    #expect(!isPrime(1_299_709 * 7))
    #expect(isPrime(9_223_372_036_854_775_783), "the largest prime an Int holds")
    #expect(!isPrime(Int.max), "2^63 - 1 = 7² · 73 · 127 · 337 · 92737 · 649657")
    #expect(!isPrime(Int.min))
  }
}
