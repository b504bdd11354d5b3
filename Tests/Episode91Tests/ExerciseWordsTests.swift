import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// Every exercise reads in Korean as it does in English: every title, goal and hint in both catalogs, a Korean
/// prompt in every stub, the same code, the same layout, and lines that fit the terminal.
@Suite struct ExerciseWordsTests {
  @Test func everyTitleGoalAndHintHasAKoreanEntry() {
    checkCatalog(ExerciseWords.self)
  }

  @Test(arguments: Exercise.all)
  func everyExerciseHasATitleAGoalAndHints(exercise: Exercise) {
    #expect(ExerciseWords.english[.title(exercise.id)]?.isEmpty == false, "exercise \(exercise.id): no title")
    #expect(ExerciseWords.english[.goal(exercise.id)]?.isEmpty == false, "exercise \(exercise.id): no goal")
    #expect(exercise.hintCount >= 2, "exercise \(exercise.id): hints go from gentle to explicit, so two at least")
  }

  @Test func theWordsAreKeyedByExerciseIDs() {
    let ids = Set(Exercise.all.map(\.id))
    let keyed = Set(ExerciseWords.english.keys.map(\.exercise)).union(ExerciseWords.korean.keys.map(\.exercise))
    #expect(keyed.subtracting(ids).isEmpty, "words for an exercise that does not exist")
  }

  @Test(arguments: Exercise.all)
  func everyStubHasAKoreanPrompt(exercise: Exercise) throws {
    let shipped = try String(contentsOf: Workbook.current.url(exercise.pristinePath), encoding: .utf8)
    #expect(shipped.contains("\n/// \(Workbook.koreanPromptHeading)\n"), "\(exercise.pristinePath) has no Korean part")
    #expect(Workbook.current.prompt(of: exercise, in: .korean) != Workbook.current.prompt(of: exercise, in: .english))
  }

  @Test(arguments: Exercise.all)
  func everyPartIsWrittenInKorean(exercise: Exercise) throws {
    let id = exercise.id
    let korean = Workbook.current.text(of: exercise, in: .korean)
    #expect(Self.hasHangul(korean.title), "exercise \(id): title")
    #expect(Self.hasHangul(korean.goal), "exercise \(id): goal")
    for (number, hint) in korean.hints.enumerated() {
      #expect(Self.hasHangul(hint), "exercise \(id): hint \(number + 1)")
    }
    for paragraph in Self.paragraphs(korean.prompt) where !paragraph.allSatisfy(Self.isCode) {
      #expect(Self.hasHangul(paragraph.joined()), "exercise \(id): prompt paragraph \(paragraph)")
    }
  }

  /// Code is never translated or lost: every backticked span of the English prompt and hints is in the Korean,
  /// and so is every word of an English goal or hint that is code (hints and goals name code unquoted).
  @Test(arguments: Exercise.all)
  func theCodeStaysAsInEnglish(exercise: Exercise) throws {
    let id = exercise.id
    let english = Workbook.current.text(of: exercise, in: .english)
    let korean = Workbook.current.text(of: exercise, in: .korean)
    let koreanPrompt = Self.joined(korean.prompt)
    for span in try Self.codeSpans(Self.joined(english.prompt)) {
      #expect(koreanPrompt.contains("`\(span)`"), "exercise \(id): the Korean prompt lost `\(span)`")
    }
    _ = try Self.codeSpans(koreanPrompt)
    for word in Self.codeWords(english.goal) {
      #expect(korean.goal.contains(word), "exercise \(id): the goal lost \(word)")
    }
    for (english, translation) in zip(english.hints, korean.hints) {
      _ = try Self.codeSpans(translation)
      for span in try Self.codeSpans(english) {
        #expect(translation.contains("`\(span)`"), "exercise \(id): a hint lost `\(span)`")
      }
      for word in Self.codeWords(english) {
        #expect(translation.contains(word), "exercise \(id): a hint lost \(word)")
      }
    }
  }

  /// The prompt keeps the English layout: the same paragraphs, list items where the English has them, and its
  /// indented code lines byte for byte. Only the wrapping of prose differs.
  @Test(arguments: Exercise.all)
  func thePromptKeepsTheEnglishLayout(exercise: Exercise) throws {
    let english = Workbook.current.prompt(of: exercise, in: .english)
    let korean = Workbook.current.prompt(of: exercise, in: .korean)
    #expect(!english.isEmpty, "exercise \(exercise.id): no English prompt in \(exercise.pristinePath)")
    #expect(Self.skeleton(korean) == Self.skeleton(english))
  }

  /// The watch screen prints the prompt as it is, the exercise list pads titles to 46 columns, and
  /// `exercises` prints the next goal on a line of its own (indented by 2).
  @Test(arguments: Exercise.all)
  func everyLineFitsTheTerminal(exercise: Exercise) throws {
    let id = exercise.id
    let korean = Workbook.current.text(of: exercise, in: .korean)
    for line in korean.prompt {
      #expect(line.displayWidth <= 100, "exercise \(id): \(line.displayWidth) columns: \(line)")
    }
    #expect(korean.title.displayWidth <= 46, "exercise \(id): title \(korean.title)")
    #expect(korean.goal.displayWidth <= 98, "exercise \(id): goal \(korean.goal)")
    #expect(korean.prompt.first?.isEmpty == false && korean.prompt.last?.isEmpty == false)
  }

  /// The prompt is the stub's doc comment, which a learner reads in an editor too: each of its lines fits the
  /// 120 columns the rest of the code keeps to, `/// ` included.
  @Test(arguments: Exercise.all)
  func everyLineOfTheShippedPromptFitsTheEditor(exercise: Exercise) throws {
    for language in Language.allCases {
      for line in Workbook.current.prompt(of: exercise, in: language) {
        #expect(line.displayWidth <= 116, "exercise \(exercise.id): \(line.displayWidth + 4) columns: /// \(line)")
      }
    }
  }

  // MARK: reading the texts

  private static func hasHangul(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
  }

  private static func isCode(_ line: String) -> Bool {
    line.hasPrefix("    ")
  }

  /// The prompt as one line of prose, so a backticked span wrapped over two lines reads as one.
  private static func joined(_ prompt: [String]) -> String {
    prompt.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// What is between backticks; fails when a backtick is left open.
  private static func codeSpans(_ text: String) throws -> [String] {
    let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
    try #require(pieces.count % 2 == 1, "unbalanced backticks in: \(text)")
    return stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) }
  }

  /// Words that are code rather than English: with a lower-case letter right before an upper-case one
  /// (`nthPrime`), or with a character prose does not use (`.`, `\`, `{`, `=`, `&`, `$`, `_`, `[`, `(`)
  /// once the punctuation around a word is taken off.
  private static func codeWords(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init).compactMap { word in
      var word = word.trimmingCharacters(in: CharacterSet(charactersIn: ",;:\"'"))
      if word.hasSuffix(".") { word.removeLast() }
      if word.hasPrefix("("), !word.contains(")") { word.removeFirst() }
      if word.hasSuffix(")"), !word.contains("(") { word.removeLast() }
      let camelCase = word.range(of: "[a-z][A-Z]", options: .regularExpression) != nil
      let codeCharacter = word.range(of: #"[.\\{}=&$_\[\]()]"#, options: .regularExpression) != nil
      return camelCase || codeCharacter ? word : nil
    }
  }

  private static func paragraphs(_ prompt: [String]) -> [[String]] {
    prompt.split(separator: "", omittingEmptySubsequences: true).map(Array.init)
  }

  /// A prompt without its prose: a blank line between paragraphs, each list item's marker (`-`, `1.`), and
  /// every code line as it is.
  private static func skeleton(_ prompt: [String]) -> [String] {
    prompt.compactMap { line in
      if line.isEmpty || isCode(line) { return line }
      if line.hasPrefix("- ") { return "-" }
      if let marker = line.range(of: #"^\d+\. "#, options: .regularExpression) { return String(line[marker]) }
      return nil
    }
  }
}
