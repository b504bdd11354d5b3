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
private let stageNumber = 6

private enum ProbeName: String, CaseIterable {
  case mockEverything = "mock-everything"
  case twoCounters = "two-counters"
  case sharedDependency = "shared-dependency"
  case storeType = "store-type"
  case overrideIsolation = "override-isolation"
  case readCost = "read-cost"
}

// MARK: - The probes, written the way this stage writes features and tests

/// The app's integration test with a double for `nthPrime` only, run as a test at this stage runs it: in a
/// process whose entry point wrote the live values, overriding one entry. Nothing reports the file client it
/// forgot, and the live one writes a file.
@MainActor
private func mockEverythingProbe() async -> ProbeReport {
  let dataDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("primetime-probe-\(UUID().uuidString)")
  let entriesBefore = (Dependencies[\.nthPrime], Dependencies[\.fileClient])
  defer {
    (Dependencies[\.nthPrime], Dependencies[\.fileClient]) = entriesBefore
    try? FileManager.default.removeItem(at: dataDirectory)
  }
  // The live values the program writes at launch, saving into a throwaway folder instead of yours.
  prepareLiveDependencies(
    configuration: LiveConfiguration(
      wolframAppID: nil, dataDirectory: dataDirectory, onFileProblem: { _ in }, isLogging: false))
  // The one dependency this test remembers.
  Dependencies[\.nthPrime] = { _ in .sync { 17 } }

  let store = Store(initialValue: AppState(count: 4), reducer: appReducer)
  for action in integrationScenario {
    store.send(action)
    await store.waitUntilIdle()
  }

  let liveFile = dataDirectory.appendingPathComponent("favorite-primes.json")
  guard FileManager.default.fileExists(atPath: liveFile.path) else {
    return ProbeReport(
      probe: .mockEverything, outcome: "not-reached", cell: "no live call",
      detail: "With only Dependencies[\\.nthPrime] overridden, the scenario wrote no file.")
  }
  return ProbeReport(
    probe: .mockEverything, outcome: "live-reached", cell: "live file written",
    detail: "Only Dependencies[\\.nthPrime] was overridden; the fileClient entry stayed live, wrote "
      + "favorite-primes.json, and nothing reported it.",
    good: false)
}

/// Two counter stores, one created after writing the online `nthPrime` and one after writing the offline one,
/// each asked for the 7th prime.
@MainActor
private func twoCountersProbe() -> ProbeReport {
  let calls = LockIsolated<[String]>([])
  let nthPrimeBefore = Dependencies[\.nthPrime]
  defer { Dependencies[\.nthPrime] = nthPrimeBefore }

  Dependencies[\.nthPrime] = namedNthPrime("online", calls: calls)
  let onlineStore = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
  Dependencies[\.nthPrime] = namedNthPrime("offline", calls: calls)
  let offlineStore = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)

  onlineStore.send(.counter(.nthPrimeButtonTapped))
  offlineStore.send(.counter(.nthPrimeButtonTapped))
  return twoCountersReport(reached: calls.value, via: "the one Dependencies entry")
}

/// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. Each
/// reads the container's entry where it uses it, so the root holds and passes nothing; one write reaches both,
/// and every other reader in the process.
@MainActor
private func sharedDependencyProbe() -> ProbeReport {
  let calls = LockIsolated<[String]>([])
  let nthPrimeBefore = Dependencies[\.nthPrime]
  defer { Dependencies[\.nthPrime] = nthPrimeBefore }
  Dependencies[\.nthPrime] = namedNthPrime("written", calls: calls)

  var counter = CounterViewState(count: 7)
  var favoritePrimes: [Int] = []
  _ = counterViewReducer(&counter, .counter(.nthPrimeButtonTapped)).map(runToEnd)
  _ = favoritePrimesAskingReducer(state: &favoritePrimes, action: .nthPrimeButtonTapped(n: 7)).map(runToEnd)
  // The root store as the entry point builds it, not run. A `StateStore` keeps its fields in `Store`.
  let root = StateStore(initialValue: AppState(), reducer: activityFeed(appReducer))
  let rootFields = Mirror(reflecting: root).superclassMirror?.children.map(\.value) ?? []
  let rootHolds = rootFields.map(nthPrimeCount).reduce(0, +)
  let globalsToSet = Set(calls.value).count
  guard calls.value.count == 2 else {
    return ProbeReport(
      probe: .sharedDependency, outcome: "not-reached", cell: "no answer",
      detail: "With nthPrime written once, \(calls.value.count) of the 2 features reached it.")
  }
  return ProbeReport(
    probe: .sharedDependency, outcome: "global", cell: "\(globalsToSet) global to set",
    detail: "The root store holds no nthPrime (\(rootHolds)): the counter and favorite primes both read "
      + "Dependency[\\.nthPrime], so \(globalsToSet) global entry is set, for every reader in the process.",
    good: false)
}

/// Favorite primes as episode 92's second exercise grows it, asking for the nth prime too. The checkpoint's own
/// feature does not, so the probe writes the grown feature's reducer the way this stage would.
private func favoritePrimesAskingReducer(
  state: inout [Int],
  action: FavoritePrimesAskingAction
) -> [Effect<FavoritePrimesAskingAction>] {
  let nthPrime = Dependency[\.nthPrime]
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

/// The root store, registered as the entry point registers it (not run), and obtained as the terminal obtains
/// it.
@MainActor
private func storeTypeProbe() -> ProbeReport {
  let rootBefore = SharedStores[\.root]
  defer { SharedStores[\.root] = rootBefore }
  SharedStores[\.root] = StateStore(initialValue: AppState(), reducer: appReducer)
  @StoreOf(\.root) var store: StateStore<AppState, AppAction>
  return storeTypeReport(store)
}

/// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
private func overrideIsolationProbe() async -> ProbeReport {
  let nthPrimeBefore = Dependencies[\.nthPrime]
  defer { Dependencies[\.nthPrime] = nthPrimeBefore }
  let calls = LockIsolated<[String]>([])
  let turns = Turns()
  async let readByA = overrideThenRead("A", overrideTurn: 0, readTurn: 2, turns: turns, calls: calls)
  async let readByB = overrideThenRead("B", overrideTurn: 1, readTurn: 3, turns: turns, calls: calls)
  return overrideIsolationReport(readByA: await readByA, readByB: await readByB, via: "Dependencies")
}

/// One task of `overrideIsolationProbe`: overrides on its first turn, reads on its second.
private func overrideThenRead(
  _ name: String, overrideTurn: Int, readTurn: Int, turns: Turns, calls: LockIsolated<[String]>
) async -> String {
  await turns.wait(for: overrideTurn)
  Dependencies[\.nthPrime] = namedNthPrime(name, calls: calls)
  await turns.finish(overrideTurn)

  await turns.wait(for: readTurn)
  _ = runToEnd(Dependency[\.nthPrime](7))
  await turns.finish(readTurn)
  return calls.value.last ?? "nobody"
}

/// What reading `nthPrime` costs where the counter's reducer reads it: `Dependency[\.nthPrime]`, from the
/// shared container.
private func readCostProbe() -> ProbeReport {
  let held = Dependency[\.nthPrime]
  let nanoseconds = nanosecondsPerRead(
    reading: { keep(Dependency[\.nthPrime]) },
    holding: { keep(held) })
  return readCostReport(nanoseconds, reading: "Dependency[\\.nthPrime]")
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
private func nanosecondsPerRead(reading read: () -> Void, holding hold: () -> Void) -> Double {
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

private func readCostReport(_ nanoseconds: Double, reading expression: String) -> ProbeReport {
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
    nanoseconds: nanoseconds, configuration: configuration)
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

  /// A declaration Episode91 quotes from this checkpoint's source, as the evidence for the answer.
  struct Quote: Encodable {
    var file: String
    var symbol: String
  }

  init(
    probe: ProbeName, outcome: String, cell: String, detail: String, good: Bool? = nil, quote: Quote? = nil,
    nanoseconds: Double? = nil, configuration: String? = nil
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
  }

  /// One line of JSON with its keys sorted, and a newline.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
  }
}
