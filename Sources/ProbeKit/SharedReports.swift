import Effect
import Foundation

/// The answers whose wording is the same at every stage: a checkpoint measures in its own way, then hands what it
/// found to one of these.
extension CheckpointProbes {
  /// `reached` holds the names of the doubles the online counter and then the offline counter reached.
  public static func twoCountersReport(reached: [String], via mechanism: String) -> ProbeReport {
    guard reached.count == 2 else {
      return ProbeReport(
        probe: .twoCounters, stage: stage, outcome: "not-reached", cell: "no answer",
        detail: "Asked for the 7th prime, the counters reached \(reached.count) doubles instead of 2.")
    }
    let (online, offline) = (reached[0], reached[1])
    guard online != offline else {
      return ProbeReport(
        probe: .twoCounters, stage: stage, outcome: "same", cell: "both used \(online)",
        detail: "The counter given the online nthPrime and the one given the offline nthPrime both reached the "
          + "\(online) one: \(mechanism) holds one at a time.",
        good: false)
    }
    return ProbeReport(
      probe: .twoCounters, stage: stage, outcome: "different", cell: "\(online) + \(offline)",
      detail: "Side by side, one counter reached the \(online) nthPrime and the other the \(offline) one, each "
        + "through \(mechanism).",
      good: true)
  }

  /// Two counter stores, one set up with an "online" `nthPrime` and one with an "offline" one, created in that
  /// order, then each asked for the 7th prime.
  ///
  /// - Parameter counter: in the stage's own words, a counter store at count 7 set up with `nthPrime`; it returns
  ///   what taps that store's nth prime button.
  @MainActor
  public static func twoCountersReport(
    via mechanism: String, counter: @MainActor (_ nthPrime: @escaping @Sendable (Int) -> Effect<Int?>) -> () -> Void
  ) -> ProbeReport {
    let calls = LockIsolated<[String]>([])
    let tapOnline = counter(namedNthPrime("online", calls: calls))
    let tapOffline = counter(namedNthPrime("offline", calls: calls))
    tapOnline()
    tapOffline()
    return twoCountersReport(reached: calls.value, via: mechanism)
  }

  /// The store's runtime type, and whether it names the environment, hides one, or has none.
  public static func storeTypeReport(_ store: Any) -> ProbeReport {
    let typeName = String(describing: type(of: store))
    let environment = Mirror(reflecting: store).children.first { $0.label == "environment" }?.value
    let shape = shortShape(of: typeName)
    guard let environment else {
      return ProbeReport(
        probe: .storeType, stage: stage, outcome: "no-environment", cell: shape,
        detail: "The root store is a \(typeName); it holds no environment.")
    }
    let environmentTypeName = String(describing: type(of: environment))
    guard !typeName.contains(environmentTypeName) else {
      return ProbeReport(
        probe: .storeType, stage: stage, outcome: "environment-in-type", cell: shape,
        detail: "The root store is a \(typeName): its type names the environment, and so does every view's.",
        good: false)
    }
    return ProbeReport(
      probe: .storeType, stage: stage, outcome: "environment-erased", cell: shape,
      detail: "The root store is a \(typeName); the \(environmentTypeName) it holds is not in its type.")
  }

  /// Task A overrides `nthPrime` with a double named "A", task B overrides it after with one named "B", then A
  /// reads it and B reads it, the two interleaved the same way on every run.
  ///
  /// - Parameter overrideThenRead: one task, in the stage's own words: override `nthPrime` with `double`, then
  ///   call `readWhenItIsTime` with how this stage reads it, from where the override holds.
  public static func overrideIsolationReport(
    via mechanism: String,
    overrideThenRead:
      @escaping @Sendable (
        _ double: @escaping @Sendable (Int) -> Effect<Int?>,
        _ readWhenItIsTime: (_ read: () -> (Int) -> Effect<Int?>) async -> Void
      ) async -> Void
  ) async -> ProbeReport {
    let calls = LockIsolated<[String]>([])
    let turns = Turns()
    /// Overrides on its first turn and reads on its second; returns the name of the double it read.
    @Sendable func task(_ name: String, overrideTurn: Int, readTurn: Int) async -> String {
      var readDouble = "nobody"
      await turns.wait(for: overrideTurn)
      await overrideThenRead(namedNthPrime(name, calls: calls)) { read in
        await turns.finish(overrideTurn)
        await turns.wait(for: readTurn)
        _ = runToEnd(read()(7))
        readDouble = calls.value.last ?? "nobody"
        await turns.finish(readTurn)
      }
      return readDouble
    }
    async let readByA = task("A", overrideTurn: 0, readTurn: 2)
    async let readByB = task("B", overrideTurn: 1, readTurn: 3)
    return overrideIsolationReport(readByA: await readByA, readByB: await readByB, via: mechanism)
  }

  /// `readByA` and `readByB` are the names of the doubles each task found when it read `nthPrime`.
  static func overrideIsolationReport(readByA: String, readByB: String, via mechanism: String) -> ProbeReport {
    switch (readByA, readByB) {
    case ("A", "B"):
      return ProbeReport(
        probe: .overrideIsolation, stage: stage, outcome: "isolated", cell: "each saw its own",
        detail: "Task A overrode nthPrime, task B overrode it after, and each then read its own double through "
          + "\(mechanism) (A read \(readByA)'s, B read \(readByB)'s).",
        good: true)
    default:
      return ProbeReport(
        probe: .overrideIsolation, stage: stage, outcome: "leaked", cell: "A saw \(readByA)'s double",
        detail: "Task A overrode nthPrime, task B overrode it after, and through \(mechanism) A then read "
          + "\(readByA)'s double and B read \(readByB)'s.",
        good: false)
    }
  }

  /// The app's integration test with a double for `nthPrime` only cannot be written: `symbol`, declared in
  /// `file`, demands every field `environment` has (a complete one, such as the stage's tests write), and the
  /// compiler refuses an environment without one.
  public static func refusedByCompilerReport(
    demandedBy environment: Any, declaredAs symbol: String, in file: String
  ) -> ProbeReport {
    let demanded = Mirror(reflecting: environment).children.compactMap(\.label).joined(separator: ", ")
    return ProbeReport(
      probe: .mockEverything, stage: stage, outcome: "refused-by-compiler", cell: "won't compile",
      detail: "\(symbol) demands \(demanded), so a test that supplies only nthPrime does not compile.",
      good: true, quote: ProbeReport.Quote(file: file, symbol: symbol))
  }

  /// Measures what `reading` costs more than `holding`, each passing an `nthPrime` to `keepRead` (one it reads,
  /// one it already holds), and reports it under the name `expression`.
  ///
  /// - Parameters:
  ///   - rounds: how many times each loop of `readsPerRound` runs; only the fastest run counts.
  ///   - reads: more read costs, by situation, for `scripts/benchmark-dependency-reads`.
  public static func readCostReport(
    of expression: String, rounds: Int = 40, reads: [String: Double]? = nil, reading read: () -> Void,
    holding hold: () -> Void
  ) -> ProbeReport {
    #if DEBUG
      let configuration = "debug"
    #else
      let configuration = "release"
    #endif
    let nanoseconds = nanosecondsPerRead(reading: read, holding: hold, rounds: rounds)
    let figure = String(format: "%.1f ns", nanoseconds)
    return ProbeReport(
      probe: .readCost, stage: stage, outcome: "measured", cell: "\(figure) (\(configuration))",
      detail: "Reading \(expression) cost \(figure), the fastest of \(rounds) rounds of \(readsPerRound) reads, in "
        + "a \(configuration) build.",
      nanoseconds: nanoseconds, configuration: configuration, reads: reads)
  }
}

/// `Store<AppState, AppAction, AppEnvironment>` as `Store<S, A, Env>`, short enough for a cell.
func shortShape(of typeName: String) -> String {
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
