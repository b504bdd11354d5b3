/// Whether `p` is prime, answered at once for every `Int`.
///
/// The episode tries every divisor up to √p, which would take minutes near `Int.max`, a count the terminal can
/// start at. This is the Miller–Rabin test with the first twelve primes as bases, which is proven to give the
/// right answer for every 64-bit number.
public func isPrime(_ p: Int) -> Bool {
  guard p >= 2 else { return false }
  let n = UInt64(p)
  let bases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
  if let base = bases.first(where: { n % $0 == 0 }) { return n == base }
  // Write n - 1 as oddPart · 2^twos.
  var oddPart = n - 1
  var twos = 0
  while oddPart % 2 == 0 {
    oddPart /= 2
    twos += 1
  }
  return bases.allSatisfy { base in
    isStrongProbablePrime(n, base: base, oddPart: oddPart, twos: twos)
  }
}

private func isStrongProbablePrime(_ n: UInt64, base: UInt64, oddPart: UInt64, twos: Int) -> Bool {
  var x = power(base, oddPart, modulo: n)
  if x == 1 || x == n - 1 { return true }
  for _ in 1..<twos {
    x = multiply(x, x, modulo: n)
    if x == n - 1 { return true }
  }
  return false
}

private func power(_ base: UInt64, _ exponent: UInt64, modulo m: UInt64) -> UInt64 {
  var result: UInt64 = 1
  var base = base % m
  var exponent = exponent
  while exponent > 0 {
    if exponent % 2 == 1 { result = multiply(result, base, modulo: m) }
    base = multiply(base, base, modulo: m)
    exponent /= 2
  }
  return result
}

/// (a · b) mod m without overflow, through the full 128-bit product.
private func multiply(_ a: UInt64, _ b: UInt64, modulo m: UInt64) -> UInt64 {
  m.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
}
