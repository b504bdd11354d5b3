import ExerciseSupport
import Messages
import TerminalText
import Testing

@testable import Episode91

/// Stage names and flags, the same for every command.
@Suite struct UsageTests {
  @Test(arguments: [
    ("1", 1), ("global-current", 1), ("Stage1GlobalCurrent", 1), ("ERASED-STORE", 3), ("4", 4),
    ("tuplized-environment", 4), ("dependency-values", 5), ("stage6sharedcontainer", 6),
  ])
  func stagesResolveByNumberNameOrTarget(name: String, number: Int) throws {
    #expect(try Stage.named(orThrow: name).number == number)
  }

  @Test func anUnknownStageListsTheStages() throws {
    #expect(throws: UsageError.self) { try Stage.named(orThrow: "0") }
    do {
      _ = try Stage.named(orThrow: "current")
    } catch {
      #expect(error.message.text(in: .english).contains("1 global-current, 2 environment-in-reducer"))
    }
  }

  /// Every command that takes a stage refuses an unknown one the same way: stderr, exit code 2.
  @Test(arguments: [["show", "x"], ["diff", "x"], ["diff", "1", "x"], ["run", "x"], ["compare", "x"]])
  func everyCommandRefusesAnUnknownStage(arguments: [String]) throws {
    let result = try FixtureWorkbook().run(arguments)
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("unknown stage 'x'"))
    #expect(result.errors.contains("--help"))
  }

  @Test func unknownFlagsAreRefusedNotIgnored() throws {
    #expect(throws: UsageError(CommandLineMessage.unknownOption, ["option": "--ignore-whitepsace"])) {
      try Arguments(["3", "--ignore-whitepsace"], allowedFlags: ["--ignore-whitespace"])
    }
    let parsed = try Arguments(["3", "--ignore-whitespace", "4"], allowedFlags: ["--ignore-whitespace"])
    #expect(parsed.positionals == ["3", "4"])
    #expect(parsed.flags == ["--ignore-whitespace"])
  }

  @Test func overviewTakesNoArguments() throws {
    #expect(try FixtureWorkbook().run(["overview", "2"]).code == 2)
  }

  /// No line is wider than the width but one that holds a single word longer than it, which is never cut.
  @Test func wrappingNeverExceedsTheWidthButForAWordLongerThanIt() {
    let text = "a sentence with some words and averyveryverylongwordthatcannotfit at all"
    for width in [5, 10, 20] {
      let lines = wrapped(text, width: width)
      #expect(lines.allSatisfy { $0.count <= width || !$0.contains(" ") })
      #expect(lines.joined(separator: " ") == text)
    }
    #expect(wrapped("one\ntwo three", width: 5) == ["one", "two", "three"])
    #expect(wrapped("", width: 10) == [""])
    #expect(paragraph("one two three", firstPrefix: "  1 ", indent: 4, width: 11) == "  1 one two\n    three")
  }

  /// A type that fits a line stays whole on one; one wider than any line breaks at its spaces only, and a word is
  /// never cut.
  @Test func aLongTypeNameBreaksAtItsSpacesOnly() {
    #expect(wrapped("a StateStore<S, A>", width: 16) == ["a", "StateStore<S, A>"])
    #expect(wrapped("StateStore<S, A>", width: 12) == ["StateStore<S,", "A>"])
    #expect(wrapped("abcdefghijklmnop", width: 12) == ["abcdefghijklmnop"])
  }

  /// A learner copies code from the screen: a span that fits on a line moves to the next line whole, particle and
  /// all, and one too wide for any line breaks at its spaces like prose.
  @Test func aCodeSpanThatFitsALineIsNeverBroken() {
    #expect(
      wrapped("override with `withDependencies { $0.nthPrime = … }`로 in a test", width: 40)
        == ["override with", "`withDependencies { $0.nthPrime = … }`로", "in a test"])
    #expect(wrapped("a `(Int) -> Effect<Int?>` b", width: 16) == ["a `(Int) ->", "Effect<Int?>` b"])
    #expect(wrapped("an `open span never closes", width: 12) == ["an `open", "span never", "closes"])
  }
}
