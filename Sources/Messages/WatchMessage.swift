/// What `watch` says between verdicts: its keys, the reset question, moving on and stopping. The verdicts
/// themselves are `verify`'s (`ExerciseMessage`), so watching and verifying by hand read the same.
public enum WatchMessage: String, MessageKey {
  case stopped
  case lastPassedKeys
  case solutionKey
  case keptEdits
  case noOtherUnfinished
  case resetQuestion
  case resetConfirmKey
  case resetConfirmLine
  case watching
  case keys
  case keysSingle
  case keysLines
  case nextHintKey
  case nextHintLine
  /// On a terminal, when the prompt does not fit: where the rest of it is.
  case promptContinues
  /// On a terminal, when what follows the verdict does not fit: which of its lines are shown, and the keys that scroll.
  case scrollPosition
}
