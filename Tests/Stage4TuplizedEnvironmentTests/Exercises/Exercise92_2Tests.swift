import Effect
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage4TuplizedEnvironment

@Suite("92.2 Favorite primes ask for the nth prime")
struct Exercise92_2Tests {
  @Test(.disabled(if: Exercise.e92_2.isUntouched, Comment(rawValue: Exercise.e92_2.notStartedMessage)))
  @MainActor func yourFavoritePrimes() throws {
    reportCheck(try #require(YourStubs.failures(of: .e92_2)), for: .e92_2)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise92_2Check.check(Solution92_2.appReducer) == [])
  }

  @Test func favoritePrimesWithTheirOwnNthPrimeAreRejected() {
    let failures = Exercise92_2Check.check(Wrong92_2.appReducerWithASecondNthPrime)
    #expect(namedHints(failures, of: .e92_2) == [2])
    #expect(
      failures.first?.description == """
        92.2: what the root's nthPrime was asked when favorite primes tapped prime 3
          expected: [3]
          happened: []
        """)
  }

  /// `prime!` would crash on the nil prime the check sends; `unwrap` records it instead, so the test can see the
  /// check reach it, and the alert the wrong version then shows.
  @Test func anAlertThatForceUnwrapsThePrimeIsRejected() {
    let unwrapped = LockIsolated<[Int?]>([])
    let failures = Exercise92_2Check.check(
      Wrong92_2.appReducerForceUnwrapping { prime in
        unwrapped.withValue { $0.append(prime) }
        return prime ?? 0
      })
    #expect(unwrapped.value == [5, nil])
    #expect(namedHints(failures, of: .e92_2) == [3])
    #expect(
      failures.map(\.description) == [
        """
        92.2: the alert after .nthPrimeResponse(n: 4, prime: nil)
          expected: nil
          happened: PrimeAlert(n: 4, prime: 0)
        """
      ])
  }

  @Test func anAlertThatStaysUpIsRejected() {
    #expect(namedHints(Exercise92_2Check.check(Wrong92_2.appReducerKeepingTheAlert), of: .e92_2) == [3])
  }

  @Test func aListThatNeverSavesIsRejected() {
    #expect(namedHints(Exercise92_2Check.check(Wrong92_2.appReducerThatNeverSaves), of: .e92_2) == [1])
  }

  @Test(.enabled(if: Exercise.e92_2.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e92_2)) != [])
  }
}
