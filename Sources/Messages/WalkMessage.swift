/// What `walk` says around a walk's own words, and what it says when a walk file does not fit the checkpoints;
/// and the words of `diff`'s file filters and pager, which serve the same reader. The walks' steps and questions
/// are the walk files' (`Episodes/<Stage>/WALK.md`, `WALK.ko.md`), not a catalog's.
public enum WalkMessage: String, MessageKey {
  // The screens.
  case stepPlace
  case questionPlace
  case answer
  case keysSingle
  case keysLines
  case questionKeysSingle
  case questionKeysLines
  case finished
  case stopped
  case lessonLink
  case compilerBuilds
  case compilerReports
  case compilerNoNewError
  case runPasses
  case runFails
  case partPlace
  case scrollKeysSingle
  case chose
  case score
  // Usage.
  case takesOneStage
  case nothingToWalkInto
  // A walk that does not fit.
  case doesNotFit
  case problem
  case problemInStep
  case missingWalk
  case expectedTitle
  case expectedGroup
  case unexpectedHeading
  case unclosedFence
  case questionsInOneGroup
  case stepAfterQuestions
  case noSteps
  case pathWithoutFence
  case fenceWithoutPath
  case stepWithoutChange
  case reasonWithoutChoice
  case unexpectedInQuestion
  case choiceWithoutReason
  case questionNeedsChoices
  case questionNeedsOneRightAnswer
  case staleFence
  case oneDetailsPerStep
  case oneCompilerLine
  case unclearCompilerLine
  case oneRunLine
  case unclearRunLine
  case badFence
  case fileNotThereYet
  case doesNotApply
  case changesNothing
  case notTheLaterCheckpoint
  case noStepChanges
  case compilerLinesDiffer
  case runLinesDiffer
  case compilerLineNotSo
  case compilerErrorNotReported
  case compilerErrorNotNew
  case compilerNoNewErrorButBuilds
  case compilerNoNewErrorButNew
  case runSaysPassesButFails
  case runSaysFailsButPasses
  case runTestNotFound
  case runDoesNotBuild
  case partMarkerNotBeforeSection
  case partsDiffer
  case partWithoutSteps
  case firstPartUnmarked
  case noModules
  case blocksDiffer
  case stepCountsDiffer
  case answersDiffer
  case questionCountsDiffer
  // --refresh.
  case refreshed
  case upToDate
  case couldNotWrite
  // diff's filters.
  case lessonOnly
  case filterMatchesNothing
}
