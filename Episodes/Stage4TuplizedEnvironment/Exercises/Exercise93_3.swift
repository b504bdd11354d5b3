import Effect
import Foundation
import PrimeTimeDomain

/// Exercise 93.3 — the activity feed's date, from the environment.
///
/// The checkpoint's `activityFeed` stamps every entry with `Date()`, as episode 93's own does. A test cannot know
/// that date in advance, so it cannot state what the feed should hold, and the app cannot be replayed at a given
/// moment. The episode leaves the fix to this exercise: make the date a dependency like any other, a function in
/// the environment that returns "now".
///
/// `Environment` below is the app's environment with a `date` added, and `activityFeed` is the checkpoint's, moved
/// onto it: it still calls `Date()`. Unlike episode 93's app, whose environment also holds `offlineNthPrime` and
/// whose feed also handles the offline counter's actions, this checkpoint's app has neither, so `Environment` is
/// `(fileClient:, nthPrime:)` plus `date`. Make every entry use `environment.date()` instead, and keep everything
/// else as it is: entries are recorded before the wrapped reducer runs (so a deleted prime is looked up before it
/// goes), and the wrapped reducer still gets every action. The check sends every action the feed records (save, remove,
/// delete) and some it does not, each at its own moment, and compares every entry.
///
/// Check your work: `swift run Episode91 verify 93.3`. Stuck? `swift run Episode91 hint 93.3`.
///
/// ## 한국어
///
/// 체크포인트의 `activityFeed`는 에피소드 93의 것과 마찬가지로 모든 항목에 `Date()`로 시각을
/// 찍습니다. 테스트는 그 날짜를 미리 알 수 없으니 피드에 무엇이 들어 있어야 하는지 적을 수 없고, 앱을
/// 특정 시각으로 다시 재생할 수도 없습니다. 에피소드는 이 문제의 해결을 이 연습 문제로 남깁니다.
/// 날짜를 다른 의존성과 똑같이, "지금"을 반환하는 환경 속 함수로 만드세요.
///
/// 아래 `Environment`는 앱의 환경에 `date`를 더한 것이고, `activityFeed`는 체크포인트의 것을 이
/// 환경으로 옮긴 것이라 아직 `Date()`를 호출합니다. 에피소드 93의 앱은 환경에 `offlineNthPrime`도
/// 있고 피드가 오프라인 카운터의 액션도 다루지만, 이 체크포인트의 앱에는 둘 다 없습니다. 그래서
/// `Environment`는 `(fileClient:, nthPrime:)`에 `date`를 더한 것입니다. 모든 항목이 대신
/// `environment.date()`를 쓰게 하고, 나머지는 그대로 두세요. 항목은 감싼 리듀서가 실행되기 전에
/// 기록되고(그래서 삭제되는 소수를 없어지기 전에 찾을 수 있습니다), 감싼 리듀서는 여전히 모든 액션을
/// 받습니다. 검사는 피드가 기록하는 모든 액션(저장, 제거, 삭제)과 기록하지 않는 액션 몇 개를 각기 다른
/// 시각에 보내고, 모든 항목을 비교합니다.
///
/// 검사하기: `swift run Episode91 verify 93.3`. 막히면 힌트: `swift run Episode91 hint 93.3`.
enum Exercise93_3 {
  typealias Environment = (
    fileClient: FileClient,
    nthPrime: (Int) -> Effect<Int?>,
    date: () -> Date
  )

  static func activityFeed(
    _ reducer: @escaping Reducer<AppState, AppAction, Environment>
  ) -> Reducer<AppState, AppAction, Environment> {
    return { state, action, environment in
      switch action {
      case .counterView(.counter),
        .favoritePrimes(.loadedFavoritePrimes),
        .favoritePrimes(.loadButtonTapped),
        .favoritePrimes(.saveButtonTapped):
        break

      case .counterView(.primeModal(.saveFavoritePrimeTapped)):
        state.activityFeed.append(.init(timestamp: Date(), type: .addedFavoritePrime(state.count)))

      case .counterView(.primeModal(.removeFavoritePrimeTapped)):
        state.activityFeed.append(.init(timestamp: Date(), type: .removedFavoritePrime(state.count)))

      case .favoritePrimes(.deleteFavoritePrimes(let indexSet)):
        for index in indexSet {
          state.activityFeed.append(
            .init(timestamp: Date(), type: .removedFavoritePrime(state.favoritePrimes[index])))
        }
      }
      return reducer(&state, action, environment)
    }
  }

  /// The checkpoint's `appReducer` on the bigger environment: it gets the two dependencies it knows about.
  static var appReducer: Reducer<AppState, AppAction, Environment> {
    return { state, action, environment in
      Stage4TuplizedEnvironment.appReducer(
        &state, action, (fileClient: environment.fileClient, nthPrime: environment.nthPrime))
    }
  }
}
