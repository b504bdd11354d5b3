import PrimeTimeDomain
import Testing

/// The counter's values, the same in every checkpoint, so tested once here rather than in each stage's tests.
@Suite struct CounterValuesTests {
  @Test func alertTitleUsesEnglishOrdinals() {
    #expect(PrimeAlert(n: 7, prime: 17).title == "The 7th prime is 17")
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)
        == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]
    )
  }

  @Test func offlineNthPrimeCountsLocally() {
    #expect((1...10).map(offlineNthPrime) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])
    #expect(offlineNthPrime(100_000) == 1_299_709)
    #expect(offlineNthPrime(0) == nil)
    #expect(offlineNthPrime(largestAnswerableN + 1) == nil, "bounded, so no count can make it hang")
  }
}
