import Effect
import Foundation
import PrimeTimeDomain
import Testing

@testable import Stage6SharedContainer

@Suite(.serialized, .restoresDependencies)
struct PrimeTimeTests {
  @Test func integration() {
    // Every entry the steps reach must be written here; nothing checks that it was.
    Dependencies[\.fileClient] = .mock
    Dependencies[\.fileClient].load = { _ in .sync { try! JSONEncoder().encode([2, 31, 7]) } }
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }

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
      Step(.send, .favoritePrimes(.loadButtonTapped)),
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([2, 31, 7]))) {
        $0.favoritePrimes = [2, 31, 7]
      }
    )
  }

  /// Checkpoint 1's problem, back: steps that set up no mock of the file client quietly get
  /// whatever the entry holds, and pass. The test writes that entry first: a tripwire standing for
  /// the live client the entry point writes, which records each call instead of touching a file.
  /// Checkpoint 5 reported the forgotten mock; nothing here does.
  @Test func forgettingTheFileClientQuietlyReachesWhatTheEntryHolds() {
    let fileClientCalls = LockIsolated<[String]>([])
    Dependencies[\.fileClient] = FileClient(
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

    Dependencies[\.nthPrime] = { _ in .sync { 17 } }  // The only dependency this test remembers.
    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      steps: Step(.send, .favoritePrimes(.loadButtonTapped)),
      Step(.receive, .favoritePrimes(.loadedFavoritePrimes([7]))) { $0.favoritePrimes = [7] }
    )

    #expect(
      fileClientCalls.value == ["load favorite-primes.json"],
      "no file client was set up, and the steps passed on the entry's stand-in for it")
  }

  /// The same for `nthPrime`, whose live value counts primes or asks Wolfram Alpha: the test writes
  /// a tripwire standing for it, then runs steps that set up no double of their own, and they pass
  /// with the tripwire's answer.
  @Test func askingForTheNthPrimeWithoutAnOverrideQuietlyReachesWhatTheEntryHolds() {
    let nthPrimeCalls = LockIsolated<[Int]>([])
    Dependencies[\.nthPrime] = { n in
      .sync {
        nthPrimeCalls.withValue { $0.append(n) }
        return 7
      }
    }

    assert(
      initialValue: AppState(count: 4),
      reducer: appReducer,
      steps: Step(.send, .counterView(.counter(.nthPrimeButtonTapped))) {
        $0.isNthPrimeButtonDisabled = true
      },
      Step(.receive, .counterView(.counter(.nthPrimeResponse(n: 4, prime: 7)))) {
        $0.alertNthPrime = PrimeAlert(n: 4, prime: 7)
        $0.isNthPrimeButtonDisabled = false
      }
    )

    #expect(
      nthPrimeCalls.value == [4],
      "no nthPrime was set up, and the steps passed on the entry's stand-in for it")
  }

  /// What the container keeps from checkpoint 5: nothing is threaded through the root at all. Each
  /// feature reads the entry it uses, the counter `nthPrime` and favorite primes the file client,
  /// and the root's reducer never mentions either.
  @Test func eachFeatureReadsTheEntryItUses() {
    let calls = LockIsolated<[String]>([])
    Dependencies[\.fileClient] = .mock
    Dependencies[\.fileClient].load = { fileName in
      .sync {
        calls.withValue { $0.append("fileClient.load \(fileName)") }
        return try! JSONEncoder().encode([2, 31])
      }
    }
    Dependencies[\.nthPrime] = { n in
      .sync {
        calls.withValue { $0.append("nthPrime \(n)") }
        return 17
      }
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

    Dependencies[\.date] = .constant(now)
    _ = reducer(&state, .counterView(.primeModal(.saveFavoritePrimeTapped)))
    _ = reducer(&state, .favoritePrimes(.deleteFavoritePrimes([0, 1])))

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
