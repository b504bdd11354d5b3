import Effect

/// Exercise 91.4 — the Store without the force cast.
///
/// This checkpoint's `Store` keeps its reducer as `Reducer<Value, Action, Any>` and its environment as `Any`, and
/// casts the environment back with `as!` on every action. Episode 91 notes the cast can go: inside the generic
/// `init`, the environment's type is still known, so the store can capture the environment there and keep a
/// reducer that needs no environment at all (`Void`).
///
/// Below is a small copy of the Store that already keeps `Reducer<Value, Action, Void>`. Finish its `init` so that
/// every action runs `reducer` with the `environment` the store was created with, and the effects it returns
/// come back to the store. (`send`, `view` and running effects are done.)
///
/// The check runs the store, then looks at what it keeps (with `Mirror`), not at how the source is spelled: a
/// stored `Reducer<Value, Action, Void>`, and the environment in no stored property at all. `Mirror` cannot see
/// inside a closure, so an `Any` captured there and cast back in it would slip past; the point is to need none.
///
/// Check your work: `swift run Episode91 verify 91.4`. Stuck? `swift run Episode91 hint 91.4`.
///
/// ## 한국어
///
/// 이 체크포인트의 `Store`는 리듀서를 `Reducer<Value, Action, Any>`로, 환경을 `Any`로 보관하고,
/// 액션마다 `as!`로 환경을 원래 타입으로 캐스트합니다. 에피소드 91은 이 캐스트를 없앨 수 있다고
/// 짚습니다. 제네릭 `init` 안에서는 환경의 타입을 아직 알고 있으니, 스토어가 거기서 환경을 캡처하고
/// 환경이 전혀 필요 없는(`Void`) 리듀서를 보관하면 됩니다.
///
/// 아래는 이미 `Reducer<Value, Action, Void>`를 보관하는 작은 Store 사본입니다. 모든 액션이 스토어를
/// 만들 때 받은 `environment`로 `reducer`를 실행하고, 리듀서가 반환한 이펙트가 스토어로 돌아오도록
/// `init`을 완성하세요. (`send`, `view`, 이펙트 실행은 이미 되어 있습니다.)
///
/// 검사는 스토어를 실행한 다음, 소스를 어떻게 썼는지가 아니라 스토어가 무엇을 보관하는지를
/// (`Mirror`로) 봅니다. 저장된 `Reducer<Value, Action, Void>`가 있어야 하고, 환경은 어느 저장
/// 프로퍼티에도 없어야 합니다. `Mirror`는 클로저 안을 볼 수 없으므로, 클로저가 캡처한 `Any`를 그 안에서
/// 되돌려 캐스트하면 검사를 빠져나갈 수 있습니다. 요점은 캐스트할 `Any`가 아예 필요 없게 하는 것입니다.
///
/// 검사하기: `swift run Episode91 verify 91.4`. 막히면 힌트: `swift run Episode91 hint 91.4`.
enum Exercise91_4 {
  @MainActor
  final class Store<Value, Action: Sendable> {
    private let reducer: Reducer<Value, Action, Void>
    private(set) var value: Value {
      didSet { observers.forEach { $0(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init<Environment>(
      initialValue: Value,
      reducer: @escaping Reducer<Value, Action, Environment>,
      environment: Environment
    ) {
      self.value = initialValue
      // The store keeps a reducer with no environment; it does not use `reducer` or `environment` yet.
      self.reducer = { _, _, _ in [] }
    }

    func send(_ action: Action) {
      var value = self.value
      let effects = reducer(&value, action, ())
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
      let localStore = Store<LocalValue, LocalAction>(
        initialValue: toLocalValue(value),
        reducer: { localValue, localAction, _ in
          self.send(toGlobalAction(localAction))
          localValue = toLocalValue(self.value)
          return []
        },
        environment: ()
      )
      observers.append { [weak localStore] newValue in localStore?.value = toLocalValue(newValue) }
      return localStore
    }
  }
}
