/// What the command line itself says: `--help`, each command's summary, and the usage errors every command
/// shares (unknown command, option, stage or language).
public enum CommandLineMessage: String, MessageKey {
  case errorPrefix
  case seeHelp
  case unknownCommand
  case unknownOption
  case unknownStage
  case unknownLanguage
  case unknownExercise
  case validExerciseIDs
  case missingExerciseID
  case oneExerciseAtATime
  case exercisesTakesNoID
  case runNeedsStage
  case overviewTakesNoArguments
  case showTakesOneStage
  case diffTakesStages
  case diffNothingBeforeFirstStage
  case missingLanguage
  case couldNotWriteOutput
  case usageLine
  case helpUsage
  case helpCommands
  case helpStageNames
  case helpExamples
  case helpLanguage
  case summaryCompare
  case summaryShow
  case summaryDiff
  case summaryWalk
  case summaryAlong
  case summaryRun
  case summaryOverview
  case summaryTutorial
  case summaryExercises
  case summaryWatch
  case summaryVerify
  case summaryHint
  case summarySolution
  case summaryReset
  case summaryHelp
}
