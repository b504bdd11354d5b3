import ExerciseSupport
import Messages
import TerminalText
import Testing

@testable import Episode91

/// `overview`, `show`, `diff` and `run` in Korean: every sentence translated, every stage's lesson carrying the
/// English lesson's code, and every screen lined up by display columns within 100.
@Suite struct StageLanguageTests {
  @Test func everyMessageHasAKoreanEntryAskingForTheSameArguments() {
    checkCatalog(StageMessage.self)
    checkCatalog(DiffMessage.self)
    checkCatalog(CheckpointMessage.self)
  }

  // MARK: each stage's lesson

  @Test(arguments: Stage.all)
  func everyStageHasAKoreanLessonInEveryField(stage: Stage) throws {
    let korean = try Workbook.current.lesson(of: stage, in: .korean)
    let fields = [korean.title, korean.shortTitle, korean.summary, korean.source, korean.buysAndCosts]
    for field in fields where field != "Puredux" {
      #expect(containsHangul(field), "stage \(stage.number): not Korean: \(field)")
    }
    for section in korean.sections {
      #expect(containsHangul(section.lines.joined(separator: "\n")), "stage \(stage.number): \(section.heading)")
    }
  }

  /// A translation may reorder a sentence, never drop or add code: each part of the Korean lesson quotes the
  /// same code spans as the English one, but for the `--lang ko` its commands add.
  @Test(arguments: Stage.all)
  func theKoreanQuotesTheSameCodeAsTheEnglish(stage: Stage) throws {
    let english = try Workbook.current.lesson(of: stage, in: .english)
    let korean = try Workbook.current.lesson(of: stage, in: .korean)
    var pairs = [(english.summary, korean.summary), (english.buysAndCosts, korean.buysAndCosts)]
    for (englishSection, koreanSection) in zip(english.sections, korean.sections) {
      let (englishProse, englishCode) = proseAndCode(englishSection.lines)
      let (koreanProse, koreanCode) = proseAndCode(koreanSection.lines)
      pairs.append((englishProse, koreanProse))
      #expect(koreanCode == englishCode, "stage \(stage.number): \(koreanSection.heading)")
    }
    // The one thing the Korean adds to a command: `--lang ko`, so that the walk it names is the Korean one.
    for (english, korean) in pairs {
      let spans = codeSpans(in: korean).map { $0.replacingOccurrences(of: "Episode91 --lang ko ", with: "Episode91 ") }
      #expect(spans.sorted() == codeSpans(in: english), "stage \(stage.number): \(korean)")
    }
  }

  /// A section's prose, and the lines of its code blocks without their comments, which are translated.
  private func proseAndCode(_ lines: [String]) -> (prose: String, code: [String]) {
    var prose: [String] = []
    var code: [String] = []
    var inCode = false
    for line in lines {
      if line.hasPrefix("```") {
        inCode.toggle()
      } else if inCode {
        code.append(String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]))
      } else {
        prose.append(line)
      }
    }
    return (prose.joined(separator: "\n"), code)
  }

  @Test(arguments: Stage.all, Language.allCases)
  func theLessonFitsTheCompareTable(stage: Stage, language: Language) throws {
    let lesson = try Workbook.current.lesson(of: stage, in: language)
    #expect(lesson.shortTitle.displayWidth <= StageLesson.shortTitleWidth, "\(lesson.shortTitle)")
    #expect(lesson.buysAndCosts.displayWidth <= StageLesson.buysAndCostsWidth, "\(lesson.buysAndCosts)")
  }

  // MARK: the screens

  @Test func theOverviewInKoreanLinesUpItsSources() throws {
    let result = try FixtureWorkbook().run(["--lang", "ko", "overview"])
    #expect(result.code == 0)
    #expect(containsHangul(result.output))
    expectFitsTheScreen(result.output)
    let lines = result.output.split(separator: "\n").map(String.init)
    let sourceColumns = Stage.all.map { stage -> Int? in
      let source = (try? Workbook.current.lesson(of: stage, in: .korean).source) ?? "?"
      guard let line = lines.first(where: { $0.hasPrefix("  \(stage.number)  ") && $0.hasSuffix(source) }) else {
        return nil
      }
      return line.dropLast(source.count).displayWidth
    }
    #expect(!sourceColumns.contains(nil), "a stage row is missing: \(result.output)")
    #expect(Set(sourceColumns).count == 1, "sources start at columns \(sourceColumns)")
  }

  @Test(arguments: Stage.all)
  func showInKoreanFitsTheScreen(stage: Stage) throws {
    let result = try FixtureWorkbook().run(["--lang", "ko", "show", String(stage.number)])
    #expect(result.code == 0)
    #expect(result.output.hasPrefix("\(stage.number)단계: \(try Workbook.current.lesson(of: stage, in: .korean).title)"))
    #expect(result.output.contains("무엇이 왜 바뀌었나"))
    #expect(result.output.contains("`\(stage.keySymbols[0])`: 체크포인트 소스에서 선언을 찾지 못했습니다."))
    #expect(result.output.contains("(아직 컴파일 안 됨: `swift build` 명령으로 컴파일합니다)"))
    expectFitsTheScreen(result.output)
  }

  @Test func diffInKoreanNamesTheStagesAndLinesUpTheFiles() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(
      3, files: ["App/AppEnvironment.swift": "struct AppEnvironment {}\n", "Old.swift": "let old = 1\n"])
    try fixture.addStage(
      4,
      files: [
        "App/AppEnvironment.swift": "typealias AppEnvironment = (fileClient: FileClient, nthPrime: NthPrime)\n",
        "New.swift": "let new = 2\n",
      ])
    let result = fixture.run(["--lang", "ko", "diff", "3", "4"])
    #expect(result.code == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "3단계 소거된 Store → 4단계 튜플 환경")
    #expect(lines[1] == "파일 3개 변경, +2 -2")
    #expect(lines[2].contains("연습 문제(Exercises/, Checks/)는"))
    let rows = lines.filter { $0.hasPrefix("  추가") || $0.hasPrefix("  수정") || $0.hasPrefix("  삭제") }
    #expect(rows.count == 3)
    let pathColumns = rows.map { row in row.prefix { $0 != "." && !$0.isUppercase }.displayWidth }
    #expect(Set(pathColumns).count == 1, "\(rows)")
    expectFitsTheScreen(result.output)

    let same = fixture.run(["--lang", "ko", "diff", "3", "3", "--ignore-whitespace"]).output
    #expect(same.hasSuffix("\nSwift 소스에 차이가 없습니다 (공백 무시).\n"))
  }

  @Test func runInKoreanSaysHowToCompileAMissingCheckpoint() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    let result = fixture.run(["--lang", "ko", "run", "1"])
    #expect(result.code == 1)
    #expect(
      result.errors.hasPrefix(
        "오류: Stage1GlobalCurrent: 아직 컴파일되지 않았습니다"
          + "(.build/x86_64-unknown-linux-gnu/debug/Stage1GlobalCurrent 없음).\n"
          + "`swift build --product Stage1GlobalCurrent` 명령으로 컴파일한 뒤 다시 실행하세요\n"))
  }

  @Test func aBuildThatSaysNothingIsReportedInTheLearnersLanguage() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(2)
    var executables = fixture.executables()
    executables.compile = { _, _ in ProcessResult(termination: .exited(1)) }
    let korean = fixture.run(["--lang", "ko", "run", "2"], executables: executables)
    #expect(korean.code == 1)
    #expect(korean.errors.contains("오류: Stage2EnvironmentInReducer 컴파일 실패: 빌드가 실패했지만 이유가 출력되지 않았습니다\n"))
    let english = fixture.run(["run", "2"], executables: executables)
    #expect(english.errors.contains("error: Stage2EnvironmentInReducer does not compile: the build failed without"))
  }

  @Test func theKoreanLocaleAloneIsEnough() throws {
    let console = Console.standard(environment: ["LANG": "ko_KR.UTF-8"])
    #expect(console.language == .korean)
    #expect(console.text(StageMessage.lessonWhatChanged) == "무엇이 왜 바뀌었나")
  }

  // MARK: helpers

  private func containsHangul(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
  }

  /// The code a text quotes between backticks, in sorted order: a translation may reorder a sentence.
  private func codeSpans(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }.sorted()
  }

  private func expectFitsTheScreen(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for line in output.split(separator: "\n") where line.displayWidth > 100 {
      Issue.record("\(line.displayWidth) columns: \(line)", sourceLocation: sourceLocation)
    }
  }
}
