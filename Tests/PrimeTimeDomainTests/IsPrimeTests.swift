import PrimeTimeDomain
import Testing

/// `isPrime`, which the prime modal asks and a favorites file's entries must pass.
@Suite struct IsPrimeTests {
  @Test func isPrimeAnswersForEveryInt() {
    #expect((-3...13).filter(isPrime) == [2, 3, 5, 7, 11, 13])
    #expect(isPrime(1_299_709))
    #expect(!isPrime(1_299_709 * 7))
    #expect(isPrime(9_223_372_036_854_775_783), "the largest prime an Int holds")
    #expect(!isPrime(Int.max), "2^63 - 1 = 7² · 73 · 127 · 337 · 92737 · 649657")
    #expect(!isPrime(Int.min))
  }

  @Test func isPrimeAgreesWithTrialDivision() {
    func byTrialDivision(_ n: Int) -> Bool {
      guard n >= 2 else { return false }
      var divisor = 2
      while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
      }
      return true
    }
    for n in -5...5_000 {
      #expect(isPrime(n) == byTrialDivision(n), "\(n)")
    }
  }

  @Test func isPrimeIsNotFooledByStrongPseudoprimes() {
    // Composites that fool Fermat's test or Miller–Rabin with fewer bases.
    for composite in [561, 1_373_653, 25_326_001, 3_215_031_751, 2_152_302_898_747, 3_474_749_660_383] {
      #expect(!isPrime(composite), "\(composite)")
    }
  }
}
