import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// Every written walk against the real checkpoints: each covered hunk in exactly one step, every fence the current
/// hunk, the steps rebuilding the later checkpoint byte for byte, and the English and Korean walks of one shape.
///
/// The stages are those with a walk file in either language, so a stage without one is not (yet) a failure here,
/// and one with only half of its pair is.
@Suite struct WalkTests {
  static let stagesWithWalks = Stage.all.filter { stage in
    Language.allCases.contains { Workbook.current.hasWalk(into: stage, in: $0) }
  }

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

  @Test func stageTwoHasAWalk() {
    #expect(Self.stagesWithWalks.contains(Stage.all[1]))
  }

  /// Coverage and freshness: every hunk of the lesson and test files in one step, every fence its hunk exactly;
  /// and enough steps to walk.
  @Test(arguments: stagesWithWalks, Language.allCases)
  func theWalkFitsTheCheckpoints(stage: Stage, language: Language) throws {
    let walk = try #require(Self.walk(into: stage, in: language))
    #expect(walk.source.steps.count >= 4, "a walk has at least four steps")
    let claimed = walk.stepHunks.joined().count
    #expect(claimed == walk.files.map(\.hunks.count).reduce(0, +))
    #expect(!walk.files.contains { DiffScope.isMachinery($0.path) })
  }

  /// Steps 1…k rebuild the state after step k: step 0 is the earlier checkpoint, the last step the later one, byte
  /// for byte, and each step changes exactly the files it shows.
  @Test(arguments: stagesWithWalks)
  func theStepsRebuildTheLaterCheckpoint(stage: Stage) throws {
    let walk = try #require(Self.walk(into: stage, in: .english))
    let workbook = Workbook.current
    let covered = Set(walk.files.map(\.path))
    let earlier = workbook.swiftSources(of: try #require(stage.previous)).filter { covered.contains($0.key) }
    let later = workbook.swiftSources(of: stage).filter { covered.contains($0.key) }
    #expect(walk.files(afterStep: 0) == earlier)
    #expect(walk.files(afterStep: walk.source.steps.count) == later)
    for number in 1...walk.source.steps.count {
      let changed = diffCheckpoints(
        old: walk.files(afterStep: number - 1), new: walk.files(afterStep: number), ignoringWhitespace: false)
      #expect(
        changed.map(\.path).sorted() == walk.paths(ofStep: number).sorted(),
        "step \(number), \"\(walk.source.steps[number - 1].title)\"")
    }
  }

  /// The Korean walk has the English walk's steps, in order, with the same hunk blocks and the same answers.
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

  /// Package.swift keeps the walk files out of the checkpoints' targets, like their lessons.
  @Test func theWalkFilesAreExcludedFromTheTargets() throws {
    let manifest = try String(contentsOf: Workbook.current.url("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"["WALK.md", "WALK.ko.md"]"#))
  }
}
