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
    var text = console.bold("Stage \(stage.number): \(notes.title)") + console.dim("  (\(notes.source))") + "\n"
    text += paragraph(notes.summary, firstPrefix: "", indent: 0) + "\n\n"
    text += console.bold("What changed and why") + "\n"
    text += paragraph(notes.change, firstPrefix: "", indent: 2) + "\n\n"
    text += signatures(stage, workbook: workbook, console: console) + "\n"
    text += console.bold("How its tests control dependencies") + "\n"
    text += paragraph(notes.testing, firstPrefix: "", indent: 2) + "\n\n"
    text += running(stage, workbook: workbook, executables: executables, console: console) + "\n"
    text += exercises(stage, console: console)
    return text
  }

  static func signatures(_ stage: Stage, workbook: Workbook, console: Console) -> String {
    let folder = workbook.displayPath(workbook.checkpointFolder(for: stage))
    var text = console.bold("Key signatures, quoted from \(folder)") + "\n"
    for symbol in stage.keySymbols {
      let found = workbook.declarations(of: symbol, in: stage, maximumLines: linesPerSignature)
      if found.isEmpty {
        text += "  `\(symbol)`: no declaration found in the checkpoint's source.\n"
      }
      for declaration in found.prefix(2) {
        text += declaration.rendered(indent: 2, console: console)
      }
    }
    return text
  }

  static func running(_ stage: Stage, workbook: Workbook, executables: Executables, console: Console) -> String {
    var commands = [
      ("swift run \(stage.target)", "play the app"),
      ("swift run Episode91 run \(stage.number) --script \"incr nth-prime\"", "the same, scripted"),
      ("swift test --filter \(stage.target)Tests", "its tests"),
    ]
    if stage.previous != nil {
      commands.append(("swift run Episode91 diff \(stage.number)", "what this stage changed"))
    }
    let width = commands.map(\.0.count).max() ?? 0
    var text = console.bold("Run it") + "\n"
    for (command, purpose) in commands {
      text += "  \(padded(command, to: width))  " + console.dim(purpose) + "\n"
    }
    if !executables.isCompiled(stage) {
      text += console.dim("  (not compiled yet: `\(executables.buildCommand(in: workbook))` compiles it)") + "\n"
    }
    return text
  }

  /// The exercises that belong to the stage, from the one catalog every exercise command reads.
  static func exercises(_ stage: Stage, console: Console) -> String {
    let exercises = Exercise.all.filter { $0.stage == stage.target }
    guard let first = exercises.first else {
      return console.bold("Exercises") + "\n  None for this stage.\n"
    }
    let folder = URL(fileURLWithPath: first.stubPath).deletingLastPathComponent().relativePath
    var text = console.bold("Exercises") + console.dim(", stubs in \(folder)/") + "\n"
    let titleWidth = exercises.map(\.title.count).max() ?? 0
    for exercise in exercises {
      let file = URL(fileURLWithPath: exercise.stubPath).lastPathComponent
      text += "  \(padded(exercise.id, to: 5)) \(padded(exercise.title, to: titleWidth))  " + console.dim(file) + "\n"
    }
    return text + "  Progress: swift run Episode91 exercises; a hint: swift run Episode91 hint <id>\n"
  }
}
