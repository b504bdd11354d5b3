import Foundation
import Testing

@testable import FavoritesFile

@Suite struct FavoritePrimesListTests {
  @Test func readsWhatSavingWrites() throws {
    let saved = try JSONEncoder().encode([2, 3, 5, 9_223_372_036_854_775_783])
    #expect(try readFavoritePrimes(saved).get() == [2, 3, 5, 9_223_372_036_854_775_783])
    #expect(try readFavoritePrimes(Data("[]".utf8)).get() == [])
    #expect(try readFavoritePrimes(Data(" [ 2 ,\r\n 3 ]\n".utf8)).get() == [2, 3], "JSON's whitespace anywhere")
  }

  @Test func namesTheFirstEntryThatIsNotADistinctPositivePrime() {
    let cases: [(String, ListProblem)] = [
      ("[-3, 4, 4, 1e2]", .badEntry(position: 1, text: "-3", reason: .notAPositivePrime)),
      ("[2, 4, 4, 1e2]", .badEntry(position: 2, text: "4", reason: .notAPositivePrime)),
      ("[2, 3, 3]", .badEntry(position: 3, text: "3", reason: .repeats(position: 2))),
      ("[2, 1e2]", .badEntry(position: 2, text: "1e2", reason: .notAWholeNumber)),
      ("[5.0]", .badEntry(position: 1, text: "5.0", reason: .notAWholeNumber)),
      ("[1, 2]", .badEntry(position: 1, text: "1", reason: .notAPositivePrime)),
      ("[0]", .badEntry(position: 1, text: "0", reason: .notAPositivePrime)),
      ("[99999999999999999999]", .badEntry(position: 1, text: "99999999999999999999", reason: .tooLarge)),
    ]
    for (contents, problem) in cases {
      #expect(readFavoritePrimes(Data(contents.utf8)) == .failure(problem), "\(contents)")
    }
  }

  @Test func anythingButAnArrayOfNumbersIsNotAList() {
    for contents in ["", "2, 3", "[2, 3", "[2,, 3]", "[2, 3,]", #"["2"]"#, "[[2]]", #"{"primes": [2]}"#, "[true]"] {
      #expect(readFavoritePrimes(Data(contents.utf8)) == .failure(.notAList), "\(contents)")
    }
    #expect(readFavoritePrimes(Data([0x5B, 0xFF, 0x5D])) == .failure(.notAList), "not UTF-8")
  }

  @Test func explanationsQuoteTheEntryAndCutALongOne() {
    let long = String(repeating: "9", count: 1000)
    #expect(
      ListProblem.badEntry(position: 2, text: long, reason: .tooLarge).badEntry
        == "entry 2, 99999999999999999999…, is too large to be a number this app can hold")
    #expect(
      ListProblem.badEntry(position: 3, text: "3", reason: .repeats(position: 2)).badEntry
        == "entry 3, 3, repeats entry 2")
    #expect(ListProblem.notAList.badEntry == nil)
  }
}
