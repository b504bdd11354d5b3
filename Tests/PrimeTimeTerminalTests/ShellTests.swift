import Effect
import Foundation
import PrimeTimeDomain
import TerminalText
import XCTest

@testable import PrimeTimeTerminal

/// The shell on its own, against a stand-in app that records what it was sent: what the shell decides before a
/// checkpoint is involved (flags, script words, refusals, when to draw, exit statuses, probes) and what no
/// checkpoint's app can be brought to show from the terminal (a question still being answered, a logged-in user).
///
/// What every real checkpoint prints is pinned in `CheckpointScenarioTests`.
final class ShellTests: XCTestCase {
  /// An app that only counts, remembers every command and how often the shell waited for effects, and reports a
  /// file problem on `save` when asked to.
  @MainActor
  private final class StandInApp {
    var count = 0
    var sent: [AppCommand] = []
    var waits = 0
    var failsToSave = false
    /// What the shell started the app with, or `nil` when it started none.
    var settings: (count: Int, configuration: LiveConfiguration)?

    func start(count initialCount: Int, configuration: LiveConfiguration) -> PrimeTimeApp {
      settings = (initialCount, configuration)
      count = initialCount
      return PrimeTimeApp(
        send: { [self] command in
          sent.append(command)
          switch command {
          case .incr: count += 1
          case .decr: count -= 1
          case .save where failsToSave: configuration.onFileProblem("Could not save.")
          default: break
          }
        },
        state: { [self] in AppState(count: count) },
        waitUntilIdle: { [self] in waits += 1 }
      )
    }
  }

  @MainActor
  private func run(
    _ arguments: [String],
    app: StandInApp = StandInApp(),
    input: [String] = [],
    isInteractive: Bool = false,
    environment: [String: String] = [:],
    writeFailure: String? = nil
  ) async -> (status: Int32, output: String, errorOutput: String) {
    let console = TestConsole(input: input, isInteractive: isInteractive, writeFailure: writeFailure)
    let status = await runPrimeTime(
      arguments: arguments,
      console: console.console,
      environment: environment,
      programName: "StageZero",
      startApp: app.start,
      answerProbe: { name, write, _ in
        write("probe \(name)\n")
        return name == "known" ? 0 : 2
      },
      answerCheck: { id, write, _ in
        write("check \(id)\n")
        return id == "0.1" ? 0 : 1
      }
    )
    return (status, console.output, console.errorOutput)
  }

  @MainActor
  func testScriptSendsEachCommandAndWaitsForItsEffects() async {
    let app = StandInApp()
    let run = await run(["--count", "5", "--script", "incr decr save load", "--state-json"], app: app)

    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(app.sent, [.incr, .decr, .save, .load])
    XCTAssertEqual(app.waits, 4)
    XCTAssertTrue(run.output.contains(#""count" : 5,"#), run.output)
  }

  @MainActor
  func testTheAppStartsFromTheFlagsAndEnvironment() async {
    let app = StandInApp()
    _ = await run(
      ["--count", "-3", "--data-dir", "/tmp/flag", "--log", "--script", ""], app: app,
      environment: ["PRIMETIME_DATA_DIR": "/tmp/environment", "WOLFRAM_APP_ID": "id"])
    XCTAssertEqual(app.settings?.count, -3)
    XCTAssertEqual(app.settings?.configuration.dataDirectory.path, "/tmp/flag")
    XCTAssertEqual(app.settings?.configuration.wolframAppID, "id")
    XCTAssertEqual(app.settings?.configuration.isLogging, true)

    let defaults = StandInApp()
    _ = await run(["--script", ""], app: defaults, environment: ["PRIMETIME_DATA_DIR": "", "WOLFRAM_APP_ID": ""])
    XCTAssertEqual(defaults.settings?.configuration.dataDirectory.lastPathComponent, "PrimeTimeData")
    XCTAssertNil(defaults.settings?.configuration.wolframAppID, "an empty app ID asks no one")
    XCTAssertEqual(defaults.settings?.configuration.isLogging, false)
  }

  @MainActor
  func testARefusalStopsTheScriptBeforeTheAppSeesIt() async {
    let app = StandInApp()
    let run = await run(["--script", "incr dismiss-alert incr"], app: app)

    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(app.sent, [.incr])
    XCTAssertEqual(run.errorOutput, "Refused dismiss-alert: there is no alert. Ask with nth-prime first.\n")
    XCTAssertTrue(run.output.contains("count: 1 (not prime)"), "the screen is still drawn: \(run.output)")
  }

  @MainActor
  func testAFileProblemFailsTheScriptAfterItsCommand() async {
    let app = StandInApp()
    app.failsToSave = true
    let run = await run(["--script", "save incr"], app: app)

    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(app.sent, [.save])
    XCTAssertEqual(run.errorOutput, "Could not save.\n")
  }

  /// The episode's reducer simply re-enables the button when Wolfram Alpha gives no answer; a script must not
  /// pass as if it had asked.
  @MainActor
  func testAnNthPrimeThatGetsNoAnswerFailsTheScript() async {
    let app = StandInApp()
    let run = await run(["--count", "7", "--script", "nth-prime incr"], app: app)

    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(app.sent, [.nthPrime])
    XCTAssertEqual(
      run.errorOutput,
      """
      nth-prime got no answer: Wolfram Alpha did not say what the 7th prime is. Check WOLFRAM_APP_ID and the \
      network, or unset WOLFRAM_APP_ID to count primes on this machine.

      """)
  }

  @MainActor
  func testAScriptThatCannotBeReadStartsNoApp() async {
    let app = StandInApp()
    let run = await run(["--script", "incr jump"], app: app)

    XCTAssertEqual(run.status, 2)
    XCTAssertNil(app.settings)
    XCTAssertEqual(
      run.errorOutput,
      "Unknown command \"jump\" at line 1, word 2. Nothing was run. Run with --help to see the commands.\n")
  }

  @MainActor
  func testAFinalScreenOrStateThatCannotBeWrittenFailsTheRun() async {
    let state = await run(["--script", "incr", "--state-json"], writeFailure: "No space left on device")
    XCTAssertEqual(state.status, 1)
    XCTAssertEqual(
      state.errorOutput,
      """
      Could not write the final state to standard output: No space left on device. Send it where it fits, then \
      run again.

      """)

    let screen = await run(["--script", "incr"], writeFailure: "No space left on device")
    XCTAssertEqual(screen.status, 1)
    XCTAssertTrue(
      screen.errorOutput.hasPrefix("Could not write the final screen to standard output"), screen.errorOutput)

    let interactive = await run([], input: ["incr"], isInteractive: true, writeFailure: "No space left on device")
    XCTAssertEqual(interactive.status, 1)
    XCTAssertTrue(interactive.errorOutput.hasPrefix("Could not write the screen to standard output"))

    let written = await run(["--script", "incr"])
    XCTAssertEqual(written.status, 0, "nothing is said when the output arrived")
    XCTAssertEqual(written.errorOutput, "")
  }

  @MainActor
  func testHelpOrAProbesReportThatCannotBeWrittenFailsTheRun() async {
    let help = await run(["--help"], writeFailure: "No space left on device")
    XCTAssertEqual(help.status, 1)
    XCTAssertEqual(
      help.errorOutput,
      "Could not write the help to standard output: No space left on device. Send it where it fits, then run again.\n"
    )

    let probe = await run(["--probe", "known"], writeFailure: "No space left on device")
    XCTAssertEqual(probe.status, 1)
    XCTAssertTrue(
      probe.errorOutput.hasPrefix("Could not write the probe's report to standard output"), probe.errorOutput)
  }

  func testStandardOutputRemembersTheFirstWriteThatFailed() throws {
    let full = open("/dev/full", O_WRONLY)
    try XCTSkipIf(full < 0, "this system has no /dev/full")
    defer { close(full) }
    let console = AppConsole.writing(to: full)

    console.write("the final state")

    XCTAssertEqual(console.writeFailure(), String(cString: strerror(ENOSPC)))

    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let arriving = AppConsole.writing(to: null)
    arriving.write("the final state")
    XCTAssertNil(arriving.writeFailure())
  }

  /// With standard error closed or full there is nowhere left to say anything: the message is dropped, and the
  /// program carries on to its exit status instead of crashing.
  func testAMessageThatCannotBeWrittenIsDroppedWithoutACrash() throws {
    let full = open("/dev/full", O_WRONLY)
    try XCTSkipIf(full < 0, "this system has no /dev/full")
    defer { close(full) }
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let console = AppConsole.writing(to: null, errorsTo: full)

    console.writeError("Refused incr: the count is 9223372036854775807, the largest Int there is. Try decr.\n")

    XCTAssertNil(console.writeFailure(), "standard output is still fine")
  }

  @MainActor
  func testAnEmptyDataDirectoryIsRefused() async {
    let app = StandInApp()
    let run = await run(["--data-dir", "", "--script", "save"], app: app)

    XCTAssertEqual(run.status, 2)
    XCTAssertNil(app.settings, "nothing ran")
    XCTAssertEqual(
      run.errorOutput,
      """
      --data-dir needs a path, not an empty one. Leave it out to save in $PRIMETIME_DATA_DIR or ./PrimeTimeData. \
      Run with --help to see the options.

      """)
  }

  func testWordsFromTheInputAreQuotedSafely() {
    XCTAssertEqual(quoted("jump"), #""jump""#)
    XCTAssertEqual(quoted("\u{1B}[2J\u{0}\u{7F}"), #""\u{1B}[2J\u{0}\u{7F}""#)
    XCTAssertEqual(quoted("\u{202E}evil"), #""\u{202E}evil""#, "a right-to-left override cannot turn the message round")
    XCTAssertEqual(quoted(#"say "hi"\"#), #""say \"hi\"\\""#)
    XCTAssertEqual(quoted("héllo👍🏽"), "\"héllo👍🏽\"")
    XCTAssertEqual(
      quoted(String(repeating: "é", count: 1_000_000)),
      "\"" + String(repeating: "é", count: 32) + "…\" (1000000 characters)")
    XCTAssertEqual(
      Options.parse(["--count", "\u{1B}c"], environment: [:]),
      .failure(
        Options.OptionError(
          message: #"--count needs a whole number from \#(Int.min) to \#(Int.max), not "\u{1B}c"."#)))
    XCTAssertEqual(
      Options.parse(["--\u{0}"], environment: [:]),
      .failure(Options.OptionError(message: #"Unknown option "--\u{0}"."#))
    )
  }

  func testScriptsWithCRLFLineEndsAndHostileWords() {
    XCTAssertEqual(try parseScript("incr # note\r\nincr").get(), [.command(.incr), .command(.incr)])
    XCTAssertEqual(
      parseScript("incr\r\n\r\n  jump"),
      .failure(ScriptError(message: #"Unknown command "jump" at line 3, word 1."#)))
    XCTAssertEqual(
      parseScript("incr \u{1B}[2J"),
      .failure(ScriptError(message: #"Unknown command "\u{1B}[2J" at line 1, word 2."#)))
    XCTAssertEqual(
      parseScript("delete 9223372036854775808"),
      .failure(
        ScriptError(
          message: """
            "delete" at line 1, word 1 asks for index "9223372036854775808", which is out of range: favorite \
            primes are numbered 0 and up, and no list is that long.
            """)))
    XCTAssertEqual(
      try parseScript("delete -1 delete +2").get(), [.command(.delete(index: -1)), .command(.delete(index: 2))],
      "a small negative index is the refusals' to explain")
  }

  @MainActor
  func testProbesGoToTheCheckpointWithoutStartingTheApp() async {
    let app = StandInApp()
    let known = await run(["--probe", "known"], app: app)
    XCTAssertEqual(known.status, 0)
    XCTAssertEqual(known.output, "probe known\n")

    let unknown = await run(["--probe", "other"], app: app)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertNil(app.settings)
  }

  @MainActor
  func testChecksGoToTheCheckpointWithoutStartingTheApp() async {
    let app = StandInApp()
    let passing = await run(["--check=0.1"], app: app)
    XCTAssertEqual(passing.status, 0)
    XCTAssertEqual(passing.output, "check 0.1\n")

    let failing = await run(["--check", "0.2"], app: app)
    XCTAssertEqual(failing.status, 1)
    XCTAssertEqual(failing.output, "check 0.2\n")
    XCTAssertNil(app.settings)
  }

  @MainActor
  func testHelpNamesTheCheckpointsProgram() async {
    let run = await run(["--help"])

    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.hasPrefix("Usage: swift run StageZero [options]\n"), run.output)
    XCTAssertTrue(run.output.hasSuffix("\n\n" + commandHelp), "a blank line before the commands: \(run.output)")
  }

  @MainActor
  func testInteractiveInputIsReadLineByLine() async {
    let app = StandInApp()
    let run = await run(
      [], app: app, input: ["incr incr", "quit", "incr"], isInteractive: true,
      environment: ["NO_COLOR": "1"])

    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(app.sent, [.incr, .incr])
    XCTAssertEqual(run.output.components(separatedBy: "\n> ").count - 1, 2, "one prompt per line read, until quit")
    XCTAssertTrue(run.output.contains("count: 2 (prime)"), run.output)
  }

  func testScriptWords() {
    XCTAssertEqual(
      try parseScript("incr # note\n\n  delete 3 help\tquit").get(),
      [.command(.incr), .command(.delete(index: 3)), .help, .quit]
    )
    XCTAssertEqual(
      parseScript("incr\nincr delete x"),
      .failure(ScriptError(message: "\"delete\" at line 2, word 2 needs an index, like \"delete 0\", but found \"x\"."))
    )
    XCTAssertEqual(parseScript("# only a comment"), .success([]))
  }

  func testAQuestionStillBeingAnsweredIsShownAndRefused() {
    let state = AppState(count: 7, isNthPrimeButtonDisabled: true)

    XCTAssertTrue(renderScreen(state, style: TextStyle(isColored: false)).contains("  asking for the 7th prime…\n"))
    XCTAssertEqual(refusal(for: .nthPrime, in: state), "Refused nth-prime: the last question is still being answered.")
  }

  func testALoggedInUserIsPrintedInTheStateJSON() {
    let state = AppState(count: 0, loggedInUser: AppState.User(id: 1, name: "Blob", bio: "Blobs"))

    XCTAssertTrue(
      stateJSON(state).contains(
        """
          "loggedInUser" : {
            "bio" : "Blobs",
            "id" : 1,
            "name" : "Blob"
          }
        """
      ),
      stateJSON(state)
    )
  }
}
