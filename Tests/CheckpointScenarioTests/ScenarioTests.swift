import Foundation
import PrimeTimeTerminal
import XCTest

/// Every scenario through every checkpoint, in-process: each checkpoint must print, save and exit exactly as
/// written in `scenarios`, so all six stay byte for byte the same, and a change to the shell or to one checkpoint
/// that alters what a person sees fails here.
///
/// XCTest runs these one at a time, which matters: stage 1 and stage 6 install the app's live dependencies in
/// globals, so two runs side by side would each see the other's.
final class ScenarioTests: XCTestCase {
  @MainActor func testStage1GlobalCurrent() async throws { try await playEveryScenario(on: checkpoints[0]) }
  @MainActor func testStage2EnvironmentInReducer() async throws { try await playEveryScenario(on: checkpoints[1]) }
  @MainActor func testStage3ErasedStore() async throws { try await playEveryScenario(on: checkpoints[2]) }
  @MainActor func testStage4TuplizedEnvironment() async throws { try await playEveryScenario(on: checkpoints[3]) }
  @MainActor func testStage5DependencyValues() async throws { try await playEveryScenario(on: checkpoints[4]) }
  @MainActor func testStage6SharedContainer() async throws { try await playEveryScenario(on: checkpoints[5]) }

  @MainActor func testEveryCheckpointIsPlayed() {
    XCTAssertEqual(
      checkpoints.map(\.name),
      [
        "Stage1GlobalCurrent", "Stage2EnvironmentInReducer", "Stage3ErasedStore", "Stage4TuplizedEnvironment",
        "Stage5DependencyValues", "Stage6SharedContainer",
      ]
    )
  }

  @MainActor
  private func playEveryScenario(
    on checkpoint: Checkpoint, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    for scenario in scenarios + hostileScenarios {
      let played = try await play(scenario, on: checkpoint)
      for (run, transcript) in zip(scenario.runs, played.runs) {
        let context = "\(scenario.name), \(run.arguments)"
        XCTAssertEqual(transcript.status, run.status, context, file: file, line: line)
        XCTAssertEqual(transcript.output, run.output, context, file: file, line: line)
        XCTAssertEqual(transcript.errorOutput, run.errorOutput, context, file: file, line: line)
      }
      XCTAssertEqual(played.favoritesFileAfter, scenario.favoritesFileAfter, scenario.name, file: file, line: line)
    }
  }
}

/// Runs `scenario` on `checkpoint` in a fresh data directory, which it then removes.
///
/// What was printed comes back with the data directory's path written `$DATA` and the checkpoint's name
/// `$PROGRAM`.
@MainActor
func play(
  _ scenario: Scenario, on checkpoint: Checkpoint
) async throws -> (runs: [Transcript], favoritesFileAfter: String?) {
  let dataDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("CheckpointScenarioTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dataDirectory) }
  let favoritesFile = dataDirectory.appendingPathComponent("favorite-primes.json")
  if let before = scenario.favoritesFileBefore {
    try Data(before.utf8).write(to: favoritesFile)
  }

  func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: dataDirectory.path, with: "$DATA")
      .replacingOccurrences(of: checkpoint.name, with: "$PROGRAM")
  }
  var transcripts: [Transcript] = []
  for run in scenario.runs {
    let recorder = TestConsole(input: run.input, isInteractive: run.isInteractive)
    let status = await checkpoint.run(
      run.arguments.map { $0.replacingOccurrences(of: "$DATA", with: dataDirectory.path) },
      recorder,
      ["PRIMETIME_DATA_DIR": dataDirectory.path].merging(run.environment) { $1 }
    )
    transcripts.append(
      Transcript(
        status: status,
        output: normalized(recorder.output),
        errorOutput: normalized(recorder.errorOutput)
      )
    )
  }
  return (transcripts, try? String(contentsOf: favoritesFile, encoding: .utf8))
}
