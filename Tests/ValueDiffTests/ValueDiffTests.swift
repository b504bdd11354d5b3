import Foundation
import Testing
import ValueDiff

// Look-alikes of the checkpoints' state, so these tests pin the messages a learner really sees.
struct AppState: Equatable {
  var count: Int
  var favoritePrimes: [Int]
  var activityFeed: [Activity]

  struct Activity: Equatable {
    var timestamp: Date
    var type: ActivityType

    enum ActivityType: Equatable {
      case addedFavoritePrime(Int)
      case removedFavoritePrime(Int)
    }
  }
}

struct User: Equatable {
  var id: Int
  var name: String
}

enum Alert: Equatable {
  case dismissed
  case shown(title: String, prime: Int?)
}

let moment = Date(timeIntervalSince1970: 1_582_000_000)

@Suite("Printing a value")
struct DescribeValueTests {
  @Test func moduleNamesAreLeftOut() {
    #expect(describeValue(User(id: 1, name: "Blob")) == #"User(id: 1, name: "Blob")"#)
    #expect(
      describeValue(AppState.Activity.ActivityType.removedFavoritePrime(2))
        == "AppState.Activity.ActivityType.removedFavoritePrime(2)")
    #expect(describeValue([Alert.dismissed]) == "[.dismissed]")
    #expect(describeValue(Alert.dismissed) == "Alert.dismissed")
  }

  @Test func nestedValuesGetOneFieldPerLine() {
    let state = AppState(
      count: 7, favoritePrimes: [2, 3], activityFeed: [.init(timestamp: moment, type: .addedFavoritePrime(7))])
    #expect(
      describeValue(state) == """
        AppState(
          count: 7,
          favoritePrimes: [2, 3],
          activityFeed: [
            AppState.Activity(
              timestamp: Date(2020-02-18T04:26:40.000Z),
              type: .addedFavoritePrime(7)
            )
          ]
        )
        """)
  }

  @Test func optionalsPrintTheirValueOrNil() {
    #expect(describeValue(Int?.some(3)) == "3")
    #expect(describeValue(Int?.none) == "nil")
    #expect(describeValue(Alert.shown(title: "Prime", prime: nil)) == #"Alert.shown(title: "Prime", prime: nil)"#)
  }

  @Test func setsAndDictionariesPrintInAStableOrder() {
    #expect(describeValue(Set([10, 2, 33, 1])) == "Set([1, 2, 10, 33])")
    #expect(describeValue([10: "ten", 2: "two", 1: "one"]) == #"[1: "one", 2: "two", 10: "ten"]"#)
    #expect(describeValue([String: Int]()) == "[:]")
  }
}

@Suite("Diffing two values")
struct DiffValuesTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(diffValues(expected: User(id: 1, name: "Blob"), actual: User(id: 1, name: "Blob")) == nil)
    #expect(diffValues(expected: [1, 2, 3], actual: [1, 2, 3]) == nil)
    #expect(diffValues(expected: Int?.none, actual: nil) == nil)
  }

  @Test func smallValuesAreReplacedWhole() {
    #expect(diffValues(expected: 1, actual: 2) == "- 1\n+ 2")
    #expect(diffValues(expected: [2, 3, 5, 7], actual: [2, 3, 5]) == "- [2, 3, 5, 7]\n+ [2, 3, 5]")
  }

  @Test func aStructMarksOnlyTheFieldThatChanged() {
    let expected = AppState(
      count: 7, favoritePrimes: [2, 3, 5, 7], activityFeed: [.init(timestamp: moment, type: .addedFavoritePrime(7))])
    var actual = expected
    actual.favoritePrimes = [2, 3, 5]
    #expect(
      diffValues(expected: expected, actual: actual) == """
          AppState(
            count: 7,
        -   favoritePrimes: [2, 3, 5, 7],
        +   favoritePrimes: [2, 3, 5],
            activityFeed: […]
          )
        """)
  }

  @Test func enumsWithAssociatedValues() {
    #expect(
      diffValues(expected: Alert.shown(title: "Prime", prime: 3), actual: .dismissed)
        == "- Alert.shown(title: \"Prime\", prime: 3)\n+ Alert.dismissed")
    let long = "The 7th prime is 17, and this title is long enough to need lines"
    #expect(
      diffValues(expected: Alert.shown(title: long, prime: 3), actual: .shown(title: long, prime: nil)) == """
          Alert.shown(
            title: "\(long)",
        -   prime: 3
        +   prime: nil
          )
        """)
  }

  @Test func aLongListShowsTheElementsThatDifferAndElidesTheRest() {
    let users = (1...10).map { User(id: $0, name: "User \($0)") }
    var changed = users
    changed[4].name = "Blob"
    changed.remove(at: 8)
    #expect(
      diffValues(expected: users, actual: changed) == """
          [
            … 4 unchanged
        -   User(id: 5, name: "User 5"),
        +   User(id: 5, name: "Blob"),
            … 3 unchanged
        -   User(id: 9, name: "User 9"),
            User(id: 10, name: "User 10")
          ]
        """)
  }

  @Test func aShortListShowsItsUnchangedElements() {
    let expected = [User(id: 1, name: "Blob"), User(id: 2, name: "Blob Jr.")]
    let actual = [User(id: 1, name: "Blob"), User(id: 2, name: "Blob Jr."), User(id: 3, name: "Blob Sr.")]
    #expect(
      diffValues(expected: expected, actual: actual) == """
          [
            User(id: 1, name: "Blob"),
            User(id: 2, name: "Blob Jr."),
        +   User(id: 3, name: "Blob Sr.")
          ]
        """)
  }

  @Test func dictionariesAreMatchedByKeyInKeyOrder() {
    let expected = Dictionary(uniqueKeysWithValues: (1...12).map { ($0, "\($0)") })
    var actual = expected
    actual[2] = "two"
    actual[11] = nil
    #expect(
      diffValues(expected: expected, actual: actual) == """
          [
            1: "1",
        -   2: "2",
        +   2: "two",
            … 8 unchanged
        -   11: "11",
            12: "12"
          ]
        """)
  }

  @Test func setsAreSortedSoTheDiffIsStable() {
    #expect(
      diffValues(expected: Set(1...20), actual: Set(1...20).subtracting([7]).union([42])) == """
          Set([
            … 6 unchanged
        -   7,
            … 13 unchanged
        +   42
          ])
        """)
  }

  @Test func datesShowTheirMilliseconds() {
    #expect(
      diffValues(expected: moment, actual: moment.addingTimeInterval(0.5))
        == "- Date(2020-02-18T04:26:40.000Z)\n+ Date(2020-02-18T04:26:40.500Z)")
  }

  @Test func stringsWithNewlinesAreDiffedLineByLine() {
    #expect(
      diffValues(expected: "Count: 1\nPrimes: 2, 3\nDone", actual: "Count: 1\nPrimes: 2, 3, 5\nDone") == #"""
          """
            Count: 1
        -   Primes: 2, 3
        +   Primes: 2, 3, 5
            Done
            """
        """#)
  }
}

@Suite("Failure messages")
struct MismatchReportTests {
  @Test func smallValuesStandSideBySide() {
    #expect(mismatchReport(expected: 6, actual: 1) == "expected: 6\nhappened: 1")
    #expect(
      mismatchMessage("91.4: the count", expected: [3, 7], actual: [2, 3, 5, 7])
        == "91.4: the count\n  expected: [3, 7]\n  happened: [2, 3, 5, 7]")
  }

  /// Exercise 93.3's failure when the activity feed records the old date: the message the issue quoted as one
  /// long line of module-qualified names.
  @Test func theActivityFeedFailureOfExercise93_3() {
    let later = moment.addingTimeInterval(60)
    let expected: [AppState.Activity] = [
      .init(timestamp: moment, type: .removedFavoritePrime(2)),
      .init(timestamp: moment, type: .removedFavoritePrime(5)),
    ]
    let actual: [AppState.Activity] = [
      .init(timestamp: moment, type: .removedFavoritePrime(2)),
      .init(timestamp: later, type: .removedFavoritePrime(5)),
    ]
    #expect(
      mismatchMessage("93.3: the feed after deleting the favorites at 0 and 2", expected: expected, actual: actual)
        == """
        93.3: the feed after deleting the favorites at 0 and 2
          - expected, + happened:
            [
              AppState.Activity(…),
              AppState.Activity(
          -     timestamp: Date(2020-02-18T04:26:40.000Z),
          +     timestamp: Date(2020-02-18T04:27:40.000Z),
                type: .removedFavoritePrime(5)
              )
            ]
        """)
  }

  /// Exercise 93.3's failure when the feed records nothing.
  @Test func anEmptyFeedWhereOneActivityWasExpected() {
    let expected: [AppState.Activity] = [.init(timestamp: moment, type: .addedFavoritePrime(7))]
    #expect(
      mismatchReport(expected: expected, actual: []) == """
        - expected, + happened:
          [
        -   AppState.Activity(
        -     timestamp: Date(2020-02-18T04:26:40.000Z),
        -     type: .addedFavoritePrime(7)
        -   )
          ]
        """)
  }
}
