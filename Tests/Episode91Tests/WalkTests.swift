import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// Every written walk against the real checkpoints: each step's change applied to the files as the steps before
/// left them, from the earlier checkpoint to the later one byte for byte; every step an instruction with a compiler
/// line the compiler agrees with; the walk at its targets; and the English and Korean walks of one shape.
///
/// Every stage after the first has a walk into it, in both languages: a missing file fails here by name.
@Suite struct WalkTests {
  static let stagesWithWalks = Array(Stage.all.dropFirst())

  /// The walk into `stage`, or one recorded issue per problem, each naming its file, line and step.
  static func walk(into stage: Stage, in language: Language) -> Walk? {
    do {
      return try Workbook.current.walk(into: stage, in: language)
    } catch {
      for problem in error.problems {
        Issue.record(Comment(rawValue: problem.text(in: .english)))
      }
      return nil
    }
  }

  /// Every step applies where it says to the state the steps before it left, changes what it shows, and the last
  /// state is the later checkpoint: `walk(into:)` fails, naming the step, otherwise.
  @Test(arguments: stagesWithWalks, Language.allCases)
  func theStepsLeadFromOneCheckpointToTheNext(stage: Stage, language: Language) throws {
    let walk = try #require(Self.walk(into: stage, in: language))
    let workbook = Workbook.current
    let (before, after) = workbook.walkCheckpoints(into: stage)
    #expect(walk.files(afterStep: 0) == before)
    #expect(walk.files(afterStep: walk.source.steps.count) == after)
    for number in 1...walk.source.steps.count {
      let changed = diffCheckpoints(
        old: walk.files(afterStep: number - 1), new: walk.files(afterStep: number), ignoringWhitespace: false)
      #expect(
        changed.map(\.path).sorted() == walk.paths(ofStep: number).sorted(),
        "step \(number), \"\(walk.source.steps[number - 1].title)\"")
    }
  }

  /// A step is an instruction over one file: words, one file in view (a mechanical step folds the rest), and a
  /// compiler line wherever it writes in the lesson's code.
  @Test(arguments: stagesWithWalks, Language.allCases)
  func everyStepIsOneInstruction(stage: Stage, language: Language) throws {
    let source = try Workbook.current.walkSource(into: stage, in: language)
    for step in source.steps {
      let place = "\(stage.target)/\(WalkSource.fileName(in: language)):\(step.line) \(step.title)"
      #expect(WalkMeasures.words(in: step.narration) > 0, "\(place): no instruction")
      #expect(Set(step.shownBlocks.map(\.path)).count <= 1, "\(place): more than one file in view")
      if step.paths.contains(where: { !DiffScope.isTest($0) }) {
        #expect(step.compiler != nil, "\(place): no compiler line")
      }
      if step.blocks.contains(where: \.isFolded) {
        #expect(step.foldSummary != nil, "\(place): folded blocks without a <summary>")
      }
    }
  }

  /// The targets a walk is written to: small lesson steps, short instructions, sections of more than one step, a
  /// test that runs, answers not given away by place or length.
  @Test(arguments: stagesWithWalks)
  func theWalkMeetsItsTargets(stage: Stage) throws {
    let measures = WalkMeasures(try Workbook.current.walkSource(into: stage, in: .english))
    let said = Comment(rawValue: measures.report.joined(separator: "\n"))
    #expect(measures.medianLessonStep <= WalkMeasures.medianTarget, said)
    #expect(measures.largestLessonStep <= WalkMeasures.largestTarget, said)
    #expect(measures.longestInstruction <= WalkMeasures.wordsTarget, said)
    #expect(measures.singleStepSections * 5 < measures.sections, said)
    #expect(Set(measures.answerPlaces).count > 1, said)
    #expect(measures.longestIsRight * 2 <= measures.answerPlaces.count, said)
    // Something runs in every walk (#41: show the problem, run it, see it fail, fix it).
    #expect(!measures.runSteps.isEmpty, said)
  }

  /// The Korean questions are held to the English rule: Korean choices are written afresh, not counted from the
  /// English, so the right one can become the longest where the English was not.
  @Test(arguments: stagesWithWalks)
  func theKoreanQuestionsDoNotGiveTheAnswerAwayByLength(stage: Stage) throws {
    let measures = WalkMeasures(try Workbook.current.walkSource(into: stage, in: .korean))
    let said = Comment(rawValue: measures.report.joined(separator: "\n"))
    #expect(measures.longestIsRight * 2 <= measures.answerPlaces.count, said)
  }

  /// What each step says the compiler says, the compiler says: every covered file at its state after the step,
  /// type-checked. Off where `swift build` did not lay out the shared modules beside these tests (Xcode).
  @Test(
    .enabled(if: Self.modules != nil, "the shared modules are not beside the test build"), arguments: stagesWithWalks)
  func theCompilerSaysWhatEveryStepSays(stage: Stage) throws {
    let walk = try #require(Self.walk(into: stage, in: .english))
    let check = WalkCompilerCheck(modules: try #require(Self.modules))
    let file = Workbook.current.displayPath(Workbook.current.walkFile(into: stage, in: .english))
    for verdict in check.verdicts(of: walk) {
      let step = walk.source.steps[verdict.step - 1]
      for problem in verdict.problems(file: file, stepTitle: "\(verdict.step) \(step.title)") {
        Issue.record(Comment(rawValue: problem.text(in: .english)))
      }
    }
  }

  static let modules = WalkCompilerCheck.modules(in: TestBuild.folder)

  /// Every `Run:` line names a test function of the stage's test files as its step leaves them (and, given as
  /// `TypeName/functionName`, a type of that name there): a misspelt name is caught here, before the slower
  /// `walk <N> --check-runs` in CI builds the step's state and runs it.
  @Test(arguments: stagesWithWalks)
  func everyRunLineNamesATestOfItsStepsState(stage: Stage) throws {
    let walk = try #require(Self.walk(into: stage, in: .english))
    for (index, step) in walk.source.steps.enumerated() {
      guard let run = step.run else { continue }
      let tests = walk.files(afterStep: index + 1).filter { DiffScope.isTest($0.key) }.values
      let parts = run.test.split(separator: "/")
      let function = String(parts.last ?? "")
      let place = "\(stage.target)/WALK.md:\(run.line) step \(index + 1) \"\(step.title)\""
      #expect(
        tests.contains { $0.contains("func \(function)(") }, "\(place): no test function `\(function)` at this step")
      if parts.count == 2 {
        let type = parts[0]
        #expect(
          tests.contains { text in
            ["struct", "class", "final class", "extension"].contains { text.contains("\($0) \(type)") }
          },
          "\(place): no test type `\(type)` at this step")
      }
    }
  }

  /// The Korean walk has the English walk's steps, in order, with the same blocks, compiler lines and answers.
  @Test(arguments: stagesWithWalks)
  func theEnglishAndKoreanWalksHaveTheSameSteps(stage: Stage) throws {
    let workbook = Workbook.current
    for language in Language.allCases {
      #expect(workbook.hasWalk(into: stage, in: language), "\(WalkSource.fileName(in: language)) of \(stage.target)")
    }
    let english = try workbook.walkSource(into: stage, in: .english)
    let korean = try workbook.walkSource(into: stage, in: .korean)
    let file = workbook.displayPath(workbook.walkFile(into: stage, in: .korean))
    for problem in WalkSource.differences(english: english, korean: korean, koreanFile: file) {
      Issue.record(Comment(rawValue: problem.text(in: .english)))
    }
  }

  /// The lesson's code fits the tutorial's code pane: no line of a covered file is wider than 100 columns.
  @Test(arguments: Stage.all)
  func theCoveredFilesFitTheCodePane(stage: Stage) {
    let files = Workbook.current.swiftSources(of: stage).filter { !DiffScope.isMachinery($0.key) }
    for (path, text) in files {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.count > 100 {
        Issue.record("\(stage.target): \(path):\(index + 1) is \(line.count) columns wide")
      }
    }
  }

  /// Package.swift keeps the walk files out of the checkpoints' targets, like their lessons.
  @Test func theWalkFilesAreExcludedFromTheTargets() throws {
    let manifest = try String(contentsOf: Workbook.current.url("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"["WALK.md", "WALK.ko.md"]"#))
  }
}
