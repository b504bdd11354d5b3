import Effect
import ExerciseSupport
import Foundation
import Messages
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
  /// `EPISODE91_RESULTS` after its first line, `fail`: each after the hint written for it, all hint 3.
  static let failuresOfTheShippedStub = #"""
    hint 3
    91.4: the value after sending .step to a store made with a step of 5, from 1
      expected: 6
      happened: 1
    hint 3
    91.4: the value after .stepLater, whose effect sends .step back to the store
      expected: 11
      happened: 1
    hint 3
    91.4: the parent's value after its view sent .step (a step of 5, from 1)
      expected: 6
      happened: 1
    hint 3
    91.4: the view's value (× 100) after it sent .step
      expected: 600
      happened: 100
    hint 3
    91.4: the view's value (× 100) after its parent received .step
      expected: 1100
      happened: 100
    """#

  static var checkOfTheShippedStub: String { "fail\n" + failuresOfTheShippedStub + "\n" }

  /// The check's failures as `verify` shows them, under its verdict: as written, two spaces in, without the
  /// `hint` lines, which become one line in the learner's language under the run of failures they name.
  static var failuresUnderTheVerdict: String {
    failuresOfTheShippedStub.split(separator: "\n").filter { !$0.hasPrefix("hint ") }.map { "  " + $0 }
      .joined(separator: "\n")
  }

  static let failingEnglish = #"""
    Building checkpoint 3… (swift build --product Stage3ErasedStore)
    Checking 91.4…
    ✗ 91.4 Store without the force cast:
    \#(failuresUnderTheVerdict)
        (hint 3 is written for this)
    The hint for this: swift run Episode91 hint 91.4   (1 of 3 hints seen)
    The same check by hand: swift run Stage3ErasedStore --check 91.4
    """#

  static let failingKorean = #"""
    체크포인트 3 빌드 중… (swift build --product Stage3ErasedStore)
    91.4 검사 중…
    ✗ 91.4 강제 캐스트(force cast) 없는 Store:
    \#(failuresUnderTheVerdict)
        (이 부분을 다루는 힌트: 3번)
    이 실패에 맞는 힌트: swift run Episode91 hint 91.4   (힌트 3개 중 1개 확인)
    같은 검사를 직접 실행하려면: swift run Stage3ErasedStore --check 91.4
    """#
}

/// Failures that name different hints, as 91.1's check writes them when only the favorites reducer is wrong but a
/// `pullback` slip is there too: each run of failures is followed by the hint written for it, `verify` ends with
/// the command that shows it, and `hint` shows the hint the first failure named before the gentler ones.
@Suite struct VerifyNamesTheHintTests {
  static let report = #"""
    fail
    hint 3
    91.4: what loading sent, when the environment's file client holds [2, 31] and the global one [666]
      expected: [FavoritePrimesAction.loadedFavoritePrimes([2, 31])]
      happened: [FavoritePrimesAction.loadedFavoritePrimes([666])]
    hint 3
    91.4: what saving [2, 3, 5] wrote, and where
      expected: ["the environment saved [2,3,5]"]
      happened: ["the global saved [2,3,5]"]
    hint 2
    91.4: what the pulled-back effects sent
      expected: [LogAction.log(11)]
      happened: []

    """#

  private func failedVerify(_ language: [String] = []) throws -> ScratchWorkbook {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    #expect(scratch.run(language + ["verify", "91.4"], runner: recording(LockIsolated([]), result: Self.report)) == 1)
    return scratch
  }

  @Test func eachRunOfFailuresNamesItsHintAndVerifyEndsWithTheCommand() throws {
    let scratch = try failedVerify()
    #expect(
      scratch.captured.output == #"""
        Building checkpoint 3… (swift build --product Stage3ErasedStore)
        Checking 91.4…
        ✗ 91.4 Store without the force cast:
          91.4: what loading sent, when the environment's file client holds [2, 31] and the global one [666]
            expected: [FavoritePrimesAction.loadedFavoritePrimes([2, 31])]
            happened: [FavoritePrimesAction.loadedFavoritePrimes([666])]
          91.4: what saving [2, 3, 5] wrote, and where
            expected: ["the environment saved [2,3,5]"]
            happened: ["the global saved [2,3,5]"]
            (hint 3 is written for this)
          91.4: what the pulled-back effects sent
            expected: [LogAction.log(11)]
            happened: []
            (hint 2 is written for this)
        The hint for this: swift run Episode91 hint 91.4   (0 of 3 hints seen)
        The same check by hand: swift run Stage3ErasedStore --check 91.4

        """#)
    #expect(scratch.progress.verified["91.4"]?.failedHints == [3, 2])
  }

  @Test func theKoreanScreenNamesTheSameHints() throws {
    let scratch = try failedVerify(["--lang", "ko"])
    let output = scratch.captured.output
    #expect(output.contains("    happened: []\n    (이 부분을 다루는 힌트: 2번)\n"))
    #expect(output.contains("\n    (이 부분을 다루는 힌트: 3번)\n  91.4: what the pulled-back effects sent\n"))
    #expect(output.contains("\n이 실패에 맞는 힌트: swift run Episode91 hint 91.4   (힌트 3개 중 0개 확인)\n"))
  }

  /// `hint` shows hint 3 first, then hint 2, both named by the failures; then the one left, hint 1; `--next` goes
  /// by the fixed order whatever failed.
  @Test func hintShowsTheNamedHintsFirstAndNextKeepsTheOrder() throws {
    let scratch = try failedVerify()
    let start = scratch.captured.output.count
    #expect(scratch.run("hint", "91.4") == 0)
    #expect(
      String(scratch.captured.output.dropFirst(start)) == """
        91.4 Store without the force cast — hint 3 of 3
          3. self.reducer = { value, action, _ in reducer(&value, action, environment) }: the closure
             captures the environment, and its own third parameter, always (), goes unused.
        This hint is for what failed in your last verify.
        Run it again for the next hint.
        The hints in their order instead: swift run Episode91 hint 91.4 --next

        """)
    #expect(scratch.progress.hintsSeen(of: "91.4") == [3])
    #expect(scratch.run("hint", "91.4") == 0)
    #expect(scratch.progress.hintsSeen(of: "91.4") == [2, 3])
    #expect(
      scratch.captured.output.hasSuffix(
        """
        — hint 2 of 3
          2. Keep the environment by capturing it in a closure rather than storing it as Any.
          3. self.reducer = { value, action, _ in reducer(&value, action, environment) }: the closure
             captures the environment, and its own third parameter, always (), goes unused.
        This hint is for what failed in your last verify.
        Run it again for the next hint.
        The hints in their order instead: swift run Episode91 hint 91.4 --next

        """))
    #expect(scratch.run("hint", "91.4") == 0)
    #expect(scratch.progress.hintsSeen(of: "91.4") == [1, 2, 3])
    #expect(scratch.progress.hintsRevealed["91.4"] == 3)
    #expect(
      scratch.captured.output.hasSuffix(
        "That was the last hint. Still stuck? swift run Episode91 solution 91.4 --force\n"))
  }

  @Test func hintNextKeepsTheFixedOrder() throws {
    let scratch = try failedVerify()
    #expect(scratch.run("hint", "91.4", "--next") == 0)
    #expect(scratch.progress.hintsSeen(of: "91.4") == [1])
    #expect(scratch.captured.output.contains("— hint 1 of 3\n"))
    #expect(!scratch.captured.output.contains("This hint is for what failed"))
    #expect(scratch.run("hint", "91.4") == 0)
    #expect(scratch.progress.hintsSeen(of: "91.4") == [1, 3])
    #expect(scratch.progress.hintsRevealed["91.4"] == 1)
    #expect(scratch.progress.hintsRevealedAhead["91.4"] == [3])
  }

  /// A pass forgets what the last failure named: `hint` goes by the fixed order again.
  @Test func aPassForgetsTheNamedHints() throws {
    let scratch = try failedVerify()
    #expect(scratch.run(["verify", "91.4"], runner: recording(LockIsolated([]), result: "pass\n")) == 0)
    #expect(scratch.run("hint", "91.4") == 0)
    #expect(scratch.progress.hintsSeen(of: "91.4") == [1])
  }
}

/// The results file a check writes: each failure after its `hint` line, read back as it was written; a file from a
/// check that names no hints still reads.
@Suite struct ExerciseResultsFileTests {
  @Test func failuresAndTheirHintsRoundTrip() throws {
    let failures = [
      ExerciseFailure(exerciseID: "91.1", what: "one", expected: "a", actual: "b", hint: 3),
      ExerciseFailure(exerciseID: "91.1", what: "two", expected: "c\nd", actual: "e", hint: 1),
    ]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    ExerciseResults.save(failures, for: .e91_1, environment: [ExerciseResults.environmentVariable: folder.path])
    #expect(
      ExerciseResults.load(for: .e91_1, in: folder)
        == .failed([
          .init(hint: 3, text: "91.1: one\n  expected: a\n  happened: b"),
          .init(hint: 1, text: "91.1: two\n  expected: c\n            d\n  happened: e"),
        ]))
    try "fail\n91.1: old\n  expected: a\n  happened: b\n".write(
      to: folder.appendingPathComponent("91.1.txt"), atomically: true, encoding: .utf8)
    #expect(
      ExerciseResults.load(for: .e91_1, in: folder)
        == .failed([.init(hint: nil, text: "91.1: old\n  expected: a\n  happened: b")]))
  }

  /// A progress file written before hints were named or seen out of order loads as it was.
  @Test func anOlderProgressFileStillLoads() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write(
      #"{"hintsRevealed": {"91.4": 2}, "verified": {"91.4": {"passed": false, "stubFingerprint": "x"}}}"#,
      to: ExerciseProgress.fileName)
    let loaded = ExerciseProgress.load(from: scratch.root)
    #expect(loaded.problem == nil)
    #expect(loaded.progress.hintsSeen(of: "91.4") == [1, 2])
    #expect(loaded.progress.verified["91.4"]?.failedHints == [])
  }
}
