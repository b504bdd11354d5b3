import Effect
import Foundation
import PrimeTimeDomain

/// The counter feature's one dependency, the nth prime, registered with `DependencyValues` so its
/// reducer can declare it: `@Dependency(\.nthPrime) var nthPrime`.
enum NthPrimeKey: DependencyKey {
  /// Configured from the process's `WOLFRAM_APP_ID`; the entry point sets one built from its own
  /// settings.
  static let liveValue: @Sendable (Int) -> Effect<Int?> = { n in
    liveNthPrime(n, wolframAppID: ProcessInfo.processInfo.environment["WOLFRAM_APP_ID"])
  }

  /// The episode's mock, always 17.
  static let previewValue: @Sendable (Int) -> Effect<Int?> = { _ in .sync { 17 } }

  /// "Unimplemented", as the real library recommends for test values: a test may hold the
  /// dependency, but one that asks for the nth prime without saying what the answer is fails.
  static let testValue: @Sendable (Int) -> Effect<Int?> = { _ in
    reportIssue(unimplementedMessage(dependency: "nthPrime"))
    return .sync { nil }
  }
}

extension DependencyValues {
  var nthPrime: @Sendable (Int) -> Effect<Int?> {
    get { self[NthPrimeKey.self] }
    set { self[NthPrimeKey.self] = newValue }
  }
}
