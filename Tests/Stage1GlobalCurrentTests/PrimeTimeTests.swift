import Effect
import PrimeTimeDomain
import XCTest

@testable import Stage1GlobalCurrent

final class PrimeTimeTests: XCTestCase {
  private var counterEnvironmentBeforeTest = Counter.Current
  private var favoritePrimesEnvironmentBeforeTest = FavoritePrimes.Current

  override func setUp() {
    super.setUp()
    counterEnvironmentBeforeTest = Counter.Current
    favoritePrimesEnvironmentBeforeTest = FavoritePrimes.Current
  }

  override func tearDown() {
    Counter.Current = counterEnvironmentBeforeTest
    FavoritePrimes.Current = favoritePrimesEnvironmentBeforeTest
    super.tearDown()
  }

  func testIntegration() {
    // Every module that has an environment must be remembered here; nothing checks that we did.
    Counter.Current = .mock
    FavoritePrimes.Current = .mock
    FavoritePrimes.Current.fileClient.load = { _ in .sync { try! JSONEncoder().encode([2, 31, 7]) }
    }

    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
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

  /// This stage's problem, made visible: a test that forgets one module's `Current` quietly uses
  /// whatever file client was installed last (a stand-in for the live one that records each call),
  /// and passes. Checkpoint 5 solves this: there, a dependency a test did not provide fails the
  /// test.
  func testForgettingOneEnvironmentQuietlyUsesTheInstalledFileClient() {
    let fileClientCalls = LockIsolated<[String]>([])
    FavoritePrimes.Current = FavoritePrimesEnvironment(
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

    Counter.Current = .mock  // The only environment this test remembers.
    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      steps: Step(.send, .favoritePrimes(.loadButtonTapped)) { _ in },
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([7]))) { $0.favoritePrimes = [7] }
    )

    XCTAssertEqual(
      fileClientCalls.value, ["load favorite-primes.json"],
      "it passed, reading a file nobody mocked")
  }

  func testActivityFeedRecordsFavoritesAddedAndRemoved() {
    Counter.Current = .mock
    FavoritePrimes.Current = .mock
    let reducer = activityFeed(appReducer)
    var state = AppState(count: 2, favoritePrimes: [3, 5])

    _ = reducer(&state, .counterView(.primeModal(.saveFavoritePrimeTapped)))
    _ = reducer(&state, .favoritePrimes(.deleteFavoritePrimes([0, 1])))

    XCTAssertEqual(state.favoritePrimes, [2])
    XCTAssertEqual(
      state.activityFeed.map(\.type),
      [.addedFavoritePrime(2), .removedFavoritePrime(3), .removedFavoritePrime(5)]
    )
  }
}
