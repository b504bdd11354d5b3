import ExerciseSupport
import Foundation
import Messages
import TerminalText

extension Episode91 {
  /// `show <stage>`: one stage on one screen, its lesson read from the checkpoint's README.
  static func show(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let positionals = invocation.arguments.positionals
    guard positionals.count == 1 else {
      throw UsageError(CommandLineMessage.showTakesOneStage)
    }
    let stage = try Stage.named(orThrow: positionals[0])
    let (workbook, console) = (invocation.workbook, invocation.console)
    let lesson: StageLesson
    do {
      lesson = try workbook.lesson(of: stage, in: console.language)
    } catch {
      return report(error, console: console)
    }
    console.write(
      StageScreen.render(
        stage, lesson: lesson, workbook: workbook, executables: invocation.executables, console: console))
    return ExitCode.success
  }

  /// Says which lesson file is out of shape and how to restore it, and gives the exit code for it: the
  /// command line was right, the workbook is not.
  static func report(_ error: StageLessonError, console: Console) -> Int32 {
    let message =
      error.line == 0
      ? console.text(error.expected)
      : console.text(
        StageMessage.lessonOutOfShape,
        ["file": error.file, "line": "\(error.line)", "expected": console.text(error.expected)])
    console.error(console.text(CommandLineMessage.errorPrefix, ["message": message]))
    console.error(console.text(StageMessage.lessonRestore, ["file": error.file]))
    return ExitCode.failure
  }
}

/// The text of `show <stage>`: the stage's lesson as its checkpoint's README tells it, with the key signatures
/// quoted from the checkpoint's source after "read these first", then how to run it.
///
/// Signatures are read from the files every time, so the screen can never drift from the code; one that
/// cannot be found is reported missing rather than made up.
enum StageScreen {
  /// Quoted declarations are cut to this many lines, to keep the stage on one screen.
  static let linesPerSignature = 6

  static func render(
    _ stage: Stage, lesson: StageLesson, workbook: Workbook, executables: Executables, console: Console
  ) -> String {
    let source = "(\(lesson.source))"
    var text =
      lesson.heading.displayWidth + 2 + source.displayWidth <= screenWidth
      ? console.bold(lesson.heading) + console.dim("  " + source) + "\n"
      : (wrapped(lesson.heading, width: screenWidth).map(console.bold)
        + wrapped(source, width: screenWidth).map(console.dim)).map { $0 + "\n" }.joined()
    text += paragraph(
      terminalText(lesson.summary, stage: stage, workbook: workbook, language: console.language), firstPrefix: "",
      indent: 0)
    text += "\n\n"
    for (index, section) in lesson.sections.enumerated() {
      text += console.bold(section.heading) + "\n"
      text += markdown(section.lines, stage: stage, workbook: workbook, language: console.language) + "\n"
      if index == 1 {
        text += "\n" + signatures(stage, workbook: workbook, console: console)
      }
      if index == lesson.sections.count - 1 {
        text += paragraph(console.text(StageMessage.exerciseProgress), firstPrefix: "  ", indent: 2) + "\n"
      }
      text += "\n"
    }
    text += running(stage, workbook: workbook, executables: executables, console: console) + "\n"
    let file = workbook.displayPath(
      workbook.checkpointFolder(for: stage).appendingPathComponent(StageLesson.fileName(in: console.language)))
    text +=
      WalkPage.lines(paragraph(console.text(StageMessage.lessonFile, ["file": file]), firstPrefix: "", indent: 0))
      .map { console.dim($0) + "\n" }.joined()
    return text
  }

  /// A section's Markdown as terminal text, indented two columns: paragraphs and list items wrapped to the
  /// screen, `###` headings on their own line, code blocks as they are written, one more level in.
  static func markdown(_ lines: [String], stage: Stage, workbook: Workbook, language: Language) -> String {
    var blocks: [String] = []
    var pending: (prefix: String, words: [String])?
    func flush() {
      guard let block = pending else { return }
      let text = terminalText(block.words.joined(separator: " "), stage: stage, workbook: workbook, language: language)
      blocks.append(paragraph(text, firstPrefix: "  " + block.prefix, indent: 2 + block.prefix.displayWidth))
      pending = nil
    }
    var inCode = false
    var separated = false
    for line in lines {
      if line.hasPrefix("```") {
        flush()
        if !inCode, separated, !blocks.isEmpty {
          blocks.append("")
        }
        separated = false
        inCode.toggle()
        continue
      }
      if inCode {
        blocks.append(codeLines("    " + line, width: screenWidth).joined(separator: "\n"))
        continue
      }
      let trimmed = line.drop { $0 == " " }
      if trimmed.isEmpty {
        flush()
        separated = true
        continue
      }
      if separated, !blocks.isEmpty {
        blocks.append("")
      }
      separated = false
      if line.hasPrefix("### ") {
        flush()
        blocks.append(
          "  " + terminalText(String(line.dropFirst(4)), stage: stage, workbook: workbook, language: language))
      } else if let marker = listMarker(line) {
        flush()
        pending = (marker, [String(line.dropFirst(marker.count))])
      } else if pending != nil {
        pending!.words.append(String(trimmed))
      } else {
        pending = ("", [String(trimmed)])
      }
    }
    flush()
    return blocks.joined(separator: "\n")
  }

  /// `- ` or `12. ` at the start of a line, as written.
  private static func listMarker(_ line: String) -> String? {
    if line.hasPrefix("- ") { return "- " }
    let digits = line.prefix { $0.isNumber }
    guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") else { return nil }
    return digits + ". "
  }

  /// Inline Markdown as a terminal shows it: `**bold**` loses its stars, and a link keeps its text, followed by
  /// where it leads (from the workbook's root) unless the text already names that file. Korean writes the
  /// parenthesis right after the word, with no space, as its lessons write theirs.
  static func terminalText(_ markdown: String, stage: Stage, workbook: Workbook, language: Language) -> String {
    let folder = workbook.checkpointFolder(for: stage)
    let linked = markdown.replacing(/\[([^\]]+)\]\(([^)\s]+)\)/) { match -> String in
      let (text, target) = (String(match.output.1), String(match.output.2))
      let name = target.split(separator: "/").last.map(String.init) ?? target
      guard !text.replacing("`", with: "").hasSuffix(name) else { return text }
      let path = target.contains("://") ? target : workbook.displayPath(folder.appendingPathComponent(target))
      return language == .korean ? "\(text)(\(path))" : "\(text) (\(path))"
    }
    return linked.replacing("**", with: "")
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
      let said = console.text(purpose)
      // Beside the commands while it fits the screen; under its command, indented, when it does not.
      if 2 + width + 2 + said.displayWidth <= screenWidth {
        text += "  \(padded(command, to: width))  " + console.dim(said) + "\n"
      } else {
        text += "  \(command)\n" + console.dim(paragraph(said, firstPrefix: "      ", indent: 6)) + "\n"
      }
    }
    if !executables.isCompiled(stage) {
      let advice = console.text(StageMessage.notCompiledYet, ["command": executables.buildCommand(in: workbook)])
      text += console.dim("  " + advice) + "\n"
    }
    return text
  }
}
