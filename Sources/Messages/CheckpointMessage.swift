/// What Episode91 says about compiling and starting a checkpoint: `run`'s progress, errors and notes.
/// Compiler output and paths are quoted as they are.
public enum CheckpointMessage: String, MessageKey {
  case compiling
  case doesNotCompile
  case fixThenRunAgain
  case notCompiledYet
  case compileThenRunAgain
  case changedSinceCompiled
  case couldNotStart
}
