import Foundation

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

/// Whether `n` is prime, for every `Int`, quickly: a favorites file may hold primes near `Int.max`, which the
/// terminal can reach with `--count`, and trying every divisor up to √n would take seconds for each of them.
///
/// Miller–Rabin with the primes up to 37 as witnesses, which is exact for every 64-bit number. The checkpoints
/// have their own `isPrime` as part of the lesson; this module stands apart from them.
func isPrime(_ n: Int) -> Bool {
  guard n >= 2 else { return false }
  let candidate = UInt64(n)
  let witnesses: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
  for witness in witnesses where candidate % witness == 0 {
    return candidate == witness
  }
  // candidate - 1 = odd · 2^halvings
  var odd = candidate - 1
  var halvings = 0
  while odd.isMultiple(of: 2) {
    odd >>= 1
    halvings += 1
  }
  nextWitness: for witness in witnesses {
    var x = exponentiate(witness, odd, modulo: candidate)
    if x == 1 || x == candidate - 1 { continue }
    for _ in 0..<(halvings - 1) {
      x = product(x, x, modulo: candidate)
      if x == candidate - 1 { continue nextWitness }
    }
    return false
  }
  return true
}

private func exponentiate(_ base: UInt64, _ exponent: UInt64, modulo m: UInt64) -> UInt64 {
  var result: UInt64 = 1
  var square = base % m
  var bits = exponent
  while bits != 0 {
    if bits & 1 == 1 { result = product(result, square, modulo: m) }
    square = product(square, square, modulo: m)
    bits >>= 1
  }
  return result
}

/// (a · b) mod m, through the 128-bit product so nothing overflows.
private func product(_ a: UInt64, _ b: UInt64, modulo m: UInt64) -> UInt64 {
  m.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
}
