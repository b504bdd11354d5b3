/// What `along` says: its screen around a walk's own words (the step's place, title and instruction are the walk
/// file's, shown as `walk` shows them), its verdict on each save, its keys, and its plain words for what went wrong.
public enum AlongMessage: String, MessageKey {
  // The screen.
  case changesFiles
  case onceDoneReports
  case onceDoneBuilds
  case onceDoneNoNewError
  case waiting
  case folded
  case commentOnly
  case doneStep
  case doneReports
  case doneBuilds
  case ahead
  case notYet
  case yourErrors
  case yourCodeBuilds
  case stepExpects
  case otherFile
  case otherFileNever
  case missingFile
  case extraFile
  case movedFile
  case notUTF8
  case tooLarge
  case cannotRead
  case keysSingle
  case keysLines
  case peekYours
  case took
  case tookNothing
  case keptSpelling
  case cannotKeep
  case spellingNoLongerApplies
  case running
  case runPassed
  case runFailed
  case runNotYet
  case runTestsNotYet
  case viewing
  case finished
  case finishedAlready
  case stopped
  case checking
  case scrollPosition
  // Starting.
  case making
  case building
  case buildFailed
  case codeAlongHow
  /// Closes every walk's introduction, at the terminal (`walk`) and in DocC: how to make the walk's changes oneself.
  case walkIntroduction
  case resumed
  case listHeading
  case listRow
  case notStarted
  case reachedStep
  case allDone
  case listHint
  case restartQuestion
  case restarted
  case notRestarted
  // What went wrong.
  case takesOneStage
  case busy
  case copyGone
  case cannotWrite
  case corruptProgress
  case checkpointChanged
  case carried
  case carriedKeptYours
  case nothingToCarry
  case noStartKept
  case packageEdited
  case readOnly
}
