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
    console.line(console.text(StageMessage.overviewIntroduction))
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
      console.line("  \(number)  \(padded(lesson.title, to: titleWidth))\(console.dim(lesson.source))")
      console.line(paragraph(lesson.summary, firstPrefix: "     ", indent: 5))
    }
    console.line()
    console.line(console.text(StageMessage.overviewNext))
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
      console.line("  \(padded(command, to: 39))\(purpose)")
    }
    return ExitCode.success
  }
}
