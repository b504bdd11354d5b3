import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// The exercise loop in Korean: every sentence has a Korean entry, the screens print Korean, fit in 100
/// columns by display width, and the `exercises` table lines up however wide its titles are in columns.
@Suite struct ExerciseLanguageTests {
  @Test func everyExerciseAndWatchMessageHasAKoreanEntryAskingForTheSameArguments() {
    checkCatalog(ExerciseMessage.self)
    checkCatalog(WatchMessage.self)
    checkCatalog(LoopMessage.self)
  }

  @Test func anExercisesWordsComeFromItsCatalogsAndItsPromptFromTheStub() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write(
      "/// Exercise 91.4 — its title.\n///\n/// Finish it.\n///\n/// ## 한국어\n///\n/// 마무리하세요.\n///\nenum Exercise91_4 {}\n",
      to: Exercise.e91_4.pristinePath)
    for language in Language.allCases {
      let text = scratch.workbook.text(of: .e91_4, in: language)
      #expect(text.title == ExerciseWords.title("91.4").text(in: language))
      #expect(text.goal == ExerciseWords.goal("91.4").text(in: language))
      #expect(text.hints == (1...3).map { ExerciseWords.hint($0, of: "91.4").text(in: language) })
    }
    #expect(scratch.workbook.text(of: .e91_4, in: .english).prompt == ["Finish it."])
    #expect(scratch.workbook.text(of: .e91_4, in: .korean).prompt == ["마무리하세요."])
  }

  /// A stub without a Korean part (a learner's own, say) still has a prompt to show in Korean: its English.
  @Test func aStubWithoutAKoreanPartShowsItsEnglishPromptInKorean() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write(
      "/// Exercise 91.4 — its title.\n///\n/// Finish it.\nenum Exercise91_4 {}\n", to: Exercise.e91_4.pristinePath)
    #expect(scratch.workbook.prompt(of: .e91_4, in: .korean) == ["Finish it."])
  }

  @Test func exercisesInKoreanLinesUpItsStatusColumnAndFitsTheScreen() throws {
    let scratch = try ScratchWorkbook.inAKnownState()
    #expect(scratch.run(["--lang", "ko", "exercises"]) == 0)
    let output = scratch.captured.output
    expectKoreanOnTheScreen(output)
    let labels = [ExerciseMessage.statusDone, .statusFailing, .statusEditedNotVerified, .statusNotStarted]
      .map { $0.text(in: .korean) }
    let rows = output.split(separator: "\n").filter { line in Exercise.all.contains { line.hasPrefix("  \($0.id) ") } }
    #expect(rows.count == Exercise.all.count)
    let statusColumns = rows.map { row in
      labels.compactMap { row.range(of: $0, options: .backwards) }.map { row[..<$0.lowerBound].displayWidth }.max()
    }
    #expect(statusColumns.allSatisfy { $0 != nil })
    #expect(Set(statusColumns).count == 1, "the status column moves: \(statusColumns)")
    for label in labels {
      #expect(rows.contains { $0.contains(label) }, "no row is \(label)")
    }
  }

  @Test func hintInKoreanFitsTheScreen() throws {
    let scratch = try ScratchWorkbook()
    for _ in 0..<Exercise.e91_2.hintCount {
      #expect(scratch.run(["--lang", "ko", "hint", "91.2"]) == 0)
    }
    let output = scratch.captured.output
    expectKoreanOnTheScreen(output)
    #expect(output.contains("— 힌트 1/4"))
    #expect(output.contains("swift run Episode91 solution 91.2 --force"))
    #expect(!output.contains("hint 4 of 4"))
  }

  @Test func verifyOfAnUntouchedStubInKoreanSaysSoAndFitsTheScreen() throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run(["--lang", "ko", "verify", "91.2"]) == 1)
    let output = scratch.captured.output
    expectKoreanOnTheScreen(output)
    #expect(output.contains("91.2: 시작 전입니다. 수정할 파일: \(Exercise.e91_2.stubPath)"))
    #expect(
      output.hasSuffix(
        "91.2: 시작 전입니다. 수정할 파일: \(Exercise.e91_2.stubPath)\n"
          + "힌트가 필요하면 실행하세요: swift run Episode91 hint 91.2   (힌트 4개 중 0개 확인)\n"))
  }

  @Test func aWatchSessionInKoreanFitsTheScreen() throws {
    let scratch = try ScratchWorkbook()
    // The real prompt of 91.1, whose English lines are wider than the screen until its Korean one lands.
    let shipped = try String(contentsOf: Workbook.current.url(Exercise.e91_1.pristinePath), encoding: .utf8)
    try scratch.write(shipped, to: Exercise.e91_1.pristinePath)
    try scratch.write(shipped, to: Exercise.e91_1.stubPath)
    let learner = ScriptedLearner(
      scratch,
      [
        .key("h"), .key("l"), .key("r"), .key("x"), .save("enum Exercise91_1 { /* tried */ }", .e91_1), .key("r"),
        .key("y"), .save("enum Exercise91_1 { /* done */ }", .e91_1), .key("?"), .key("n"), .key("q"),
      ])
    #expect(try learner.run(.e91_1, language: .korean) == 0)
    let output = learner.output
    expectKoreanOnTheScreen(output)
    let said: [(WatchMessage, [String: String])] = [
      (.watching, ["file": "Exercise91_1.swift"]), (.keysSingle, ["keys": WatchMessage.keys.text(in: .korean)]),
      (.resetQuestion, ["id": "91.1", "stub": Exercise.e91_1.stubPath]), (.keptEdits, [:]),
      (.stopped, [:]),
    ]
    for (key, arguments) in said {
      #expect(output.contains(key.text(in: .korean, arguments)), "watch never said \(key)")
    }
    #expect(output.contains("✓ 91.1 "))
    #expect(!output.contains("Watching"))
    #expect(!output.contains("Keys:"))
  }

  /// Korean words on every screen, and no line wider than the screen's 100 columns.
  private func expectKoreanOnTheScreen(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      output.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "no Hangul in:\n\(output)",
      sourceLocation: sourceLocation)
    for line in output.split(separator: "\n") where line.displayWidth > screenWidth {
      Issue.record("\(line.displayWidth) columns: \(line)", sourceLocation: sourceLocation)
    }
  }
}
