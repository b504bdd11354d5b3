import ExerciseSupport
import Messages

extension Episode91 {
  /// `overview`: what the workbook is, its stages and what to type next.
  static func overview(_ invocation: Invocation) throws(UsageError) -> Int32 {
    guard invocation.arguments.positionals.isEmpty else {
      throw UsageError(CommandLineMessage.overviewTakesNoArguments)
    }
    let console = invocation.console
    console.line(console.bold("Episode91: dependency injection in the Composable Architecture, step by step"))
    console.line()
    console.line("The same PrimeTime app (Counter, PrimeModal, FavoritePrimes), built once per stage. Each checkpoint")
    console.line("changes only how dependencies travel, so running, diffing and testing them side by side")
    console.line("shows what each step buys and what it costs.")
    console.line()
    for stage in Stage.all {
      let number = console.bold("\(stage.number)")
      let words = stage.text(in: console.language)
      console.line("  \(number)  \(padded(words.title, to: 28))\(console.dim(words.source))")
      console.line("     \(words.summary)")
    }
    console.line()
    console.line("Next:")
    console.line("  swift run Stage1GlobalCurrent          play the app as it is at the start of episode 91")
    console.line("  swift run Episode91 compare            the stages side by side, measured by their probes")
    console.line("  swift run Episode91 show 1             one stage: what changed, why, its key signatures")
    console.line("  swift run Episode91 diff 3 4           what one stage changed in the code")
    console.line("  swift test                             run every checkpoint's tests")
    console.line("  swift run Episode91 --help             everything Episode91 can do")
    return ExitCode.success
  }
}
