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
private let stageNumber = 1

private enum ProbeName: String, CaseIterable {
  case mockEverything = "mock-everything"
  case twoCounters = "two-counters"
  case sharedDependency = "shared-dependency"
  case storeType = "store-type"
  case overrideIsolation = "override-isolation"
  case readCost = "read-cost"
}

// MARK: - The probes, written the way this stage writes features and tests

/// The app's integration test with a double for `nthPrime` only, as a test that forgets `FavoritePrimes.Current`
/// runs it: nothing stops it, and the live file client writes a file.
@MainActor
private func mockEverythingProbe() async -> ProbeReport {
  let dataDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("primetime-probe-\(UUID().uuidString)")
  let environmentsBefore = (Counter.Current, FavoritePrimes.Current)
  defer {
    (Counter.Current, FavoritePrimes.Current) = environmentsBefore
    try? FileManager.default.removeItem(at: dataDirectory)
  }
  // The live environment the program installs at launch, saving into a throwaway folder instead of yours.
  FavoritePrimes.Current = .live(dataDirectory: dataDirectory, onProblem: { _ in })
  // The one dependency this test remembers.
  Counter.Current.nthPrime = { _ in .sync { 17 } }

  let store = Store(initialValue: AppState(count: 4), reducer: appReducer)
  for action in integrationScenario {
    store.send(action)
    await store.waitUntilIdle()
  }

  let liveFile = dataDirectory.appendingPathComponent("favorite-primes.json")
  guard FileManager.default.fileExists(atPath: liveFile.path) else {
    return ProbeReport(
      probe: .mockEverything, outcome: "not-reached", cell: "no live call",
      detail: "With only Counter.Current.nthPrime replaced, the scenario wrote no file.")
  }
  return ProbeReport(
    probe: .mockEverything, outcome: "live-reached", cell: "live file written",
    detail: "Only Counter.Current.nthPrime was replaced; FavoritePrimes.Current stayed live, wrote "
      + "favorite-primes.json, and nothing reported it.",
    good: false)
}

/// Two counter stores, one set up with the online `nthPrime` and one with the offline one, each asked for the
/// 7th prime.
@MainActor
private func twoCountersProbe() -> ProbeReport {
  let calls = LockIsolated<[String]>([])
  let environmentBefore = Counter.Current
  defer { Counter.Current = environmentBefore }

  Counter.Current.nthPrime = namedNthPrime("online", calls: calls)
  let onlineStore = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)
  Counter.Current.nthPrime = namedNthPrime("offline", calls: calls)
  let offlineStore = Store(initialValue: CounterViewState(count: 7), reducer: counterViewReducer)

  onlineStore.send(.counter(.nthPrimeButtonTapped))
  offlineStore.send(.counter(.nthPrimeButtonTapped))
  return twoCountersReport(reached: calls.value, via: "Counter.Current")
}

/// Two features need `nthPrime`: the counter, and favorite primes as episode 92's second exercise grows it. At
/// this stage each reads its own module's global, and there is no root environment to hold anything.
private func sharedDependencyProbe() -> ProbeReport {
  let globals: [Any] = [
    Counter.Current,
    FavoritePrimesAskingEnvironment(fileClient: FavoritePrimes.Current.fileClient, nthPrime: Counter.Current.nthPrime),
  ]
  let globalsToSet = globals.filter { nthPrimeCount(in: $0) > 0 }.count
  return ProbeReport(
    probe: .sharedDependency, outcome: "global", cell: "\(globalsToSet) globals to set",
    detail: "No root environment holds nthPrime (0): Counter.Current and favorite primes' own Current each "
      + "hold one, so \(globalsToSet) globals must be set, and nothing keeps them the same.",
    good: false)
}

/// Favorite primes as episode 92's second exercise grows it, asking for the nth prime too. The checkpoint's own
/// feature does not, so the probe declares the grown environment the way this stage would.
private struct FavoritePrimesAskingEnvironment {
  var fileClient: FileClient
  var nthPrime: (Int) -> Effect<Int?>
}

/// The root store, built as the entry point builds it (not run).
@MainActor
private func storeTypeProbe() -> ProbeReport {
  let store = Store(initialValue: AppState(), reducer: appReducer)
  return storeTypeReport(store)
}

/// Task A overrides `nthPrime` the way this stage's tests do, lets task B override it, then each reads it.
private func overrideIsolationProbe() async -> ProbeReport {
  let environmentBefore = Counter.Current
  defer { Counter.Current = environmentBefore }
  let calls = LockIsolated<[String]>([])
  let turns = Turns()
  async let readByA = overrideThenRead("A", overrideTurn: 0, readTurn: 2, turns: turns, calls: calls)
  async let readByB = overrideThenRead("B", overrideTurn: 1, readTurn: 3, turns: turns, calls: calls)
  return overrideIsolationReport(readByA: await readByA, readByB: await readByB, via: "Counter.Current")
}

/// One task of `overrideIsolationProbe`: overrides on its first turn, reads on its second.
private func overrideThenRead(
  _ name: String, overrideTurn: Int, readTurn: Int, turns: Turns, calls: LockIsolated<[String]>
) async -> String {
  await turns.wait(for: overrideTurn)
  Counter.Current.nthPrime = namedNthPrime(name, calls: calls)
  await turns.finish(overrideTurn)

  await turns.wait(for: readTurn)
  _ = runToEnd(Counter.Current.nthPrime(7))
  await turns.finish(readTurn)
  return calls.value.last ?? "nobody"
}

/// What reading `nthPrime` costs where the counter's reducer reads it: from the module's global.
private func readCostProbe() -> ProbeReport {
  let held = Counter.Current.nthPrime
  let nanoseconds = nanosecondsPerRead(
    reading: { keep(Counter.Current.nthPrime) },
    holding: { keep(held) })
  return readCostReport(nanoseconds, reading: "Counter.Current.nthPrime")
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
private func namedNthPrime(_ name: String, calls: LockIsolated<[String]>) -> (Int) -> Effect<Int?> {
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
  if value is (Int) -> Effect<Int?> { return 1 }
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

private let rounds = 40
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
nonisolated(unsafe) private var lastRead: ((Int) -> Effect<Int?>)?

@inline(never)
private func keep(_ nthPrime: @escaping (Int) -> Effect<Int?>) {
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
