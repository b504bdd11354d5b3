import Effect
import Foundation

/// The scenarios every stage runs, written once: a checkpoint hands in only the steps that are its own (how it
/// builds a store, swaps in a double, reads `nthPrime`), in its own words, and gets the report back.
extension CheckpointProbes {
  /// The app's integration test with a double for `nthPrime` only, run in a process whose live file client saves
  /// into a throwaway folder: whether the live client wrote its file there, and nothing said so.
  ///
  /// - Parameters:
  ///   - doubled: the one dependency the test replaced, as this stage names it (`Counter.Current.nthPrime`).
  ///   - replaced: how this stage says it: "replaced" or "overridden".
  ///   - stayedLive: what the test forgot, as this stage names it.
  ///   - runScenario: the test, in the stage's own words: install the live dependencies the program installs at
  ///     launch, saving into `dataDirectory`, replace `nthPrime` only, then run the app's integration scenario.
  @MainActor
  public static func liveFileReport(
    onlyDoubled doubled: String, was replaced: String, stayedLive: String,
    runScenario: @MainActor (_ dataDirectory: URL) async -> Void
  ) async -> ProbeReport {
    let dataDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("primetime-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dataDirectory) }
    await runScenario(dataDirectory)

    let liveFile = dataDirectory.appendingPathComponent("favorite-primes.json")
    guard FileManager.default.fileExists(atPath: liveFile.path) else {
      return ProbeReport(
        probe: .mockEverything, stage: stage, outcome: "not-reached", cell: "no live call",
        detail: "With only \(doubled) \(replaced), the scenario wrote no file.")
    }
    return ProbeReport(
      probe: .mockEverything, stage: stage, outcome: "live-reached", cell: "live file written",
      detail: "Only \(doubled) was \(replaced); \(stayedLive) stayed live, wrote favorite-primes.json, and nothing "
        + "reported it.",
      good: false)
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

  /// Stages 2 and 3: the root environment nests one struct per feature, so with favorite primes grown to ask for
  /// the nth prime, the root holds `nthPrime` once per feature.
  ///
  /// - Parameters:
  ///   - counter: the stage's counter environment holding `nthPrime`.
  ///   - fileClient: the stage's `FileClient` double.
  public static func nestedEnvironmentsReport(
    counter: (_ nthPrime: @escaping (Int) -> Effect<Int?>) -> Any, fileClient: Any
  ) -> ProbeReport {
    let nthPrime: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let root = AppEnvironmentAskingTwice(
      counter: counter(nthPrime),
      favoritePrimes: FavoritePrimesAskingEnvironment(fileClient: fileClient, nthPrime: nthPrime))
    let rootHolds = nthPrimeCount(in: root)
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: "passed-down", cell: "root holds \(rootHolds)",
      detail: "The root environment nests one struct per feature, so it holds nthPrime \(rootHolds) times, and "
        + "nothing keeps the copies the same.",
      good: rootHolds == 1)
  }

  /// Stage 1: no root environment holds `nthPrime`; each feature's module global holds its own. `globals` are the
  /// globals the two features read, named in `names`.
  public static func separateGlobalsReport(_ globals: [Any], named names: String) -> ProbeReport {
    let globalsToSet = globals.filter { nthPrimeCount(in: $0) > 0 }.count
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: "global", cell: "\(globalsToSet) globals to set",
      detail: "No root environment holds nthPrime (0): \(names) each hold one, so \(globalsToSet) globals must be "
        + "set, and nothing keeps them the same.",
      good: false)
  }

  /// Stage 4: the root is one flat tuple, and each feature's pullback picks what it needs from it.
  public static func flatRootReport(_ root: Any) -> ProbeReport {
    let rootHolds = nthPrimeCount(in: root)
    let times = rootHolds == 1 ? "once" : "\(rootHolds) times"
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: "passed-down", cell: "root holds \(rootHolds)",
      detail: "The flat root tuple holds nthPrime \(times), and each pullback hands it to every feature that needs it.",
      good: rootHolds == 1)
  }

  /// Stages 5 and 6: the counter and the grown favorite primes each read `nthPrime` where they use it, and one value
  /// set where the stage sets it reaches both. `reached` holds the names of the doubles the two features reached.
  ///
  /// - Parameters:
  ///   - outcome: "declared" or "global".
  ///   - cell: what the table shows, such as "declared, 1 registered".
  ///   - detail: the sentence for `--details`, when both features reached it.
  public static func readWhereUsedReport(
    reached: [String], setOnce: String, outcome: String, cell: String, detail: String, good: Bool
  ) -> ProbeReport {
    guard reached.count == 2 else {
      return ProbeReport(
        probe: .sharedDependency, stage: stage, outcome: "not-reached", cell: "no answer",
        detail: "With nthPrime \(setOnce) once, \(reached.count) of the 2 features reached it.")
    }
    return ProbeReport(
      probe: .sharedDependency, stage: stage, outcome: outcome, cell: cell, detail: detail, good: good)
  }

  /// What the test context reported, or the live file a forgotten dependency wrote, when the app's integration test
  /// doubled `nthPrime` only.
  ///
  /// - Parameters:
  ///   - reported: the messages the test context recorded, in order.
  ///   - wroteLiveFile: whether the live file client wrote its file.
  public static func forgottenDependencyReport(reported: [String], wroteLiveFile: Bool) -> ProbeReport {
    if wroteLiveFile {
      return ProbeReport(
        probe: .mockEverything, stage: stage, outcome: "live-reached", cell: "live file written",
        detail: "Only nthPrime was overridden, and the live file client wrote favorite-primes.json.", good: false)
    }
    guard let message = reported.first else {
      return ProbeReport(
        probe: .mockEverything, stage: stage, outcome: "not-reached", cell: "nothing reported",
        detail: "Only nthPrime was overridden, and the scenario neither reached a live dependency nor reported one.")
    }
    let firstSentence = message.components(separatedBy: ". ")[0]
    return ProbeReport(
      probe: .mockEverything, stage: stage, outcome: "reported", cell: "reported \(dependencyName(in: message))",
      detail: "Only nthPrime was overridden; the test context recorded \"\(firstSentence).\" and nothing live ran.",
      good: true)
  }
}

/// `fileClient` in "@Dependency(\\.fileClient) has no test implementation…".
func dependencyName(in message: String) -> String {
  let afterKeyPath = message.drop { $0 != "." }.dropFirst()
  return String(afterKeyPath.prefix { $0 != ")" })
}

/// Favorite primes' environment as episode 92's second exercise grows it, asking for the nth prime too, declared as
/// stages 1 to 3 declare environments. The checkpoints' own feature does not ask, so their probes borrow this one.
public struct FavoritePrimesAskingEnvironment {
  /// The stage's own `FileClient`.
  public var fileClient: Any
  public var nthPrime: (Int) -> Effect<Int?>

  public init(fileClient: Any, nthPrime: @escaping (Int) -> Effect<Int?>) {
    self.fileClient = fileClient
    self.nthPrime = nthPrime
  }
}

/// Stages 2 and 3's `AppEnvironment`, one struct per feature, with the grown favorite primes environment in it.
struct AppEnvironmentAskingTwice {
  /// The stage's own `CounterEnvironment`.
  var counter: Any
  var favoritePrimes: FavoritePrimesAskingEnvironment
}

/// Favorite primes as episode 92's second exercise grows it, asked for the 7th prime: it reads `nthPrime` where it
/// uses it, with `read`, in the stage's own words, and runs the effect it returns. The checkpoints' own feature does
/// not ask, so stages whose features read their dependencies themselves (5 and 6) hand in only the read.
public func favoritePrimesAskForThe7thPrime(reading read: () -> (Int) -> Effect<Int?>) {
  let nthPrime = read()
  _ = runToEnd(nthPrime(7))
}
