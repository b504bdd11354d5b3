import Effect
import PrimeTimeDomain
import XCTest

@testable import Stage2EnvironmentInReducer

final class PrimeTimeTests: XCTestCase {
  func testIntegration() {
    // Every feature's environment is here, and the compiler checked that it is.
    var environment = AppEnvironment(counter: .mock, favoritePrimes: .mock)
    environment.favoritePrimes.fileClient.load = { _ in
      .sync { try! JSONEncoder().encode([2, 31, 7]) }
    }

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
      Step(.send, .favoritePrimes(.loadButtonTapped)) { _ in },
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([2, 31, 7]))) {
        $0.favoritePrimes = [2, 31, 7]
      }
    )
  }

  /// Checkpoint 1's tripwire, turned around: a test can no longer forget the file client. The
  /// compiler demands every field of `AppEnvironment`, so `AppEnvironment(counter: .mock)` is
  /// refused ("missing argument for parameter 'favoritePrimes'"), and this test has to supply one.
  /// The app then reads the file client the test supplied, and no other.
  func testTheCompilerDemandsTheFileClientSoTheTestSuppliesIt() {
    let fileClientCalls = LockIsolated<[String]>([])
    let environment = AppEnvironment(
      counter: .mock,
      // Required: without it this test does not compile.
      favoritePrimes: FavoritePrimesEnvironment(
        fileClient: FileClient(
          load: { fileName in
            .sync {
              fileClientCalls.withValue { $0.append("load \(fileName)") }
              return try! JSONEncoder().encode([7])
            }
          },
          save: { fileName, _ in
            .fireAndForget { fileClientCalls.withValue { $0.append("save \(fileName)") } }
          }
        )
      )
    )

    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      environment: environment,
      steps: Step(.send, .favoritePrimes(.loadButtonTapped)) { _ in },
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([7]))) { $0.favoritePrimes = [7] }
    )

    XCTAssertEqual(
      fileClientCalls.value, ["load favorite-primes.json"], "the file client this test supplied")
  }

  func testActivityFeedRecordsFavoritesAddedAndRemoved() {
    let environment = AppEnvironment(counter: .mock, favoritePrimes: .mock)
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
