import CasePaths
import Effect

/// Exercise 92.2 — favorite primes ask for the nth prime, with one `nthPrime` shared from the root.
///
/// Episode 93 lets the favorite primes screen ask "what is the nth prime?" for any prime in its list, and show the
/// answer in the same alert the counter uses. The feature now needs two dependencies, the file client and
/// `nthPrime`, and the counter needs `nthPrime` too. With a tuplized environment the root holds each dependency
/// once, and each pullback picks what its feature uses: both features get the very same `nthPrime`.
///
/// The app below already has the new screen's state and actions (under "Given"). Make the screen work:
/// - `.primeButtonTapped(n)` asks the environment's `nthPrime` for `n` and delivers `.nthPrimeResponse(n:prime:)`;
/// - `.nthPrimeResponse` shows the alert when a prime came back; `.alertDismissButtonTapped` hides it;
/// - `.list` actions keep working as before (save, load, delete, through the file client).
///
/// You will need to change `FavoritesEnvironment`, `favoritesReducer` and the favorites pullback in `appReducer`.
/// The root environment is the checkpoint's `AppEnvironment`, `(fileClient, nthPrime)`: don't add to it.
///
/// Check your work: `swift run Episode91 verify 92.2`. Stuck? `swift run Episode91 hint 92.2`.
enum Exercise92_2 {
  // MARK: Given (keep as they are: the check and the reference solution use them)

  /// The favorite primes screen: the list, and the alert it can now show.
  struct FavoritesState: Equatable {
    var alertNthPrime: PrimeAlert?
    var favoritePrimes: [Int]
  }

  enum FavoritesAction: Equatable {
    /// What the checkpoint's favorite primes screen already does: delete, save, load.
    case list(FavoritePrimesAction)
    case primeButtonTapped(Int)
    case nthPrimeResponse(n: Int, prime: Int?)
    case alertDismissButtonTapped
  }

  /// The app's state: one alert, shown by whichever screen asked for a prime.
  struct AppState: Equatable {
    var count = 0
    var favoritePrimes: [Int] = []
    var alertNthPrime: PrimeAlert?
    var isNthPrimeButtonDisabled = false
    var isPrimeModalShown = false

    var counterView: CounterViewState {
      get {
        CounterViewState(
          alertNthPrime: alertNthPrime, count: count, favoritePrimes: favoritePrimes,
          isNthPrimeButtonDisabled: isNthPrimeButtonDisabled, isPrimeModalShown: isPrimeModalShown)
      }
      set {
        (alertNthPrime, count, favoritePrimes) = (newValue.alertNthPrime, newValue.count, newValue.favoritePrimes)
        (isNthPrimeButtonDisabled, isPrimeModalShown) = (newValue.isNthPrimeButtonDisabled, newValue.isPrimeModalShown)
      }
    }

    var favorites: FavoritesState {
      get { FavoritesState(alertNthPrime: alertNthPrime, favoritePrimes: favoritePrimes) }
      set { (alertNthPrime, favoritePrimes) = (newValue.alertNthPrime, newValue.favoritePrimes) }
    }
  }

  enum AppAction: Equatable {
    case counterView(CounterViewAction)
    case favorites(FavoritesAction)
  }

  // MARK: Yours to finish

  /// What the favorite primes screen needs from the outside world. So far, only the file client.
  typealias FavoritesEnvironment = FileClient

  static func favoritesReducer(
    state: inout FavoritesState, action: FavoritesAction, environment: FavoritesEnvironment
  ) -> [Effect<FavoritesAction>] {
    switch action {
    case .list(let listAction):
      return favoritePrimesReducer(state: &state.favoritePrimes, action: listAction, environment: environment)
        .map { effect in effect.map(FavoritesAction.list) }

    case .primeButtonTapped, .nthPrimeResponse, .alertDismissButtonTapped:
      // The screen cannot ask for the nth prime yet.
      return []
    }
  }

  static var appReducer: Reducer<AppState, AppAction, AppEnvironment> {
    combine(
      pullback(
        counterViewReducer, value: \AppState.counterView, action: /AppAction.counterView,
        environment: { $0.nthPrime }),
      pullback(
        favoritesReducer, value: \AppState.favorites, action: /AppAction.favorites,
        environment: { $0.fileClient })
    )
  }
}
