import CasePaths
import Effect

/// Exercise 92.1 — an offline counter beside the online one.
///
/// Episode 93 shows what the tuplized environment buys: one feature, used twice with different dependencies.
/// The app gets a second counter screen that works offline. It is the same counter feature on the same state, but
/// it counts primes on this machine (`offlineNthPrime`) instead of asking Wolfram Alpha.
///
/// Below, `Action` has a case for each counter, and `Environment` holds both ways of finding the nth prime. Finish
/// `reducer` so that `.online` actions run the counter feature with `nthPrime`, and `.offline` actions run the
/// same feature with `offlineNthPrime`. Reuse the checkpoint's `counterViewReducer`; don't copy it.
///
/// Keep `Action` and `Environment` as they are: the check builds them.
///
/// Check your work: `swift run Episode91 verify 92.1`. Stuck? `swift run Episode91 hint 92.1`.
enum Exercise92_1 {
  enum Action: Equatable {
    case online(CounterViewAction)
    case offline(CounterViewAction)
  }

  typealias Environment = (
    nthPrime: (Int) -> Effect<Int?>,
    offlineNthPrime: (Int) -> Effect<Int?>
  )

  /// Both counters work on one count and one list of favorites, as in the episode.
  static var reducer: Reducer<CounterViewState, Action, Environment> {
    combine(
      pullback(
        counterViewReducer, value: \CounterViewState.self, action: /Action.online, environment: { $0.nthPrime })
      // The offline counter is still missing.
    )
  }
}
