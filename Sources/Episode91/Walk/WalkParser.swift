import Foundation
import Messages

extension WalkSource {
  /// Reads a walk file, or says at which line (and in which step) it leaves the format and what belongs there.
  ///
  /// Headings count only outside code fences, so a `#` comment inside a fence is code, not a new step.
  static func parse(_ text: String, file: String) throws(WalkProblem) -> WalkSource {
    let lines = walkLines(of: text)
    guard let first = lines.first, first.hasPrefix("# "), first.count > 2 else {
      throw WalkProblem(file: file, line: 1, .expectedTitle)
    }
    let sections = try WalkSections(lines, file: file)
    var walk = WalkSource(
      title: String(first.dropFirst(2)), introduction: trimmingBlankLines(sections.introduction), groups: [],
      steps: [], questions: [])
    var group: String?
    for section in sections.sections {
      if section.level == 2 {
        group = section.heading
        walk.groups.append(
          WalkGroup(
            title: section.heading, introduction: trimmingBlankLines(section.body.map(\.text)), line: section.line,
            part: section.part))
        continue
      }
      guard let group else {
        throw WalkProblem(file: file, line: section.line, step: section.heading, .expectedGroup)
      }
      let reader = SectionReader(section: section, file: file)
      if reader.isQuestion {
        if let questionsHeading = walk.questionsHeading, questionsHeading != group {
          throw WalkProblem(file: file, line: section.line, step: section.heading, .questionsInOneGroup)
        }
        walk.questionsHeading = group
        walk.questions.append(try reader.question())
      } else {
        guard walk.questions.isEmpty else {
          throw WalkProblem(file: file, line: section.line, step: section.heading, .stepAfterQuestions)
        }
        walk.steps.append(try reader.step(group: group))
      }
    }
    guard !walk.steps.isEmpty else {
      throw WalkProblem(file: file, line: 1, .noSteps)
    }
    // The questions' group is no section of steps.
    let stepless = walk.groups.filter { group in !walk.steps.contains { $0.group == group.title } }
    if let marked = stepless.first(where: { $0.part != nil }) {
      throw WalkProblem(file: file, line: marked.line, step: marked.title, .partWithoutSteps)
    }
    walk.groups.removeAll { group in stepless.contains(group) }
    // A walk in parts is in parts from its first section.
    if walk.groups.contains(where: { $0.part != nil }), let first = walk.groups.first, first.part == nil {
      throw WalkProblem(file: file, line: first.line, step: first.title, .firstPartUnmarked)
    }
    return walk
  }

  /// A file's lines without their line breaks (`\n` or `\r\n`); a final line break starts no other line.
  static func walkLines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    if lines.last == "" {
      lines.removeLast()
    }
    return lines
  }

  /// `lines` without blank lines at either end, and with runs of blank lines (left where a hunk block was taken
  /// out) made one.
  static func trimmingBlankLines(_ lines: [String]) -> [String] {
    var kept: [String] = []
    for line in lines where !(line.isBlank && (kept.last?.isBlank ?? true)) {
      kept.append(line)
    }
    if kept.last?.isBlank == true {
      kept.removeLast()
    }
    return kept
  }
}

extension String {
  fileprivate var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

/// A walk file cut at its `##` and `###` headings.
private struct WalkSections {
  struct Section {
    var level: Int
    var heading: String
    /// 1-based line of the heading.
    var line: Int
    /// The lines under the heading, each with its 0-based index in the file.
    var body: [(index: Int, text: String)]
    /// The title of the part a `##` section opens: the `<!-- part: Title -->` line just before its heading.
    var part: String? = nil
  }

  /// The title of a part marker, `<!-- part: Title -->` alone on its line; nil for any other line.
  static func partTitle(in line: String) -> String? {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return nil }
    let inside = text.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    guard inside.hasPrefix("part:") else { return nil }
    let title = inside.dropFirst("part:".count).trimmingCharacters(in: .whitespaces)
    return title.isEmpty ? nil : title
  }

  var introduction: [String] = []
  var sections: [Section] = []

  init(_ lines: [String], file: String) throws(WalkProblem) {
    var inCode = false
    var fenceLine = 0
    // A part marker waiting for the `##` heading it must stand before: its title and 0-based line.
    var part: (title: String, index: Int)?
    for (index, line) in lines.enumerated().dropFirst() {
      if line.hasPrefix("```") {
        inCode.toggle()
        fenceLine = index
      }
      let level = inCode ? 0 : line.prefix { $0 == "#" }.count
      let isHeading = level > 0 && line.dropFirst(level).hasPrefix(" ")
      if let marker = part, !line.allSatisfy(\.isWhitespace), !(isHeading && level == 2) {
        throw WalkProblem(file: file, line: marker.index + 1, .partMarkerNotBeforeSection)
      }
      if !inCode, let title = Self.partTitle(in: line) {
        part = (title, index)
        continue
      }
      if isHeading {
        guard level == 2 || level == 3, line.count > level + 1 else {
          throw WalkProblem(file: file, line: index + 1, .unexpectedHeading)
        }
        sections.append(
          Section(
            level: level, heading: String(line.dropFirst(level + 1)), line: index + 1, body: [], part: part?.title))
        part = nil
      } else if sections.isEmpty {
        introduction.append(line)
      } else {
        sections[sections.count - 1].body.append((index, line))
      }
    }
    if inCode {
      throw WalkProblem(file: file, line: fenceLine + 1, step: sections.last?.heading, .unclosedFence)
    }
    if let marker = part {
      throw WalkProblem(file: file, line: marker.index + 1, .partMarkerNotBeforeSection)
    }
  }
}

/// Reads one `###` section as a step (narration and hunk blocks) or a question (choices with reasons).
private struct SectionReader {
  var section: WalkSections.Section
  var file: String

  /// A question has reasons (`> ✓` or `> ✗` under a choice) and no hunk blocks.
  var isQuestion: Bool {
    section.body.contains { Self.reason(in: $0.text) != nil }
      && !section.body.contains { Self.path(in: $0.text) != nil }
  }

  func problem(_ index: Int, _ key: WalkMessage, _ arguments: [String: String] = [:]) -> WalkProblem {
    WalkProblem(file: file, line: index + 1, step: section.heading, key, arguments)
  }

  /// The path of a line that holds only a Swift file's path in backticks. (Plain string checks rather than a
  /// `Regex`: they run on every line of every walk, and Swift's regexes made `walk` take a second.)
  static func path(in line: String) -> String? {
    let text = line.trimmingTrailingSpaces
    guard text.count > 2, text.first == "`", text.last == "`" else { return nil }
    let path = text.dropFirst().dropLast()
    guard path.hasSuffix(".swift"), !path.contains(where: { $0 == "`" || $0.isWhitespace }) else { return nil }
    return String(path)
  }

  /// A choice's reason line, `> ✓ …` or `> ✗ …`: whether it is the right one, and its text.
  static func reason(in line: String) -> (isRight: Bool, text: String)? {
    let quote = line.drop { $0.isWhitespace }
    guard quote.first == ">" else { return nil }
    let mark = quote.dropFirst().drop { $0.isWhitespace }
    guard let first = mark.first, first == "✓" || first == "✗" else { return nil }
    return (first == "✓", String(mark.dropFirst().drop { $0.isWhitespace }))
  }

  /// A numbered choice's text: `2. Because …`.
  static func choice(in line: String) -> String? {
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    let rest = line.dropFirst(digits.count)
    guard !digits.isEmpty, rest.first == ".", rest.dropFirst().first?.isWhitespace == true else { return nil }
    return String(rest.dropFirst().drop { $0.isWhitespace })
  }

  func step(group: String) throws(WalkProblem) -> WalkStep {
    var narration: [String] = []
    var blocks: [HunkBlock] = []
    var foldSummary: String?
    var folding = false
    var compiler: CompilerStatement?
    var run: RunStatement?
    let body = section.body
    var position = 0
    while position < body.count {
      let (index, line) = body[position]
      let trimmed = line.trimmingTrailingSpaces
      if let path = Self.path(in: line) {
        var opening = position + 1
        while opening < body.count, body[opening].text.isBlank { opening += 1 }
        guard opening < body.count, body[opening].text.trimmingTrailingSpaces == "```diff" else {
          throw problem(index, .pathWithoutFence, ["path": path])
        }
        guard let closing = body[(opening + 1)...].firstIndex(where: { $0.text.hasPrefix("```") }) else {
          throw problem(body[opening].index, .unclosedFence)
        }
        blocks.append(
          HunkBlock(
            path: path, fence: body[(opening + 1)..<closing].map(\.text), isFolded: folding, line: index + 1,
            fenceStart: body[opening].index, fenceEnd: body[closing].index))
        position = closing + 1
        continue
      }
      if trimmed == "<details>" {
        guard !folding, foldSummary == nil else { throw problem(index, .oneDetailsPerStep) }
        folding = true
        position += 1
        continue
      }
      if folding, trimmed.hasPrefix("<summary>"), trimmed.hasSuffix("</summary>") {
        foldSummary = String(trimmed.dropFirst("<summary>".count).dropLast("</summary>".count))
        position += 1
        continue
      }
      if trimmed == "</details>" {
        guard folding else { throw problem(index, .oneDetailsPerStep) }
        folding = false
        position += 1
        continue
      }
      if let prefix = CompilerStatement.prefixes.first(where: { line.hasPrefix($0) }) {
        guard compiler == nil else { throw problem(index, .oneCompilerLine) }
        compiler = try Self.compilerStatement(String(line.dropFirst(prefix.count)), index: index, reader: self)
        position += 1
        continue
      }
      if let prefix = RunStatement.prefixes.first(where: { line.hasPrefix($0) }) {
        guard run == nil else { throw problem(index, .oneRunLine) }
        run = try Self.runStatement(String(line.dropFirst(prefix.count)), index: index, reader: self)
        position += 1
        continue
      }
      if line.hasPrefix("```diff") {
        throw problem(index, .fenceWithoutPath)
      }
      if line.hasPrefix("```") {
        // Code the narration quotes: kept whole, fences and all, so a `#` or a path inside it stays code.
        let closing = body[(position + 1)...].firstIndex { $0.text.hasPrefix("```") } ?? body.count - 1
        narration += body[position...closing].map(\.text)
        position = closing + 1
        continue
      }
      narration.append(line)
      position += 1
    }
    if folding {
      throw problem(section.line - 1, .oneDetailsPerStep)
    }
    guard !blocks.isEmpty else {
      throw problem(section.line - 1, .stepWithoutChange)
    }
    return WalkStep(
      title: section.heading, group: group, narration: WalkSource.trimmingBlankLines(narration), blocks: blocks,
      foldSummary: foldSummary, compiler: compiler, run: run, line: section.line)
  }

  /// `builds.` (or `빌드됩니다.`), or the errors in backticks, as the compiler words them.
  static func compilerStatement(
    _ text: String, index: Int, reader: SectionReader
  ) throws(WalkProblem)
    -> CompilerStatement
  {
    let rest = text.trimmingCharacters(in: .whitespaces)
    if CompilerStatement.buildsWords.contains(rest) {
      return CompilerStatement(errors: [], line: index + 1)
    }
    if let words = CompilerStatement.noNewErrorWords.first(where: { rest.hasPrefix($0) }) {
      // `no new error — why`: the reason after the dash is the point of the line, so it is required.
      let reason = rest.dropFirst(words.count).trimmingCharacters(in: .whitespaces)
      guard reason.hasPrefix("—"), !reason.dropFirst().allSatisfy(\.isWhitespace) else {
        throw reader.problem(index, .unclearCompilerLine)
      }
      return CompilerStatement(
        errors: [], noNewError: reason.dropFirst().trimmingCharacters(in: .whitespaces), line: index + 1)
    }
    let parts = rest.split(separator: "`", omittingEmptySubsequences: false)
    // Between backticks, the odd parts; a line with no quoted error, or an unclosed quote, says nothing checkable.
    let errors = parts.indices.filter { $0 % 2 == 1 }.map { String(parts[$0]) }.filter { !$0.isEmpty }
    guard parts.count % 2 == 1, !errors.isEmpty else {
      throw reader.problem(index, .unclearCompilerLine)
    }
    return CompilerStatement(errors: errors, line: index + 1)
  }

  /// `` `TestName` passes — what it shows``, after `Run:` (or `` `TestName` 통과 — …`` after `실행:`): the test in
  /// backticks, its outcome, a dash, and a sentence.
  static func runStatement(_ text: String, index: Int, reader: SectionReader) throws(WalkProblem) -> RunStatement {
    let rest = text.trimmingCharacters(in: .whitespaces)
    let parts = rest.split(separator: "`", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].isEmpty, !parts[1].isEmpty, !parts[1].contains(where: \.isWhitespace) else {
      throw reader.problem(index, .unclearRunLine)
    }
    let after = parts[2].trimmingCharacters(in: .whitespaces)
    guard let outcome = RunStatement.outcomes.first(where: { after.hasPrefix($0.word) }) else {
      throw reader.problem(index, .unclearRunLine)
    }
    let shows = after.dropFirst(outcome.word.count).trimmingCharacters(in: .whitespaces)
    guard shows.hasPrefix("—"), !shows.dropFirst().allSatisfy(\.isWhitespace) else {
      throw reader.problem(index, .unclearRunLine)
    }
    return RunStatement(
      test: String(parts[1]), passes: outcome.passes, shows: shows.dropFirst().trimmingCharacters(in: .whitespaces),
      line: index + 1)
  }

  func question() throws(WalkProblem) -> WalkQuestion {
    var text: [String] = []
    var choices: [WalkChoice] = []
    var choiceLines: [Int] = []
    var hasReason: [Bool] = []
    for (index, line) in section.body {
      if let choice = Self.choice(in: line) {
        choices.append(WalkChoice(text: choice, isRight: false, reason: ""))
        choiceLines.append(index)
        hasReason.append(false)
      } else if let reason = Self.reason(in: line) {
        guard let last = choices.indices.last, !hasReason[last] else {
          throw problem(index, .reasonWithoutChoice)
        }
        choices[last].isRight = reason.isRight
        choices[last].reason = reason.text
        hasReason[last] = true
      } else if line.isBlank {
        continue
      } else if choices.isEmpty {
        text.append(line)
      } else if let last = choices.indices.last, line.first?.isWhitespace == true {
        // A wrapped choice or reason goes on, indented (a reason's later lines keep their `>`).
        let words = line.drop { $0.isWhitespace || $0 == ">" }
        if hasReason[last] {
          choices[last].reason += " " + words
        } else {
          choices[last].text += " " + words
        }
      } else {
        throw problem(index, .unexpectedInQuestion)
      }
    }
    if let missing = hasReason.firstIndex(of: false) {
      throw problem(choiceLines[missing], .choiceWithoutReason)
    }
    guard choices.count >= 2 else {
      throw problem(section.line - 1, .questionNeedsChoices)
    }
    guard choices.count(where: \.isRight) == 1 else {
      throw problem(section.line - 1, .questionNeedsOneRightAnswer)
    }
    return WalkQuestion(
      question: section.heading, text: WalkSource.trimmingBlankLines(text), choices: choices, line: section.line)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}
