import Effect
import Foundation

/// The counter feature's one dependency, registered with `DependencyValues` so its reducer can declare it:
/// `@Dependency(\.nthPrime) var nthPrime`.
enum NthPrimeKey: DependencyKey {
  /// Configured from the process's `WOLFRAM_APP_ID`; the entry point prepares one built from its own settings.
  static var liveValue: @Sendable (Int) -> Effect<Int?> {
    live(wolframAppID: ProcessInfo.processInfo.environment["WOLFRAM_APP_ID"])
  }

  static func live(wolframAppID: String?) -> @Sendable (Int) -> Effect<Int?> {
    { n in liveNthPrime(n, wolframAppID: wolframAppID) }
  }

  /// The episode's mock, always 17, for previews.
  static let previewValue: @Sendable (Int) -> Effect<Int?> = { _ in .sync { 17 } }

  /// "Unimplemented": a test that asks for the nth prime without saying what the answer is fails.
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
