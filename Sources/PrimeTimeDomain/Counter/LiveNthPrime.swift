import Effect
import Foundation

/// The nth prime as the running app gets it: from Wolfram Alpha when an app id is configured, otherwise
/// counted locally, away from the main queue.
///
/// Either way the answer arrives on the main queue, where the store runs. That hop is part of the live
/// dependency rather than the reducer, so test doubles can answer synchronously or on a test scheduler.
public func liveNthPrime(_ n: Int, wolframAppID: String?) -> Effect<Int?> {
  let answer: Effect<Int?>
  if let wolframAppID {
    answer = wolframAlphaNthPrime(n, appID: wolframAppID)
  } else {
    answer = Effect.sync { offlineNthPrime(n) }.subscribe(on: DispatchQueue.background)
  }
  return answer.receive(on: DispatchQueue.main)
}
