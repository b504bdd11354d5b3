/// What `overview` and `show <stage>` say around each stage's own words (`StageText`): the workbook's
/// introduction, the headings of a stage's screen, and what to type next.
public enum StageMessage: String, MessageKey {
  case overviewTitle
  case overviewIntroduction
  case overviewNext
  case nextPlayStageOne
  case nextCompare
  case nextShow
  case nextDiff
  case nextTest
  case nextHelp
  case showHeading
  case whatChanged
  case keySignatures
  case noDeclaration
  case howTestsControlDependencies
  case runIt
  case runPlay
  case runScripted
  case runTests
  case runDiff
  case notCompiledYet
  case exercises
  case stubsIn
  case noExercises
  case exerciseProgress
}
