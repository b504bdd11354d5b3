import Foundation
import Testing

@testable import PrimeTimeTerminal
@testable import Stage5DependencyValues

/// This checkpoint's seam end to end, in-process: the shared shell (`PrimeTimeTerminal`) runs a
/// script on the app `startPrimeTime` builds, which asks for a prime, saves, deletes and loads
/// through this stage's dependencies.
///
/// What every checkpoint prints for every scenario is pinned once, in `CheckpointScenarioTests`;
/// this test shows that this checkpoint's own seam works. It saves into a fresh temporary directory
/// and never sees `WOLFRAM_APP_ID`, so it touches neither your favorites nor the network.
///
/// The program prepares its own live dependencies, in the scope of its own store, so there is
/// nothing to put back afterwards.
@Suite(.dependencies)
@MainActor
final class TerminalTests {
  private let temporaryDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("Stage5DependencyValuesTests-\(UUID().uuidString)")

  init() {
    try! FileManager.default.createDirectory(
      at: temporaryDirectory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: temporaryDirectory)
  }

  @Test func theShellRunsAScriptOnThisCheckpointsApp() async {
    let console = TestConsole()
    let status = await runPrimeTime(
      arguments: [
        "--count", "1", "--script",
        "incr nth-prime is-prime save-favorite close-modal save delete 0 load",
        "--state-json",
      ],
      console: console.console,
      environment: ["PRIMETIME_DATA_DIR": temporaryDirectory.path],
      programName: programName,
      startApp: startPrimeTime,
      answerProbe: PrimeTimeProbes.answer(probeNamed:write:writeError:),
      answerCheck: YourStubs.answer(checkNamed:write:writeError:)
    )

    #expect(status == 0)
    #expect(console.errorOutput == "")
    #expect(
      console.output
        == """
        {
          "activityFeed" : [
            {
              "prime" : 2,
              "type" : "addedFavoritePrime"
            },
            {
              "prime" : 2,
              "type" : "removedFavoritePrime"
            }
          ],
          "alertNthPrime" : {
            "n" : 2,
            "prime" : 3
          },
          "count" : 2,
          "favoritePrimes" : [
            2
          ],
          "isNthPrimeButtonDisabled" : false,
          "isPrimeModalShown" : false,
          "loggedInUser" : null
        }

        """
    )
    let saved = try? Data(
      contentsOf: temporaryDirectory.appendingPathComponent("favorite-primes.json"))
    #expect(saved == Data("[2]".utf8))
  }
}
