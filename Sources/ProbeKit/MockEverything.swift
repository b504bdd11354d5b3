import Foundation

/// The answers to `mock-everything` when the stage lets the incomplete test run: a checkpoint runs the test in its
/// own way and hands what happened to one of these.
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
      return mockEverythingReport(
        outcome: "not-reached", cell: "no live call",
        detail: "With only \(doubled) \(replaced), the scenario wrote no file.")
    }
    return mockEverythingReport(
      outcome: "live-reached", cell: "live file written", good: false,
      detail: "Only \(doubled) was \(replaced); \(stayedLive) stayed live, wrote favorite-primes.json, and nothing "
        + "reported it.")
  }

  /// What the test context reported, or the live file a forgotten dependency wrote, when the app's integration test
  /// doubled `nthPrime` only.
  ///
  /// - Parameters:
  ///   - reported: the messages the test context recorded, in order.
  ///   - wroteLiveFile: whether the live file client wrote its file.
  public static func forgottenDependencyReport(reported: [String], wroteLiveFile: Bool) -> ProbeReport {
    guard !wroteLiveFile else {
      return mockEverythingReport(
        outcome: "live-reached", cell: "live file written", good: false,
        detail: "Only nthPrime was overridden, and the live file client wrote favorite-primes.json.")
    }
    guard let message = reported.first else {
      return mockEverythingReport(
        outcome: "not-reached", cell: "nothing reported",
        detail: "Only nthPrime was overridden, and the scenario neither reached a live dependency nor reported one.")
    }
    let firstSentence = message.components(separatedBy: ". ")[0]
    return mockEverythingReport(
      outcome: "reported", cell: "reported \(dependencyName(in: message))", good: true,
      detail: "Only nthPrime was overridden; the test context recorded \"\(firstSentence).\" and nothing live ran.")
  }

  /// A `mock-everything` answer from this checkpoint.
  private static func mockEverythingReport(
    outcome: String, cell: String, good: Bool? = nil, detail: String
  ) -> ProbeReport {
    ProbeReport(probe: .mockEverything, stage: stage, outcome: outcome, cell: cell, detail: detail, good: good)
  }
}

/// `fileClient` in "@Dependency(\\.fileClient) has no test implementation…".
private func dependencyName(in message: String) -> String {
  let afterKeyPath = message.drop { $0 != "." }.dropFirst()
  return String(afterKeyPath.prefix { $0 != ")" })
}
