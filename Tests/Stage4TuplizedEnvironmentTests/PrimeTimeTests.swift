import Effect
import PrimeTimeDomain
import XCTest

@testable import Stage4TuplizedEnvironment

final class PrimeTimeTests: XCTestCase {
  func testIntegration() {
    // Every dependency the app has is here, once, and the compiler checked that it is.
    var environment: AppEnvironment = (fileClient: .mock, nthPrime: { _ in .sync { 17 } })
    environment.fileClient.load = { _ in .sync { try! JSONEncoder().encode([2, 31, 7]) } }

    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      environment: environment,
      steps: Step(.send, .counterView(.counter(.nthPrimeButtonTapped))) {
        $0.isNthPrimeButtonDisabled = true
      },
      Step(.receive, .counterView(.counter(.nthPrimeResponse(n: 4, prime: 17)))) {
        $0.alertNthPrime = PrimeAlert(n: 4, prime: 17)
        $0.isNthPrimeButtonDisabled = false
      },
      Step(.send, .favoritePrimes(.loadButtonTapped)),
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([2, 31, 7]))) {
        $0.favoritePrimes = [2, 31, 7]
      }
    )
  }

  /// Checkpoint 1's tripwire, turned around: a test can no longer forget the file client. The
  /// compiler demands every element of the `AppEnvironment` tuple, so one with `nthPrime` alone is
  /// refused, and this test has to supply a file client. The app then reads the file client the
  /// test supplied, and no other.
  func testTheCompilerDemandsTheFileClientSoTheTestSuppliesIt() {
    let fileClientCalls = LockIsolated<[String]>([])
    let environment: AppEnvironment = (
      fileClient: FileClient(  // Required: without it this test does not compile.
        load: { fileName in
          .sync {
            fileClientCalls.withValue { $0.append("load \(fileName)") }
            return try! JSONEncoder().encode([7])
          }
        },
        save: { fileName, _ in
          .fireAndForget { fileClientCalls.withValue { $0.append("save \(fileName)") } }
        }
      ),
      nthPrime: { _ in .sync { 17 } }
    )

    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      environment: environment,
      steps: Step(.send, .favoritePrimes(.loadButtonTapped)),
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([7]))) { $0.favoritePrimes = [7] }
    )

    XCTAssertEqual(
      fileClientCalls.value, ["load favorite-primes.json"], "the file client this test supplied")
  }

  /// Each feature reaches only what its pullback picks from the root: the counter's nth prime
  /// reaches `nthPrime` only, and favorite primes' load the file client only. Handing `nthPrime`
  /// to a second feature is one more closure at the root (exercise 92.2), where checkpoint 3's
  /// struct, sorted by feature, would have held it twice.
  func testEachFeatureReachesOnlyTheDependencyItsPullbackPicks() {
    let calls = LockIsolated<[String]>([])
    let environment: AppEnvironment = (
      fileClient: FileClient(
        load: { fileName in
          .sync {
            calls.withValue { $0.append("fileClient.load \(fileName)") }
            return try! JSONEncoder().encode([2, 31])
          }
        },
        save: { _, _ in .empty }
      ),
      nthPrime: { n in
        .sync {
          calls.withValue { $0.append("nthPrime \(n)") }
          return 17
        }
      }
    )

    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      environment: environment,
      steps: Step(.send, .counterView(.counter(.nthPrimeButtonTapped))) {
        $0.isNthPrimeButtonDisabled = true
      },
      Step(.receive, .counterView(.counter(.nthPrimeResponse(n: 4, prime: 17)))) {
        $0.alertNthPrime = PrimeAlert(n: 4, prime: 17)
        $0.isNthPrimeButtonDisabled = false
      },
      Step(.send, .favoritePrimes(.loadButtonTapped)),
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([2, 31]))) {
        $0.favoritePrimes = [2, 31]
      }
    )
    XCTAssertEqual(calls.value, ["nthPrime 4", "fileClient.load favorite-primes.json"])
  }

  func testActivityFeedRecordsFavoritesAddedAndRemoved() {
    let environment: AppEnvironment = (fileClient: .mock, nthPrime: { _ in .sync { 17 } })
    let reducer = activityFeed(appReducer)
    var state = AppState(count: 2, favoritePrimes: [3, 5])

    _ = reducer(&state, .counterView(.primeModal(.saveFavoritePrimeTapped)), environment)
    _ = reducer(&state, .favoritePrimes(.deleteFavoritePrimes([0, 1])), environment)

    XCTAssertEqual(state.favoritePrimes, [2])
    XCTAssertEqual(
      state.activityFeed.map(\.type),
      [.addedFavoritePrime(2), .removedFavoritePrime(3), .removedFavoritePrime(5)]
    )
  }
}
