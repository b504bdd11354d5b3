import ExerciseSupport
import Messages

/// A walk as the terminal shows it: each step's place, title and narration, then its hunks as `diff` colours
/// them; then the questions, with their answers when there is nobody to answer them.
enum WalkScreen {
  /// The walk's title and introduction, which open it.
  static func opening(of walk: Walk, workbook: Workbook, console: Console) -> String {
    var text = console.bold(walk.source.title) + "\n"
    if !walk.source.introduction.isEmpty {
      text +=
        "\n"
        + StageScreen.markdown(
          walk.source.introduction, stage: walk.into, workbook: workbook, language: console.language) + "\n"
    }
    return text
  }

  /// Step `number` (from 1): "Step 3 of 9" and its group, the title, the narration, the hunks.
  static func step(_ number: Int, of walk: Walk, workbook: Workbook, console: Console) -> String {
    let step = walk.source.steps[number - 1]
    let place = console.text(
      WalkMessage.stepPlace, ["number": "\(number)", "count": "\(walk.source.steps.count)"])
    var text = console.bold(place) + console.dim("  ·  \(step.group)") + "\n"
    // A section's first step opens with the section's why.
    if let group = walk.source.groups.first(where: { $0.title == step.group }),
      walk.source.steps.first(where: { $0.group == group.title }) == step, !group.introduction.isEmpty
    {
      text +=
        "\n"
        + StageScreen.markdown(group.introduction, stage: walk.into, workbook: workbook, language: console.language)
        + "\n\n"
    }
    text += console.bold(step.title) + "\n"
    if !step.narration.isEmpty {
      text +=
        "\n" + StageScreen.markdown(step.narration, stage: walk.into, workbook: workbook, language: console.language)
        + "\n"
    }
    for file in files(ofStep: number, of: walk) {
      text += "\n" + DiffRendering.patch(file, old: walk.from, new: walk.into, console: console)
    }
    let folded = step.blocks.filter(\.isFolded).map(\.path)
    if !folded.isEmpty {
      text += "\n" + (step.foldSummary.map { console.dim($0) + "\n" } ?? "")
      for path in step.paths where folded.contains(path) {
        let change = walk.change(ofStep: number, path: path)
        text += console.dim("  \(path)  +\(change.addedLines) −\(change.removedLines)") + "\n"
      }
    }
    if let compiler = step.compiler {
      let said =
        compiler.builds
        ? console.text(WalkMessage.compilerBuilds)
        : console.text(
          WalkMessage.compilerReports, ["errors": compiler.errors.map { "`\($0)`" }.joined(separator: ", ")])
      text += "\n" + console.bold(said) + "\n"
    }
    return text
  }

  /// The step's shown blocks as `diff` shows them, one patch per file.
  static func files(ofStep number: Int, of walk: Walk) -> [FileDiff] {
    let step = walk.source.steps[number - 1]
    return step.paths.filter { path in step.shownBlocks.contains { $0.path == path } }.map { path in
      walk.change(ofStep: number, path: path, shownOnly: true)
    }
  }

  /// Question `number` (from 1), its place, and its choices; with `answered`, each choice's reason under it and
  /// the answer after them, as a piped walk prints them.
  static func question(_ number: Int, of walk: Walk, workbook: Workbook, answered: Bool, console: Console) -> String {
    let question = walk.source.questions[number - 1]
    let place = console.text(
      WalkMessage.questionPlace, ["number": "\(number)", "count": "\(walk.source.questions.count)"])
    var text = console.bold(place) + "\n" + paragraph(question.question, firstPrefix: "", indent: 0) + "\n"
    if !question.text.isEmpty {
      text +=
        "\n" + StageScreen.markdown(question.text, stage: walk.into, workbook: workbook, language: console.language)
        + "\n"
    }
    text += "\n"
    for (index, choice) in question.choices.enumerated() {
      text += paragraph(choice.text, firstPrefix: "  \(index + 1). ", indent: 5) + "\n"
      if answered {
        text += reason(choice, console: console) + "\n"
      }
    }
    if answered {
      text += "  " + console.bold(console.text(WalkMessage.answer, ["number": "\(question.answer)"])) + "\n"
    }
    return text
  }

  /// A choice's reason, marked right or wrong, under its choice.
  static func reason(_ choice: WalkChoice, console: Console) -> String {
    let mark = choice.isRight ? "✓" : "✗"
    // Wrapped plain, then coloured: a colour code is no column.
    let text = paragraph(choice.reason, firstPrefix: "     \(mark) ", indent: 7)
    return text.replacing(
      "     \(mark) ", with: "     \(choice.isRight ? console.green(mark) : console.red(mark)) ", maxReplacements: 1)
  }

  /// The whole walk at once, for a pipe or a file: every step in order, then every question with its answer.
  static func everyStep(of walk: Walk, workbook: Workbook, console: Console) -> String {
    var text = opening(of: walk, workbook: workbook, console: console)
    for number in walk.source.steps.indices.map({ $0 + 1 }) {
      text += "\n" + step(number, of: walk, workbook: workbook, console: console)
    }
    if let heading = walk.source.questionsHeading {
      text += "\n" + console.bold(heading) + "\n"
      for number in walk.source.questions.indices.map({ $0 + 1 }) {
        text += "\n" + question(number, of: walk, workbook: workbook, answered: true, console: console)
      }
    }
    let file = workbook.displayPath(workbook.walkFile(into: walk.into, in: console.language))
    return text + "\n" + console.dim(console.text(WalkMessage.lessonLink, ["file": file])) + "\n"
  }
}
