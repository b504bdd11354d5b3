import ExerciseSupport
import Messages

extension Episode91 {
  /// `compare [stage…] [--details]`: probes the checkpoints and prints the table with its notes.
  ///
  /// Named stages narrow the columns (`compare 2 3`).
  static func compare(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let console = invocation.console
    var stages: [Stage] = []
    for name in invocation.arguments.positionals {
      let stage = try Stage.named(orThrow: name)
      if !stages.contains(stage) {
        stages.append(stage)
      }
    }
    let lessons: [Stage: StageLesson]
    do {
      lessons = try invocation.workbook.lessons(of: stages.isEmpty ? Stage.all : stages, in: console.language)
    } catch {
      return report(error, console: console)
    }
    var comparison = Comparison.measure(
      stages: stages.isEmpty ? Stage.all : stages, workbook: invocation.workbook,
      executables: invocation.executables,
      progress: { stage in
        console.writeError(console.dim(console.text(CompareMessage.compiling, ["target": stage.target])) + "\n")
      })
    // Ctrl-C stopped a build or a probe: the learner asked to stop, so no table of half the answers.
    if comparison.interrupted {
      console.error(console.yellow(console.text(CompareMessage.interrupted)))
      return ExitCode.interrupted
    }
    comparison.lessons = lessons
    wrapped(console.text(CompareMessage.title), width: screenWidth).forEach { console.line(console.bold($0)) }
    wrapped(console.text(CompareMessage.cellsExplained), width: screenWidth).forEach { console.line(console.dim($0)) }
    console.line()
    console.write(CompareTable.render(comparison, console: console))
    console.line()
    console.write(
      CompareNotes.render(comparison, details: invocation.arguments.flags.contains("--details"), console: console))
    return ExitCode.success
  }
}
