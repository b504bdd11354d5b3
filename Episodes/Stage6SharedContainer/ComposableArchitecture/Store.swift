import Effect
import Foundation

/// Holds the app's value, runs the reducer for every action, and runs the effects the reducer
/// returns, feeding their actions back in.
///
/// It is not `final`: `StateStore`, the only kind of store `SharedStores` accepts, is a `Store`
/// that owns its value.
///
/// The store lives on the main actor, the way the episode's store lives on the main thread for
/// SwiftUI. Effects must deliver on the main queue; the live dependencies do that with
/// `.receive(on: DispatchQueue.main)`.
@MainActor
class Store<Value, Action: Sendable> {
  private let reducer: Reducer<Value, Action>
  private(set) var value: Value {
    didSet { valueObservers.forEach { observer in observer(value) } }
  }
  /// Keeps every running effect alive until it completes, like the episode's `effectCancellables`.
  private var effectCancellables: [Int: any Cancellable] = [:]
  private var nextEffectID = 0
  private var valueObservers: [(Value) -> Void] = []
  private var idleContinuations: [CheckedContinuation<Void, Never>] = []

  init(initialValue: Value, reducer: @escaping Reducer<Value, Action>) {
    self.value = initialValue
    self.reducer = reducer
  }

  func send(_ action: Action) {
    // Unlike the episode's `send`, the reducer mutates a copy: observers see the value once it is
    // done.
    var value = self.value
    let effects = reducer(&value, action)
    self.value = value
    effects.forEach(run)
  }

  /// A store for one screen: it shows a projection of this store's value and sends its actions
  /// here.
  func view<LocalValue, LocalAction>(
    value toLocalValue: @escaping (Value) -> LocalValue,
    action toGlobalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalValue, LocalAction> {
    let localStore = Store<LocalValue, LocalAction>(
      initialValue: toLocalValue(value),
      reducer: { localValue, localAction in
        self.send(toGlobalAction(localAction))
        localValue = toLocalValue(self.value)
        return []
      }
    )
    valueObservers.append { [weak localStore] newValue in
      localStore?.value = toLocalValue(newValue)
    }
    return localStore
  }

  /// Resumes once no effect is running.
  ///
  /// The episode's store has nothing like it: SwiftUI redraws whenever the value changes and never
  /// waits. The terminal reads a command, lets everything it started finish, and only then draws
  /// the screen and reads the next command, so it needs to know when the store has gone quiet.
  func waitUntilIdle() async {
    guard !effectCancellables.isEmpty else { return }
    await withCheckedContinuation { continuation in
      idleContinuations.append(continuation)
    }
  }

  private func run(_ effect: Effect<Action>) {
    let id = nextEffectID
    nextEffectID += 1
    let didComplete = LockIsolated(false)
    let cancellable = effect.run(
      receiveOutput: { [weak self] action in
        Self.onMainActor { self?.send(action) }
      },
      receiveCompletion: { [weak self] in
        didComplete.withValue { $0 = true }
        Self.onMainActor { self?.effectDidComplete(id) }
      }
    )
    if !didComplete.value {
      effectCancellables[id] = cancellable
    }
  }

  private func effectDidComplete(_ id: Int) {
    effectCancellables[id] = nil
    guard effectCancellables.isEmpty else { return }
    let continuations = idleContinuations
    idleContinuations = []
    continuations.forEach { $0.resume() }
  }

  /// Hands an effect's delivery to the store, which only ever runs on the main actor.
  private nonisolated static func onMainActor(_ body: @MainActor () -> Void) {
    precondition(
      DispatchQueue.getSpecific(key: mainQueueKey) != nil,
      """
      An effect delivered to the Store off the main queue. Deliver on the main queue, \
      e.g. with `.receive(on: DispatchQueue.main)`, as the live dependencies do.
      """
    )
    MainActor.assumeIsolated(body)
  }
}

/// Marks the main queue, to tell whether code runs on it.
///
/// `Thread.isMainThread` cannot: once the program waits in `dispatchMain()`, as a command-line
/// program does, the main queue (and with it the main actor) runs on whichever thread Dispatch
/// picks.
private let mainQueueKey: DispatchSpecificKey<Void> = {
  let key = DispatchSpecificKey<Void>()
  DispatchQueue.main.setSpecific(key: key, value: ())
  return key
}()
