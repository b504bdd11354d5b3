/// One checkpoint's answers to every probe, each written the way that stage writes features and tests: the only
/// part of `--probe <name>` that differs from stage to stage. Everything else (the names, the report, the
/// measuring, the shape of each scenario and its wording) is this module's: a checkpoint hands in how it builds a
/// store, swaps in a double and reads `nthPrime`, and gets the report back.
///
/// Every probe runs on doubles: none touches the network or your favorites.
public protocol CheckpointProbes {
  /// The checkpoint's stage number, written into every report. Written by hand rather than read from the
  /// module's name: Episode91 checks it, which catches probes copied into the next checkpoint and not yet
  /// rewritten for it.
  static var stage: Int { get }

  /// The app's integration scenario (nth prime, then load and save favorites) with a double for `nthPrime` only.
  @MainActor static func mockEverything() async -> ProbeReport
  /// Two counter features side by side, one given an "online" `nthPrime` and one an "offline" one.
  @MainActor static func twoCounters() async -> ProbeReport
  /// The counter and favorite primes (as episode 92's second exercise grows it) both need `nthPrime`.
  @MainActor static func sharedDependency() async -> ProbeReport
  /// The root store, built as the entry point builds it (not run).
  @MainActor static func storeType() async -> ProbeReport
  /// Two concurrently running tasks override `nthPrime` the way this stage's tests do, then each reads it.
  @MainActor static func overrideIsolation() async -> ProbeReport
  /// What reading `nthPrime` costs where this stage's reducers read it.
  @MainActor static func readCost() async -> ProbeReport
}

extension CheckpointProbes {
  /// Answers `--probe <name>`: the report as one line of JSON on `write`.
  ///
  /// - Returns: 0 with the answer written, or 2 with nothing written and a message on `writeError` when `name`
  ///   is not a probe.
  @MainActor
  public static func answer(
    probeNamed name: String, write: (String) -> Void, writeError: (String) -> Void
  ) async -> Int32 {
    guard let probe = Probe(rawValue: name) else {
      let names = Probe.allCases.map(\.rawValue).joined(separator: ", ")
      writeError("Unknown probe \"\(name)\". The probes are \(names).\n")
      return 2
    }
    let report: ProbeReport
    switch probe {
    case .mockEverything: report = await mockEverything()
    case .twoCounters: report = await twoCounters()
    case .sharedDependency: report = await sharedDependency()
    case .storeType: report = await storeType()
    case .overrideIsolation: report = await overrideIsolation()
    case .readCost: report = await readCost()
    }
    write(report.json)
    return 0
  }
}
