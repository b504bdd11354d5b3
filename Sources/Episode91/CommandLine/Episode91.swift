import ExerciseSupport

/// The workbook's front door: `swift run Episode91 [command]`.
enum Episode91 {
  /// Exit codes a script can rely on.
  enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
  }

  /// Runs one command line and returns the process's exit code. With no command it compares the stages.
  static func main(
    arguments: [String], console: Console, workbook: Workbook = .current, executables: Executables = .standard
  ) -> Int32 {
    do {
      return try dispatch(arguments, console: console, workbook: workbook, executables: executables)
    } catch {
      console.error("error: \(error.message)")
      console.error(error.advice)
      return ExitCode.usage
    }
  }

  private static func dispatch(
    _ arguments: [String], console: Console, workbook: Workbook, executables: Executables
  ) throws(UsageError) -> Int32 {
    let name = arguments.first ?? Command.all[0].name
    guard let command = Command.named(name) else {
      throw UsageError(message: "unknown command '\(name)'.")
    }
    let words = Array(arguments.dropFirst())
    if command.asksForHelp(words) {
      printUsage(of: command, console: console)
      return ExitCode.success
    }
    let invocation = try command.invocation(words, console: console, workbook: workbook, executables: executables)
    return try command.action(invocation)
  }

  /// `help`: every command, one line each, from the command table.
  static func help(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let console = invocation.console
    console.line("Usage: swift run Episode91 [command] [arguments]")
    console.line()
    console.line("Commands:")
    for command in Command.all {
      console.line("  \(padded(command.listing ?? command.name, to: 13)) \(command.summary)")
    }
    console.line()
    console.line("Stages can be named by number (2) or by name (environment-in-reducer).")
    console.line("Examples:")
    console.line("  swift run Episode91 compare 2 3")
    console.line("  swift run Episode91 diff 3 4 --ignore-whitespace")
    console.line("  swift run Episode91 run 1 --script \"incr incr nth-prime\"")
    return ExitCode.success
  }

  /// One command's usage line and summary, for `Episode91 <command> --help`.
  static func printUsage(of command: Command, console: Console) {
    console.line("Usage: \(command.usage)")
    console.line()
    console.line(paragraph(command.summary, firstPrefix: "", indent: 2))
  }
}
