import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// `.episode91-progress.json` when it is not what Episode91 wrote: a folder in its place, or a file it cannot
/// read. Nothing is lost, the learner is told on standard error, and no command promises what it could not save.
@Suite struct ProgressFileTests {
  /// A folder where the progress file belongs, so no save can succeed.
  private func folderInPlace(_ scratch: ScratchWorkbook) throws -> URL {
    let url = scratch.root.appendingPathComponent(ExerciseProgress.fileName)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try "mine\n".write(to: url.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    return url
  }

  @Test func aHintThatCannotBeSavedIsShownButNeitherPromisesTheNextNorSucceeds() throws {
    let scratch = try ScratchWorkbook()
    let folder = try folderInPlace(scratch)
    #expect(scratch.run("hint", "91.4") == 1)
    #expect(unwrapped(scratch.captured.output).contains(scratch.exercise.english.hints[0]))
    #expect(!scratch.captured.output.contains("Run it again"))
    #expect(
      scratch.captured.errors
        == """
        error: could not save your progress: \(folder.path) is a folder, not Episode91's progress file.
        Move that folder elsewhere (or remove it, if it holds nothing you need), then run this again.
        Until then, hints seen and verify results are forgotten after each command.

        """)
    #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine\n")
  }

  @Test func aHintInWatchThatCannotBeSavedDoesNotOfferItsKeyForTheNextOne() throws {
    let scratch = try ScratchWorkbook()
    _ = try folderInPlace(scratch)
    let learner = ScriptedLearner(scratch, [.key("h"), .key("q")])
    #expect(try learner.run(.e91_4) == 0)
    #expect(unwrapped(learner.output).contains(Exercise.e91_4.english.hints[0]))
    #expect(!learner.output.contains("Press h again"))
    #expect(scratch.captured.errors.contains("could not save your progress"))
  }

  @Test func aPassThatCannotBeSavedFailsAndOffersNoSolution() throws {
    let scratch = try ScratchWorkbook()
    _ = try folderInPlace(scratch)
    try scratch.write("enum Exercise91_4 { /* done */ }\n", to: scratch.exercise.stubPath)
    let passing: RunProcess = { request in
      if commandLine(of: request).first == "Stage3ErasedStore",
        let folder = request.environment[ExerciseResults.environmentVariable]
      {
        try? "pass\n".write(
          to: URL(fileURLWithPath: folder).appendingPathComponent("91.4.txt"), atomically: true, encoding: .utf8)
      }
      return ProcessResult(termination: .exited(0))
    }
    #expect(scratch.run("verify", "91.4", runner: passing) == 1)
    #expect(scratch.captured.output.contains("✓ 91.4 Store without the force cast: passes"))
    #expect(!scratch.captured.output.contains("See the reference solution"))
    #expect(scratch.captured.errors.contains("could not save your progress"))
  }

  @Test func aResetThatCannotForgetTheLastVerifyRestoresTheStubAndSaysSo() throws {
    let scratch = try ScratchWorkbook()
    _ = try folderInPlace(scratch)
    try scratch.write("enum Exercise91_4 { /* mine */ }", to: scratch.exercise.stubPath)
    #expect(scratch.run("reset", "91.4") == 1)
    #expect(try scratch.read(scratch.exercise.stubPath) == scratch.shipped)
    #expect(scratch.captured.output.contains("91.4 is back as shipped"))
    #expect(scratch.captured.errors.contains("could not save your progress"))
  }

  @Test func aFolderInPlaceIsExplainedInKorean() throws {
    let scratch = try ScratchWorkbook()
    let folder = try folderInPlace(scratch)
    #expect(scratch.run(["--lang", "ko", "hint", "91.4"]) == 1)
    #expect(scratch.captured.errors.contains("\(folder.path) 경로는 Episode91의 진행 기록 파일이 아니라 폴더입니다."))
    #expect(!scratch.captured.errors.contains("could not"))
  }

  @Test(arguments: ["not json at all", #"{"hintsRevealed": "three", "verified": {}}"#])
  func anUnreadableFileIsMovedAsideOnceAndTheLearnerToldWhere(contents: String) throws {
    let scratch = try ScratchWorkbook()
    let file = scratch.root.appendingPathComponent(ExerciseProgress.fileName)
    try contents.write(to: file, atomically: true, encoding: .utf8)
    #expect(scratch.run("hint", "91.4") == 0)
    let backup = scratch.root.appendingPathComponent(ExerciseProgress.fileName + ".unreadable")
    #expect(try String(contentsOf: backup, encoding: .utf8) == contents)
    #expect(
      scratch.captured.errors
        == """
        warning: \(file.path) is not progress Episode91 can read; it was moved to \(backup.path).
        Hints seen and verify results start afresh; the old file is kept there, unchanged.

        """)
    #expect(scratch.progress.hintsRevealed["91.4"] == 1)
    let before = scratch.captured.errors
    #expect(scratch.run("exercises") == 0)
    #expect(scratch.captured.errors == before)
  }

  @Test func anEarlierBackupIsNeverReplaced() throws {
    let scratch = try ScratchWorkbook()
    let file = scratch.root.appendingPathComponent(ExerciseProgress.fileName)
    try "first\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(scratch.run("exercises") == 0)
    try "second\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(scratch.run("exercises") == 0)
    let backups = [".unreadable", ".unreadable-2"].map {
      scratch.root.appendingPathComponent(file.lastPathComponent + $0)
    }
    #expect(try backups.map { try String(contentsOf: $0, encoding: .utf8) } == ["first\n", "second\n"])
  }

  @Test func theMoveAsideIsExplainedInKorean() throws {
    let scratch = try ScratchWorkbook()
    try "{".write(to: scratch.root.appendingPathComponent(ExerciseProgress.fileName), atomically: true, encoding: .utf8)
    #expect(scratch.run(["--lang", "ko", "exercises"]) == 0)
    #expect(scratch.captured.errors.contains("아니어서 다음 위치로 옮겼습니다: "))
    #expect(!scratch.captured.errors.contains("moved"))
  }
}
