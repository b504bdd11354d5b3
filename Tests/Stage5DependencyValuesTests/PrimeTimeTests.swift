import Effect
import Foundation
import Testing

@testable import Stage5DependencyValues

@Suite(.dependencies)
struct PrimeTimeTests {
  @Test func integration() {
    // Only what this scenario reaches: the root passes nothing down, each feature declared its own.
    withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
      $0.fileClient = FileClient(
        load: { _ in .sync { try! JSONEncoder().encode([2, 31, 7]) } },
        save: { _, _ in .empty }
      )
    } operation: {
      assert(
        initialValue: AppState(count: 4),
        reducer: appReducer,
        steps: Step(.send, .counterView(.counter(.nthPrimeButtonTapped))) { $0.isNthPrimeButtonDisabled = true },
        Step(.receive, .counterView(.counter(.nthPrimeResponse(n: 4, prime: 17)))) {
          $0.alertNthPrime = PrimeAlert(n: 4, prime: 17)
          $0.isNthPrimeButtonDisabled = false
        },
        Step(.send, .favoritePrimes(.loadButtonTapped)) { _ in },
        Step(.receive, .favoritePrimes(.loadedFavoritePrimes([2, 31, 7]))) { $0.favoritePrimes = [2, 31, 7] }
      )
    }
  }

  /// Checkpoint 1's problem, solved: a test that forgets the file client no longer quietly reaches whatever was
  /// installed. Reading it records a failure naming it, and the test carries on with the in-memory preview value
  /// (the favorites [2, 31]), never the disk.
  @Test func forgettingTheFileClientIsReported() {
    withKnownIssue {
      withDependencies {
        $0.nthPrime = { _ in .sync { 17 } }  // The only dependency this test remembers.
      } operation: {
        assert(
          initialValue: AppState(count: 4),
          reducer: appReducer,
          steps: Step(.send, .favoritePrimes(.loadButtonTapped)) { _ in },
          Step(.receive, .favoritePrimes(.loadedFavoritePrimes([2, 31]))) { $0.favoritePrimes = [2, 31] }
        )
      }
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix(
          "@Dependency(\\.fileClient) has no test implementation, but was accessed from a test context.")
      }
    }
  }

  @Test func askingForTheNthPrimeWithoutAnOverrideIsReported() {
    withKnownIssue {
      assert(
        initialValue: AppState(count: 4),
        reducer: appReducer,
        steps: Step(.send, .counterView(.counter(.nthPrimeButtonTapped))) { $0.isNthPrimeButtonDisabled = true },
        Step(.receive, .counterView(.counter(.nthPrimeResponse(n: 4, prime: nil)))) {
          $0.isNthPrimeButtonDisabled = false
        }
      )
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("@Dependency(\\.nthPrime) has no test implementation") }
    }
  }

  @Test func activityFeedStampsEntriesWithTheDateDependency() {
    let now = Date(timeIntervalSince1970: 1_582_502_400)
    var state = AppState(count: 2, favoritePrimes: [3, 5])

    withDependencies {
      $0.date = .constant(now)
    } operation: {
      let reducer = activityFeed(appReducer)
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
