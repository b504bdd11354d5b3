import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Holds every Korean text in the workbook to the glossary in CONTRIBUTING.md ("Korean glossary / 한국어 용어집"):
/// `README.ko.md`, every checkpoint's `README.ko.md`, every stub's Korean prompt, and every Swift string literal
/// under `Sources/` that holds Hangul, wherever its file lives. Code spans are never looked at, except for the
/// placeholder that may end one (`` `verify {id}`를 ``). Each failure names the file, the line, the offending word
/// and what the glossary says instead.
@Suite struct KoreanGlossaryTests {
  @Test func theGlossaryIsReadableFromContributing() throws {
    let glossary = try KoreanGlossary.load()
    #expect(glossary.terms.count >= 20)
    #expect(glossary.stages.map(\.number) == Stage.all.map(\.number))
    #expect(glossary.terms.contains { $0.english == "pullback" && $0.renderings == ["`pullback`"] })
    #expect(glossary.rejections.contains { $0.word == "닿-" })
  }

  @Test func noKoreanTextUsesARenderingTheGlossaryRejects() throws {
    let glossary = try KoreanGlossary.load()
    for line in try KoreanText.allProse() {
      for finding in glossary.rejectedWords(in: line.text) {
        let place = "\(line.file):\(line.line): '\(finding.word)' in \"\(line.text.trimmed)\""
        Issue.record("\(place); the glossary says \(finding.rendering) (\(finding.english))")
      }
    }
  }

  @Test func instructionsEndInHaseyoAndQuestionsInKkayo() throws {
    for line in try KoreanText.allProse() {
      for ending in InstructionRegister.mistakes(in: line.text) {
        let place = "\(line.file):\(line.line): '\(ending)' in \"\(line.text.trimmed)\""
        Issue.record("\(place); an instruction ends in ~하세요 and a question in ~까요?, as the glossary's register says")
      }
    }
  }

  @Test func everyNumberTakesTheParticleOfItsKoreanReading() throws {
    for line in try KoreanText.allProse() {
      for mistake in NumeralParticle.mistakes(in: line.text) {
        let place = "\(line.file):\(line.line): '\(mistake.written)' in \"\(line.text.trimmed)\""
        Issue.record(
          "\(place); \(mistake.number) ends in \(mistake.reading): write \(mistake.number)\(mistake.particle)")
      }
    }
  }

  @Test func noPlaceholderTakesAParticleThatDependsOnItsValue() throws {
    for file in try KoreanText.swiftFiles(under: "Sources") {
      for line in SwiftLiterals.hangulLines(in: try KoreanText.read(file), blankingCodeSpans: false) {
        for mistake in PlaceholderParticle.mistakes(in: line.text) {
          let place = "\(file):\(line.line): '\(mistake)' in \"\(line.text.trimmed)\""
          Issue.record("\(place); its value decides the particle: put a noun between, as in {stage}단계가")
        }
      }
    }
  }

  @Test func readmesNameEachStageAsTheGlossaryDoes() throws {
    let glossary = try KoreanGlossary.load()
    let readme = try KoreanText.markdown("README.ko.md")
    let rows = readme.tableRows.filter { $0.cells.count > 2 && Int($0.cells[0]) != nil }
    #expect(rows.count == Stage.all.count, "README.ko.md's stage table: one row per stage")
    for row in rows {
      guard let name = glossary.stages.first(where: { $0.number == Int(row.cells[0]) }) else { continue }
      // The name may lead to the stage's lesson: `[전역 `Current`](Episodes/…/README.ko.md)`.
      let cell = row.cells[1].replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }
      if !cell.hasPrefix(name.korean) {
        Issue.record(
          "README.ko.md:\(row.line): stage \(name.number) is '\(row.cells[1])'; the glossary says \(name.korean)")
      }
    }
    // A checkpoint's lesson is where Episode91 takes the stage's Korean title from: its first heading.
    for file in try KoreanText.checkpointReadmes() where file.hasSuffix("/README.ko.md") {
      guard let name = glossary.stages.first(where: { file.hasPrefix("Episodes/Stage\($0.number)") }) else { continue }
      let lines = try KoreanText.read(file).components(separatedBy: "\n")
      let heading = lines.first { $0.hasPrefix("# ") } ?? ""
      // The compare table's column header, from the lesson's facts, is the glossary's short name.
      let columnLabel = "- **`compare` 열 이름:** "
      if let column = lines.first(where: { $0.hasPrefix(columnLabel) })?.dropFirst(columnLabel.count),
        column != name.short
      {
        Issue.record("\(file): the compare column is '\(column)'; the glossary's short name is \(name.short)")
      }
      if !heading.contains(name.korean) && !heading.contains(name.korean.withoutBackticks) {
        Issue.record(
          "\(file): the heading '\(heading)' does not name stage \(name.number) \(name.korean), as the glossary does")
      }
    }
  }

  @Test func koreanTableCellsAreNounPhrases() throws {
    for file in ["README.ko.md"] + (try KoreanText.checkpointReadmes()) {
      for row in try KoreanText.markdown(file).tableRows {
        for cell in row.cells where TableRegister.isSentence(cell) {
          Issue.record("\(file):\(row.line): the cell '\(cell)' is a sentence; the glossary's tables use noun phrases")
        }
      }
    }
  }

  @Test func readmeCodeBlocksExplainThemselvesInKorean() throws {
    for line in try KoreanText.markdown("README.ko.md").codeExplanations where !line.text.containsHangul {
      if line.text.containsLatinWord {
        Issue.record(
          "README.ko.md:\(line.line): '\(line.text.trimmed)' explains a code block in English; write it in Korean")
      }
    }
  }

  // The checks themselves, on sentences whose verdict is known, so a check that stops seeing anything fails here.

  @Test func theChecksSeeWhatTheyShould() throws {
    let glossary = try KoreanGlossary.load()
    #expect(glossary.rejectedWords(in: "라이브 의존성에 닿을까요").map(\.word) == ["닿-"])
    #expect(glossary.rejectedWords(in: "항목을 읽고 목록을 봅니다").isEmpty)
    #expect(glossary.rejectedWords(in: "잊은 목을 씁니다").map(\.word) == ["목"])
    #expect(glossary.rejectedWords(in: "`.mock`이 뜻하는 목(mock), 목록과 목적").isEmpty)
    #expect(glossary.rejectedWords(in: "테스트 대역이 답합니다. 부수 효과입니다. 연산자 체인").isEmpty)
    #expect(glossary.rejectedWords(in: "그 대역이 답합니다").map(\.word) == ["대역"])
    // A whole word, or the term with its particles: ordinary Korean that starts like a rejected term passes.
    #expect(glossary.rejectedWords(in: "효과적으로 줄이고, 대역폭을 아낍니다").isEmpty)
    #expect(glossary.rejectedWords(in: "이펙트의 효과를 봅니다. 효과입니다. 효과에서는").map(\.word) == ["효과"])
    #expect(glossary.rejectedWords(in: "스코프가 정해진 재정의").map(\.word) == ["스코프가 정-"])
    #expect(glossary.rejectedWords(in: "재정의는 스코프가 정해지며").map(\.word) == ["스코프가 정-"])
    #expect(glossary.rejectedWords(in: "한 작업 범위 안에서만 유효한 재정의, 스코프를 벗어난 작업").isEmpty)
    #expect(glossary.rejectedWords(in: "카운터와 같은 알림을 보여 줍니다").map(\.word) == ["알림"])
    #expect(glossary.rejectedWords(in: "검사가 크래시하면, 크래시했습니다").map(\.word) == ["크래시하-", "크래시했-"])
    #expect(glossary.rejectedWords(in: "크래시가 나면, 크래시가 난 곳").isEmpty)
    #expect(glossary.rejectedWords(in: "피처 플래그와 설정, 피처를 더합니다").map(\.word) == ["피처"])

    #expect(InstructionRegister.mistakes(in: "함수를 완성하십시오. 무엇입니까? 완성하시오.") == ["십시오", "니까?", "시오"])
    #expect(InstructionRegister.mistakes(in: "함수를 완성하세요. 무엇일까요? 그대로 둡니다. 통과합니까요").isEmpty)
    #expect(glossary.rejectedWords(in: "환경을 지운 스토어").map(\.word) == ["환경을 지운 스토어"])
    #expect(KoreanText.blankingCodeSpans("`풀백`은 \n``a`b``는").contains("풀백") == false)
    #expect(
      NumeralParticle.mistakes(in: KoreanText.blankingCodeSpans("`Swift 6`는, `diff 4`는")).map(\.written) == ["6는"])

    #expect(
      NumeralParticle.mistakes(in: "Swift 6는 거부하고 Swift 6로 빌드하며 Swift 6가 요구합니다").map(\.written) == ["6는", "6로", "6가"])
    #expect(NumeralParticle.mistakes(in: "2는, 2로, 3가지, 91로, 93으로, 6.3.1로, 5.3을, 10은, 1분").isEmpty)
    #expect(NumeralParticle.mistakes(in: "91.4을 1으로").map(\.written) == ["91.4을", "1으로"])

    #expect(
      PlaceholderParticle.mistakes(in: "`verify {id}`를 통과하면, {stage}가 {path}은(는) {backup}(으)로 {id}와")
        == ["{id}`를", "{stage}가", "{path}은", "{backup}(으)", "{id}와"])
    #expect(
      PlaceholderParticle.mistakes(in: "{stage}단계가 `verify {id}` 검사를 {id}의 {path}에 {count}개 { $0 }로 {a}이고")
        .isEmpty)

    #expect(TableRegister.isSentence("각 모듈이 전역 환경을 가져다 쓴다"))
    #expect(TableRegister.isSentence("(이를 보여 주는 테스트가 있다)."))
    #expect(!TableRegister.isSentence("모듈마다 직접 가져다 쓰는 전역 가변 환경"))

    let markdown = KoreanText.Markdown(
      "```sh\nswift test   # every test\nswift run   # 실행\n```\n```\nSources/\n  Effect/   our stand-in\n```\n")
    #expect(markdown.codeExplanations.map(\.text.trimmed) == ["every test", "실행", "our stand-in"])
  }
}

// MARK: - The glossary, as CONTRIBUTING.md writes it

private struct KoreanGlossary: Sendable {
  struct Term: Sendable {
    let english: String
    let renderings: [String]
    let never: [String]
  }

  struct StageName: Sendable {
    let number: Int
    let korean: String
    let short: String
    let never: [String]
  }

  /// A word the glossary rejects, with what to write instead.
  struct Rejection: Sendable {
    let word: String
    let english: String
    let rendering: String
  }

  static let heading = "## Korean glossary / 한국어 용어집"

  let terms: [Term]
  let stages: [StageName]

  static func load() throws -> KoreanGlossary {
    try KoreanGlossary(contributing: KoreanText.read("CONTRIBUTING.md"))
  }

  init(contributing: String) throws {
    let lines = contributing.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: Self.heading) else {
      throw GlossaryError("CONTRIBUTING.md has no \"\(Self.heading)\" section")
    }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    let section = KoreanText.Markdown(lines[start..<end].joined(separator: "\n"))
    var terms: [Term] = []
    var stages: [StageName] = []
    for table in section.tables {
      let column = { (name: String) in table.header.firstIndex(of: name) }
      if let english = column("English"), let korean = column("Korean"), let never = column("never") {
        if let number = column("#"), let short = column("short") {
          stages += table.rows.compactMap { row in
            Int(row[number]).map {
              StageName(number: $0, korean: row[korean], short: row[short], never: Self.list(row[never], ", "))
            }
          }
        } else {
          terms += table.rows.map {
            Term(english: $0[english], renderings: Self.list($0[korean], " / "), never: Self.list($0[never], ", "))
          }
        }
      }
    }
    guard !terms.isEmpty, !stages.isEmpty else {
      throw GlossaryError("CONTRIBUTING.md's glossary needs a terms table and a stage-names table")
    }
    self.terms = terms
    self.stages = stages
  }

  private static func list(_ cell: String, _ separator: String) -> [String] {
    cell.components(separatedBy: separator).map(\.trimmed).filter { !$0.isEmpty }
  }

  var rejections: [Rejection] {
    terms.flatMap { term in
      term.never.map { Rejection(word: $0, english: term.english, rendering: term.renderings.joined(separator: " / ")) }
    }
      + stages.flatMap { stage in
        stage.never.map { Rejection(word: $0, english: "stage \(stage.number)", rendering: stage.korean) }
      }
  }

  /// Renderings that hold a rejected word (테스트 대역 holds 대역, 부수 효과 holds 효과): blanked out before the
  /// search, longest first, so the right word is never mistaken for the wrong one inside it.
  private var renderingsHoldingRejectedWords: [String] {
    let rejected = rejections.map(\.word)
    return (terms.flatMap(\.renderings) + stages.map(\.korean))
      .filter { rendering in rejected.contains { rendering.contains($0) && rendering != $0 } }
      .sorted { $0.count > $1.count }
  }

  /// Every rejected word in `text` that is a whole word, or the word with its particles (목, 목을, 효과입니다), so
  /// that 항목을, 목록, 효과적으로 and 대역폭 pass. A rejection that ends in `-` is a stem (닿-, 크래시하-): any
  /// word that starts with it is rejected.
  func rejectedWords(in text: String) -> [Rejection] {
    var text = text
    for rendering in renderingsHoldingRejectedWords {
      text = text.replacingOccurrences(of: rendering, with: String(repeating: "·", count: rendering.count))
    }
    return rejections.filter { rejection in
      let isStem = rejection.word.hasSuffix("-")
      let word = isStem ? String(rejection.word.dropLast()) : rejection.word
      var searchStart = text.startIndex
      while let found = text.range(of: word, range: searchStart..<text.endIndex) {
        let startsAWord = found.lowerBound == text.startIndex || !text[text.index(before: found.lowerBound)].isHangul
        let rest = text[found.upperBound...].prefix { $0.isHangul }
        if startsAWord && (isStem || KoreanParticles.areParticles(rest)) {
          return true
        }
        searchStart = found.upperBound
      }
      return false
    }
  }
}

/// The particles (and forms of the copula) that may follow a noun and leave it the same word: 목을, 효과입니다,
/// 대역에서는. A run of Hangul after a term that is not made of these is another word (효과적, 대역폭, 목록).
private enum KoreanParticles {
  static let all: [String] = [
    "은", "는", "이", "가", "을", "를", "의", "에", "에서", "에게", "께", "와", "과", "로", "으로", "서", "써", "도",
    "만", "까지", "부터", "보다", "처럼", "마다", "만큼", "조차", "뿐", "밖에", "이나", "나", "이며", "며", "이고",
    "고", "이라", "라", "이라는", "라는", "이란", "란", "인", "일", "입니다", "입니까", "이다", "이에요", "예요",
    "였", "이었", "들", "이든", "든", "랑", "이랑", "하고", "까요", "일까요", "요", "는지", "인지", "지",
  ]

  /// True when `rest` is empty or made of particles one after another (에서 + 는, 들 + 이).
  static func areParticles(_ rest: Substring) -> Bool {
    guard !rest.isEmpty else { return true }
    return all.contains { particle in rest.hasPrefix(particle) && areParticles(rest.dropFirst(particle.count)) }
  }
}

private struct GlossaryError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

// MARK: - Particles after numbers

/// A particle after a number follows the number's Korean reading: 6 is 육, so `Swift 6은`, never `Swift 6는`.
private enum NumeralParticle {
  struct Mistake: Sendable {
    let written: String
    let number: String
    let reading: String
    let particle: String
  }

  /// Each particle with its form after a final consonant and after a vowel; 로 also follows ㄹ.
  private static let pairs: [(consonant: String, vowel: String)] = [
    ("으로", "로"), ("은", "는"), ("이", "가"), ("을", "를"), ("과", "와"),
  ]
  /// What may follow 로 and still be the particle (로는, 로도, 로만, 로부터, 로써).
  private static let afterRo = ["는", "도", "만", "부터", "써"]

  /// How the last digit is read: a number ending in 0 ends in 영, 십, 백 or 천, all with a final consonant.
  private static let readings: [Character: String] = [
    "0": "영/십/백/천", "1": "일", "2": "이", "3": "삼", "4": "사", "5": "오", "6": "육", "7": "칠", "8": "팔",
    "9": "구",
  ]

  static func mistakes(in text: String) -> [Mistake] {
    let characters = Array(text)
    var mistakes: [Mistake] = []
    var index = 0
    while index < characters.count {
      guard characters[index].isASCII, characters[index].isNumber,
        index == 0
          || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == ".")
      else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count,
        characters[end].isASCII && characters[end].isNumber
          || characters[end] == "." && end + 1 < characters.count && characters[end + 1].isASCII
            && characters[end + 1].isNumber
      {
        end += 1
      }
      let number = String(characters[index..<end])
      let rest = String(characters[end...])
      if let last = number.last, let written = particle(at: rest) {
        let hasFinal = "013678".contains(last)
        let rieul = "178".contains(last)
        if let pair = pairs.first(where: { $0.consonant == written || $0.vowel == written }) {
          let right =
            pair.consonant == "으로" ? (hasFinal && !rieul ? "으로" : "로") : (hasFinal ? pair.consonant : pair.vowel)
          if written != right {
            mistakes.append(
              Mistake(written: number + written, number: number, reading: readings[last] ?? "", particle: right))
          }
        }
      }
      index = end
    }
    return mistakes
  }

  /// The particle that starts `rest`, if it is one: a particle is followed by something other than Hangul (so
  /// 3가지 and 2개 hold none), except that 로 may go on as 로는, 로도, 로만, 로부터, 로써.
  static func particle(at rest: String) -> String? {
    for candidate in pairs.flatMap({ [$0.consonant, $0.vowel] }) where rest.hasPrefix(candidate) {
      let after = rest.dropFirst(candidate.count)
      if after.first.map({ !$0.isHangul }) ?? true { return candidate }
      if candidate.hasSuffix("로"), afterRo.contains(where: { after.hasPrefix($0) }) { return candidate }
    }
    return nil
  }
}

// MARK: - Particles after placeholders

/// A placeholder (`{id}`, `{path}`) is filled in when the message is printed, so no particle that follows the value's
/// last sound may come right after it, nor after a code span it ends (`` `verify {id}`를 ``), nor as 은(는) or (으)로.
private enum PlaceholderParticle {
  /// Each placeholder with what follows it wrongly: `{id}를`, `{id}`를`, `{path}은`, `{backup}(으)`.
  static func mistakes(in text: String) -> [String] {
    var mistakes: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let name = rest[rest.index(after: open)...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
      rest = rest[name.endIndex...]
      guard name.first?.isLetter == true, rest.first == "}" else { continue }
      rest = rest.dropFirst()
      // The code span the placeholder ends, if it ends one: `verify {id}`.
      let closing = rest.first == "`" ? "`" : ""
      let after = String(rest.dropFirst(closing.count))
      let placeholder = "{\(name)}" + closing
      if after.hasPrefix("(으)") || after.hasPrefix("(이)") {
        mistakes.append(placeholder + after.prefix(3))
      } else if let particle = NumeralParticle.particle(at: after) {
        mistakes.append(placeholder + particle)
      }
    }
    return mistakes
  }
}

// MARK: - Instructions and questions

/// The glossary's register: an instruction to the reader ends in ~하세요, a question in ~까요?. What it rules out
/// are the other registers' endings: ~십시오, ~시오 and the 합니다체 question ~니까?.
private enum InstructionRegister {
  static let endings = ["십시오", "시오", "니까?"]

  static func mistakes(in text: String) -> [String] {
    var found: [(String.Index, String)] = []
    for ending in endings {
      var searchStart = text.startIndex
      while let range = text.range(of: ending, range: searchStart..<text.endIndex) {
        let after = text[range.upperBound...].first
        let endsASentence = ending.hasSuffix("?") || after.map { !$0.isHangul } ?? true
        // 십시오 also holds 시오: count it once.
        let inside = ending == "시오" && found.contains { text.distance(from: $0.0, to: range.lowerBound) == 1 }
        if endsASentence && !inside { found.append((range.lowerBound, ending)) }
        searchStart = range.upperBound
      }
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }
}

// MARK: - Table cells

private enum TableRegister {
  /// A cell that ends a sentence (…다, …요), or holds one (…다.), is not the noun phrase the glossary's tables use.
  static func isSentence(_ cell: String) -> Bool {
    let text = cell.trimmingCharacters(in: CharacterSet(charactersIn: " .)"))
    return text.hasSuffix("다") || text.hasSuffix("요") || cell.contains("다.") || cell.contains("다;")
  }
}

// MARK: - The Korean texts

/// One line of Korean text with its code spans blanked out.
private struct ProseLine: Sendable {
  let file: String
  let line: Int
  let text: String
}

private enum KoreanText {
  /// The workbook's root, found from the source path (`Workbook.current`), never from the working directory or
  /// `Bundle.main`.
  static let root = Workbook.current.root

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every Korean text: the READMEs' prose and Korean code comments, and the Hangul string literals in Sources/.
  static func allProse() throws -> [ProseLine] {
    var lines: [ProseLine] = []
    for file in ["README.ko.md"] + (try checkpointReadmes()) {
      let markdown = try markdown(file)
      lines += (markdown.prose + markdown.codeExplanations.filter(\.text.containsHangul)).map {
        ProseLine(file: file, line: $0.line, text: $0.text)
      }
    }
    for file in try swiftFiles(under: "Sources") {
      lines += SwiftLiterals.hangulLines(in: try read(file)).map { ProseLine(file: file, line: $0.line, text: $0.text) }
    }
    for exercise in Exercise.all {
      lines += try koreanPrompt(of: exercise).map { ProseLine(file: exercise.stubPath, line: $0.line, text: $0.text) }
    }
    #expect(lines.count > 100, "found only \(lines.count) lines of Korean")
    return lines
  }

  /// The prose lines of a stub's doc comment under `## 한국어`, code spans blanked and code lines left out.
  static func koreanPrompt(of exercise: Exercise) throws -> [Markdown.Line] {
    let lines = try read(exercise.stubPath).components(separatedBy: "\n")
    guard let heading = lines.firstIndex(of: "/// \(Workbook.koreanPromptHeading)") else { return [] }
    return lines.indices[(heading + 1)...].prefix { lines[$0].hasPrefix("///") }.compactMap { index in
      let text = lines[index].dropFirst(3)
      guard !text.hasPrefix("     "), text.containsHangul else { return nil }
      return Markdown.Line(line: index + 1, text: blankingCodeSpans(String(text)))
    }
  }

  /// `Episodes/<Stage>/README.ko.md` and any other `.ko.md` under `Episodes/`, as paths from the root.
  static func checkpointReadmes() throws -> [String] {
    try files(under: "Episodes") { $0.hasSuffix(".ko.md") }
  }

  static func swiftFiles(under folder: String) throws -> [String] {
    try files(under: folder) { $0.hasSuffix(".swift") }
  }

  private static func files(under folder: String, where matches: (String) -> Bool) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
      return []
    }
    var found: [String] = []
    for case let url as URL in enumerator where matches(url.lastPathComponent) {
      found.append(folder + "/" + url.path.dropFirst(base.path.count + 1))
    }
    return found.sorted()
  }

  static func markdown(_ file: String) throws -> Markdown {
    Markdown(try read(file))
  }

  /// `text` with each code span (`` `…` ``, or between longer runs of backticks) replaced by ⟦⟧, keeping its
  /// newlines so line numbers stay true; a backtick run with no partner stays as it is.
  static func blankingCodeSpans(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    func run(at start: Int) -> Int {
      var end = start
      while end < characters.count, characters[end] == "`" { end += 1 }
      return end - start
    }
    while index < characters.count {
      guard characters[index] == "`" else {
        result.append(characters[index])
        index += 1
        continue
      }
      let length = run(at: index)
      var search = index + length
      var close: Int?
      while search < characters.count {
        if characters[search] == "`" {
          let other = run(at: search)
          if other == length {
            close = search
            break
          }
          search += other
        } else {
          search += 1
        }
      }
      if let close {
        let span = characters[(index + length)..<close]
        // A number that ends the span stays after it, so the particle that follows is still checked (`Swift 6`은).
        let number = span.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == ".") }.reversed()
        result += "⟦" + String(repeating: "\n", count: span.filter { $0 == "\n" }.count) + "⟧" + String(number)
        index = close + length
      } else {
        result += String(repeating: "`", count: length)
        index += length
      }
    }
    return result
  }

  /// A Markdown file split into prose (outside fences), tables, and the explanations in its code blocks.
  struct Markdown {
    struct Line {
      let line: Int
      let text: String
    }

    struct Row {
      let line: Int
      let cells: [String]
    }

    struct Table {
      let header: [String]
      let rows: [[String]]
    }

    /// Lines outside code blocks, code spans blanked.
    private(set) var prose: [Line] = []
    /// A code block's comments (`# …`, `// …`), and in a block with no language (the layout tree) what follows a
    /// path after two spaces or more, code spans blanked.
    private(set) var codeExplanations: [Line] = []
    /// Table rows outside code blocks, as written (code spans kept), without the `|---|` separators.
    private(set) var tableRows: [Row] = []

    init(_ text: String) {
      let raw = text.components(separatedBy: "\n")
      var fence: String?
      var outside: [String] = []
      for (index, line) in raw.enumerated() {
        let trimmed = line.trimmed
        if trimmed.hasPrefix("```") {
          fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
          outside.append("")
          continue
        }
        if let language = fence {
          outside.append("")
          if let explanation = Self.explanation(in: line, language: language) {
            codeExplanations.append(Line(line: index + 1, text: KoreanText.blankingCodeSpans(explanation)))
          }
          continue
        }
        outside.append(line)
        if trimmed.hasPrefix("|") && !trimmed.hasPrefix("|-") && !trimmed.hasPrefix("| -") {
          let cells = trimmed.dropFirst().components(separatedBy: "|").dropLast().map(\.trimmed)
          tableRows.append(Row(line: index + 1, cells: cells))
        }
      }
      let blanked = KoreanText.blankingCodeSpans(outside.joined(separator: "\n")).components(separatedBy: "\n")
      prose = blanked.enumerated().filter { !$0.element.trimmed.isEmpty }.map {
        Line(line: $0.offset + 1, text: $0.element)
      }
    }

    /// Consecutive table rows, the first as the header.
    var tables: [Table] {
      var tables: [Table] = []
      var current: [Row] = []
      func close() {
        if let header = current.first {
          tables.append(Table(header: header.cells, rows: current.dropFirst().map(\.cells)))
        }
        current = []
      }
      for row in tableRows {
        if let last = current.last, row.line > last.line + 2 { close() }
        current.append(row)
      }
      close()
      return tables
    }

    private static func explanation(in line: String, language: String) -> String? {
      let characters = Array(line)
      for index in characters.indices where index == 0 || characters[index - 1] == " " {
        let rest = characters[index...]
        if rest.starts(with: "# ") || rest.elementsEqual("#") || rest.starts(with: "// ") || rest.starts(with: "///") {
          return String(rest.drop { $0 == "#" || $0 == "/" })
        }
      }
      guard language.isEmpty || language == "text" else { return nil }
      let indentation = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indentation)
      if indentation >= 8 { return body.isEmpty ? nil : String(body) }
      guard let gap = body.range(of: "  ") else { return nil }
      return String(body[gap.upperBound...])
    }
  }
}

// MARK: - Swift string literals

private enum SwiftLiterals {
  /// Each line of every string literal in `source` that holds Hangul, code spans blanked unless asked not to, with
  /// its line number.
  /// Comments are skipped; a multi-line literal gives one line per line.
  static func hangulLines(in source: String, blankingCodeSpans: Bool = true) -> [KoreanText.Markdown.Line] {
    let characters = Array(source)
    var lines: [KoreanText.Markdown.Line] = []
    var index = 0
    var line = 1
    func at(_ position: Int, _ text: String) -> Bool {
      characters[position...].starts(with: text)
    }
    func advance(_ count: Int = 1) {
      for _ in 0..<count where index < characters.count {
        if characters[index] == "\n" { line += 1 }
        index += 1
      }
    }
    func record(_ literal: String, from startLine: Int) {
      guard literal.containsHangul else { return }
      let text = blankingCodeSpans ? KoreanText.blankingCodeSpans(literal) : literal
      for (offset, text) in text.components(separatedBy: "\n").enumerated()
      where text.containsHangul {
        lines.append(.init(line: startLine + offset, text: text))
      }
    }
    while index < characters.count {
      if at(index, "//") {
        while index < characters.count, characters[index] != "\n" { advance() }
      } else if at(index, "/*") {
        var depth = 0
        repeat {
          if at(index, "/*") {
            depth += 1
            advance(2)
          } else if at(index, "*/") {
            depth -= 1
            advance(2)
          } else {
            advance()
          }
        } while depth > 0 && index < characters.count
      } else if characters[index] == "\"" || characters[index] == "#" && at(index, "#\"") || at(index, "##\"") {
        let hashes = characters[index...].prefix { $0 == "#" }.count
        advance(hashes)
        let multiline = at(index, "\"\"\"")
        let delimiter = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        advance(multiline ? 3 : 1)
        let startLine = multiline ? line + 1 : line
        var literal = ""
        while index < characters.count, !at(index, delimiter) {
          if characters[index] == "\\" && hashes == 0 && index + 1 < characters.count {
            literal.append(characters[index])
            literal.append(characters[index + 1])
            advance(2)
          } else {
            literal.append(characters[index])
            advance()
          }
        }
        advance(delimiter.count)
        record(multiline ? String(literal.drop { $0 == "\n" }) : literal, from: startLine)
      } else {
        advance()
      }
    }
    return lines
  }
}

private extension Character {
  var isHangul: Bool {
    unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
  }
}

private extension StringProtocol {
  var trimmed: String { trimmingCharacters(in: .whitespaces) }
  var withoutBackticks: String { replacingOccurrences(of: "`", with: "") }
  var containsHangul: Bool { contains { $0.isHangul } }
  /// Two Latin letters in a row: a word, not a placeholder letter such as `n` or `N`.
  var containsLatinWord: Bool {
    zip(self, dropFirst()).contains { $0.isASCII && $0.isLetter && $1.isASCII && $1.isLetter }
  }
}
