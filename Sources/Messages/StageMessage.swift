/// What `overview` and `show <stage>` say around each stage's own words (its checkpoint's README): the
/// workbook's introduction, the headings of a stage's screen, what to type next, and the labels and headings
/// every lesson file is held to, with what Episode91 says when one is out of shape.
public enum StageMessage: String, MessageKey {
  case overviewTitle
  case overviewIntroduction
  case overviewNext
  case nextPlayStageOne
  case nextCompare
  case nextShow
  case nextDiff
  case nextWalk
  case nextTest
  case nextHelp
  case showHeading
  case keySignatures
  case noDeclaration
  case runIt
  case runPlay
  case runScripted
  case runTests
  case runDiff
  case notCompiledYet
  case exerciseProgress
  case lessonFile
  case lessonSource
  case lessonCompareName
  case lessonBuysAndCosts
  case lessonWhatChanged
  case lessonReadFirst
  case lessonTests
  case lessonExercises
  case lessonUnreadable
  case lessonOutOfShape
  case lessonExpectedHeading
  case lessonExpectedLanguageLink
  case lessonExpectedSummary
  case lessonExpectedFact
  case lessonExpectedSection
  case lessonExpectedSectionText
  case lessonExpectedEnd
  case lessonRestore
}
