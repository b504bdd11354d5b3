import ExerciseSupport
import Foundation
import Messages

extension Episode91 {
  /// `show <stage>`: one stage on one screen.
  static func show(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let positionals = invocation.arguments.positionals
    guard positionals.count == 1 else {
      throw UsageError(CommandLineMessage.showTakesOneStage)
    }
    let stage = try Stage.named(orThrow: positionals[0])
    invocation.console.write(
      StageScreen.render(
        stage, workbook: invocation.workbook, executables: invocation.executables, console: invocation.console))
    return ExitCode.success
  }
}

/// The text of `show <stage>`: what changed and why, the key signatures quoted from the checkpoint's own
/// source, how its tests control dependencies, how to run it, and its exercises.
///
/// Signatures are read from the files every time, so the screen can never drift from the code; one that
/// cannot be found is reported missing rather than made up.
enum StageScreen {
  /// Quoted declarations are cut to this many lines, to keep the stage on one screen.
  static let linesPerSignature = 6

  static func render(_ stage: Stage, workbook: Workbook, executables: Executables, console: Console) -> String {
    let notes = stage.text(in: console.language)
    let heading = console.text(StageMessage.showHeading, ["number": "\(stage.number)", "title": notes.title])
    var text = console.bold(heading) + console.dim("  (\(notes.source))") + "\n"
    text += paragraph(notes.summary, firstPrefix: "", indent: 0) + "\n\n"
    text += console.bold(console.text(StageMessage.whatChanged)) + "\n"
    text += paragraph(notes.change, firstPrefix: "", indent: 2) + "\n\n"
    text += signatures(stage, workbook: workbook, console: console) + "\n"
    text += console.bold(console.text(StageMessage.howTestsControlDependencies)) + "\n"
    text += paragraph(notes.testing, firstPrefix: "", indent: 2) + "\n\n"
    text += running(stage, workbook: workbook, executables: executables, console: console) + "\n"
    text += exercises(stage, workbook: workbook, console: console)
    return text
  }

  static func signatures(_ stage: Stage, workbook: Workbook, console: Console) -> String {
    let folder = workbook.displayPath(workbook.checkpointFolder(for: stage))
    var text = console.bold(console.text(StageMessage.keySignatures, ["folder": folder])) + "\n"
    for symbol in stage.keySymbols {
      let found = workbook.declarations(of: symbol, in: stage, maximumLines: linesPerSignature)
      if found.isEmpty {
        text += "  " + console.text(StageMessage.noDeclaration, ["symbol": symbol]) + "\n"
      }
      for declaration in found.prefix(2) {
        text += declaration.rendered(indent: 2, console: console)
      }
    }
    return text
  }

  static func running(_ stage: Stage, workbook: Workbook, executables: Executables, console: Console) -> String {
    var commands: [(command: String, purpose: StageMessage)] = [
      ("swift run \(stage.target)", .runPlay),
      ("swift run Episode91 run \(stage.number) --script \"incr nth-prime\"", .runScripted),
      ("swift test --filter \(stage.target)Tests", .runTests),
    ]
    if stage.previous != nil {
      commands.append(("swift run Episode91 diff \(stage.number)", .runDiff))
    }
    let width = commands.map(\.command.displayWidth).max() ?? 0
    var text = console.bold(console.text(StageMessage.runIt)) + "\n"
    for (command, purpose) in commands {
      text += "  \(padded(command, to: width))  " + console.dim(console.text(purpose)) + "\n"
    }
    if !executables.isCompiled(stage) {
      let advice = console.text(StageMessage.notCompiledYet, ["command": executables.buildCommand(in: workbook)])
      text += console.dim("  " + advice) + "\n"
    }
    return text
  }

  /// The exercises that belong to the stage, from the one catalog every exercise command reads, titled in
  /// the learner's language.
  static func exercises(_ stage: Stage, workbook: Workbook, console: Console) -> String {
    let exercises = Exercise.all.filter { $0.stage == stage.target }
    let heading = console.bold(console.text(StageMessage.exercises))
    guard let first = exercises.first else {
      return heading + "\n  " + console.text(StageMessage.noExercises) + "\n"
    }
    let folder = URL(fileURLWithPath: first.stubPath).deletingLastPathComponent().relativePath
    var text = heading + console.dim(console.text(StageMessage.stubsIn, ["folder": folder])) + "\n"
    let titles = exercises.map { workbook.text(of: $0, in: console.language).title }
    let titleWidth = titles.map(\.displayWidth).max() ?? 0
    for (exercise, title) in zip(exercises, titles) {
      let file = URL(fileURLWithPath: exercise.stubPath).lastPathComponent
      text += "  \(padded(exercise.id, to: 5)) \(padded(title, to: titleWidth))  " + console.dim(file) + "\n"
    }
    return text + "  " + console.text(StageMessage.exerciseProgress) + "\n"
  }
}
