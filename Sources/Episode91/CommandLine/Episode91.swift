import ExerciseSupport
import Messages
import TerminalText

/// The workbook's front door: `swift run Episode91 [--lang en|ko] [command]`.
enum Episode91 {
  /// Exit codes a script can rely on.
  enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    /// Stopped by Ctrl-C, as a shell reports it: 128 + SIGINT.
    static let interrupted: Int32 = 130
  }

  /// Runs one command line and returns the process's exit code. With no command it compares the stages.
  static func main(
    arguments: [String], console: Console, workbook: Workbook = .current, executables: Executables = .standard
  ) -> Int32 {
    var console = console
    do {
      let (language, words) = try takeLanguage(from: arguments)
      console.language = language ?? console.language
      let code = try dispatch(words, console: console, workbook: workbook, executables: executables)
      guard let failure = console.writeFailure() else { return code }
      let message = console.text(CommandLineMessage.couldNotWriteOutput, ["reason": failure])
      console.error(console.text(CommandLineMessage.errorPrefix, ["message": message]))
      return ExitCode.failure
    } catch {
      let message = console.text(CommandLineMessage.errorPrefix, ["message": console.text(error.message)])
      console.error(escapingInvisibles(message, keeping: ["\n"]))
      console.error(console.text(error.advice))
      return ExitCode.usage
    }
  }

  private static func dispatch(
    _ arguments: [String], console: Console, workbook: Workbook, executables: Executables
  ) throws(UsageError) -> Int32 {
    let name = arguments.first ?? Command.all[0].name
    guard let command = Command.named(name) else {
      throw UsageError(CommandLineMessage.unknownCommand, ["name": name])
    }
    let words = Array(arguments.dropFirst())
    if command.asksForHelp(words) {
      printUsage(of: command, console: console)
      return ExitCode.success
    }
    let invocation = try command.invocation(words, console: console, workbook: workbook, executables: executables)
    return try command.action(invocation)
  }

  /// Takes `--lang <code>` (or `--lang=<code>`) out of the words Episode91 reads itself, wherever it stands
  /// among them. The words `run` hands to a checkpoint's app are that app's, so the search stops there.
  static func takeLanguage(from arguments: [String]) throws(UsageError) -> (Language?, [String]) {
    var language: Language?
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if let command = kept.first.flatMap(Command.named), command.passesArgumentsOn, kept.count >= 2 {
        kept += arguments[index...]
        break
      }
      if word == "--lang" || word.hasPrefix("--lang=") {
        let code = word == "--lang" ? arguments.dropFirst(index + 1).first : String(word.dropFirst(7))
        guard let code, !code.isEmpty, !code.hasPrefix("-") else {
          throw UsageError(CommandLineMessage.missingLanguage)
        }
        guard let chosen = Language(code: code) else {
          throw UsageError(CommandLineMessage.unknownLanguage, ["code": code])
        }
        language = chosen
        index += word == "--lang" ? 2 : 1
        continue
      }
      kept.append(word)
      index += 1
    }
    return (language, kept)
  }

  /// `help`: every command, one line each, from the command table.
  static func help(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let console = invocation.console
    console.line(console.text(CommandLineMessage.helpUsage))
    console.line()
    console.line(console.text(CommandLineMessage.helpCommands))
    for command in Command.all {
      console.line(
        paragraph(
          console.text(command.summary), firstPrefix: "  \(padded(command.listing ?? command.name, to: 13)) ",
          indent: 16))
    }
    console.line()
    console.line(paragraph(console.text(CommandLineMessage.helpStageNames), firstPrefix: "", indent: 0))
    console.line(paragraph(console.text(CommandLineMessage.helpLanguage), firstPrefix: "", indent: 0))
    console.line(console.text(CommandLineMessage.helpExamples))
    console.line("  swift run Episode91 compare 2 3")
    console.line("  swift run Episode91 diff 3 4 --ignore-whitespace")
    console.line("  swift run Episode91 walk 2")
    console.line("  swift run Episode91 run 1 --script \"incr incr nth-prime\"")
    console.line("  swift run Episode91 --lang ko show 4")
    return ExitCode.success
  }

  /// One command's usage line and summary, for `Episode91 <command> --help`.
  static func printUsage(of command: Command, console: Console) {
    console.line(console.text(CommandLineMessage.usageLine, ["usage": command.usage]))
    console.line()
    console.line(paragraph(console.text(command.summary), firstPrefix: "", indent: 2))
  }
}
