import PrimeTimeDomain
import Testing

@testable import PrimeTimeTerminal
@testable import Stage6SharedContainer

/// Store injection, kept apart from the dependencies: the terminal obtains the state-owning root
/// store the entry point registered in `SharedStores`.
@Suite(.serialized, .restoresDependencies)
@MainActor
struct SharedStoresTests {
  @Test func theTerminalObtainsTheRegisteredRootStore() {
    let root = StateStore(initialValue: AppState(count: 3), reducer: appReducer)
    SharedStores[\.root] = root

    #expect(StoreOf[\.root] === root)
    @StoreOf(\.root) var store: StateStore<AppState, AppAction>
    #expect(store === root)
  }

  /// Running the program registers the store it built from its options, which is the one it ran the
  /// script on.
  @Test func theEntryPointRegistersTheRootStore() async {
    let console = TestConsole()

    let status = await runPrimeTime(
      arguments: ["--count", "3", "--script", "incr"], console: console.console,
      environment: ["PRIMETIME_DATA_DIR": "/nonexistent-primetime-data"],
      programName: programName, startApp: startPrimeTime,
      answerProbe: PrimeTimeProbes.answer(probeNamed:write:writeError:),
      answerCheck: YourStubs.answer(checkNamed:write:writeError:))

    #expect(status == 0)
    #expect(StoreOf[\.root].value.count == 4)
  }

  /// A scoped store is a plain `Store`, never a `StateStore`, so
  /// `SharedStores[\.root] = root.view(…)` does not compile, and no entry can hold one.
  @Test func aScopedStoreIsNotAStateStore() {
    let root = StateStore(initialValue: AppState(), reducer: appReducer)
    let counterView = root.view(value: { $0.counterView }, action: { .counterView($0) })

    #expect(!(counterView is StateStore<CounterViewState, CounterViewAction>))
    #expect(String(describing: type(of: root)) == "StateStore<AppState, AppAction>")
    #expect(
      String(describing: type(of: counterView)) == "Store<CounterViewState, CounterViewAction>")
  }

  /// The entry's declared store: the app at its start, for whoever reads it before the entry point
  /// registers one.
  @Test func theRootEntryIsDeclaredWithTheAppAtItsStart() {
    #expect(StoreOf[\.root].value == AppState())
  }
}
