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
      console.writeError(console.dim(console.text(CheckpointMessage.compiling, ["target": stage.target])) + "\n")
    }
    if let error = compileErrors[stage] {
      let arguments = ["target": stage.target, "error": console.text(error)]
      console.error(errorLine(CheckpointMessage.doesNotCompile, arguments, console))
      console.error(console.text(CheckpointMessage.fixThenRunAgain))
      return ExitCode.failure
    }
    guard executables.isCompiled(stage) else {
      let path = workbook.displayPath(executable)
      console.error(errorLine(CheckpointMessage.notCompiledYet, ["target": stage.target, "path": path], console))
      console.error(
        console.text(
          CheckpointMessage.compileThenRunAgain,
          [
            "command": executables.buildCommand(in: workbook, product: stage.target),
            "all": executables.buildCommand(in: workbook),
          ]))
      return ExitCode.failure
    }
    if executables.isStale(stage, in: workbook) {
      console.error(
        console.text(
          CheckpointMessage.changedSinceCompiled,
          ["target": stage.target, "command": executables.buildCommand(in: workbook, product: stage.target)]))
    }
    let reason = executables.replaceProcess(executable, invocation.passedOn)
    let path = workbook.displayPath(executable)
    console.error(errorLine(CheckpointMessage.couldNotStart, ["path": path, "reason": reason], console))
    return ExitCode.failure
  }

  /// `error: ` and the sentence, in the learner's language.
  private static func errorLine(_ key: CheckpointMessage, _ arguments: [String: String], _ console: Console) -> String {
    console.text(CommandLineMessage.errorPrefix, ["message": console.text(key, arguments)])
  }
}
