import CasePaths
import Effect
import Foundation
import PrimeTimeDomain

/// Exercise 91.1 — the app on the three-argument reducer, one piece at a time.
///
/// Episode 91 gives the reducer its environment along with the value and the action, `(inout Value, Action,
/// Environment) -> [Effect<Action>]`, and updates `combine`, `pullback` and the Store, but stops with only the
/// architecture module compiling. Getting the whole app to compile is its first exercise; episode 92 does it.
///
/// Port three pieces of this checkpoint, where everything still reads a global `Current`, to the new shape:
/// - `combine`: run every reducer on the value, in order, with the same environment, and keep all their effects;
/// - `pullback`: the checkpoint's, plus an `environment` function that picks the local reducer's environment
///   out of the global one;
/// - `favoritePrimesReducer`: the checkpoint's, which reads `FavoritePrimes.Current`; make it use the
///   `environment` it is handed, and nothing global.
///
/// The check runs each piece on small values and counts which file client the reducer talks to. Checkpoint 2 is
/// the whole answer, for every feature, the app and the tests: `swift run Episode91 diff 1 2`.
///
/// Check your work: `swift run Episode91 verify 91.1`. Stuck? `swift run Episode91 hint 91.1`.
///
/// ## 한국어
///
/// 에피소드 91은 리듀서에 값과 액션뿐 아니라 환경(environment)도 넘깁니다:
/// `(inout Value, Action, Environment) -> [Effect<Action>]`. 그에 맞춰 `combine`, `pullback`, Store를
/// 고치지만, 아키텍처 모듈만 컴파일되는 데서 멈춥니다. 앱 전체를 컴파일되게 만드는 것은 이 에피소드의
/// 첫 번째 연습 문제로 남고, 에피소드 92에서 해결합니다.
///
/// 이 체크포인트에서는 모든 코드가 아직 전역 `Current`를 읽습니다. 그중 세 부분을 새 형태로 옮기세요:
/// - `combine`: 모든 리듀서를 같은 환경과 함께 순서대로 값에 실행하고, 그 이펙트를 모두 모아 둡니다.
/// - `pullback`: 체크포인트의 것에, 전역 환경에서 로컬 리듀서의 환경을 골라내는 `environment` 함수를
///   더합니다.
/// - `favoritePrimesReducer`: 체크포인트의 것은 `FavoritePrimes.Current`를 읽습니다. 전역은 전혀 쓰지
///   말고 넘겨받은 `environment`만 쓰게 바꾸세요.
///
/// 검사는 각 부분을 작은 값으로 실행해 보고, 리듀서가 어느 파일 클라이언트를 호출하는지 셉니다. 모든
/// 기능과 앱, 테스트까지 포함한 전체 답은 체크포인트 2입니다: `swift run Episode91 diff 1 2`.
///
/// 검사하기: `swift run Episode91 verify 91.1`. 막히면 힌트: `swift run Episode91 hint 91.1`.
enum Exercise91_1 {
  typealias Reducer<Value, Action: Sendable, Environment> = (inout Value, Action, Environment) -> [Effect<Action>]

  static func combine<Value, Action, Environment>(
    _ reducers: Reducer<Value, Action, Environment>...
  ) -> Reducer<Value, Action, Environment> {
    // Runs none of the reducers yet.
    return { _, _, _ in [] }
  }

  static func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction, LocalEnvironment, GlobalEnvironment>(
    _ reducer: @escaping Reducer<LocalValue, LocalAction, LocalEnvironment>,
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: CasePath<GlobalAction, LocalAction>,
    environment: @escaping (GlobalEnvironment) -> LocalEnvironment
  ) -> Reducer<GlobalValue, GlobalAction, GlobalEnvironment> {
    // Runs nothing yet.
    return { _, _, _ in [] }
  }

  /// The checkpoint's reducer with the new signature; its body still reads `FavoritePrimes.Current`.
  static func favoritePrimesReducer(
    state: inout [Int],
    action: FavoritePrimesAction,
    environment: FavoritePrimesEnvironment
  ) -> [Effect<FavoritePrimesAction>] {
    switch action {
    case .deleteFavoritePrimes(let indexSet):
      for index in indexSet.reversed() {
        state.remove(at: index)
      }
      return []

    case .loadedFavoritePrimes(let favoritePrimes):
      state = favoritePrimes
      return []

    case .saveButtonTapped:
      return [
        FavoritePrimes.Current.fileClient
          .save("favorite-primes.json", try! JSONEncoder().encode(state))
          .fireAndForget()
      ]

    case .loadButtonTapped:
      return [
        FavoritePrimes.Current.fileClient.load("favorite-primes.json")
          .compactMap { data in data.flatMap { try? JSONDecoder().decode([Int].self, from: $0) } }
          .map(FavoritePrimesAction.loadedFavoritePrimes)
      ]
    }
  }
}
