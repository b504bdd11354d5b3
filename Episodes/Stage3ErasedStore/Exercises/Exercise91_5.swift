import Effect

/// Exercise 91.5 — a Store that holds a plain reducer.
///
/// After 91.4 the store keeps a `Reducer<Value, Action, Void>`. Episode 91's fifth exercise points out that a
/// `Void` environment is no environment at all, so the store can hold the simplest thing that works:
/// `(inout Value, Action) -> [Effect<Action>]`.
///
/// Below is a small copy of the Store that already stores that type. Finish it:
/// - `init` must run `reducer` with `environment` for every action (the effects come back to the store; `send`
///   already does that part);
/// - `view` must return a store whose actions go to this store (as `toGlobalAction(localAction)`) and whose value
///   follows this store's value, projected with `toLocalValue`, whenever it changes.
///
/// `view` can build its child with the generic `init` and `()` for the environment, or you can give the Store a
/// second, private `init` that takes a plain reducer (the reference solution does; no episode shows one).
///
/// The check runs the store, then looks at what it keeps (with `Mirror`), not at how the source is spelled or
/// laid out: a stored reducer of type `(inout Value, Action) -> [Effect<Action>]`, and the environment in no
/// stored property at all.
///
/// Check your work: `swift run Episode91 verify 91.5`. Stuck? `swift run Episode91 hint 91.5`.
///
/// ## 한국어
///
/// 91.4를 마치면 스토어는 `Reducer<Value, Action, Void>`를 보관합니다. 에피소드 91의 다섯 번째 연습
/// 문제가 짚듯이 `Void` 환경은 환경이 아예 없는 것과 같으므로, 스토어는 동작하는 가장 단순한 형태를
/// 보관할 수 있습니다: `(inout Value, Action) -> [Effect<Action>]`.
///
/// 아래는 그 타입을 이미 저장하는 작은 Store 사본입니다. 다음을 완성하세요:
/// - `init`은 액션마다 `environment`로 `reducer`를 실행해야 합니다(이펙트가 스토어로 돌아오는 부분은
///   `send`가 이미 처리합니다).
/// - `view`는 스토어를 반환해야 합니다. 그 스토어의 액션은 (`toGlobalAction(localAction)`으로) 이
///   스토어로 가고, 그 값은 이 스토어의 값이 바뀔 때마다 `toLocalValue`로 투영되어 따라가야 합니다.
///
/// `view`는 제네릭 `init`에 환경으로 `()`를 넘겨 자식을 만들 수도 있고, 평범한 리듀서를 받는 두 번째
/// private `init`을 Store에 추가할 수도 있습니다(참고 답안이 그렇게 합니다. 에피소드에는 이런
/// `init`이 나오지 않습니다).
///
/// 검사는 스토어를 실행한 다음, 소스를 어떻게 쓰고 배치했는지가 아니라 스토어가 무엇을 보관하는지를
/// (`Mirror`로) 봅니다. `(inout Value, Action) -> [Effect<Action>]` 타입의 리듀서가 저장되어 있어야
/// 하고, 환경은 어느 저장 프로퍼티에도 없어야 합니다.
///
/// 검사하기: `swift run Episode91 verify 91.5`. 막히면 힌트: `swift run Episode91 hint 91.5`.
enum Exercise91_5 {
  @MainActor
  final class Store<Value, Action: Sendable> {
    private let reducer: (inout Value, Action) -> [Effect<Action>]
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    /// Called with every new value; `view` can register one to keep its child up to date.
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value,
      reducer: @escaping Reducer<Value, Action, Environment>,
      environment: Environment
    ) {
      self.value = initialValue
      // The store does not use `reducer` or `environment` yet.
      self.reducer = { _, _ in [] }
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action)
      self.value = value
      for effect in effects {
        // Test doubles deliver at once, on the main actor that is running `send`.
        effect.run(receiveOutput: { action in MainActor.assumeIsolated { self.send(action) } })
      }
    }

    /// A store for one screen: it shows a projection of this store's value and sends its actions here.
    func view<LocalValue, LocalAction>(
      value toLocalValue: @escaping (Value) -> LocalValue,
      action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> Store<LocalValue, LocalAction> {
      // A child that starts with the right value, but neither forwards its actions nor follows this store yet.
      Store<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { (_: inout LocalValue, _: LocalAction, _: Void) in [] },
        environment: ()
      )
    }
  }
}
