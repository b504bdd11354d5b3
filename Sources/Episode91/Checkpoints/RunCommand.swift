import ExerciseSupport
import Messages

extension Episode91 {
  /// `run <stage> [argument…]`: hands the terminal to that checkpoint's app.
  ///
  /// Everything after the stage goes to the app untouched (a leading `--` is dropped), and the app replaces
  /// Episode91, so input, output, Ctrl-C and the exit status are the app's own. A checkpoint that is not
  /// compiled yet, or changed since, is compiled first, next to Episode91.
  static func run(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let (console, workbook, executables) = (invocation.console, invocation.workbook, invocation.executables)
    guard let name = invocation.arguments.positionals.first else {
      throw UsageError(CommandLineMessage.runNeedsStage)
    }
    let stage = try Stage.named(orThrow: name)
    let executable = executables.executable(for: stage)
    let compileErrors = executables.compileIfNeeded([stage], in: workbook) { stage in
      console.writeError(console.dim("Compiling \(stage.target)…") + "\n")
    }
    if let error = compileErrors[stage] {
      console.error("error: \(stage.target) does not compile: \(error)")
      console.error("Fix it (an exercise stub can be put back with `Episode91 reset <id>`), then run this again.")
      return ExitCode.failure
    }
    guard executables.isCompiled(stage) else {
      console.error("error: \(stage.target) is not compiled yet (\(workbook.displayPath(executable)) is missing).")
      console.error("Compile it with `\(executables.buildCommand(in: workbook, product: stage.target))`")
      console.error("(or all checkpoints with `\(executables.buildCommand(in: workbook))`), then run this again.")
      return ExitCode.failure
    }
    if executables.isStale(stage, in: workbook) {
      console.error(
        "note: \(stage.target)'s sources changed after it was compiled; "
          + "`\(executables.buildCommand(in: workbook, product: stage.target))` brings it up to date.")
    }
    let reason = executables.replaceProcess(executable, invocation.passedOn)
    console.error("error: could not start \(workbook.displayPath(executable)): \(reason)")
    return ExitCode.failure
  }
}
