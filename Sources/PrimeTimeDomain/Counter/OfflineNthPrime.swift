import Foundation

/// The largest `n` this app answers "what is the nth prime?" for.
///
/// Counting primes locally up to the 100,000th (1,299,709) takes well under a second even in a debug build, and a
/// bound means no count can make the app hang.
public let largestAnswerableN = 100_000

/// The nth prime, counted on this machine with a sieve of Eratosthenes.
///
/// It stands in for episode 93's offline `nthPrime`, which counts differently: it tries each number in turn with
/// `isPrime` (trial division), inside a Combine `Future`. A sieve has to know where to stop, hence
/// `largestAnswerableN` and `sieveLimit(forNthPrime:)`.
///
/// - Returns: `nil` when `n` is below 1 or above `largestAnswerableN`.
public func offlineNthPrime(_ n: Int) -> Int? {
  guard (1...largestAnswerableN).contains(n) else { return nil }
  let limit = sieveLimit(forNthPrime: n)
  var isComposite = [Bool](repeating: false, count: limit + 1)
  var primesFound = 0
  for candidate in 2...limit where !isComposite[candidate] {
    primesFound += 1
    if primesFound == n { return candidate }
    for multiple in stride(from: candidate * candidate, through: limit, by: candidate) {
      isComposite[multiple] = true
    }
  }
  return nil
}

/// A number the nth prime cannot exceed, so the sieve knows where to stop: for n ≥ 6 the nth prime is below
/// n(ln n + ln ln n) (Rosser's theorem).
private func sieveLimit(forNthPrime n: Int) -> Int {
  guard n >= 6 else { return 13 }
  let x = Double(n)
  return Int(x * (log(x) + log(log(x)))) + 1
}
