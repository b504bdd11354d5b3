import Foundation
import XCTest

@testable import PrimeTimeTerminal
@testable import Stage4TuplizedEnvironment

/// This checkpoint's seam end to end, in-process: the shared shell (`PrimeTimeTerminal`) runs a
/// script on the app `startPrimeTime` builds, which asks for a prime, saves, deletes and loads
/// through this stage's dependencies.
///
/// What every checkpoint prints for every scenario is pinned once, in `CheckpointScenarioTests`;
/// this test shows that this checkpoint's own seam works. It saves into a fresh temporary directory
/// and never sees `WOLFRAM_APP_ID`, so it touches neither your favorites nor the network.
final class TerminalTests: XCTestCase {
  private var temporaryDirectory = URL(fileURLWithPath: NSTemporaryDirectory())

  override func setUp() {
    super.setUp()
    temporaryDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("Stage4TuplizedEnvironmentTests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(
      at: temporaryDirectory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: temporaryDirectory)
    super.tearDown()
  }

  @MainActor
  func testTheShellRunsAScriptOnThisCheckpointsApp() async {
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

    XCTAssertEqual(status, 0)
    XCTAssertEqual(console.errorOutput, "")
    XCTAssertEqual(
      console.output,
      """
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
    XCTAssertEqual(saved, Data("[2]".utf8))
  }
}
