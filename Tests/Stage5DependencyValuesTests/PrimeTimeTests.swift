import Effect
import Foundation
import PrimeTimeDomain
import Testing

@testable import Stage5DependencyValues

@Suite(.dependencies)
struct PrimeTimeTests {
  @Test func integration() {
    // Only what the steps reach is here: the root passes nothing down, each feature declared its
    // own.
    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      withDependencies: {
        $0.fileClient = .mock
        $0.fileClient.load = { _ in .sync { try! JSONEncoder().encode([2, 31, 7]) } }
        $0.nthPrime = { _ in .sync { 17 } }
      },
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

  /// Checkpoint 1's tripwire, caught at run time: the compiler no longer demands the file client
  /// (checkpoint 4's tuple did), but a test that forgets it is reported by name, and carries on
  /// with the in-memory mock, never the disk.
  @Test func forgettingTheFileClientIsReported() {
    withKnownIssue {
      assert(
        initialValue: AppState(count: 4),
        reducer: appReducer,
        // The only dependency this test remembers.
        withDependencies: { $0.nthPrime = { _ in .sync { 17 } } },
        steps: Step(.send, .favoritePrimes(.loadButtonTapped)),
        Step(.receive, .favoritePrimes(.loadedFavoritePrimes([2, 31]))) {
          $0.favoritePrimes = [2, 31]
        }
      )
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix(
          "@Dependency(\\.fileClient) has no test implementation, "
            + "but was accessed from a test context."
        )
      }
    }
  }

  @Test func askingForTheNthPrimeWithoutAnOverrideIsReported() {
    withKnownIssue {
      assert(
        initialValue: AppState(count: 4),
        reducer: appReducer,
        steps: Step(.send, .counterView(.counter(.nthPrimeButtonTapped))) {
          $0.isNthPrimeButtonDisabled = true
        },
        Step(.receive, .counterView(.counter(.nthPrimeResponse(n: 4, prime: nil)))) {
          $0.isNthPrimeButtonDisabled = false
        }
      )
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("@Dependency(\\.nthPrime) has no test implementation")
      }
    }
  }

  /// What declaring buys over checkpoint 4's flat tuple: nothing is threaded through the root at
  /// all. Each feature reaches the dependency it declared, the counter `nthPrime` and favorite
  /// primes the file client, and the root's reducer never mentions either.
  @Test func eachFeatureReachesTheDependencyItDeclared() {
    let calls = LockIsolated<[String]>([])

    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      withDependencies: {
        $0.fileClient = .mock
        $0.fileClient.load = { fileName in
          .sync {
            calls.withValue { $0.append("fileClient.load \(fileName)") }
            return try! JSONEncoder().encode([2, 31])
          }
        }
        $0.nthPrime = { n in
          .sync {
            calls.withValue { $0.append("nthPrime \(n)") }
            return 17
          }
        }
      },
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
    #expect(calls.value == ["nthPrime 4", "fileClient.load favorite-primes.json"])
  }

  @Test func activityFeedRecordsFavoritesAddedAndRemovedAtTheDependencysDate() {
    let now = Date(timeIntervalSince1970: 1_582_502_400)
    let reducer = activityFeed(appReducer)
    var state = AppState(count: 2, favoritePrimes: [3, 5])

    withDependencies {
      $0.date = .constant(now)
    } operation: {
      _ = reducer(&state, .counterView(.primeModal(.saveFavoritePrimeTapped)))
      _ = reducer(&state, .favoritePrimes(.deleteFavoritePrimes([0, 1])))
    }

    #expect(state.favoritePrimes == [2])
    #expect(
      state.activityFeed == [
        AppState.Activity(timestamp: now, type: .addedFavoritePrime(2)),
        AppState.Activity(timestamp: now, type: .removedFavoritePrime(3)),
        AppState.Activity(timestamp: now, type: .removedFavoritePrime(5)),
      ]
    )
  }
}
