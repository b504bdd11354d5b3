import ExerciseSupport
import Foundation
import Messages

/// A stage's lesson, read from its checkpoint folder: `Episodes/<Stage>/README.md` in English, `README.ko.md` in
/// Korean. Those two files are the only place a stage's notes are written; `show`, `overview`, `compare` and
/// `diff` read them every time, so what a learner browses on GitHub and what Episode91 prints cannot drift apart.
///
/// The files keep a fixed shape, which the parser holds them to, line by line:
///
///     # Stage 3: Erased Store                           the heading `show` prints; the title after ": "
///
///     ![Where the dependencies live…](….svg)            the stage's diagram, for GitHub; `show` skips it
///
///     [한국어](README.ko.md)                             the link to the other language's lesson, for GitHub
///
///     `Store<Value, Action>` hides the environment…     the summary: one paragraph
///
///     - **Comes from:** the end of episode 91, …        where the stage comes from
///     - **In `compare`:** Erased Store                   its column header in `compare`, at most 12 columns
///     - **Buys and costs:** buys …; costs …              under the `compare` table, at most 82 columns
///
///     ## What changed, and why                          then exactly these four sections, in this order
///     ## Read these first
///     ## How the tests changed
///     ## Exercises that start here
///
/// Labels and headings are the catalog's (`StageMessage.lesson…`), in the file's language.
struct StageLesson: Equatable, Sendable {
  /// One `##` section: its heading and its Markdown lines, without the blank lines around them.
  struct Section: Equatable, Sendable {
    var heading: String
    var lines: [String]
  }

  /// The first line without `# `: `Stage 3: Erased Store`.
  var heading: String
  var title: String
  var summary: String
  var source: String
  /// The title squeezed into a `compare` column header.
  var shortTitle: String
  /// One line for under the `compare` table.
  var buysAndCosts: String
  /// What changed and why, what to read first, how the tests changed, which exercises start here.
  var sections: [Section]

  static let shortTitleWidth = 12
  static let buysAndCostsWidth = 82

  /// The lesson's file name in `language`, inside the checkpoint folder.
  static func fileName(in language: Language) -> String {
    switch language {
    case .english: "README.md"
    case .korean: "README.ko.md"
    }
  }

  /// The four section headings, in order, in `language`.
  static func sectionHeadings(in language: Language) -> [String] {
    [.lessonWhatChanged, .lessonReadFirst, .lessonTests, .lessonExercises].map { (key: StageMessage) in
      key.text(in: language)
    }
  }

  /// The line that leads a reader of one language's lesson to the other's.
  static func otherLanguageLink(from language: Language) -> String {
    switch language {
    case .english: "[한국어](\(fileName(in: .korean)))"
    case .korean: "[English](\(fileName(in: .english)))"
    }
  }

  /// The three facts' labels, in order, in `language`.
  static func factLabels(in language: Language) -> [String] {
    [.lessonSource, .lessonCompareName, .lessonBuysAndCosts].map { (key: StageMessage) in key.text(in: language) }
  }
}

/// A lesson file that is missing or out of shape: where, and what the parser expected there.
struct StageLessonError: Error, Equatable {
  /// Relative to the workbook.
  var file: String
  /// 1-based; 0 when the file could not be read at all.
  var line: Int
  /// What belongs at `line`; for a file that could not be read, the whole message.
  var expected: LocalizedText
}

extension Workbook {
  /// The lesson of `stage` in `language`, read from its checkpoint folder.
  func lesson(of stage: Stage, in language: Language) throws(StageLessonError) -> StageLesson {
    let url = checkpointFolder(for: stage).appendingPathComponent(StageLesson.fileName(in: language))
    let file = displayPath(url)
    guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
    else {
      throw StageLessonError(
        file: file, line: 0, expected: LocalizedText(StageMessage.lessonUnreadable, ["file": file]))
    }
    return try StageLesson.parse(text, stage: stage, language: language, file: file)
  }

  /// The lessons of `stages`, stopping at the first that cannot be read.
  func lessons(of stages: [Stage], in language: Language) throws(StageLessonError) -> [Stage: StageLesson] {
    var lessons: [Stage: StageLesson] = [:]
    for stage in stages {
      lessons[stage] = try lesson(of: stage, in: language)
    }
    return lessons
  }
}

extension StageLesson {
  /// Reads a lesson file, or says at which line it leaves the shape above and what belongs there.
  static func parse(
    _ text: String, stage: Stage, language: Language, file: String
  ) throws(StageLessonError) -> StageLesson {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    var index = 0
    func failure(_ key: StageMessage, _ arguments: [String: String] = [:]) -> StageLessonError {
      StageLessonError(file: file, line: min(index, lines.count - 1) + 1, expected: LocalizedText(key, arguments))
    }

    // The heading: `# Stage 3: Erased Store`, in the catalog's words for the file's language.
    let prefix = StageMessage.showHeading.text(in: language, ["number": "\(stage.number)", "title": ""])
    guard lines[0].hasPrefix("# " + prefix), lines[0].count > 2 + prefix.count else {
      throw failure(.lessonExpectedHeading, ["heading": "# " + prefix + "…"])
    }
    let heading = String(lines[0].dropFirst(2))
    let title = String(heading.dropFirst(prefix.count))
    index = 1

    // The stage's diagram, for GitHub (`show` prints no pictures): one image line under the heading.
    if index + 1 < lines.count, lines[index].isEmpty, lines[index + 1].hasPrefix("![") {
      index += 2
    }

    // The link to the other language's lesson, alone between blank lines.
    let link = otherLanguageLink(from: language)
    guard index + 1 < lines.count, lines[index].isEmpty, lines[index + 1] == link else {
      throw failure(.lessonExpectedLanguageLink, ["link": link])
    }
    index += 2

    // The summary: one paragraph between blank lines.
    guard index + 2 < lines.count, lines[index].isEmpty, !lines[index + 1].isEmpty else {
      throw failure(.lessonExpectedSummary)
    }
    index += 1
    var summaryLines: [String] = []
    while index < lines.count, !lines[index].isEmpty, !lines[index].hasPrefix("- **") {
      summaryLines.append(lines[index])
      index += 1
    }
    let summary = summaryLines.joined(separator: " ")

    // The three facts, each `- **Label:** value` on one line.
    var facts: [String] = []
    for label in factLabels(in: language) {
      if facts.isEmpty {
        guard index < lines.count, lines[index].isEmpty else { throw failure(.lessonExpectedFact, ["label": label]) }
        index += 1
      }
      let start = "- **\(label):** "
      guard index < lines.count, lines[index].hasPrefix(start), lines[index].count > start.count else {
        throw failure(.lessonExpectedFact, ["label": label])
      }
      facts.append(String(lines[index].dropFirst(start.count)))
      index += 1
    }

    // Exactly the four sections, in order, each with something in it.
    var sections: [Section] = []
    for sectionHeading in sectionHeadings(in: language) {
      while index < lines.count, lines[index].isEmpty { index += 1 }
      guard index < lines.count, lines[index] == "## " + sectionHeading else {
        throw failure(.lessonExpectedSection, ["heading": "## " + sectionHeading])
      }
      let headingIndex = index
      index += 1
      var body: [String] = []
      var inCode = false
      while index < lines.count, inCode || !(lines[index].hasPrefix("## ") || lines[index].hasPrefix("# ")) {
        if lines[index].hasPrefix("```") { inCode.toggle() }
        body.append(lines[index])
        index += 1
      }
      while body.first?.isEmpty == true { body.removeFirst() }
      while body.last?.isEmpty == true { body.removeLast() }
      guard !body.isEmpty else {
        index = headingIndex
        throw failure(.lessonExpectedSectionText, ["heading": "## " + sectionHeading])
      }
      sections.append(Section(heading: sectionHeading, lines: body))
    }
    guard index >= lines.count else { throw failure(.lessonExpectedEnd) }

    return StageLesson(
      heading: heading, title: title, summary: summary, source: facts[0], shortTitle: facts[1],
      buysAndCosts: facts[2], sections: sections)
  }
}
