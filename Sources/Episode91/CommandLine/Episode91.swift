import ExerciseSupport

/// The workbook's front door: `swift run Episode91 [command]`.
enum Episode91 {
  /// Exit codes a script can rely on.
  enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
  }

  /// Runs one command line and returns the process's exit code.
  ///
  /// With no command it compares the stages once at least one is built, and gives the tour before that.
  static func main(
    arguments: [String], console: Console, workbook: Workbook = .current, executables: Executables = .standard
  ) -> Int32 {
    do {
      return try dispatch(arguments, console: console, workbook: workbook, executables: executables)
    } catch {
      console.error("error: \(error.message)")
      console.error("Run `swift run Episode91 --help` to see the commands.")
      return ExitCode.usage
    }
  }

  private static func dispatch(
    _ arguments: [String], console: Console, workbook: Workbook, executables: Executables
  ) throws(UsageError) -> Int32 {
    guard let command = arguments.first else {
      if workbook.builtStages.isEmpty {
        printOverview(console: console, workbook: workbook)
        return ExitCode.success
      }
      return try compare(arguments: [], console: console, workbook: workbook, executables: executables)
    }
    let rest = Array(arguments.dropFirst())
    if let help = CommandHelp.named(command), asksForHelp(command: command, rest) {
      printUsage(of: help, console: console)
      return ExitCode.success
    }
    switch command {
    case "compare":
      return try compare(arguments: rest, console: console, workbook: workbook, executables: executables)
    case "show":
      return try show(arguments: rest, console: console, workbook: workbook, executables: executables)
    case "diff":
      return try diff(arguments: rest, console: console, workbook: workbook)
    case "run":
      return try run(arguments: rest, console: console, workbook: workbook, executables: executables)
    case "overview":
      guard rest.isEmpty else { throw UsageError(message: "overview takes no arguments.") }
      printOverview(console: console, workbook: workbook)
      return ExitCode.success
    case "--help", "-h", "help":
      printHelp(console: console)
      return ExitCode.success
    case _ where ExerciseCommands.names.contains(command):
      return ExerciseCommands(console: console, workbook: ExerciseWorkbook(root: workbook.root)).run(arguments)
    default:
      throw UsageError(message: "unknown command '\(command)'.")
    }
  }

  /// `<command> --help` asks for that command's usage, except after `run <stage>`, where `--help` belongs
  /// to the app.
  private static func asksForHelp(command: String, _ rest: [String]) -> Bool {
    let isHelp = { (word: String) in word == "--help" || word == "-h" }
    if command == "run" {
      return rest.first.map(isHelp) ?? false
    }
    return rest.contains(where: isHelp)
  }
}
