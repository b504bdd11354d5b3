import Effect
import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// Each exercise is judged by its own checkpoint alone, so a stub that does not compile stops only the
/// exercises of its own checkpoint, and those are told whose stub is in the way and how to set it aside.
///
/// The toolchain is `judgingStubs`: a checkpoint does not compile when one of its stubs says `oops`, the way the
/// real one fails on a real error, and nothing is built for real.
@Suite struct VerifyIsolationTests {
  /// Verifies `exercise` in a fresh workbook where its stub passes, with or without 91.4's stub (checkpoint 3)
  /// left not compiling; returns the exit status, what was printed and the status recorded.
  private func verify(
    _ exercise: Exercise, brokenStub: Exercise?, language: [String] = []
  ) throws -> (code: Int32, output: String, status: ExerciseStatus, commands: [[String]]) {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum \(exercise.typeName) { /* done */ }\n", to: exercise.stubPath)
    if let brokenStub {
      try scratch.write("enum \(brokenStub.typeName) { oops }\n", to: brokenStub.stubPath)
    }
    let commands = LockIsolated<[[String]]>([])
    let code = scratch.run(language + ["verify", exercise.id], runner: judgingStubs(in: scratch.root, commands))
    return (
      code, scratch.captured.output, scratch.workbook.status(of: exercise, progress: scratch.progress), commands.value
    )
  }

  @Test(arguments: Exercise.all.filter { $0.stage != Exercise.e91_4.stage })
  func aStubThatDoesNotCompileInCheckpoint3LeavesEveryOtherCheckpointsVerdictAlone(exercise: Exercise) throws {
    let whole = try verify(exercise, brokenStub: nil)
    let broken = try verify(exercise, brokenStub: .e91_4)
    #expect(broken.code == 0)
    #expect(broken.code == whole.code)
    #expect(broken.output == whole.output)
    #expect(broken.status == .done)
    #expect(broken.commands == [["build", "--product", exercise.stage], [exercise.stage, "--check", exercise.id]])
  }

  @Test func anExerciseInCheckpoint3IsToldWhoseStubIsInTheWayAndHowToSetItAside() throws {
    let blocked = try verify(.e91_5, brokenStub: .e91_4)
    #expect(blocked.code == 1)
    #expect(
      blocked.output == """
        Building checkpoint 3… (swift build --product Stage3ErasedStore)
        ✗ 91.5 Store holding a plain reducer: not checked, because 91.4's stub keeps checkpoint 3 from \
        compiling:
          Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift:1:21: error: expected declaration
        To check 91.5 now, set 91.4's stub aside; your work stays in git's stash:
          git stash push -m "91.4 set aside" -- Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift
        To bring it back later: git stash pop

        """)
    // Nothing is known about 91.5 yet, so nothing is recorded: it is still edited, not verified.
    #expect(blocked.status == .editedNotVerified)
  }

  @Test func theSameAdviceInKorean() throws {
    let blocked = try verify(.e91_5, brokenStub: .e91_4, language: ["--lang", "ko"])
    #expect(
      blocked.output.contains(
        """
        ✗ 91.5 \(ExerciseWords.title("91.5").text(in: .korean)): 검사하지 못했습니다. 91.4 스텁 때문에 체크포인트 3의 컴파일이 \
        실패합니다:
        """))
    #expect(blocked.output.contains("지금 91.5 검사를 하려면 91.4 스텁을 잠시 치워 두세요."))
    #expect(blocked.output.contains("  git stash push -m \"91.4 set aside\" -- Episodes/Stage3ErasedStore/"))
    #expect(blocked.output.contains("나중에 되돌리려면: git stash pop"))
  }

  @Test func verifyingEverythingBuildsEachCheckpointOnceAndShowsItsErrorsOnce() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { oops }\n", to: Exercise.e91_4.stubPath)
    for exercise in [Exercise.e91_5, .e93_1] {
      try scratch.write("enum \(exercise.typeName) { /* done */ }\n", to: exercise.stubPath)
    }
    let commands = LockIsolated<[[String]]>([])
    #expect(scratch.run(["verify"], runner: judgingStubs(in: scratch.root, commands)) == 1)
    #expect(
      commands.value == [
        ["build", "--product", "Stage3ErasedStore"], ["build", "--product", "Stage4TuplizedEnvironment"],
        ["Stage4TuplizedEnvironment", "--check", "93.1"],
      ])
    let output = scratch.captured.output
    #expect(output.contains("✗ Checkpoint 3 does not compile:\n  \(Exercise.e91_4.stubPath):1:21: error:"))
    #expect(output.contains("✗ 91.5 Store holding a plain reducer: not checked"))
    #expect(output.components(separatedBy: "error: expected declaration").count == 2)
    #expect(output.contains("✓ 93.1 assert for non-Equatable state and actions: passes"))
    #expect(output.contains("\(Exercise.all.count - 3) not started, not checked."))
    #expect(scratch.workbook.status(of: .e91_4, progress: scratch.progress) == .failing)
    #expect(scratch.workbook.status(of: .e91_5, progress: scratch.progress) == .editedNotVerified)
    #expect(scratch.workbook.status(of: .e93_1, progress: scratch.progress) == .done)
  }

  @Test func watchJudgesAgainOnceTheStubInTheWayIsSetAside() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { oops }\n", to: Exercise.e91_4.stubPath)
    try scratch.write("enum Exercise91_5 { /* done */ }\n", to: Exercise.e91_5.stubPath)
    // As `git stash push` leaves it: 91.4's stub back as shipped, and no save of 91.5's.
    let learner = ScriptedLearner(scratch, [.tick, .save(scratch.shipped, .e91_4), .key("q")])
    #expect(try learner.run(.e91_5) == 0)
    let output = learner.output
    let blocked = try #require(output.range(of: "✗ 91.5 Store holding a plain reducer: not checked"))
    let passes = try #require(output.range(of: "✓ 91.5 Store holding a plain reducer: passes"))
    #expect(blocked.upperBound <= passes.lowerBound)
    #expect(learner.builds == 2)
  }
}
