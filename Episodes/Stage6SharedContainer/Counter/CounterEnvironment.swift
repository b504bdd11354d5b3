import Effect
import Foundation
import PrimeTimeDomain

/// The counter feature's one dependency, the nth prime, an entry of the shared `Dependencies`
/// container so its reducer can read it: `Dependency[\.nthPrime]`.
extension Dependencies {
  /// Written out in the shape Puredux's `@DependencyEntry var nthPrime = …` generates: a computed
  /// property over a private key holding the value. The macro would name the key `_NthprimeKey` and
  /// copy the initial value without its type, and an untyped closure is not `@Sendable`, which the
  /// container asks of every value; so we write the key ourselves. swift-dependencies has a
  /// `@DependencyEntry` too, in which that initial value is the *test* value; here it is the only
  /// value, for the app and tests alike.
  var nthPrime: @Sendable (Int) -> Effect<Int?> {
    get { self[NthPrimeKey.self] }
    set { self[NthPrimeKey.self] = newValue }
  }

  private enum NthPrimeKey: DependencyKey {
    /// Configured from the process's `WOLFRAM_APP_ID`; the entry point writes one built from its
    /// own settings.
    nonisolated(unsafe) static var currentValue: @Sendable (Int) -> Effect<Int?> = { n in
      liveNthPrime(n, wolframAppID: ProcessInfo.processInfo.environment["WOLFRAM_APP_ID"])
    }
  }
}
