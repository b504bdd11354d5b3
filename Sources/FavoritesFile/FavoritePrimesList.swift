import Foundation
import PrimeTimeDomain

/// Why the contents of a favorites file are not a list of favorite primes.
enum ListProblem: Error, Equatable {
  /// Not a JSON array of numbers at all.
  case notAList
  /// The first entry, counting from 1, that is not a favorite prime, as it is written in the file.
  case badEntry(position: Int, text: String, reason: EntryReason)

  enum EntryReason: Equatable {
    case notAWholeNumber
    case tooLarge
    case notAPositivePrime
    case repeats(position: Int)
  }

  /// Which entry is wrong and why, such as "entry 2, 4, is not a positive prime"; `nil` when the file is not a
  /// list of numbers at all.
  var badEntry: String? {
    guard case .badEntry(let position, let text, let reason) = self else { return nil }
    let entry = "entry \(position), \(shortened(text)),"
    switch reason {
    case .notAWholeNumber: return "\(entry) is not written as a plain whole number"
    case .tooLarge: return "\(entry) is too large to be a number this app can hold"
    case .notAPositivePrime: return "\(entry) is not a positive prime"
    case .repeats(let earlier): return "\(entry) repeats entry \(earlier)"
    }
  }
}

/// Reads a favorites file's contents strictly: a JSON array of distinct positive primes, each written as a
/// plain whole number, which is exactly what saving writes.
///
/// `JSONDecoder` alone would accept `[-3, 4, 4, 1e2]` as four favorite primes; what the app loads must be what
/// it could have saved.
func readFavoritePrimes(_ data: Data) -> Result<[Int], ListProblem> {
  guard let text = String(data: data, encoding: .utf8) else { return .failure(.notAList) }
  let list = text.trimmingCharacters(in: jsonWhitespace)
  guard list.count >= 2, list.hasPrefix("["), list.hasSuffix("]") else { return .failure(.notAList) }
  let inside = list.dropFirst().dropLast().trimmingCharacters(in: jsonWhitespace)
  if inside.isEmpty { return .success([]) }
  // Every entry of an array of numbers is the text between two commas; anything else (a string, an object, a
  // nested array) leaves a piece that is not a number.
  let entries = inside.split(separator: ",", omittingEmptySubsequences: false).map {
    $0.trimmingCharacters(in: jsonWhitespace)
  }
  guard entries.allSatisfy(isJSONNumber) else { return .failure(.notAList) }

  var primes: [Int] = []
  var positions: [Int: Int] = [:]
  for (offset, entry) in entries.enumerated() {
    let position = offset + 1
    func bad(_ reason: ListProblem.EntryReason) -> Result<[Int], ListProblem> {
      .failure(.badEntry(position: position, text: entry, reason: reason))
    }
    guard entry.wholeMatch(of: /-?(0|[1-9][0-9]*)/) != nil else { return bad(.notAWholeNumber) }
    guard let number = Int(entry) else { return bad(.tooLarge) }
    // The prime modal's `isPrime`, exact and quick for every `Int`: a file may hold primes near `Int.max`.
    guard isPrime(number) else { return bad(.notAPositivePrime) }
    if let earlier = positions[number] { return bad(.repeats(position: earlier)) }
    positions[number] = position
    primes.append(number)
  }
  return .success(primes)
}

private let jsonWhitespace = CharacterSet(charactersIn: " \t\n\r")

private func isJSONNumber(_ text: String) -> Bool {
  text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
}

/// An entry as it is shown in a message: a whole page of digits is cut to its start.
private func shortened(_ text: String) -> String {
  text.count <= 24 ? text : text.prefix(20) + "…"
}
