/// What `tutorial` says, and the words the generated DocC tutorials add around the walks: the tables of contents,
/// the chapters, the sections' one line, and the reactions to an answer. The walks' own prose comes from the walk
/// files, in their language.
public enum TutorialMessage: String, MessageKey {
  case tableOfContentsName
  case tableOfContentsTitle
  case tableOfContentsText
  case chapterEpisode91
  case chapterEpisode91Text
  case chapterEpisode92
  case chapterEpisode92Text
  case chapterAfter
  case chapterAfterText
  case stepDeletes
  case foldedFiles
  case partTitle
  case resourcesText
  case resourcesEpisodes
  case resourcesCode
  case resourcesLibraries
  case partIntroduction
  case reactionRight
  case reactionWrong
  case diagramAlt
  case beforeAfterAlt
  case usagePort
  case doccMissingLinux
  case doccMissingMacOS
  case portBusy
  case converting
  case serving
  case previewFailed
  case stopped
  case generated
  case walksFailed
}
