import ExerciseSupport
import Messages

/// One page of a walk as the terminal shows it: the lines pinned at its top, which say where the learner is ("Step 3
/// of 9" and the step's title) and stay on screen at every scroll position, and the body under them, which scrolls
/// when the page is taller than the screen. Every line is already wrapped to `screenWidth` (a colour code is no
/// column); the body has no blank line at either end, so the one who draws it decides the spacing.
struct WalkPage: Equatable {
  var pinned: [String]
  var body: [String]

  /// The page as a pipe gets it: pinned lines, a blank line, the body; each line ended.
  var text: String {
    (pinned + (body.isEmpty ? [] : [""] + body)).map { $0 + "\n" }.joined()
  }

  init(pinned: [String], body: [String]) {
    self.pinned = pinned
    let trimmed = body.drop { $0.isEmpty }
    self.body = Array(trimmed.reversed().drop { $0.isEmpty }.reversed())
  }

  /// `text` split into lines, each without its ending.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Which of a scrolling body's lines are in view: the first (0-based), how many rows the body has, of how many.
  struct Scrolling: Equatable {
    var top: Int
    var rows: Int
    var count: Int
  }

  /// How the page sits on a screen: the keys under it, and how many rows its body gets. `walk` and `along` both
  /// draw their pages this way, so they scroll alike.
  struct Frame {
    var page: WalkPage
    var keys: [String]
    var bodyRows: Int
    /// The highest first body line: the body's last line is then on the last body row.
    var lastTop: Int { max(0, page.body.count - bodyRows) }

    /// The screen's lines with the body from `top`: the pinned lines, a blank line, the body's rows (blank where
    /// it ends early), a blank line, the keys dimmed.
    func screen(top: Int, console: Console) -> [String] {
      let visible = page.body.dropFirst(min(top, lastTop)).prefix(bodyRows)
      return page.pinned + [""] + visible + Array(repeating: "", count: bodyRows - visible.count) + [""]
        + keys.map(console.dim)
    }
  }

  /// The page framed on a screen `rows` tall, all of it on screen at once: the pinned lines, a blank line, the
  /// body, a blank line, the keys. `keys` gives the keys for a body that fits (nil) or for one that scrolls, which
  /// may say where it is and take another line; `top` is where the learner has scrolled to.
  func framed(rows: Int, top: Int, keys: (Scrolling?) -> [String]) -> Frame {
    func bodyRows(_ keys: [String]) -> Int { max(1, rows - pinned.count - 2 - keys.count) }
    var shown = keys(nil)
    var room = bodyRows(shown)
    if body.count > room {
      shown = keys(Scrolling(top: min(top, max(0, body.count - room)), rows: room, count: body.count))
      room = bodyRows(shown)
      shown = keys(Scrolling(top: min(top, max(0, body.count - room)), rows: room, count: body.count))
    }
    return Frame(page: self, keys: shown, bodyRows: room)
  }

  /// Keys for the bottom of a screen, wrapped to `screenWidth` between keys (the messages part them with three
  /// spaces), never inside one.
  static func keyLines(_ keys: String) -> [String] {
    var lines: [String] = []
    for key in keys.components(separatedBy: "   ") {
      if let last = lines.last, last.displayWidth + 3 + key.displayWidth <= screenWidth {
        lines[lines.count - 1] = last + "   " + key
      } else {
        lines.append(key)
      }
    }
    return lines
  }
}

/// A walk as the terminal shows it: each step's place, title and narration, then its hunks as `diff` colours
/// them; then the questions, with their answers when there is nobody to answer them. Laid out at `screenWidth`.
enum WalkScreen {
  /// The walk's title and introduction, which open it.
  static func opening(of walk: Walk, workbook: Workbook, console: Console) -> String {
    openingPage(of: walk, workbook: workbook, console: console).text
  }

  /// The walk's title, pinned, over its introduction.
  static func openingPage(of walk: Walk, workbook: Workbook, console: Console) -> WalkPage {
    // The walk's own introduction, then how to code along (`along`), which every walk shares.
    let codeAlong = AlongMessage.walkIntroduction.text(
      in: console.language, ["stage": "\(walk.into.number)", "target": walk.into.target])
    let introduction = WalkPage.lines(
      StageScreen.markdown(
        walk.source.introduction + (walk.source.introduction.isEmpty ? [] : [""]) + [codeAlong], stage: walk.into,
        workbook: workbook, language: console.language))
    return WalkPage(pinned: [console.bold(walk.source.title)], body: introduction)
  }

  /// Step `number` (from 1): "Step 3 of 9" and its group, the title, the narration, the hunks.
  static func step(_ number: Int, of walk: Walk, workbook: Workbook, console: Console) -> String {
    stepPage(number, of: walk, workbook: workbook, console: console).text
  }

  /// Step `number` (from 1) as a page: its place, group and title pinned; the narration and the hunks, each code
  /// line that is wider than the screen continued at its spaces, the body.
  static func stepPage(_ number: Int, of walk: Walk, workbook: Workbook, console: Console) -> WalkPage {
    let step = walk.source.steps[number - 1]
    let place = console.text(
      WalkMessage.stepPlace, ["number": "\(number)", "count": "\(walk.source.steps.count)"])
    let pinned =
      [console.bold(place) + console.dim("  ·  \(step.group)")]
      + wrapped(step.title, width: screenWidth)
      .map(console.bold)
    var body: [String] = []
    // A part's first step names the part, in a walk cut into parts.
    let parts = walk.source.parts
    if parts.count > 1, let part = walk.source.partStarts.firstIndex(of: number), let title = parts[part].title {
      let said = console.text(
        WalkMessage.partPlace, ["number": "\(part + 1)", "count": "\(parts.count)", "title": title])
      body += wrapped(said, width: screenWidth).map(console.bold) + [""]
    }
    // A section's first step opens with the section's why.
    if let group = walk.source.groups.first(where: { $0.title == step.group }),
      walk.source.steps.first(where: { $0.group == group.title }) == step, !group.introduction.isEmpty
    {
      body += WalkPage.lines(
        StageScreen.markdown(group.introduction, stage: walk.into, workbook: workbook, language: console.language))
      body += [""]
    }
    if !step.narration.isEmpty {
      body += WalkPage.lines(
        StageScreen.markdown(step.narration, stage: walk.into, workbook: workbook, language: console.language))
    }
    for file in files(ofStep: number, of: walk) {
      body += [""]
      body += WalkPage.lines(
        DiffRendering.patch(file, sides: ("a", "b"), width: screenWidth, console: console)
      ).dropLast()
    }
    let folded = step.blocks.filter(\.isFolded).map(\.path)
    if !folded.isEmpty {
      body += [""]
      if let summary = step.foldSummary {
        body += wrapped(summary, width: screenWidth).map(console.dim)
      }
      for path in step.paths where folded.contains(path) {
        let change = walk.change(ofStep: number, path: path)
        body.append(console.dim("  \(path)  +\(change.addedLines) −\(change.removedLines)"))
      }
    }
    if let compiler = step.compiler {
      body += [""] + wrapped(compiler.said(in: console.language), width: screenWidth).map(console.bold)
    }
    if let run = step.run {
      body += [""] + wrapped(run.said(in: console.language), width: screenWidth).map(console.bold)
    }
    return WalkPage(pinned: pinned, body: body)
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
    var page = questionPage(number, of: walk, workbook: workbook, answered: answered, console: console)
    if answered {
      page.body.append(
        "  " + console.bold(console.text(WalkMessage.answer, ["number": "\(walk.source.questions[number - 1].answer)"]))
      )
    }
    return page.text
  }

  /// Question `number` (from 1) as a page: its place and the question pinned; any text it quotes and its choices,
  /// numbered 1, 2, … in `order` (the indices of the file's choices, as a walk at a terminal shuffles them; the
  /// file's order when nil), the body. With `answered`, each choice's reason under it.
  static func questionPage(
    _ number: Int, of walk: Walk, workbook: Workbook, answered: Bool = false, order: [Int]? = nil, console: Console
  ) -> WalkPage {
    let question = walk.source.questions[number - 1]
    let place = console.text(
      WalkMessage.questionPlace, ["number": "\(number)", "count": "\(walk.source.questions.count)"])
    let pinned = [console.bold(place)] + WalkPage.lines(paragraph(question.question, firstPrefix: "", indent: 0))
    var body: [String] = []
    if !question.text.isEmpty {
      body += WalkPage.lines(
        StageScreen.markdown(question.text, stage: walk.into, workbook: workbook, language: console.language))
    }
    body += [""]
    for (shown, index) in (order ?? Array(question.choices.indices)).enumerated() {
      let choice = question.choices[index]
      body += WalkPage.lines(paragraph(choice.text, firstPrefix: "  \(shown + 1). ", indent: 5))
      if answered {
        body += WalkPage.lines(reason(choice, console: console))
      }
    }
    return WalkPage(pinned: pinned, body: body)
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
