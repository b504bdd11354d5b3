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
    if compileErrors[stage] == Executables.interruptedBuild(of: stage) {
      // Ctrl-C during the build: it says nothing about the code, so no "does not compile" and no "fix it".
      console.error(console.text(CheckpointMessage.runInterrupted, ["stage": "\(stage.number)"]))
      return ExitCode.interrupted
    }
    if let error = compileErrors[stage] {
      let arguments = ["target": stage.target, "error": console.text(error)]
      console.error(errorLine(CheckpointMessage.doesNotCompile, arguments, console))
      console.error(console.text(CheckpointMessage.fixThenRunAgain))
      return ExitCode.failure
    }
    guard executables.isCompiled(stage) else {
      printNotCompiled(stage, executables: executables, in: workbook, console)
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

  /// Why there is no checkpoint to start, and what to do: a file that is there but not executable, an Episode91
  /// with no build folder to compile into, or a checkpoint not compiled yet.
  private static func printNotCompiled(
    _ stage: Stage, executables: Executables, in workbook: Workbook, _ console: Console
  ) {
    let path = workbook.displayPath(executables.executable(for: stage))
    let command = executables.buildCommand(in: workbook, product: stage.target)
    if executables.isPresent(stage) {
      console.error(errorLine(CheckpointMessage.notExecutable, ["target": stage.target, "path": path], console))
      console.error(console.text(CheckpointMessage.makeExecutableOrRebuild, ["path": path, "command": command]))
    } else if !executables.isBuildFolder {
      let folder = workbook.displayPath(executables.folder)
      console.error(errorLine(CheckpointMessage.notInBuildFolder, ["target": stage.target, "folder": folder], console))
      console.error(console.text(CheckpointMessage.runFromWorkbook, ["stage": "\(stage.number)"]))
    } else {
      console.error(errorLine(CheckpointMessage.notCompiledYet, ["target": stage.target, "path": path], console))
      console.error(
        console.text(
          CheckpointMessage.compileThenRunAgain, ["command": command, "all": executables.buildCommand(in: workbook)]))
    }
  }

  /// `error: ` and the sentence, in the learner's language.
  private static func errorLine(_ key: CheckpointMessage, _ arguments: [String: String], _ console: Console) -> String {
    console.text(CommandLineMessage.errorPrefix, ["message": console.text(key, arguments)])
  }
}
