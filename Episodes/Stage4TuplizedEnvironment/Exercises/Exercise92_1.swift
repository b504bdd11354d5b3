import CasePaths
import Effect
import PrimeTimeDomain

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
///
/// ## 한국어
///
/// 에피소드 93은 튜플 환경(tuplized environment)으로 무엇을 얻는지 보여 줍니다. 하나의 기능을
/// 서로 다른 의존성으로 두 번 쓰는 것입니다. 앱에 오프라인으로 동작하는 두 번째 카운터 화면이
/// 생깁니다. 같은 상태 위의 같은 카운터 기능이지만, Wolfram Alpha에 묻는 대신 이 컴퓨터에서 직접
/// 소수를 셉니다(`offlineNthPrime`).
///
/// 아래에서 `Action`에는 카운터마다 케이스가 하나씩 있고, `Environment`에는 n번째 소수를 찾는 두
/// 방법이 모두 들어 있습니다. `.online` 액션은 `nthPrime`으로, `.offline` 액션은
/// `offlineNthPrime`으로 같은 카운터 기능을 실행하도록 `reducer`를 완성하세요. 체크포인트의
/// `counterViewReducer`를 복사하지 말고 재사용하세요.
///
/// `Action`과 `Environment`는 그대로 두세요. 검사 코드가 이 둘을 직접 만듭니다.
///
/// 검사하기: `swift run Episode91 verify 92.1`. 막히면 힌트: `swift run Episode91 hint 92.1`.
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
