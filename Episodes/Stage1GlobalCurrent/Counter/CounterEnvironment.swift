import Effect
import Foundation
import PrimeTimeDomain

/// Everything the counter feature needs from the outside world.
struct CounterEnvironment {
  var nthPrime: (Int) -> Effect<Int?>
}

extension CounterEnvironment {
  /// Configured from the process's `WOLFRAM_APP_ID`; the terminal installs one built from its own
  /// settings.
  static var live: CounterEnvironment {
    .live(wolframAppID: ProcessInfo.processInfo.environment["WOLFRAM_APP_ID"])
  }

  static func live(wolframAppID: String?) -> CounterEnvironment {
    CounterEnvironment(nthPrime: { n in liveNthPrime(n, wolframAppID: wolframAppID) })
  }

  static var mock: CounterEnvironment {
    CounterEnvironment(nthPrime: { _ in .sync { 17 } })
  }
}

/// Stands in for the episode's `Counter` module, so call sites read `Counter.Current = .mock`.
enum Counter {
  /// The counter feature's dependencies, reached from anywhere; tests replace it before they run.
  ///
  /// Swift 6 rejects a plain `static var` here: it is shared mutable state that any thread could
  /// read and write at once. That is exactly this stage's problem (one global that every test must
  /// remember to replace), so we keep the pattern and opt out of the check with
  /// `nonisolated(unsafe)`, the narrowest escape hatch there is.
  nonisolated(unsafe) static var Current = CounterEnvironment.live
}
