import Effect
import Foundation

/// The answers whose wording is the same at every stage: a checkpoint measures in its own way, then hands what it
/// found to one of these.
extension CheckpointProbes {
  /// `reached` holds the names of the doubles the online counter and then the offline counter reached.
  ///
  /// - Parameter mechanism: how a counter reaches `nthPrime` at this stage: code (`.verbatim("Counter.Current")`)
  ///   or a word of the catalog (`.word(.itsOwnEnvironment)`).
  public static func twoCountersReport(reached: [String], via mechanism: ProbeValue) -> ProbeReport {
    guard reached.count == 2 else {
      return ProbeReport(
        probe: .twoCounters, stage: stage, outcome: "not-reached", cell: ProbeSentence(.noAnswer),
        detail: ProbeSentence(.reachedTooFewDoubles, ["count": .verbatim(String(reached.count))]))
    }
    let (online, offline) = (doubleName(reached[0]), doubleName(reached[1]))
    guard online != offline else {
      return ProbeReport(
        probe: .twoCounters, stage: stage, outcome: "same", cell: ProbeSentence(.bothUsed, ["double": online]),
        detail: ProbeSentence(.bothReachedOneDouble, ["double": online, "mechanism": mechanism]), good: false)
    }
    return ProbeReport(
      probe: .twoCounters, stage: stage, outcome: "different",
      cell: ProbeSentence(.eachUsedItsOwn, ["first": online, "second": offline]),
      detail: ProbeSentence(
        .eachReachedItsOwnDouble, ["first": online, "second": offline, "mechanism": mechanism]),
      good: true)
  }

  /// A double's name as the answer shows it: the two this kit names are words; any other is shown as it is.
  private static func doubleName(_ name: String) -> ProbeValue {
    switch name {
    case "online": .word(.online)
    case "offline": .word(.offline)
    default: .verbatim(name)
    }
  }

  /// Two counter stores, one set up with an "online" `nthPrime` and one with an "offline" one, created in that
  /// order, then each asked for the 7th prime.
  ///
  /// - Parameter counter: in the stage's own words, a counter store at count 7 set up with `nthPrime`; it returns
  ///   what taps that store's nth prime button.
  @MainActor
  public static func twoCountersReport(
    via mechanism: ProbeValue, counter: @MainActor (_ nthPrime: @escaping @Sendable (Int) -> Effect<Int?>) -> () -> Void
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
    let shape = ProbeSentence(.code, ["code": .verbatim(shortShape(of: typeName))])
    let storeType: ProbeValue = .verbatim(typeName)
    guard let environment else {
      return ProbeReport(
        probe: .storeType, stage: stage, outcome: "no-environment", cell: shape,
        detail: ProbeSentence(.storeHoldsNoEnvironment, ["type": storeType]))
    }
    let environmentTypeName = String(describing: type(of: environment))
    guard !typeName.contains(environmentTypeName) else {
      return ProbeReport(
        probe: .storeType, stage: stage, outcome: "environment-in-type", cell: shape,
        detail: ProbeSentence(.storeTypeNamesEnvironment, ["type": storeType]), good: false)
    }
    return ProbeReport(
      probe: .storeType, stage: stage, outcome: "environment-erased", cell: shape,
      detail: ProbeSentence(
        .storeTypeHidesEnvironment, ["type": storeType, "environment": .verbatim(environmentTypeName)]))
  }

  /// Task A overrides `nthPrime` with a double named "A", task B overrides it after with one named "B", then A
  /// reads it and B reads it, the two interleaved the same way on every run.
  ///
  /// - Parameter overrideThenRead: one task, in the stage's own words: override `nthPrime` with `double`, then
  ///   call `readWhenItIsTime` with how this stage reads it, from where the override holds.
  public static func overrideIsolationReport(
    via mechanism: ProbeValue,
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
  static func overrideIsolationReport(readByA: String, readByB: String, via mechanism: ProbeValue) -> ProbeReport {
    let values: [String: ProbeValue] = [
      "mechanism": mechanism, "readByA": .verbatim(readByA), "readByB": .verbatim(readByB),
    ]
    switch (readByA, readByB) {
    case ("A", "B"):
      return ProbeReport(
        probe: .overrideIsolation, stage: stage, outcome: "isolated", cell: ProbeSentence(.eachSawItsOwn),
        detail: ProbeSentence(.eachReadItsOwnOverride, values), good: true)
    default:
      return ProbeReport(
        probe: .overrideIsolation, stage: stage, outcome: "leaked",
        cell: ProbeSentence(.aSawAnothersDouble, ["task": .verbatim(readByA)]),
        detail: ProbeSentence(.aReadAnothersOverride, values), good: false)
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
      probe: .mockEverything, stage: stage, outcome: "refused-by-compiler", cell: ProbeSentence(.wontCompile),
      detail: ProbeSentence(.demandsEveryField, ["environment": .verbatim(symbol), "fields": .verbatim(demanded)]),
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
    let figure: ProbeValue = .verbatim(readCostFigure(nanoseconds: nanoseconds))
    let isDebug = configuration == "debug"
    return ProbeReport(
      probe: .readCost, stage: stage, outcome: "measured",
      cell: ProbeSentence(isDebug ? .nanosecondsInDebug : .nanosecondsInRelease, ["nanoseconds": figure]),
      detail: ProbeSentence(
        isDebug ? .readCostInDebug : .readCostInRelease,
        [
          "expression": .verbatim(expression), "nanoseconds": figure, "rounds": .verbatim(String(rounds)),
          "reads": .verbatim(String(readsPerRound)),
        ]),
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
