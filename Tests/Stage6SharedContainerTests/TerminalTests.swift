import Foundation
import Testing

@testable import Stage6SharedContainer

/// The program end to end, in-process: flags and a script in, the final state or screen and the exit status out.
///
/// Every run saves into a fresh temporary directory, and no run sees `WOLFRAM_APP_ID`, so nothing here touches
/// your own favorites or the network. The program writes its live dependencies into `Dependencies` and registers
/// its root store in `SharedStores`; the suite's trait puts back what was there.
@Suite(.serialized, .restoresDependencies)
@MainActor
final class TerminalTests {
  private let temporaryDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("Stage6SharedContainerTests-\(UUID().uuidString)")

  private var dataDirectory: URL { temporaryDirectory.appendingPathComponent("PrimeTimeData") }
  private var favoritesFile: URL { dataDirectory.appendingPathComponent("favorite-primes.json") }

  init() {
    try! FileManager.default.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: temporaryDirectory)
  }

  /// Runs the program with `arguments`, its data directory in this test's temporary directory.
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

  @Test func scriptPrintsTheFinalStateAsJSON() async {
    let run = await run([
      "--script", "incr incr nth-prime is-prime save-favorite close-modal save", "--state-json",
    ])

    #expect(run.status == 0)
    #expect(run.errorOutput == "")
    #expect(
      run.output
        == """
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
    #expect((try? Data(contentsOf: favoritesFile)) == Data("[2]".utf8))
  }

  @Test func scriptPrintsTheFinalScreen() async {
    let run = await run(["--script", "incr incr is-prime save-favorite nth-prime"])

    #expect(run.status == 0)
    #expect(
      run.output
        == """
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

  @Test func loadReadsWhatAnEarlierRunSaved() async {
    let first = await run(["--script", "incr incr is-prime save-favorite close-modal incr is-prime save-favorite save"])
    #expect(first.status == 0, "\(first.errorOutput)")

    let second = await run(["--script", "load delete 0", "--state-json"])

    #expect(second.status == 0, "\(second.errorOutput)")
    #expect(
      second.output
        == """
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

  @Test func commandsOnStandardInputWithComments() async {
    let run = await run(["--state-json"], input: ["incr  # the first", "# a whole comment line", "", "incr decr"])

    #expect(run.status == 0)
    #expect(run.output.contains(#""count" : 1,"#), "\(run.output)")
  }

  @Test func unknownCommandRunsNothing() async {
    let run = await run(["--script", "incr save jump"])

    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.errorOutput.contains(#"Unknown command "jump" at line 1, word 3."#), "\(run.errorOutput)")
    #expect(run.errorOutput.contains("--help"), "\(run.errorOutput)")
    #expect(!FileManager.default.fileExists(atPath: favoritesFile.path), "save must not have run")
  }

  @Test func malformedDeleteRunsNothing() async {
    let withoutIndex = await run(["--script", "incr\ndelete"])
    #expect(withoutIndex.status == 2)
    #expect(withoutIndex.output == "")
    #expect(withoutIndex.errorOutput.contains("at line 2, word 1 needs an index"), "\(withoutIndex.errorOutput)")

    let withWord = await run(["--script", "delete first"])
    #expect(withWord.status == 2)
    #expect(withWord.errorOutput.contains(#"but found "first""#), "\(withWord.errorOutput)")
  }

  @Test func unknownFlagAndHelp() async {
    let unknown = await run(["--colour"])
    #expect(unknown.status == 2)
    #expect(unknown.errorOutput.contains(#"Unknown option "--colour""#), "\(unknown.errorOutput)")

    let badCount = await run(["--count", "many"])
    #expect(badCount.status == 2)

    let help = await run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("Usage: swift run Stage6SharedContainer"), "\(help.output)")
    #expect(help.output.contains("delete <index>"), "\(help.output)")
  }

  @Test func nthPrimeOutsideItsRangeIsRefused() async {
    let atZero = await run(["--script", "nth-prime incr", "--state-json"])
    #expect(atZero.status == 1)
    #expect(atZero.errorOutput.contains("from 1 to 100000, and the count is 0"), "\(atZero.errorOutput)")
    #expect(atZero.output.contains(#""count" : 0,"#), "the script stopped at the refusal")

    let tooLarge = await run(["--count", "100001", "--script", "nth-prime"])
    #expect(tooLarge.status == 1)
    #expect(tooLarge.errorOutput.contains("the count is 100001"), "\(tooLarge.errorOutput)")
  }

  @Test func incrementPastIntMaxIsRefusedAndTheCountStays() async {
    let run = await run(["--count", "9223372036854775807", "--script", "incr", "--state-json"])

    #expect(run.status == 1)
    #expect(run.errorOutput.contains("Refused incr"), "\(run.errorOutput)")
    #expect(run.output.contains(#""count" : 9223372036854775807,"#), "\(run.output)")
  }

  @Test func otherRefusals() async {
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
      #expect(run.status == 1, "\(arguments)")
      #expect(run.errorOutput.contains(message), "\(arguments): \(run.errorOutput)")
    }
  }

  @Test func corruptFavoritesFileIsReportedAndNeverOverwritten() async {
    let corrupt = Data("2, 3, 5 — my favorites".utf8)
    try! FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    try! corrupt.write(to: favoritesFile)

    let load = await run(["--script", "load"])
    #expect(load.status == 1)
    #expect(load.errorOutput.contains("\(favoritesFile.path) is not a list of favorite primes"), "\(load.errorOutput)")

    let save = await run(["--script", "incr incr is-prime save-favorite save incr", "--state-json"])
    #expect(save.status == 1)
    #expect(save.errorOutput.contains("Did not save"), "\(save.errorOutput)")
    #expect(save.errorOutput.contains("Move it aside or fix it"), "\(save.errorOutput)")
    #expect(save.output.contains(#""count" : 2,"#), "the script stopped at the failed save")
    #expect((try? Data(contentsOf: favoritesFile)) == corrupt, "left byte for byte as it was")
  }

  @Test func unwritableDataDirectoryIsReported() async {
    // A directory can never be created inside a regular file, even by root.
    let regularFile = temporaryDirectory.appendingPathComponent("not-a-directory")
    try! Data().write(to: regularFile)

    let run = await run(["--data-dir", regularFile.appendingPathComponent("data").path, "--script", "save"])

    #expect(run.status == 1)
    #expect(run.errorOutput.contains("Could not save favorite primes"), "\(run.errorOutput)")
    #expect(run.errorOutput.contains("Choose a data directory you can write to"), "\(run.errorOutput)")
  }

  @Test func interactiveSessionRedrawsAndQuitsCleanlyAtTheEndOfInput() async {
    let run = await run([], input: ["incr", "nth-prime"], isInteractive: true, environment: ["NO_COLOR": "1"])

    #expect(run.status == 0)
    #expect(run.errorOutput == "")
    #expect(run.output.hasPrefix("Type help to see the commands."), "\(run.output)")
    #expect(run.output.contains("count: 1 (not prime)"), "\(run.output)")
    #expect(run.output.contains("The 1st prime is 2"), "\(run.output)")
    #expect(run.output.hasSuffix("> \n"), "the end of input ends the session on a fresh line")
  }

  @Test func interactiveSessionCarriesOnAfterAMistake() async {
    let run = await run([], input: ["jump", "decr decr", "nth-prime", "incr", "quit", "incr"], isInteractive: true)

    #expect(run.status == 0)
    #expect(run.errorOutput.contains(#"Unknown command "jump""#), "\(run.errorOutput)")
    #expect(run.errorOutput.contains("Refused nth-prime"), "\(run.errorOutput)")
    let lastScreen = run.output.components(separatedBy: "Counter").last ?? ""
    #expect(lastScreen.contains("count: -1"), "quit ended the session before the last incr: \(run.output)")
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() async {
    let escape = "\u{1B}["
    let terminal = await run([], isInteractive: true)
    #expect(terminal.output.contains(escape))

    let noColor = await run([], isInteractive: true, environment: ["NO_COLOR": "1"])
    #expect(!noColor.output.contains(escape))

    let piped = await run(["--script", "incr"])
    #expect(!piped.output.contains(escape))
  }
}
