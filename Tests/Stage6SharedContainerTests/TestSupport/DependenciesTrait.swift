import Testing

@testable import Stage6SharedContainer

/// What every suite of this target's own tests is marked with:
/// `@Suite(.serialized, .restoresDependencies)`. (6.1's suite is only `.serialized`: its checks
/// write an entry of their own, which no other test reads.)
///
/// `.serialized` because an override is global: two tests running side by side would each see what
/// the other wrote. It only orders the tests of one suite, and suites still run side by side, so
/// this trait also makes each test wait until no other test that carries it is running. After the
/// test, it puts back every entry of `Dependencies` and `SharedStores` as the test found it:
/// otherwise what one test wrote would stay for every later test, and for the app when a test runs
/// the program in-process. Puredux does neither for us, and a container cannot list its entries, so
/// `Entries` lists them by hand: add each new entry there.
struct RestoresDependenciesTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  /// One scope per test case; none around a whole suite, whose tests each get their own.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> RestoresDependenciesTrait? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    await oneTestAtATime.start()
    var failure: (any Error)?
    do {
      try await restoringEntries(function)
    } catch {
      failure = error
    }
    await oneTestAtATime.finish()
    if let failure { throw failure }
  }
}

/// Runs `body`, then puts every entry of both containers back as `body` found it, even when it
/// throws.
func restoringEntries(_ body: () async throws -> Void) async throws {
  let entries = await Entries()
  do {
    try await body()
  } catch {
    await entries.restore()
    throw error
  }
  await entries.restore()
}

extension Trait where Self == RestoresDependenciesTrait {
  static var restoresDependencies: RestoresDependenciesTrait { RestoresDependenciesTrait() }
}

/// The value of every entry of both containers at one moment.
@MainActor
private struct Entries {
  let nthPrime = Dependencies[\.nthPrime]
  let fileClient = Dependencies[\.fileClient]
  let date = Dependencies[\.date]
  let root = SharedStores[\.root]

  func restore() {
    Dependencies[\.nthPrime] = nthPrime
    Dependencies[\.fileClient] = fileClient
    Dependencies[\.date] = date
    SharedStores[\.root] = root
  }
}

private let oneTestAtATime = OneTestAtATime()

/// Lets one test run at a time, whichever suite it belongs to; the others wait for their turn, in
/// order.
///
/// Swift Testing's own way is simpler: nest every suite in one `@Suite(.serialized)` parent, whose
/// sub-suites then run one after another too. This actor keeps each suite a type of its own, named
/// and placed as checkpoint 5 has it, at the price of these lines.
private actor OneTestAtATime {
  private var isRunning = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func start() async {
    guard isRunning else {
      isRunning = true
      return
    }
    await withCheckedContinuation { continuation in waiting.append(continuation) }
  }

  /// Hands the turn to the test that has waited longest, if any.
  func finish() {
    guard !waiting.isEmpty else {
      isRunning = false
      return
    }
    waiting.removeFirst().resume()
  }
}
