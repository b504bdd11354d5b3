import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// `reset --all`: every stub back byte for byte and the progress file gone, after a "y" at a terminal or with
/// `--yes`; refused without `--yes` where nobody can answer; `reset all` pointed at `reset --all`. Pinned in both
/// languages.
@Suite struct ResetAllTests {
  /// A workbook with three stubs edited (one of them 91.4, whose shipped copy ends in spaces) and progress kept.
  private func startedWorkbook() throws -> ScratchWorkbook {
    let scratch = try ScratchWorkbook()
    for exercise in [Exercise.e91_4, .e92_2, .e93_3] {
      try scratch.write("enum \(exercise.typeName) { /* mine */ }\n", to: exercise.stubPath)
    }
    var progress = scratch.progress
    progress.hintsRevealed = ["91.4": 2, "93.2": 1]
    try progress.save(to: scratch.root)
    return scratch
  }

  private func expectEveryStubAsShipped(_ scratch: ScratchWorkbook) throws {
    for exercise in Exercise.all {
      let stub = try #require(FileManager.default.contents(atPath: scratch.workbook.url(exercise.stubPath).path))
      let shipped = try #require(
        FileManager.default.contents(atPath: scratch.workbook.url(exercise.pristinePath).path))
      #expect(stub == shipped, "\(exercise.id)")
    }
  }

  private var progressFile: String { ExerciseProgress.fileName }

  @Test func withYesEveryStubIsAsShippedAndTheProgressFileIsGone() throws {
    let scratch = try startedWorkbook()
    #expect(scratch.run("reset", "--all", "--yes") == 0)
    try expectEveryStubAsShipped(scratch)
    #expect(!FileManager.default.fileExists(atPath: scratch.workbook.url(progressFile).path))
    #expect(scratch.progress.hintsRevealed.isEmpty)
    #expect(scratch.captured.errors.isEmpty)
    #expect(
      scratch.captured.output == """
        Put 15 stubs back as shipped (3 had changed).
        Removed the progress file, .episode91-progress.json: hints seen and verify results start afresh.

        """)
  }

  @Test func atATerminalItAsksFirstInEnglish() throws {
    let scratch = try startedWorkbook()
    scratch.captured.typed = ["y"]
    #expect(scratch.run("reset", "--all") == 0)
    try expectEveryStubAsShipped(scratch)
    #expect(
      scratch.captured.output == """
        Stubs you changed (3):
          91.4  Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift
          92.2  Episodes/Stage4TuplizedEnvironment/Exercises/Exercise92_2.swift
          93.3  Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_3.swift
        Put all 15 stubs back exactly as shipped, and forget every hint seen and every verify?
        Your edits to the stubs are lost.
        Type y and Enter to reset everything; anything else keeps it all.
        Put 15 stubs back as shipped (3 had changed).
        Removed the progress file, .episode91-progress.json: hints seen and verify results start afresh.

        """)
  }

  @Test func atATerminalItAsksFirstInKorean() throws {
    let scratch = try startedWorkbook()
    scratch.captured.typed = ["y"]
    #expect(scratch.run("--lang", "ko", "reset", "--all") == 0)
    try expectEveryStubAsShipped(scratch)
    #expect(
      scratch.captured.output == """
        수정한 스텁(3개):
          91.4  Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift
          92.2  Episodes/Stage4TuplizedEnvironment/Exercises/Exercise92_2.swift
          93.3  Episodes/Stage4TuplizedEnvironment/Exercises/Exercise93_3.swift
        스텁 15개를 모두 배포된 그대로 되돌리고, 확인한 힌트와 검사 결과를 모두 지울까요?
        스텁에서 수정한 내용은 사라집니다.
        모두 되돌리려면 y와 Enter를 입력하세요. 다른 것을 입력하면 그대로 둡니다.
        스텁 15개를 배포된 그대로 되돌렸습니다(바뀐 스텁: 3개).
        진행 기록 파일을 지웠습니다: .episode91-progress.json. 확인한 힌트와 검사 결과는 처음부터 다시 쌓입니다.

        """)
  }

  /// With no stub changed, the question still comes (the progress would go), after saying so.
  @Test func withNoStubChangedItSaysSoBeforeAsking() throws {
    let scratch = try ScratchWorkbook()
    scratch.captured.typed = ["n"]
    #expect(scratch.run("reset", "--all") == 1)
    #expect(
      scratch.captured.output.hasPrefix(
        "No stub differs from its shipped copy; only your progress would go.\nPut all 15 stubs back exactly"))
    let korean = try ScratchWorkbook()
    korean.captured.typed = ["n"]
    #expect(korean.run("--lang", "ko", "reset", "--all") == 1)
    #expect(
      korean.captured.output.hasPrefix(
        "배포된 그대로에서 바뀐 스텁은 없습니다. 지워지는 것은 진행 기록뿐입니다.\n스텁 15개를 모두"))
  }

  @Test(arguments: [["n"], [""], []])
  func anythingButYesKeepsItAll(typed: [String]) throws {
    let scratch = try startedWorkbook()
    let stub = try scratch.read(Exercise.e92_2.stubPath)
    scratch.captured.typed = typed
    #expect(scratch.run("reset", "--all") == 1)
    #expect(try scratch.read(Exercise.e92_2.stubPath) == stub)
    #expect(scratch.progress.hintsRevealed == ["91.4": 2, "93.2": 1])
    #expect(scratch.captured.output.hasSuffix("anything else keeps it all.\nNothing was reset.\n"))
  }

  @Test func withoutATerminalOrYesItRefusesAndChangesNothing() throws {
    let scratch = try startedWorkbook()
    #expect(scratch.run("reset", "--all") == 2)
    #expect(try scratch.read(Exercise.e93_3.stubPath) == "enum Exercise93_3 { /* mine */ }\n")
    #expect(scratch.progress.hintsRevealed == ["91.4": 2, "93.2": 1])
    #expect(scratch.captured.output.isEmpty)
    #expect(
      scratch.captured.errors == """
        error: reset --all asks before it overwrites every stub, and standard input is not a terminal: add --yes to reset anyway.
        Run `swift run Episode91 --help` to see the commands.

        """)
  }

  @Test func withoutATerminalOrYesItRefusesInKorean() throws {
    let scratch = try startedWorkbook()
    #expect(scratch.run("--lang", "ko", "reset", "--all") == 2)
    #expect(
      scratch.captured.errors == """
        오류: reset --all은 모든 스텁을 덮어쓰기 전에 확인을 받는데, 표준 입력이 터미널이 아닙니다. 그래도 되돌리려면 --yes를 붙이세요.
        `swift run Episode91 --help`로 명령 목록을 볼 수 있습니다.

        """)
  }

  @Test func resetAllWithoutDashesSuggestsTheFlag() throws {
    let scratch = try startedWorkbook()
    #expect(scratch.run("reset", "all") == 2)
    #expect(
      scratch.captured.errors == """
        error: unknown exercise 'all'.
        reset takes one exercise id, or --all for every one: swift run Episode91 reset --all

        """)
    #expect(scratch.run("--lang", "ko", "reset", "all") == 2)
    #expect(
      scratch.captured.errors.hasSuffix(
        """
        오류: 알 수 없는 연습 문제 'all'입니다.
        reset에는 연습 문제 ID 하나를 넘기세요. 모두 되돌리려면 --all을 쓰세요: swift run Episode91 reset --all

        """))
  }

  /// A folder where the progress file should be is never deleted: the stubs are back, the folder is reported.
  @Test func aFolderNamedLikeTheProgressFileIsKept() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("kept\n", to: progressFile + "/inside.txt")
    #expect(scratch.run("reset", "--all", "--yes") == 1)
    #expect(try scratch.read(progressFile + "/inside.txt") == "kept\n")
    #expect(scratch.captured.errors.hasPrefix("error: Could not remove the progress file .episode91-progress.json: "))
  }
}
