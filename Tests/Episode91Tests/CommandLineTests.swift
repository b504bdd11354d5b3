import ExerciseSupport
import Foundation
import TerminalText
import Testing

@testable import Episode91

/// The command line as a learner meets it: the exact words of its usage errors, every command reached through
/// `Episode91.main` as `swift run Episode91` reaches it. The help screens are pinned in `HelpScreenTests`.
@Suite struct CommandLineTests {
  @Test(arguments: [
    (["frobnicate"], "unknown command 'frobnicate'."),
    (["show"], "show takes one stage, for example `show 3` or `show erased-store`."),
    (["show", "1", "--verbose"], "unknown option '--verbose'."),
    (["compare", "--bogus"], "unknown option '--bogus'."),
    (["diff", "1", "2", "3"], "diff takes one or two stages, for example `diff 3 4` or `diff 4`."),
    (["run"], "run needs a stage, for example `run 1 --script \"incr nth-prime\"`."),
    (["overview", "2"], "overview takes no arguments."),
  ])
  func aUsageErrorIsOneSentenceThenWhereToLook(arguments: [String], message: String) throws {
    let result = try FixtureWorkbook().run(arguments)
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "error: \(message)\nRun `swift run Episode91 --help` to see the commands.\n")
  }

  @Test(arguments: [
    (["hint"], "missing exercise id. Usage: swift run Episode91 hint <id> [--next]"),
    (["reset"], "missing exercise id. Usage: swift run Episode91 reset <id> | --all [--yes]"),
    (["solution"], "missing exercise id. Usage: swift run Episode91 solution <id> [--force]"),
    (["hint", "9.9"], "unknown exercise '9.9'."),
    (["verify", "1.1"], "unknown exercise '1.1'."),
    (["watch", "9.9"], "unknown exercise '9.9'."),
    (["watch", "91.4", "91.5"], "one exercise id at a time. Usage: swift run Episode91 watch [id]"),
  ])
  func anExerciseUsageErrorListsTheValidIDs(arguments: [String], message: String) throws {
    let result = try FixtureWorkbook().run(arguments)
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
    let ids = Exercise.all.map(\.id).joined(separator: " ")
    #expect(result.errors == "error: \(message)\nValid ids: \(ids)\n")
  }

  @Test func exerciseCommandsRunThroughTheFrontDoor() throws {
    let fixture = try FixtureWorkbook()
    let exercise = Exercise.e91_4
    try fixture.write("enum Shipped {}\n", to: exercise.stubPath)
    try fixture.write("enum Shipped {}\n", to: exercise.pristinePath)
    let hint = fixture.run(["hint", "91.4"])
    #expect(hint.code == 0)
    #expect(hint.output.hasPrefix("91.4 Store without the force cast — hint 1 of \(exercise.hintCount)\n"))
    #expect(fixture.run(["verify", "91.4"]).output.hasPrefix("91.4 is not started: edit \(exercise.stubPath)\n"))
    try fixture.write("enum Mine {}\n", to: exercise.stubPath)
    let reset = fixture.run(["reset", "91.4"])
    #expect(reset.output == "91.4 is back as shipped: \(exercise.stubPath)\n")
    let solution = fixture.run(["solution", "91.4"])
    #expect(solution.code == 1)
    #expect(solution.errors.contains("91.4 is not started: the solution opens once"))
  }

  @Test func outputThatNeverArrivedFailsTheCommand() {
    let captured = CapturedConsole()
    var console = captured.console
    console.writeFailure = { "No space left on device" }
    #expect(Episode91.main(arguments: ["help"], console: console) == 1)
    #expect(
      captured.errors == """
        error: could not write to standard output: No space left on device. Send the output where it fits, then \
        run again.

        """)
    #expect(Episode91.main(arguments: ["--lang", "ko", "help"], console: console) == 1)
    #expect(captured.errors.contains("오류: 표준 출력에 쓸 수 없습니다: No space left on device."))
  }

  /// `/dev/full` (every write fails with ENOSPC) is Linux's; macOS has no such device.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full"))
  func theStandardStreamsRememberAFailedWriteWithoutACrash() throws {
    let full = open("/dev/full", O_WRONLY)
    defer { close(full) }
    let console = Console.writing(to: full, errorsTo: full)
    console.line("Usage: swift run Episode91")
    console.error("a message with nowhere to go is dropped")
    #expect(console.writeFailure() == String(cString: strerror(ENOSPC)))

    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let arriving = Console.writing(to: null, errorsTo: null)
    arriving.line("Usage: swift run Episode91")
    #expect(arriving.writeFailure() == nil)
  }

  @Test(arguments: [
    (["\u{1B}[2J"], #"error: unknown command '\u{1B}[2J'."#),
    (["show", "3\u{7}\u{200B}"], #"error: unknown stage '3\u{7}\u{200B}'."#),
    (["compare", "--\u{0}"], #"error: unknown option '--\u{0}'."#),
    (["hint", "91.1\r"], #"error: unknown exercise '91.1\u{D}'."#),
    (["--lang", "\u{9B}31m"], #"error: unknown language '\u{9B}31m'."#),
  ])
  func wordsFromTheCommandLineReachTheTerminalEscaped(arguments: [String], shown: String) throws {
    let result = try FixtureWorkbook().run(arguments)
    #expect(result.code == 2)
    #expect(result.errors.hasPrefix(shown), "\(result.errors)")
    #expect(!result.errors.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
  }

  @Test func colourOnlyOnATerminalThatShowsItAndNeverWithNoColor() {
    func colored(_ isTerminal: Bool, _ environment: [String: String]) -> Bool {
      TextStyle(outputIsTerminal: isTerminal, environment: environment).isColored
    }
    #expect(colored(true, ["TERM": "xterm-256color"]))
    #expect(!colored(false, ["TERM": "xterm-256color"]))
    #expect(!colored(true, ["TERM": "dumb"]))
    #expect(!colored(true, ["NO_COLOR": "1"]))
    #expect(!colored(true, ["NO_COLOR": ""]))
  }

  /// Xcode's console says it is a terminal (`isatty`, `TERM=xterm-256color`) but prints escape codes as text:
  /// the variable Xcode sets in what it runs turns colour and clearing off, as `TERM=dumb` does.
  @Test func xcodesConsoleIsPlainAndNeverCleared() {
    let xcode = [
      "TERM": "xterm-256color", "__XCODE_BUILT_PRODUCTS_DIR_PATHS": "/Users/a/DerivedData/Build/Products/Debug",
    ]
    let inXcode = Console.standard(environment: xcode, outputIsTerminal: true)
    #expect(!inXcode.usesColor)
    #expect(!inXcode.clearsScreen)
    #expect(!TextStyle(outputIsTerminal: true, environment: xcode).isColored)
    let inTerminal = Console.standard(environment: ["TERM": "xterm-256color"], outputIsTerminal: true)
    #expect(inTerminal.usesColor)
    #expect(inTerminal.clearsScreen)
    let dumb = Console.standard(environment: ["TERM": "dumb"], outputIsTerminal: true)
    #expect(!dumb.usesColor && !dumb.clearsScreen)
  }
}
