import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// `walk`, `show`, `compare` and `watch` laid out at 80 columns, in English and Korean: no line wider than 80
/// columns as a terminal counts them (a Hangul syllable takes two), and no word broken. A word is broken when the
/// narrow screen holds a piece of text between spaces that the same screen laid out at 10,000 columns (where
/// nothing wraps) does not: wrapping only ever moves whole words to the next line.
@Suite struct EightyColumnsTests {
  /// `screen(80)` and `screen(10_000)`, each rendered with `screenWidth` at that width, checked as above.
  static func check(_ what: String, _ screen: () throws -> String) rethrows {
    let narrow = try ScreenSize.$width.withValue(80) { try screen() }
    let wide = try ScreenSize.$width.withValue(10_000) { try screen() }
    #expect(narrow != wide, "\(what): the wide screen wraps nothing, so it differs")
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
}
