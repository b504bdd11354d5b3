import Foundation
import XCTest

@testable import Stage4TuplizedEnvironment

/// The program end to end, in-process: flags and a script in, the final state or screen and the exit status out.
///
/// Every run saves into a fresh temporary directory, and no run sees `WOLFRAM_APP_ID`, so nothing here touches
/// your own favorites or the network.
final class TerminalTests: XCTestCase {
  private var temporaryDirectory = URL(fileURLWithPath: NSTemporaryDirectory())

  private var dataDirectory: URL { temporaryDirectory.appendingPathComponent("PrimeTimeData") }
  private var favoritesFile: URL { dataDirectory.appendingPathComponent("favorite-primes.json") }

  override func setUp() {
    super.setUp()
    temporaryDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("Stage4TuplizedEnvironmentTests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: temporaryDirectory)
    super.tearDown()
  }

  /// Runs the program with `arguments`, its data directory in this test's temporary directory.
  @MainActor
  private func run(
    _ arguments: [String],
    input: [String] = [],
    isInteractive: Bool = false,
    environment: [String: String] = [:]
  ) async -> (status: Int32, output: String, errorOutput: String) {
    let console = TestConsole(input: input, isInteractive: isInteractive)
    let status = await runPrimeTime(
      arguments: arguments,
      console: console.console,
      environment: ["PRIMETIME_DATA_DIR": dataDirectory.path].merging(environment) { $1 }
    )
    return (status, console.output, console.errorOutput)
  }

  @MainActor
  func testScriptPrintsTheFinalStateAsJSON() async {
    let run = await run([
      "--script", "incr incr nth-prime is-prime save-favorite close-modal save", "--state-json",
    ])

    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.errorOutput, "")
    XCTAssertEqual(
      run.output,
      """
      {
        "activityFeed" : [
          {
            "prime" : 2,
            "type" : "addedFavoritePrime"
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
    XCTAssertEqual(try? Data(contentsOf: favoritesFile), Data("[2]".utf8))
  }

  @MainActor
  func testScriptPrintsTheFinalScreen() async {
    let run = await run(["--script", "incr incr is-prime save-favorite nth-prime"])

    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      """
      Counter  incr decr
        count: 2 (prime)  is-prime
        nth-prime  What is the 2nd prime?
        The 2nd prime is 3  dismiss-alert

      Prime modal  close-modal
        2 is prime 🎉  remove-favorite  Remove from favorite primes

      Favorite primes  delete <index> save load
        0: 2

      Activity feed
        added 2 to favorite primes

      """
    )
  }

  @MainActor
  func testLoadReadsWhatAnEarlierRunSaved() async {
    let first = await run(["--script", "incr incr is-prime save-favorite close-modal incr is-prime save-favorite save"])
    XCTAssertEqual(first.status, 0, first.errorOutput)

    let second = await run(["--script", "load delete 0", "--state-json"])

    XCTAssertEqual(second.status, 0, second.errorOutput)
    XCTAssertEqual(
      second.output,
      """
      {
        "activityFeed" : [
          {
            "prime" : 2,
            "type" : "removedFavoritePrime"
          }
        ],
        "alertNthPrime" : null,
        "count" : 0,
        "favoritePrimes" : [
          3
        ],
        "isNthPrimeButtonDisabled" : false,
        "isPrimeModalShown" : false,
        "loggedInUser" : null
      }

      """
    )
  }

  @MainActor
  func testCommandsOnStandardInputWithComments() async {
    let run = await run(["--state-json"], input: ["incr  # the first", "# a whole comment line", "", "incr decr"])

    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.contains(#""count" : 1,"#), run.output)
  }

  @MainActor
  func testUnknownCommandRunsNothing() async {
    let run = await run(["--script", "incr save jump"])

    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.output, "")
    XCTAssertTrue(run.errorOutput.contains(#"Unknown command "jump" at line 1, word 3."#), run.errorOutput)
    XCTAssertTrue(run.errorOutput.contains("--help"), run.errorOutput)
    XCTAssertFalse(FileManager.default.fileExists(atPath: favoritesFile.path), "save must not have run")
  }

  @MainActor
  func testMalformedDeleteRunsNothing() async {
    let withoutIndex = await run(["--script", "incr\ndelete"])
    XCTAssertEqual(withoutIndex.status, 2)
    XCTAssertEqual(withoutIndex.output, "")
    XCTAssertTrue(withoutIndex.errorOutput.contains("at line 2, word 1 needs an index"), withoutIndex.errorOutput)

    let withWord = await run(["--script", "delete first"])
    XCTAssertEqual(withWord.status, 2)
    XCTAssertTrue(withWord.errorOutput.contains(#"but found "first""#), withWord.errorOutput)
  }

  @MainActor
  func testUnknownFlagAndHelp() async {
    let unknown = await run(["--colour"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.errorOutput.contains(#"Unknown option "--colour""#), unknown.errorOutput)

    let badCount = await run(["--count", "many"])
    XCTAssertEqual(badCount.status, 2)

    let help = await run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.output.contains("Usage: swift run Stage4TuplizedEnvironment"), help.output)
    XCTAssertTrue(help.output.contains("delete <index>"), help.output)
  }

  @MainActor
  func testNthPrimeOutsideItsRangeIsRefused() async {
    let atZero = await run(["--script", "nth-prime incr", "--state-json"])
    XCTAssertEqual(atZero.status, 1)
    XCTAssertTrue(atZero.errorOutput.contains("from 1 to 100000, and the count is 0"), atZero.errorOutput)
    XCTAssertTrue(atZero.output.contains(#""count" : 0,"#), "the script stopped at the refusal")

    let tooLarge = await run(["--count", "100001", "--script", "nth-prime"])
    XCTAssertEqual(tooLarge.status, 1)
    XCTAssertTrue(tooLarge.errorOutput.contains("the count is 100001"), tooLarge.errorOutput)
  }

  @MainActor
  func testIncrementPastIntMaxIsRefusedAndTheCountStays() async {
    let run = await run(["--count", "9223372036854775807", "--script", "incr", "--state-json"])

    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errorOutput.contains("Refused incr"), run.errorOutput)
    XCTAssertTrue(run.output.contains(#""count" : 9223372036854775807,"#), run.output)
  }

  @MainActor
  func testOtherRefusals() async {
    let cases: [(arguments: [String], message: String)] = [
      (["--script", "dismiss-alert"], "there is no alert"),
      (["--script", "save-favorite"], "the prime modal is not open"),
      (["--script", "is-prime save-favorite"], "0 is not prime"),
      (["--script", "incr incr is-prime save-favorite save-favorite"], "2 is already a favorite prime"),
      (["--script", "incr incr is-prime remove-favorite"], "2 is not a favorite prime"),
      (["--script", "close-modal"], "the prime modal is not open"),
      (["--script", "delete 0"], "there are no favorite primes"),
      (["--count", "-9223372036854775808", "--script", "decr"], "Refused decr"),
    ]
    for (arguments, message) in cases {
      let run = await run(arguments)
      XCTAssertEqual(run.status, 1, "\(arguments)")
      XCTAssertTrue(run.errorOutput.contains(message), "\(arguments): \(run.errorOutput)")
    }
  }

  @MainActor
  func testCorruptFavoritesFileIsReportedAndNeverOverwritten() async {
    let corrupt = Data("2, 3, 5 — my favorites".utf8)
    try! FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    try! corrupt.write(to: favoritesFile)

    let load = await run(["--script", "load"])
    XCTAssertEqual(load.status, 1)
    XCTAssertTrue(load.errorOutput.contains("\(favoritesFile.path) is not a list of favorite primes"), load.errorOutput)

    let save = await run(["--script", "incr incr is-prime save-favorite save incr", "--state-json"])
    XCTAssertEqual(save.status, 1)
    XCTAssertTrue(save.errorOutput.contains("Did not save"), save.errorOutput)
    XCTAssertTrue(save.errorOutput.contains("Move it aside or fix it"), save.errorOutput)
    XCTAssertTrue(save.output.contains(#""count" : 2,"#), "the script stopped at the failed save")
    XCTAssertEqual(try? Data(contentsOf: favoritesFile), corrupt, "left byte for byte as it was")
  }

  @MainActor
  func testUnwritableDataDirectoryIsReported() async {
    // A directory can never be created inside a regular file, even by root.
    let regularFile = temporaryDirectory.appendingPathComponent("not-a-directory")
    try! Data().write(to: regularFile)

    let run = await run(["--data-dir", regularFile.appendingPathComponent("data").path, "--script", "save"])

    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errorOutput.contains("Could not save favorite primes"), run.errorOutput)
    XCTAssertTrue(run.errorOutput.contains("Choose a data directory you can write to"), run.errorOutput)
  }

  @MainActor
  func testInteractiveSessionRedrawsAndQuitsCleanlyAtTheEndOfInput() async {
    let run = await run([], input: ["incr", "nth-prime"], isInteractive: true, environment: ["NO_COLOR": "1"])

    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.errorOutput, "")
    XCTAssertTrue(run.output.hasPrefix("Type help to see the commands."), run.output)
    XCTAssertTrue(run.output.contains("count: 1 (not prime)"), run.output)
    XCTAssertTrue(run.output.contains("The 1st prime is 2"), run.output)
    XCTAssertTrue(run.output.hasSuffix("> \n"), "the end of input ends the session on a fresh line")
  }

  @MainActor
  func testInteractiveSessionCarriesOnAfterAMistake() async {
    let run = await run([], input: ["jump", "decr decr", "nth-prime", "incr", "quit", "incr"], isInteractive: true)

    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.errorOutput.contains(#"Unknown command "jump""#), run.errorOutput)
    XCTAssertTrue(run.errorOutput.contains("Refused nth-prime"), run.errorOutput)
    let lastScreen = run.output.components(separatedBy: "Counter").last ?? ""
    XCTAssertTrue(lastScreen.contains("count: -1"), "quit ended the session before the last incr: \(run.output)")
  }

  @MainActor
  func testColourOnlyOnATerminalAndNeverWithNoColor() async {
    let escape = "\u{1B}["
    let terminal = await run([], isInteractive: true)
    XCTAssertTrue(terminal.output.contains(escape))

    let noColor = await run([], isInteractive: true, environment: ["NO_COLOR": "1"])
    XCTAssertFalse(noColor.output.contains(escape))

    let piped = await run(["--script", "incr"])
    XCTAssertFalse(piped.output.contains(escape))
  }
}
