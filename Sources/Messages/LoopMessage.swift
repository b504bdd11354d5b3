/// What the exercise loop says about starting over and asking: the hint a not-started exercise offers without
/// showing it, `reset --all` and its question, and a build or a check stopped by Ctrl-C. The rest of the loop's words are
/// `ExerciseMessage` and `WatchMessage`.
public enum LoopMessage: String, MessageKey {
  case hintWhenAsked
  /// Before `reset --all` asks: the stubs it would put back, one per line after this.
  case resetAllChangedStubs
  case resetAllNoStubChanged
  case resetAllQuestion
  case resetAllConfirm
  case resetAllNeedsYes
  case resetAllKept
  case resetAllDone
  case resetAllProgressCleared
  case resetAllProgressNotCleared
  case resetAllUsage
  case passedNextKey
  case passedNextLine
  case interrupted
  /// Ctrl-C stopped a check once its checkpoint was built.
  case checkInterrupted
  case nextExercises
}
