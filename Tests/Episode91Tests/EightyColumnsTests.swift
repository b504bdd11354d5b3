import Effect
import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// `walk`, `show`, `compare`, `watch`, `overview`, `exercises`, `hint`, `verify` and the help laid out at 80 columns, in English and Korean: no line wider than 80
/// columns as a terminal counts them (a Hangul syllable takes two), and no word broken. A word is broken when the
/// narrow screen holds a piece of text between spaces that the same screen laid out at 10,000 columns (where
/// nothing wraps) does not: wrapping only ever moves whole words to the next line.
@Suite struct EightyColumnsTests {
  /// `screen(80)` and `screen(10_000)`, each rendered with `screenWidth` at that width, checked as above; with
  /// `wraps`, the screen must have something to wrap at 80 columns.
  static func check(_ what: String, wraps: Bool = true, _ screen: () throws -> String) rethrows {
    let narrow = try ScreenSize.$width.withValue(80) { try screen() }
    let wide = try ScreenSize.$width.withValue(10_000) { try screen() }
    if wraps { #expect(narrow != wide, "\(what): the wide screen wraps nothing, so it differs") }
    let vocabulary = Set(TallWalk.words(wide))
    for line in narrow.split(separator: "\n") where line.displayWidth > 80 {
      Issue.record("\(what): \(line.displayWidth) columns: \(line)")
    }
    // A code line continued at 80 columns starts with its `+`, `-` or `|` alone; a rule is as wide as its table.
    let continuations: Set<String> = ["+", "-", "|"]
    for word in TallWalk.words(narrow)
    where !vocabulary.contains(word) && !continuations.contains(word) && !word.allSatisfy({ $0 == "-" }) {
      Issue.record("\(what): a broken word: \(word)")
    }
  }

  @Test(arguments: Language.allCases)
  func theWalk(language: Language) throws {
    let fixture = try TallWalk.fixture()
    Self.check("walk 2") {
      let result = fixture.run(["--lang", language.rawValue, "walk", "2"])
      #expect(result.code == 0)
      return result.output
    }
  }

  @Test(arguments: Language.allCases)
  func showForEveryStage(language: Language) throws {
    let fixture = try FixtureWorkbook()
    for stage in Stage.all {
      Self.check("show \(stage.number)") {
        let result = fixture.run(["--lang", language.rawValue, "show", "\(stage.number)"])
        #expect(result.code == 0)
        return result.output
      }
    }
  }

  @Test(arguments: Language.allCases)
  func compareWithItsDetails(language: Language) throws {
    try Self.check("compare --details") {
      let result = try CompareScreenTests().compare(["--lang", language.rawValue, "compare", "--details"])
      #expect(result.code == 0)
      return result.output
    }
  }

  /// The table keeps every name and type whole at 80 columns: the stages come in two bands of three.
  @Test func compareKeepsTypesWholeInBands() throws {
    let output = try ScreenSize.$width.withValue(80) { try CompareScreenTests().compare(["compare"]).output }
    #expect(output.contains("StateStore<S, A>"))
    #expect(output.contains("Store<S, A, Env>"))
    #expect(output.contains("@Dependency"))
    #expect(output.components(separatedBy: "\nstore-type ").count - 1 == 2)
  }

  /// `watch` on an exercise: its prompt, a failing save, a hint, a passing save and the reference solution.
  @Test(arguments: Language.allCases)
  func watch(language: Language) throws {
    try watchAt80Columns(language: language)
  }

  private func watchAt80Columns(language: Language) throws {
    try Self.check("watch") {
      let learner = ScriptedLearner(
        try ScratchWorkbook(),
        [
          .save("enum Exercise91_4 { /* tried */ }"), .key("h"), .save("enum Exercise91_4 { /* done */ }"), .key("s"),
          .key("q"),
        ])
      #expect(try learner.run(.e91_4, language: language) == 0)
      return learner.output
    }
  }

  /// `overview`'s introduction is one paragraph, rewrapped for the screen: the catalog's line breaks, which were
  /// the source's, are not kept (it used to read "built once per / stage. Each checkpoint / changes only …").
  @Test(arguments: [
    (
      Language.english,
      """
      The same PrimeTime app (Counter, PrimeModal, FavoritePrimes), built once per
      stage. Each checkpoint changes only how dependencies travel, so running, diffing
      and testing them side by side shows what each step buys and what it costs.
      """
    ),
    (
      Language.korean,
      """
      같은 PrimeTime 앱(Counter, PrimeModal, FavoritePrimes)을 단계마다 한 번씩
      만들었습니다. 체크포인트마다 의존성이 전달되는 방식만 바뀌므로, 나란히 실행하고
      비교(diff)하고 테스트해 보면 각 단계가 무엇을 얻고 무엇을 대가로 치르는지
      보입니다.
      """
    ),
  ])
  func theOverviewsIntroductionIsRewrappedAsOneParagraph(language: Language, introduction: String) {
    Self.check("overview") {
      let captured = CapturedConsole()
      #expect(Episode91.main(arguments: ["--lang", language.rawValue, "overview"], console: captured.console) == 0)
      return captured.output
    }
    let captured = CapturedConsole()
    _ = ScreenSize.$width.withValue(80) {
      Episode91.main(arguments: ["--lang", language.rawValue, "overview"], console: captured.console)
    }
    let lines = captured.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.dropFirst(2).prefix(introduction.split(separator: "\n").count).joined(separator: "\n") == introduction)
  }

  /// The exercises' list, every hint of every exercise, and the help.
  @Test(arguments: Language.allCases)
  func exercisesHintsAndHelp(language: Language) throws {
    try Self.check("exercises") {
      let scratch = try ScratchWorkbook()
      #expect(scratch.run(["--lang", language.rawValue, "exercises"]) == 0)
      return scratch.captured.output
    }
    for exercise in Exercise.all {
      try Self.check("hint \(exercise.id)", wraps: false) {
        let scratch = try ScratchWorkbook()
        for _ in 0..<ExerciseWords.hintCount(of: exercise.id) {
          #expect(scratch.run(["--lang", language.rawValue, "hint", exercise.id]) == 0)
        }
        return scratch.captured.output
      }
    }
    Self.check("--help") {
      let captured = CapturedConsole()
      #expect(Episode91.main(arguments: ["--lang", language.rawValue, "--help"], console: captured.console) == 0)
      return captured.output
    }
  }

  /// A failing `verify` (the check's own report, its hints named), the reference solution, and `diff 3 4`'s summary.
  @Test(arguments: Language.allCases)
  func verifySolutionAndDiff(language: Language) throws {
    try Self.check("verify", wraps: false) {
      let scratch = try ScratchWorkbook()
      try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
      let runner = recording(LockIsolated([]), result: VerifyScreenTests.checkOfTheShippedStub)
      #expect(scratch.run(["--lang", language.rawValue, "verify", "91.4"], runner: runner) == 1)
      return scratch.captured.output
    }
    try Self.check("solution before a pass, and reset") {
      let scratch = try ScratchWorkbook()
      #expect(scratch.run(["--lang", language.rawValue, "solution", "91.4"]) == 1)
      #expect(scratch.run(["--lang", language.rawValue, "reset", "91.1"]) == 0)
      return scratch.captured.errors + scratch.captured.output
    }
    try Self.check("solution", wraps: false) {
      let scratch = try ScratchWorkbook()
      #expect(scratch.run(["--lang", language.rawValue, "solution", "91.4", "--force"]) == 0)
      return scratch.captured.output
    }
    // The summary and the table of files; the patches after them are code, shown as written, as `git diff` does.
    Self.check("diff 3 4", wraps: false) {
      let captured = CapturedConsole()
      #expect(
        Episode91.main(arguments: ["--lang", language.rawValue, "diff", "3", "4"], console: captured.console) == 0)
      return captured.output.components(separatedBy: "\n\n").prefix(2).joined(separator: "\n\n")
    }
  }

  /// `verify` of a check that ran past its deadline: its two sentences fit, rewrapped under the verdict.
  @Test(arguments: Language.allCases)
  func verifyOfACheckThatLooped(language: Language) throws {
    try Self.check("verify", wraps: false) {
      let scratch = try ScratchWorkbook()
      try scratch.write("enum Exercise91_4 { /* loops */ }\n", to: scratch.exercise.stubPath)
      let runner: RunProcess = { request in
        ProcessResult(termination: commandLine(of: request).first == "build" ? .exited(0) : .timedOut)
      }
      _ = scratch.run(["--lang", language.rawValue, "verify", "91.4"], runner: runner, checkSeconds: 10)
      return scratch.captured.output
    }
  }
}

@Suite struct ReflowTests {
  /// A paragraph's source line breaks become spaces, a blank line still ends a paragraph, and a list item still
  /// starts a line, whatever its number; then the screen's width lays it out, Korean by the columns a terminal
  /// gives it (two for a Hangul syllable).
  @Test func paragraphsAndListItemsAreRewrappedNotKeptAsWritten() {
    let source = """
      One paragraph written
      over three
      lines.

      - an item
        continued
      12. another
      """
    #expect(reflowed(source) == "One paragraph written over three lines.\n\n- an item continued\n12. another")
    let korean = "체크포인트마다 의존성이\n전달되는 방식만 바뀝니다."
    #expect(reflowed(korean) == "체크포인트마다 의존성이 전달되는 방식만 바뀝니다.")
    let lines = wrapped(reflowed(korean), width: 30)
    #expect(lines == ["체크포인트마다 의존성이", "전달되는 방식만 바뀝니다."])
    #expect(lines.allSatisfy { $0.displayWidth <= 30 })
  }
}
