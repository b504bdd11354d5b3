/// The workbook's front door: `swift run Episode91 [command]`.
enum Episode91 {
  /// Exit codes a script can rely on.
  enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
  }

  /// Runs one command line and returns the process's exit code.
  static func main(arguments: [String], console: Console, workbook: Workbook = .current) -> Int32 {
    switch arguments.first {
    case nil, "overview":
      printOverview(console: console, workbook: workbook)
      return ExitCode.success
    case "--help", "-h", "help":
      printHelp(console: console)
      return ExitCode.success
    case let unknown?:
      console.error("error: unknown command '\(unknown)'.")
      console.error("Run `swift run Episode91 --help` to see the commands.")
      return ExitCode.usage
    }
  }

  static func printOverview(console: Console, workbook: Workbook) {
    console.line(console.bold("Episode91: dependency injection in the Composable Architecture, step by step"))
    console.line()
    console.line("The same PrimeTime app (Counter, PrimeModal, FavoritePrimes), built six times. Each checkpoint")
    console.line("changes only how dependencies travel, so running, diffing and testing them side by side")
    console.line("shows what each step buys and what it costs.")
    console.line()
    for stage in Stage.all {
      let number = console.bold("\(stage.number)")
      let title = padded(stage.title, to: 28)
      let status = stage.isBuilt(in: workbook) ? "" : "  " + console.yellow("(not built yet)")
      console.line("  \(number)  \(title)\(console.dim(padded(stage.source, to: 28)))\(status)")
      console.line("     \(stage.summary)")
    }
    console.line()
    console.line("Next:")
    console.line("  swift run Stage1GlobalCurrent          play the app as it is at the start of episode 91")
    console.line("  swift test                             run every checkpoint's tests")
    console.line("  swift run Episode91 --help             everything Episode91 can do")
  }

  static func printHelp(console: Console) {
    console.line("Usage: swift run Episode91 [command]")
    console.line()
    console.line("Commands:")
    console.line("  overview      what the workbook is and its six stages (the default)")
    console.line("  help          this text (also --help, -h)")
    console.line()
    console.line("Stages can be named by number (2) or by name (environment-in-reducer).")
  }
}
