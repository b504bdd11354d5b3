import Effect
import Foundation
import PrimeTimeTerminal

/// `--probe <name>`: the checkpoint measures, with its own architecture, one of the problems episodes 91–93 set
/// out to solve, and prints the answer as one JSON object for `Episode91 compare`. The protocol (fields,
/// outcomes, exit codes) is Episode91's `ProbeReport.swift`.
///
/// Every probe runs on doubles: none touches the network or your favorites.
///
/// - Returns: 0 with the answer on standard output, or 2 with nothing on it when `name` is not a probe.
@MainActor
func runProbe(named name: String, console: Console) async -> Int32 {
  guard let probe = ProbeName(rawValue: name) else {
    let names = ProbeName.allCases.map(\.rawValue).joined(separator: ", ")
    console.writeError("Unknown probe \"\(name)\". The probes are \(names).\n")
    return 2
  }
  let report: ProbeReport
  switch probe {
  case .mockEverything: report = await mockEverythingProbe()
  case .twoCounters: report = twoCountersProbe()
  case .sharedDependency: report = sharedDependencyProbe()
  case .storeType: report = storeTypeProbe()
  case .overrideIsolation: report = await overrideIsolationProbe()
  case .readCost: report = readCostProbe()
  }
  console.write(report.json)
  return 0
}

/// Written by hand rather than read from the module's name: Episode91 checks it, which catches a probe file
/// copied into the next checkpoint and not yet rewritten for it.
private let stageNumber = 5

private enum ProbeName: String, CaseIterable {
  case mockEverything = "mock-everything"
  case twoCounters = "two-counters"
  case sharedDependency = "shared-dependency"
  case storeType = "store-type"
  case overrideIsolation = "override-isolation"
  case readCost = "read-cost"
}

// MARK: - The probes, written the way this stage writes features and tests

/// The app's integration test with a double for `nthPrime` only, run as a test runs it: in the test context,
/// with a reporter that collects what it reports. The file client it forgot is reported, and nothing live runs.
@MainActor
private func mockEverythingProbe() async -> ProbeReport {
  // A tripwire: the live file client saves here, in the empty folder the probe runs in.
  let liveFile = URL(fileURLWithPath: "PrimeTimeData/favorite-primes.json")
  let liveFileExisted = FileManager.default.fileExists(atPath: liveFile.path)
  let reported = LockIsolated<[String]>([])
  let collecting = IssueReporter { message, _ in reported.withValue { $0.append(message) } }

  let store = withDependencies {
    $0.context = .test
    // The one dependency this test remembers.
    $0.nthPrime = { _ in .sync { 17 } }
  } operation: {
    Store(initialValue: AppState(count: 4), reducer: appReducer)
  }
  await IssueReporter.$current.withValue(collecting) {
    for action in integrationScenario {
      store.send(action)
      await store.waitUntilIdle()
    }
  }

  if !liveFileExisted && FileManager.default.fileExists(atPath: liveFile.path) {
    return ProbeReport(
      probe: .mockEverything, outcome: "live-reached", cell: "live file written",
      detail: "Only nthPrime was overridden, and the live file client wrote favorite-primes.json.", good: false)
  }
  guard let message = reported.value.first else {
    return ProbeReport(
      probe: .mockEverything, outcome: "not-reached", cell: "nothing reported",
      detail: "Only nthPrime was overridden, and the scenario neither reached a live dependency nor reported one.")
  }
  let firstSentence = message.components(separatedBy: ". ")[0]
  return ProbeReport(
    probe: .mockEverything, outcome: "reported", cell: "reported \(dependencyName(in: message))",
    detail: "Only nthPrime was overridden; the test context recorded \"\(firstSentence).\" and nothing live ran.",
    good: true)
}

/// `fileClient` in "@Dependency(\\.fileClient) has no test implementation…".
private func dependencyName(in message: String) -> String {
  let afterKeyPath = message.drop { $0 != "." }.dropFirst()
  return String(afterKeyPath.prefix { $0 != ")" })
}

/// Two counter stores, one created in a scope with the online `nthPrime` and one with the offline one, each
/// asked for the 7th prime after its scope has ended.
@MainActor
private func twoCountersProbe() -> ProbeReport {
  let calls = LockIsolated<[String]>([])

  let onlineStore = withDependencies {
    $0.nthPrime = namedNthPrime("online", calls: calls)
  } operation: {
    Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
  }
  let offlineStore = withDependencies {
    $0.nthPrime = namedNthPrime("offline", calls: calls)
  } operation: {
    Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
  }

  onlineStore.send(.counter(.nthPrimeButtonTapped))
  offlineStore.send(.counter(.nthPrimeButtonTapped))
  return twoCountersReport(reached: calls.value, via: "the dependencies its store was created with")
}

/// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. Each
/// declares it where it uses it, so the root holds and passes nothing; one registration reaches both.
private func sharedDependencyProbe() -> ProbeReport {
  let calls = LockIsolated<[String]>([])
  let registration = withDependencies {
    $0.nthPrime = namedNthPrime("registered", calls: calls)
  } operation: {
    withEscapedDependencies { dependencies in dependencies }
  }
  registration.yield {
    var counter = CounterViewState(count: 7)
    var favoritePrimes: [Int] = []
    _ = counterViewReducer(&counter, .counter(.nthPrimeButtonTapped)).map(runToEnd)
    _ = favoritePrimesAskingReducer(state: &favoritePrimes, action: .nthPrimeButtonTapped(n: 7)).map(runToEnd)
  }
  let registered = nthPrimeCount(in: registration)
  guard calls.value.count == 2 else {
    return ProbeReport(
      probe: .sharedDependency, outcome: "not-reached", cell: "no answer",
      detail: "With nthPrime registered once, \(calls.value.count) of the 2 features reached it.")
  }
  return ProbeReport(
    probe: .sharedDependency, outcome: "declared", cell: "declared, \(registered) registered",
    detail: "The root holds and passes no nthPrime (0): the counter and favorite primes each declare "
      + "@Dependency(\\.nthPrime), and the \(registered) registered value reached both.",
    good: true)
}

/// Favorite primes as episode 92's second exercise grows it, asking for the nth prime too. The checkpoint's own
/// feature does not, so the probe declares the grown feature's reducer the way this stage would.
private func favoritePrimesAskingReducer(
  state: inout [Int],
  action: FavoritePrimesAskingAction
) -> [Effect<FavoritePrimesAskingAction>] {
  @Dependency(\.nthPrime) var nthPrime
  switch action {
  case .nthPrimeButtonTapped(let n):
    return [nthPrime(n).map(FavoritePrimesAskingAction.nthPrimeResponse)]
  case .nthPrimeResponse:
    return []
  }
}

private enum FavoritePrimesAskingAction {
  case nthPrimeButtonTapped(n: Int)
  case nthPrimeResponse(Int?)
}

/// The root store, built as the entry point builds it but with doubles (not run).
@MainActor
private func storeTypeProbe() -> ProbeReport {
  let store = withDependencies {
    $0.fileClient = .mock
    $0.nthPrime = { _ in .sync { 17 } }
  } operation: {
    Store(initialValue: AppState(), reducer: appReducer)
  }
  return storeTypeReport(store)
}

/// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
private func overrideIsolationProbe() async -> ProbeReport {
  let calls = LockIsolated<[String]>([])
  let turns = Turns()
  async let readByA = overrideThenRead("A", overrideTurn: 0, readTurn: 2, turns: turns, calls: calls)
  async let readByB = overrideThenRead("B", overrideTurn: 1, readTurn: 3, turns: turns, calls: calls)
  return overrideIsolationReport(readByA: await readByA, readByB: await readByB, via: "withDependencies")
}

/// One task of `overrideIsolationProbe`: overrides on its first turn, reads on its second.
private func overrideThenRead(
  _ name: String, overrideTurn: Int, readTurn: Int, turns: Turns, calls: LockIsolated<[String]>
) async -> String {
  await turns.wait(for: overrideTurn)
  return await withDependencies {
    $0.nthPrime = namedNthPrime(name, calls: calls)
  } operation: {
    await turns.finish(overrideTurn)

    await turns.wait(for: readTurn)
    @Dependency(\.nthPrime) var nthPrime
    _ = runToEnd(nthPrime(7))
    await turns.finish(readTurn)
    return calls.value.last ?? "nobody"
  }
}

/// What reading `nthPrime` costs where the counter's reducer reads it: `@Dependency(\.nthPrime)`, in the scope
/// the entry point sets up for the root store.
///
/// Then, in `reads`, what a read costs in each situation `@Dependency`'s merge meets, declared and read at once
/// as a reducer does, or read from a `@Dependency` a feature already holds.
private func readCostProbe() -> ProbeReport {
  let nanoseconds = withDependencies {
    $0.fileClient = .mock
    $0.nthPrime = { _ in .sync { 17 } }
  } operation: {
    @Dependency(\.nthPrime) var held
    let heldValue = held
    return nanosecondsPerRead(
      reading: {
        @Dependency(\.nthPrime) var nthPrime
        keep(nthPrime)
      },
      holding: { keep(heldValue) })
  }
  return readCostReport(nanoseconds, reading: "@Dependency(\\.nthPrime)", reads: readCostsBySituation())
}

/// The nanoseconds of one read of `nthPrime`, by situation.
private func readCostsBySituation() -> [String: Double] {
  let double: @Sendable (Int) -> Effect<Int?> = { _ in .sync { 17 } }
  func cost(_ read: () -> Void) -> Double {
    // Many short rounds: on a busy machine, some of them run uninterrupted.
    nanosecondsPerRead(reading: read, holding: { keep(double) }, rounds: 50, readsPerRound: 1_000)
  }
  func declaredAndRead() -> Double {
    cost {
      @Dependency(\.nthPrime) var nthPrime
      keep(nthPrime)
    }
  }
  func held(_ dependency: Dependency<@Sendable (Int) -> Effect<Int?>>) -> Double {
    cost { keep(dependency.wrappedValue) }
  }

  let createdWithDefaults = Dependency(\.nthPrime)
  let createdInOverride = withDependencies {
    $0.nthPrime = double
  } operation: {
    Dependency(\.nthPrime)
  }
  let createdAmongTen = withDependencies {
    overrideTen(&$0, nthPrime: double)
  } operation: {
    Dependency(\.nthPrime)
  }
  return [
    "declared and read: default": declaredAndRead(),
    "declared and read: override": withDependencies {
      $0.nthPrime = double
    } operation: {
      declaredAndRead()
    },
    "declared and read: ten overrides": withDependencies {
      overrideTen(&$0, nthPrime: double)
    } operation: {
      declaredAndRead()
    },
    // A feature created inside an override, read after the scope ended, like an effect that outlives it.
    "held: captured override": held(createdInOverride),
    // A feature created with the defaults, read inside a later override, which wins.
    "held: override made since": withDependencies {
      $0.nthPrime = double
    } operation: {
      held(createdWithDefaults)
    },
    // A feature created among ten overrides, read among ten others: both are consulted.
    "held: ten over ten": withDependencies {
      overrideTen(&$0, nthPrime: double)
    } operation: {
      held(createdAmongTen)
    },
  ]
}

/// Overrides `nthPrime` and nine other dependencies, so that a read is measured among ten overrides.
private func overrideTen(_ values: inout DependencyValues, nthPrime: @escaping @Sendable (Int) -> Effect<Int?>) {
  values.nthPrime = nthPrime
  func pad<Tag>(_: Tag.Type) { values[Padding<Tag>.self] = 1 }
  pad(Int8.self)
  pad(Int16.self)
  pad(Int32.self)
  pad(Int64.self)
  pad(UInt8.self)
  pad(UInt16.self)
  pad(UInt32.self)
  pad(UInt64.self)
  pad(Bool.self)
}

/// One more dependency for each `Tag` type, only ever overridden.
private enum Padding<Tag>: DependencyKey {
  static var liveValue: Int { 0 }
}

// MARK: - What every checkpoint's probes share

/// The app's integration scenario: ask for the nth prime, then load and save the favorite primes.
private let integrationScenario: [AppAction] = [
  .counterView(.counter(.nthPrimeButtonTapped)),
  .favoritePrimes(.loadButtonTapped),
  .favoritePrimes(.saveButtonTapped),
]

/// A double for `nthPrime` that writes its name in `calls` whenever it answers, so a probe can tell which one
/// a feature reached.
private func namedNthPrime(_ name: String, calls: LockIsolated<[String]>) -> @Sendable (Int) -> Effect<Int?> {
  { _ in
    .sync {
      calls.withValue { $0.append(name) }
      return 17
    }
  }
}

/// `reached` holds the names of the doubles the online counter and then the offline counter reached.
private func twoCountersReport(reached: [String], via mechanism: String) -> ProbeReport {
  guard reached.count == 2 else {
    return ProbeReport(
      probe: .twoCounters, outcome: "not-reached", cell: "no answer",
      detail: "Asked for the 7th prime, the counters reached \(reached.count) doubles instead of 2.")
  }
  let (online, offline) = (reached[0], reached[1])
  guard online != offline else {
    return ProbeReport(
      probe: .twoCounters, outcome: "same", cell: "both used \(online)",
      detail: "The counter given the online nthPrime and the one given the offline nthPrime both reached the "
        + "\(online) one: \(mechanism) holds one at a time.",
      good: false)
  }
  return ProbeReport(
    probe: .twoCounters, outcome: "different", cell: "\(online) + \(offline)",
    detail: "Side by side, one counter reached the \(online) nthPrime and the other the \(offline) one, each "
      + "through \(mechanism).",
    good: true)
}

/// How many `nthPrime` functions `value` holds, looking inside its fields, and theirs, all the way down.
private func nthPrimeCount(in value: Any) -> Int {
  if value is @Sendable (Int) -> Effect<Int?> { return 1 }
  return Mirror(reflecting: value).children.reduce(0) { count, child in count + nthPrimeCount(in: child.value) }
}

/// The store's runtime type, and whether it names the environment, hides one, or has none.
private func storeTypeReport(_ store: Any) -> ProbeReport {
  let typeName = String(describing: type(of: store))
  let environment = Mirror(reflecting: store).children.first { $0.label == "environment" }?.value
  let shape = shortShape(of: typeName)
  guard let environment else {
    return ProbeReport(
      probe: .storeType, outcome: "no-environment", cell: shape,
      detail: "The root store is a \(typeName); it holds no environment.")
  }
  let environmentTypeName = String(describing: type(of: environment))
  guard !typeName.contains(environmentTypeName) else {
    return ProbeReport(
      probe: .storeType, outcome: "environment-in-type", cell: shape,
      detail: "The root store is a \(typeName): its type names the environment, and so does every view's.",
      good: false)
  }
  return ProbeReport(
    probe: .storeType, outcome: "environment-erased", cell: shape,
    detail: "The root store is a \(typeName); the \(environmentTypeName) it holds is not in its type.")
}

/// `Store<AppState, AppAction, AppEnvironment>` as `Store<S, A, Env>`, short enough for a cell.
private func shortShape(of typeName: String) -> String {
  guard let open = typeName.firstIndex(of: "<") else { return String(typeName.prefix(22)) }
  var depth = 0
  var parameterCount = 1
  var previous: Character = " "
  for character in typeName[typeName.index(after: open)...] {
    switch character {
    case "<", "(", "[": depth += 1
    case ">" where previous != "-", ")", "]": depth -= 1
    case "," where depth == 0: parameterCount += 1
    default: break
    }
    previous = character
  }
  let shortNames = ["S", "A", "Env"].prefix(parameterCount)
  return String(typeName[..<open]) + "<" + shortNames.joined(separator: ", ") + ">"
}

/// `readByA` and `readByB` are the names of the doubles each task found when it read `nthPrime`.
private func overrideIsolationReport(readByA: String, readByB: String, via mechanism: String) -> ProbeReport {
  guard readByA == "A" && readByB == "B" else {
    return ProbeReport(
      probe: .overrideIsolation, outcome: "leaked", cell: "A saw \(readByA)'s double",
      detail: "Task A overrode nthPrime, task B overrode it after, and through \(mechanism) A then read "
        + "\(readByA)'s double and B read \(readByB)'s.",
      good: false)
  }
  return ProbeReport(
    probe: .overrideIsolation, outcome: "isolated", cell: "each saw its own",
    detail: "Task A overrode nthPrime, task B overrode it after, and each then read its own double through "
      + "\(mechanism) (A read \(readByA)'s, B read \(readByB)'s).",
    good: true)
}

/// Lets concurrently running tasks take numbered turns, 0 first, so they interleave the same way on every run.
private actor Turns {
  private var current = 0
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

  func wait(for turn: Int) async {
    guard turn != current else { return }
    await withCheckedContinuation { continuation in waiting[turn] = continuation }
  }

  func finish(_ turn: Int) {
    current = turn + 1
    waiting.removeValue(forKey: current)?.resume()
  }
}

/// Runs an effect whose doubles answer at once, and returns what it delivered.
private func runToEnd<Output>(_ effect: Effect<Output>) -> [Output] {
  let outputs = LockIsolated<[Output]>([])
  effect.run(receiveOutput: { output in outputs.withValue { $0.append(output) } })
  return outputs.value
}

/// Half the other checkpoints' rounds, still a million reads: a read here costs hundreds of nanoseconds in a
/// debug build, and the probe should still finish within a second.
private let rounds = 20
private let readsPerRound = 50_000

/// The nanoseconds one `read` adds to a loop that otherwise only keeps a function it already `holds`.
///
/// Each loop runs `rounds` times, taking turns, and only the fastest run of each counts: a probe shares the
/// machine with other probes, and a round that was interrupted says nothing about the read.
private func nanosecondsPerRead(
  reading read: () -> Void, holding hold: () -> Void, rounds: Int = rounds, readsPerRound: Int = readsPerRound
) -> Double {
  let clock = ContinuousClock()
  var fastestWithReads = Duration.seconds(Int64.max)
  var fastestWithoutReads = Duration.seconds(Int64.max)
  for _ in 0..<rounds {
    fastestWithReads = min(fastestWithReads, clock.measure { for _ in 0..<readsPerRound { read() } })
    fastestWithoutReads = min(fastestWithoutReads, clock.measure { for _ in 0..<readsPerRound { hold() } })
  }
  let (seconds, attoseconds) = (fastestWithReads - fastestWithoutReads).components
  return max(0, Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(readsPerRound)
}

/// Where every measured read ends up, so the optimizer cannot drop the reads as unused.
nonisolated(unsafe) private var lastRead: (@Sendable (Int) -> Effect<Int?>)?

@inline(never)
private func keep(_ nthPrime: @escaping @Sendable (Int) -> Effect<Int?>) {
  lastRead = nthPrime
}

private func readCostReport(
  _ nanoseconds: Double, reading expression: String, reads: [String: Double]
) -> ProbeReport {
  #if DEBUG
    let configuration = "debug"
  #else
    let configuration = "release"
  #endif
  let figure = String(format: "%.1f ns", nanoseconds)
  return ProbeReport(
    probe: .readCost, outcome: "measured", cell: "\(figure) (\(configuration))",
    detail: "Reading \(expression) cost \(figure), the fastest of \(rounds) rounds of \(readsPerRound) reads, in a "
      + "\(configuration) build.",
    nanoseconds: nanoseconds, configuration: configuration, reads: reads)
}

/// One probe's answer, in the fields Episode91's `ProbeReport` reads. An absent `good` means null.
private struct ProbeReport: Encodable {
  var probe: String
  var stage: Int
  var outcome: String
  var cell: String
  var detail: String
  var good: Bool?
  var quote: Quote?
  var nanoseconds: Double?
  var configuration: String?
  /// Read costs beyond `nanoseconds`, by situation, for `scripts/benchmark-dependency-reads`; Episode91 ignores
  /// them, as it does every field it does not know.
  var reads: [String: Double]?

  /// A declaration Episode91 quotes from this checkpoint's source, as the evidence for the answer.
  struct Quote: Encodable {
    var file: String
    var symbol: String
  }

  init(
    probe: ProbeName, outcome: String, cell: String, detail: String, good: Bool? = nil, quote: Quote? = nil,
    nanoseconds: Double? = nil, configuration: String? = nil, reads: [String: Double]? = nil
  ) {
    self.probe = probe.rawValue
    self.stage = stageNumber
    self.outcome = outcome
    self.cell = cell
    self.detail = detail
    self.good = good
    self.quote = quote
    self.nanoseconds = nanoseconds
    self.configuration = configuration
    self.reads = reads
  }

  /// One line of JSON with its keys sorted, and a newline.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
  }
}
