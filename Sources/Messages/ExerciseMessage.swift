/// What the exercise loop says: `exercises` and its "Next:" block, `--check-pristine`, `hint`, `solution`,
/// `reset`, `verify`'s lines and verdicts, and the status words. The exercises' own titles, goals and hints
/// are `ExerciseWords`; what the checks and the compiler report stays as they wrote it.
public enum ExerciseMessage: String, MessageKey {
  case statusNotStarted
  case statusEditedNotVerified
  case statusFailing
  case statusDone
  case listHeading
  case listProgress
  case hintsSeen
  case nextHeading
  case stepEdit
  case stepThen
  case stepOr
  case watchRemark
  case verifyRemark
  case allDone
  case allDoneCompare
  case stubDiffers
  case stubHasNoShippedCopy
  case pristineAdvice
  case pristineStubsUntouched
  case hintHeading
  case lastHint
  case runAgainForNextHint
  case solutionLocked
  case solutionForce
  case noSolutionYet
  case solutionHeading
  case compareWithYours
  case resetNoShippedCopy
  case couldNotRestore
  case backAsShipped
  case notStarted
  case noneStarted
  case notStartedNotChecked
  case building
  case doesNotBuild
  case checking
  case passes
  case checkDidNotFinish
  /// A check that ran past its deadline (`CheckDeadline`): what happened, then the likely cause.
  case checkTimedOut
  case checkTimedOutWhy
  case endOfTestOutput
  case whereItCrashed
  case blockedByStub
  case setAside
  case bringBack
  case stuck
  case failureHint
  case hintForThis
  case hintForWhatFailed
  case hintsInOrder
  case sameCheckByHand
  case seeSolution
  case nextCommand
  case progressMovedAside
  case progressStartsAfresh
  case progressNotMovedAside
  case progressLeftAsItWas
  case progressIsAFolder
  case moveTheFolder
  case progressNotSaved
  case makeItWritable
  case progressNotKept
}
