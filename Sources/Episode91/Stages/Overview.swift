import ExerciseSupport
import Messages
import TerminalText

extension Episode91 {
  /// `overview`: what the workbook is, its stages and what to type next.
  static func overview(_ invocation: Invocation) throws(UsageError) -> Int32 {
    guard invocation.arguments.positionals.isEmpty else {
      throw UsageError(CommandLineMessage.overviewTakesNoArguments)
    }
    let console = invocation.console
    console.line(console.bold(console.text(StageMessage.overviewTitle)))
    console.line()
    // Written over three lines in the catalog; laid out here for the terminal's width.
    console.line(paragraph(reflowed(console.text(StageMessage.overviewIntroduction)), firstPrefix: "", indent: 0))
    console.line()
    let lessons: [Stage: StageLesson]
    do {
      lessons = try invocation.workbook.lessons(of: Stage.all, in: console.language)
    } catch {
      return report(error, console: console)
    }
    // Two columns past the longest title, so every source starts in one column in any language.
    let titleWidth = (lessons.values.map(\.title.displayWidth).max() ?? 0) + 2
    for stage in Stage.all {
      let lesson = lessons[stage]!
      let number = console.bold("\(stage.number)")
      let heading = "  \(number)  \(padded(lesson.title, to: titleWidth))"
      // The source beside the title while it fits the screen, else under it (wrapped plain, then dimmed).
      if 5 + titleWidth + lesson.source.displayWidth <= screenWidth {
        console.line(heading + console.dim(lesson.source))
      } else {
        console.line(heading.trimmingTrailingSpaces)
        console.line(console.dim(paragraph(lesson.source, firstPrefix: "     ", indent: 5)))
      }
      console.line(paragraph(lesson.summary, firstPrefix: "     ", indent: 5))
    }
    console.line()
    console.line(paragraph(console.text(StageMessage.overviewNext), firstPrefix: "", indent: 0))
    let next: [(command: String, purpose: String)] = [
      ("swift run Stage1GlobalCurrent", console.text(StageMessage.nextPlayStageOne)),
      ("swift run Episode91 compare", console.text(StageMessage.nextCompare)),
      ("swift run Episode91 show 1", console.text(StageMessage.nextShow)),
      ("swift run Episode91 diff 3 4", console.text(StageMessage.nextDiff)),
      ("swift run Episode91 walk 2", console.text(StageMessage.nextWalk)),
      ("swift run Episode91 exercises", console.text(LoopMessage.nextExercises)),
      ("swift test", console.text(StageMessage.nextTest)),
      ("swift run Episode91 --help", console.text(StageMessage.nextHelp)),
    ]
    // Every purpose starts in column 42, past the longest command with room to spare, in every language.
    for (command, purpose) in next {
      console.line(paragraph(purpose, firstPrefix: "  \(padded(command, to: 39))", indent: 41))
    }
    return ExitCode.success
  }
}

extension String {
  /// The text without the spaces at its end, which a padded column leaves when nothing follows it.
  fileprivate var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
