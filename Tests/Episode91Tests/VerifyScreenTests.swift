import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// A failing `verify`, pinned byte for byte in both languages: what Episode91 prints around a check that fails (the
/// build and check lines, the verdict, the check's own failures, how to get unstuck). Nothing is built: the fake
/// toolchain (`recording`) builds at once and writes, as `--check` would, what the real check of 91.4 wrote for the
/// stub as shipped. The check's failures are its own words, in English in both languages.
@Suite struct VerifyScreenTests {
  /// 91.4 edited but not solved, with one of its hints seen.
  private func failingVerify(_ language: [String]) throws -> (code: Int32, scratch: ScratchWorkbook) {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    var progress = scratch.progress
    progress.hintsRevealed = ["91.4": 1]
    try progress.save(to: scratch.root)
    let runner = recording(LockIsolated([]), result: VerifyScreenTests.checkOfTheShippedStub)
    return (scratch.run(language + ["verify", "91.4"], runner: runner), scratch)
  }

  @Test func aFailingVerifyInEnglish() throws {
    let (code, scratch) = try failingVerify([])
    #expect(code == 1)
    #expect(scratch.captured.errors.isEmpty)
    #expect(scratch.captured.output == VerifyScreenTests.failingEnglish + "\n")
    #expect(scratch.workbook.status(of: scratch.exercise, progress: scratch.progress) == .failing)
  }

  @Test func aFailingVerifyInKorean() throws {
    let (code, scratch) = try failingVerify(["--lang", "ko"])
    #expect(code == 1)
    #expect(scratch.captured.errors.isEmpty)
    #expect(scratch.captured.output == VerifyScreenTests.failingKorean + "\n")
    #expect(scratch.workbook.status(of: scratch.exercise, progress: scratch.progress) == .failing)
  }

  /// A stub as shipped: no build, no hint shown, only the command that shows one and how many were seen.
  @Test func verifyOfAnUntouchedStubShowsNoHint() throws {
    let scratch = try ScratchWorkbook()
    var progress = scratch.progress
    progress.hintsRevealed = ["91.4": 1]
    try progress.save(to: scratch.root)
    #expect(scratch.run("verify", "91.4") == 1)
    #expect(
      scratch.captured.output == """
        91.4 is not started: edit Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift
        A hint when you want one: swift run Episode91 hint 91.4   (1 of 3 hints seen)

        """)
    #expect(scratch.run("--lang", "ko", "verify", "91.4") == 1)
    #expect(
      scratch.captured.output.hasSuffix(
        """
        91.4: 시작 전입니다. 수정할 파일: Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift
        힌트가 필요하면 실행하세요: swift run Episode91 hint 91.4   (힌트 3개 중 1개 확인)

        """))
    #expect(scratch.progress.hintsRevealed == ["91.4": 1])
  }

  /// A report line wider than the screen, as an issue's message is, wraps between words under its text.
  @Test func aLongLineOfTheReportWrapsBetweenWords() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    let report = """
      fail
      91.4: dependency issues reported while the announcement ran
        expected: none
        happened: @Dependency(\\.date) has no test implementation, but date.now was called from a test context. Override 'date' with withDependencies { $0.date = … } for the test.

      """
    #expect(scratch.run(["verify", "91.4"], runner: recording(LockIsolated([]), result: report)) == 1)
    #expect(
      scratch.captured.output.contains(
        #"""
        ✗ 91.4 Store without the force cast:
          91.4: dependency issues reported while the announcement ran
            expected: none
            happened: @Dependency(\.date) has no test implementation, but date.now was called from a test
                      context. Override 'date' with withDependencies { $0.date = … } for the test.

        """#), "\(scratch.captured.output)")
  }

  /// A build that stops with no error line shows the end of its output without SwiftPM's progress lines.
  @Test func aBuildWithoutErrorLinesShowsNoProgressLines() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    let build = ProcessResult(
      termination: .exited(1),
      standardOutput:
        "Building for debugging...\n[0/4] Write sources\n[1/4] Write swift-version--58304C5D6DBC2206.txt\n"
        + "the linker was killed\n")
    #expect(scratch.run(["verify", "91.4"], runner: recording(LockIsolated([]), build: build, result: nil)) == 1)
    #expect(
      scratch.captured.output == """
        Building checkpoint 3… (swift build --product Stage3ErasedStore)
        ✗ Checkpoint 3 does not compile:
          the linker was killed

        """)
  }

  /// The failures the real `Stage3ErasedStore --check 91.4` found in the stub as shipped, as it wrote them to
  /// `EPISODE91_RESULTS` after its first line, `fail`.
  static let failuresOfTheShippedStub = #"""
    91.4: the value after sending .step to a store made with a step of 5, from 1
      expected: 6
      happened: 1
    91.4: the value after .stepLater, whose effect sends .step back to the store
      expected: 11
      happened: 1
    91.4: the parent's value after its view sent .step (a step of 5, from 1)
      expected: 6
      happened: 1
    91.4: the view's value (× 100) after it sent .step
      expected: 600
      happened: 100
    91.4: the view's value (× 100) after its parent received .step
      expected: 1100
      happened: 100
    """#

  static var checkOfTheShippedStub: String { "fail\n" + failuresOfTheShippedStub + "\n" }

  /// The check's failures as `verify` shows them, under its verdict: as written, two spaces in.
  static var failuresUnderTheVerdict: String {
    failuresOfTheShippedStub.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
  }

  static let failingEnglish = #"""
    Building checkpoint 3… (swift build --product Stage3ErasedStore)
    Checking 91.4…
    ✗ 91.4 Store without the force cast:
    \#(failuresUnderTheVerdict)
    Stuck? swift run Episode91 hint 91.4   (1 of 3 hints seen)
    The same check by hand: swift run Stage3ErasedStore --check 91.4
    """#

  static let failingKorean = #"""
    체크포인트 3 빌드 중… (swift build --product Stage3ErasedStore)
    91.4 검사 중…
    ✗ 91.4 강제 캐스트(force cast) 없는 Store:
    \#(failuresUnderTheVerdict)
    막혔나요? swift run Episode91 hint 91.4   (힌트 3개 중 1개 확인)
    같은 검사를 직접 실행하려면: swift run Stage3ErasedStore --check 91.4
    """#
}
