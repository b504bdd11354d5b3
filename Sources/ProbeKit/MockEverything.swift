import Foundation

/// The answers to `mock-everything` when the stage lets the incomplete test run: a checkpoint runs the test in its
/// own way and hands what happened to one of these.
extension CheckpointProbes {
  /// The app's integration test with a double for `nthPrime` only, run in a process whose live file client saves
  /// into a throwaway folder: whether the live client wrote its file there, and nothing said so.
  ///
  /// - Parameters:
  ///   - doubled: the one dependency the test replaced, as this stage names it (`Counter.Current.nthPrime`).
  ///   - way: how this stage puts the double in: a global's field replaced, or a container's entry overridden.
  ///   - stayedLive: what the test forgot, as this stage names it: the global (`FavoritePrimes.Current`), or the
  ///     entry (`fileClient`).
  ///   - runScenario: the test, in the stage's own words: install the live dependencies the program installs at
  ///     launch, saving into `dataDirectory`, replace `nthPrime` only, then run the app's integration scenario.
  @MainActor
  public static func liveFileReport(
    onlyDoubled doubled: String, was way: DoubleInstalled, stayedLive: String,
    runScenario: @MainActor (_ dataDirectory: URL) async -> Void
  ) async -> ProbeReport {
    let dataDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("primetime-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dataDirectory) }
    await runScenario(dataDirectory)

    let liveFile = dataDirectory.appendingPathComponent("favorite-primes.json")
    guard FileManager.default.fileExists(atPath: liveFile.path) else {
      let detail: ProbeMessage = way == .replacedField ? .replacedAndNoFileWritten : .overriddenAndNoFileWritten
      return mockEverythingReport(
        outcome: "not-reached", cell: ProbeSentence(.noLiveCall),
        detail: ProbeSentence(detail, ["dependency": .verbatim(doubled)]))
    }
    let detail =
      switch way {
      case .replacedField:
        ProbeSentence(
          .replacedAndLiveFileWritten, ["dependency": .verbatim(doubled), "environment": .verbatim(stayedLive)])
      case .overriddenEntry:
        ProbeSentence(
          .overriddenAndLiveFileWritten, ["dependency": .verbatim(doubled), "entry": .verbatim(stayedLive)])
      }
    return mockEverythingReport(
      outcome: "live-reached", cell: ProbeSentence(.liveFileWritten), good: false, detail: detail)
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
        outcome: "live-reached", cell: ProbeSentence(.liveFileWritten), good: false,
        detail: ProbeSentence(.liveFileClientWrote))
    }
    guard let message = reported.first else {
      return mockEverythingReport(
        outcome: "not-reached", cell: ProbeSentence(.nothingReported), detail: ProbeSentence(.neitherReachedNorReported)
      )
    }
    // The message is quoted as the stage's reporter wrote it, in every language, like a compiler's error.
    let firstSentence = message.components(separatedBy: ". ")[0]
    return mockEverythingReport(
      outcome: "reported",
      cell: ProbeSentence(.reportedDependency, ["dependency": .verbatim(dependencyName(in: message))]), good: true,
      detail: ProbeSentence(.testContextRecorded, ["message": .verbatim(firstSentence)]))
  }

  /// A `mock-everything` answer from this checkpoint.
  private static func mockEverythingReport(
    outcome: String, cell: ProbeSentence, good: Bool? = nil, detail: ProbeSentence
  ) -> ProbeReport {
    ProbeReport(probe: .mockEverything, stage: stage, outcome: outcome, cell: cell, detail: detail, good: good)
  }
}

/// How a stage's test puts in its one double, which decides how the answer names what it forgot.
public enum DoubleInstalled: Sendable {
  /// A field of a global environment replaced (`Counter.Current.nthPrime = …`).
  case replacedField
  /// An entry of a shared container overridden (`Dependencies[\.nthPrime] = …`).
  case overriddenEntry
}

/// `fileClient` in "@Dependency(\\.fileClient) has no test implementation…".
private func dependencyName(in message: String) -> String {
  let afterKeyPath = message.drop { $0 != "." }.dropFirst()
  return String(afterKeyPath.prefix { $0 != ")" })
}
