/// What Episode91 says about compiling and starting a checkpoint: `run`'s progress, errors and notes, and
/// what stands in for a compiler error when a build said nothing. Compiler output and paths are quoted as
/// they are.
public enum CheckpointMessage: String, MessageKey {
  case compiling
  case doesNotCompile
  /// Ctrl-C stopped the build `run` started, so the app was not started either.
  case runInterrupted
  case fixThenRunAgain
  case notCompiledYet
  case compileThenRunAgain
  case changedSinceCompiled
  case couldNotStart
  case buildFailedSilently
  case notExecutable
  case makeExecutableOrRebuild
  case notInBuildFolder
  case runFromWorkbook
}
