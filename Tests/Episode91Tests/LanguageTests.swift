import Messages
import TerminalText
import Testing

@testable import Episode91

/// Which language Episode91 speaks, and that every sentence it can say has a Korean version that asks for
/// the same arguments as the English one.
@Suite struct LanguageTests {
  @Test(arguments: [
    ([:], Language.english),
    (["LANG": "ko_KR.UTF-8"], .korean),
    (["LANG": "en_US.UTF-8"], .english),
    (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .korean),
    (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], .english),
    (["LC_ALL": "", "LC_MESSAGES": "ko_KR", "LANG": "C"], .korean),
    (["LANG": "ko"], .korean),
    (["LANG": "ko-KR"], .korean),
    (["LANG": "kok_IN"], .english),
  ])
  func theLocaleChoosesTheLanguage(environment: [String: String], language: Language) {
    #expect(Language.fromLocale(environment) == language)
  }

  @Test func langChoosesTheLanguageWhereverItStands() throws {
    let fixture = try FixtureWorkbook()
    let korean = fixture.run(["--lang", "ko", "--help"])
    #expect(korean.code == 0)
    #expect(korean.output.hasPrefix("사용법: swift run Episode91"))
    #expect(fixture.run(["help", "--lang=ko"]).output == korean.output)
    #expect(fixture.run(["--lang", "en", "--help"]).output.hasPrefix("Usage: swift run Episode91"))
  }

  @Test(arguments: [["--lang", "fr"], ["--lang"], ["--lang", "--help"], ["--lang="]])
  func anUnknownOrMissingLanguageIsAUsageErrorNamingBoth(arguments: [String]) throws {
    let result = try FixtureWorkbook().run(arguments)
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("--lang en"))
    #expect(result.errors.contains("--lang ko"))
  }

  @Test func theWordsRunHandsOnKeepTheirLang() throws {
    let (language, words) = try Episode91.takeLanguage(from: ["--lang", "ko", "run", "1", "--lang", "fr"])
    #expect(language == .korean)
    #expect(words == ["run", "1", "--lang", "fr"])
  }

  @Test func aUsageErrorSpeaksTheLearnersLanguage() throws {
    let result = try FixtureWorkbook().run(["--lang", "ko", "show", "x"])
    #expect(result.code == 2)
    #expect(result.errors.contains("오류: 알 수 없는 단계 'x'"))
  }

  @Test func placeholdersAreFilledInOnePassAndCodeBracesStayAsWritten() {
    let template = "run {name} with `withDependencies { $0.x = 4 }` and {missing}"
    #expect(placeholders(in: template) == ["name", "missing"])
    #expect(
      fillingPlaceholders(template, with: ["name": "{missing}"])
        == "run {missing} with `withDependencies { $0.x = 4 }` and {missing}")
  }

  // MARK: the catalogs

  @Test func everyMessageHasAKoreanEntryAskingForTheSameArguments() {
    checkCatalog(CommandLineMessage.self)
  }

  @Test(arguments: ["한국어", "가나다", "ㄱ"])
  func hangulTakesTwoColumns(text: String) {
    #expect(text.displayWidth == 2 * text.count)
  }

  @Test func asciiAndPunctuationTakeOneColumnEach() {
    #expect("Stage 4 … ✓ ✗ —".displayWidth == "Stage 4 … ✓ ✗ —".count)
    #expect("e\u{301}".displayWidth == 1)
  }

  @Test func paddingAndWrappingMeasureColumnsNotCharacters() {
    #expect(padded("단계", to: 6) == "단계  ")
    #expect(padded("ab", to: 6) == "ab    ")
    let lines = wrapped("의존성 주입은 리듀서가 환경을 받는 것에서 시작합니다", width: 12)
    #expect(lines.allSatisfy { $0.displayWidth <= 12 })
    #expect(lines.joined(separator: " ") == "의존성 주입은 리듀서가 환경을 받는 것에서 시작합니다")
    // A word is never cut, in Korean either: one wider than the line has a line of its own.
    #expect(wrapped("가 나다라마바사 아", width: 5) == ["가", "나다라마바사", "아"])
  }
}

/// Fails for every key of `Key` that has no English or no Korean entry, whose Korean entry is not Korean, or
/// whose translations ask for different placeholders: a missing translation is a test failure, never a
/// silent fallback to English.
func checkCatalog<Key: MessageKey>(_: Key.Type, sourceLocation: SourceLocation = #_sourceLocation) {
  for key in Set(Key.korean.keys).subtracting(Key.allCases) {
    Issue.record("\(Key.self).\(key) is in Korean but is no key English has", sourceLocation: sourceLocation)
  }
  for key in Key.allCases {
    guard let english = Key.english[key] else {
      Issue.record("\(Key.self).\(key) has no English entry", sourceLocation: sourceLocation)
      continue
    }
    guard let korean = Key.korean[key] else {
      Issue.record("\(Key.self).\(key) has no Korean entry", sourceLocation: sourceLocation)
      continue
    }
    #expect(
      placeholders(in: korean) == placeholders(in: english),
      "\(Key.self).\(key): the Korean asks for other arguments than the English", sourceLocation: sourceLocation)
    // An entry with no words of its own (`{first} + {second}`) has nothing to translate.
    let englishWords = templatePieces(english).words.joined()
    #expect(
      !englishWords.contains(where: \.isLetter)
        || korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
      "\(Key.self).\(key): the Korean entry has no Hangul: \(korean)", sourceLocation: sourceLocation)
  }
}
