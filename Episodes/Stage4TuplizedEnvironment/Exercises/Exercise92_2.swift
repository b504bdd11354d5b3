import CasePaths
import Effect
import PrimeTimeDomain

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
///
/// ## 한국어
///
/// 에피소드 93에서는 즐겨찾기 소수 화면이 목록에 있는 어떤 소수에 대해서든 "n번째 소수는 무엇인가?"를
/// 묻고, 그 답을 카운터와 같은 얼럿(alert)으로 보여 줍니다. 이제 이 기능에는 파일 클라이언트와
/// `nthPrime`, 두 의존성이 필요하고, 카운터에도 `nthPrime`이 필요합니다. 튜플 환경에서는
/// 루트가 각 의존성을 한 번만 가지고, 각 `pullback`이 자기 기능이 쓰는 것을 고릅니다. 두 기능은 똑같은
/// `nthPrime`을 받습니다.
///
/// 아래 앱에는 새 화면의 상태와 액션이 이미 있습니다("Given" 아래). 화면이 동작하게 만드세요:
/// - `.primeButtonTapped(n)`은 환경의 `nthPrime`에 `n`을 물어 `.nthPrimeResponse(n:prime:)` 액션을
///   전달합니다.
/// - `.nthPrimeResponse`는 소수가 돌아왔을 때 얼럿을 보여 주고, `.alertDismissButtonTapped`는 얼럿을
///   숨깁니다.
/// - `.list` 액션은 전처럼 동작합니다(파일 클라이언트를 통한 저장, 불러오기, 삭제).
///
/// `FavoritesEnvironment`, `favoritesReducer`, 그리고 `appReducer` 안의 즐겨찾기 `pullback`을 바꿔야
/// 합니다. 루트 환경은 체크포인트의 `AppEnvironment`, 즉 `(fileClient, nthPrime)`입니다. 여기에
/// 아무것도 추가하지 마세요.
///
/// 검사하기: `swift run Episode91 verify 92.2`. 막히면 힌트: `swift run Episode91 hint 92.2`.
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
