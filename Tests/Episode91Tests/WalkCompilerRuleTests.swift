import Foundation
import Messages
import Testing

@testable import Episode91

/// The compiler rule (CONTRIBUTING.md, "Writing a walk"): a quoted error is the step's own, new at it or in a file it
/// changes; `no new error — …` holds when the code does not build and every error is an old one in another file.
/// Judged here on errors as the compiler would report them, so each case is exact; `WalkTests` holds the walks to it.
@Suite struct WalkCompilerRuleTests {
  typealias CompilerError = WalkCompilerCheck.CompilerError

  static let environment = CompilerError(file: "Counter/Counter.swift", message: "cannot find 'environment' in scope")
  static let view = CompilerError(
    file: "PrimeTime/ContentView.swift", message: "extra argument 'environment' in call")

  static func verdict(
    _ line: String, after: [CompilerError], before: [CompilerError], changes: [String] = ["Counter/Counter.swift"]
  ) throws -> WalkCompilerCheck.Verdict {
    let source = try WalkSource.parse(
      "# W\n\n## G\n\n### S\n\nDo it.\n\n`Counter/Counter.swift`\n\n```diff\n@@ -1,1 +1,1 @@\n-a\n+b\n```\n\n\(line)\n",
      file: "WALK.md")
    let statement = try #require(source.steps[0].compiler)
    var verdict = WalkCompilerCheck.Verdict(step: 1, statement: statement, errors: after, changes: changes)
    if WalkCompilerCheck.Verdict.needsErrorsBefore(statement, errors: after, changes: changes) {
      verdict.errorsBefore = before
    }
    return verdict
  }

  static func said(_ verdict: WalkCompilerCheck.Verdict) -> [String] {
    verdict.problems(file: "WALK.md", stepTitle: "S").map { $0.text(in: .english) }
  }

  @Test func aQuotedErrorInAFileTheStepChangesHoldsEvenWhenItWasThereBefore() throws {
    let verdict = try Self.verdict(
      "Compiler: `cannot find 'environment'`", after: [Self.environment], before: [Self.environment])
    #expect(verdict.holds)
    // Nothing before the step needs asking: the error is in the step's file.
    #expect(
      !WalkCompilerCheck.Verdict.needsErrorsBefore(
        verdict.statement, errors: [Self.environment], changes: verdict.changes))
  }

  @Test func aQuotedErrorNewAtTheStepHoldsInAnotherFile() throws {
    let verdict = try Self.verdict("Compiler: `extra argument 'environment'`", after: [Self.view], before: [])
    #expect(verdict.holds)
  }

  @Test func aQuotedErrorLeftOverFromAnEarlierStepInAnotherFileIsNamed() throws {
    let verdict = try Self.verdict(
      "Compiler: `extra argument 'environment'`", after: [Self.environment, Self.view], before: [Self.view])
    #expect(!verdict.holds)
    #expect(
      Self.said(verdict) == [
        "WALK.md:17: step \"S\": it quotes `extra argument 'environment'`, which the compiler reported before this "
          + "step too, in PrimeTime/ContentView.swift, which the step does not change: quote an error the step "
          + "causes, or say `Compiler: no new error — …` and why"
      ])
  }

  @Test func aQuotedErrorTheCompilerDoesNotReportIsNamedWithWhatItReports() throws {
    let verdict = try Self.verdict("Compiler: `cannot find 'store'`", after: [Self.environment], before: [])
    #expect(
      Self.said(verdict) == [
        "WALK.md:17: step \"S\": it quotes `cannot find 'store'`, which the compiler does not report after it; it "
          + "reports `cannot find 'environment' in scope`"
      ])
  }

  @Test func buildsMeansNoErrorAtAll() throws {
    #expect(try Self.verdict("Compiler: builds.", after: [], before: [Self.view]).holds)
    let verdict = try Self.verdict("Compiler: builds.", after: [Self.view], before: [Self.view])
    #expect(
      Self.said(verdict) == [
        "WALK.md:17: step \"S\": its compiler line is not what the compiler says after it: "
          + "`extra argument 'environment' in call`"
      ])
  }

  @Test func noNewErrorHoldsWhenEveryErrorIsAnOldOneInAnotherFile() throws {
    let line = "Compiler: no new error — the view still passes its environment (step 12)."
    #expect(try Self.verdict(line, after: [Self.view], before: [Self.view, Self.environment]).holds)
    #expect(try Self.verdict("컴파일러: 새 오류 없음 — 뷰가 아직 환경을 넘깁니다.", after: [Self.view], before: [Self.view]).holds)
  }

  @Test func noNewErrorIsNotSoWhenTheCodeBuildsOrAnErrorIsTheSteps() throws {
    let line = "Compiler: no new error — the view still passes its environment (step 12)."
    #expect(
      Self.said(try Self.verdict(line, after: [], before: [Self.view])) == [
        "WALK.md:17: step \"S\": it says no new error, but the code builds after it: say `Compiler: builds.`"
      ])
    // New at the step, in another file.
    #expect(
      Self.said(try Self.verdict(line, after: [Self.view], before: [])) == [
        "WALK.md:17: step \"S\": it says no new error, but the compiler reports `extra argument 'environment' in "
          + "call` in PrimeTime/ContentView.swift, new at this step or in a file it changes: quote it"
      ])
    // There before, but in the file the step changes.
    #expect(!(try Self.verdict(line, after: [Self.environment], before: [Self.environment]).holds))
  }

  /// The real compiler, once: each error with its file, the text of its line (which tells two places with one
  /// message apart), and, for `along`, its line number.
  @Test(.enabled(if: WalkTests.modules != nil, "the shared modules are not beside the test build"))
  func theCompilerIsReadWithFilesAndLines() throws {
    let check = WalkCompilerCheck(modules: try #require(WalkTests.modules))
    let state = ["Counter/Counter.swift": "let a = 1\nlet x: Foo = 1\nlet y: Foo = 2\n"]
    #expect(
      check.lessonErrors(state, module: "Sample") == [
        CompilerError(
          file: "Counter/Counter.swift", message: "cannot find type 'Foo' in scope", site: "let x: Foo = 1"),
        CompilerError(
          file: "Counter/Counter.swift", message: "cannot find type 'Foo' in scope", site: "let y: Foo = 2"),
      ])
    let located = check.locatedErrors(state, module: "Sample", tests: false)
    #expect(!located.interrupted)
    #expect(located.errors.map(\.line) == [2, 3])
    #expect(located.errors.map(\.path) == ["Counter/Counter.swift", "Counter/Counter.swift"])
  }

  /// The compiler's header lines are errors, with the file as the walk names it; its excerpts under them are not.
  @Test func errorsAreReadWithTheirFiles() {
    let folder = URL(fileURLWithPath: "/tmp/walk-check-1234")
    let output = """
      Counter/Counter.swift:3:8: error: cannot find type 'Foo' in scope
      3 | let x: Foo = 1
        |        `- error: cannot find type 'Foo' in scope
      /private/tmp/walk-check-1234/PrimeTime/ContentView.swift:12:5: error: extra argument 'environment' in call
      <unknown>:0: error: unable to load standard library
      error: no input files
      Counter/Counter.swift:9:1: error: cannot find type 'Foo' in scope
      """
    let result = ProcessResult(
      termination: .exited(1), standardOutput: "", standardError: output)
    #expect(
      WalkCompilerCheck.errors(in: result, folder: folder) == [
        CompilerError(file: "Counter/Counter.swift", message: "cannot find type 'Foo' in scope"),
        CompilerError(file: "PrimeTime/ContentView.swift", message: "extra argument 'environment' in call"),
        CompilerError(file: nil, message: "unable to load standard library"),
        CompilerError(file: nil, message: "no input files"),
      ])
  }
}
