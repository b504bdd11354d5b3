import Effect
import Foundation
import PrimeTimeDomain

/// Everything the counter feature needs from the outside world.
struct CounterEnvironment {
  var nthPrime: (Int) -> Effect<Int?>
}

extension CounterEnvironment {
  static func live(wolframAppID: String?) -> CounterEnvironment {
    CounterEnvironment(nthPrime: { n in liveNthPrime(n, wolframAppID: wolframAppID) })
  }

  static var mock: CounterEnvironment {
    CounterEnvironment(nthPrime: { _ in .sync { 17 } })
  }
}
