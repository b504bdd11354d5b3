/// The answer to "what is the nth prime?", shown as an alert until it is dismissed.
public struct PrimeAlert: Equatable, Identifiable, Sendable {
  public let n: Int
  public let prime: Int

  public init(n: Int, prime: Int) {
    self.n = n
    self.prime = prime
  }

  public var id: Int { prime }

  /// "The 7th prime is 17", as episode 93 titles the alert.
  public var title: String { "The \(ordinal(n)) prime is \(prime)" }
}

/// "1st", "2nd", "3rd", "11th", "22nd": English ordinals, the same on every machine whatever its locale.
public func ordinal(_ n: Int) -> String {
  let lastTwoDigits = n.magnitude % 100
  let suffix =
    switch (lastTwoDigits, lastTwoDigits % 10) {
    case (11...13, _): "th"
    case (_, 1): "st"
    case (_, 2): "nd"
    case (_, 3): "rd"
    default: "th"
    }
  return "\(n)\(suffix)"
}
