import Effect
import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// A check that never finishes gets a verdict: `verify` stops it at its deadline (`CheckDeadline`), kills its process
/// group and says, naming the exercise, that the code did not finish. The looping check is a real process (a shell
/// loop that never ends), so nothing here waits for time to pass: the deadline, a fraction of a second here, is what
/// ends it.
@Suite struct CheckDeadlineTests {
  /// A `swift` whose build succeeds and whose checkpoint's check is a shell that loops forever, run for real by
  /// `ProcessRunner` with the request's deadline; its process id goes to `pidFile`.
  static func loopingCheck(pidFile: URL, _ requests: LockIsolated<[ProcessRequest]>) -> RunProcess {
    { request in
      requests.withValue { $0.append(request) }
      if commandLine(of: request).first == "build" { return ProcessResult(termination: .exited(0)) }
      var looping = request
      looping.executable = URL(fileURLWithPath: "/bin/sh")
      looping.arguments = ["-c", "echo $$ > '\(pidFile.path)'; while :; do :; done"]
      return ProcessRunner.run(looping)
    }
  }

  static let timedOutEnglish = """
    Building checkpoint 3… (swift build --product Stage3ErasedStore)
    Checking 91.4…
    ✗ 91.4 Store without the force cast: the check did not finish in 0.2 seconds, so it was stopped.
      Likely a loop in your code that never ends, or a wait for something that never comes.
    Stuck? swift run Episode91 hint 91.4   (0 of 3 hints seen)
    The same check by hand: swift run Stage3ErasedStore --check 91.4

    """

  static let timedOutKorean = """
    체크포인트 3 빌드 중… (swift build --product Stage3ErasedStore)
    91.4 검사 중…
    ✗ 91.4 강제 캐스트(force cast) 없는 Store: 검사가 0.2초 안에 끝나지 않아 멈췄습니다.
      코드에 끝나지 않는 반복이 있거나, 끝내 오지 않는 무언가를 기다리고 있을 가능성이 큽니다.
    막혔나요? swift run Episode91 hint 91.4   (힌트 3개 중 0개 확인)
    같은 검사를 직접 실행하려면: swift run Stage3ErasedStore --check 91.4

    """

  @Test(arguments: [(["verify", "91.4"], timedOutEnglish), (["--lang", "ko", "verify", "91.4"], timedOutKorean)])
  func verifyStopsACheckThatLoopsAndSaysSo(arguments: [String], screen: String) throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* loops */ }\n", to: scratch.exercise.stubPath)
    let pidFile = scratch.root.appendingPathComponent("check.pid")
    let requests = LockIsolated<[ProcessRequest]>([])
    let code = scratch.run(arguments, runner: Self.loopingCheck(pidFile: pidFile, requests), checkSeconds: 0.2)
    #expect(code == 1)
    #expect(scratch.captured.output == screen)
    // The check was told its deadline, and Episode91 stopped it half a second after, as it would a check that
    // could not stop itself; the loop is gone.
    let check = try #require(requests.value.last)
    #expect(check.environment[CheckDeadline.environmentVariable] == "0.2")
    #expect(check.timeout == 0.7)
    let pid = try #require(pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .newlines)))
    #expect(kill(pid, 0) == -1 && errno == ESRCH, "the looping check is still running")
    // A check that did not finish is a failing verdict, recorded as one.
    #expect(scratch.progress.verified["91.4"]?.passed == false)
  }

  /// A checkpoint whose own watchdog stopped the check (`withDeadline`) exits with the deadline's status, 124, and
  /// writes no result: the same verdict.
  @Test func aCheckThatStoppedItselfAtItsDeadlineGetsTheSameVerdict() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* loops */ }\n", to: scratch.exercise.stubPath)
    let runner: RunProcess = { request in
      if commandLine(of: request).first == "build" { return ProcessResult(termination: .exited(0)) }
      return ProcessResult(
        termination: .exited(CheckDeadline.exitStatus),
        standardError:
          "✗ 91.4 Store without the force cast: the check did not finish in 10 seconds, so it was stopped.\n")
    }
    #expect(scratch.run(["verify", "91.4"], runner: runner, checkSeconds: 10) == 1)
    #expect(
      scratch.captured.output.contains(
        """
        ✗ 91.4 Store without the force cast: the check did not finish in 10 seconds, so it was stopped.
          Likely a loop in your code that never ends, or a wait for something that never comes.

        """))
  }

  @Test func theDeadlineIsTenSecondsUnlessTheVariableSetsAnother() {
    #expect(CheckDeadline.seconds(in: [:]) == 10)
    #expect(CheckDeadline.seconds(in: ["EPISODE91_CHECK_SECONDS": "30"]) == 30)
    #expect(CheckDeadline.seconds(in: ["EPISODE91_CHECK_SECONDS": "0.5"]) == 0.5)
    for refused in ["", "0", "-1", "ten", "inf", "nan"] {
      #expect(CheckDeadline.seconds(in: ["EPISODE91_CHECK_SECONDS": refused]) == 10, "\(refused)")
    }
    #expect(CheckDeadline.written(10) == "10")
    #expect(CheckDeadline.written(0.25) == "0.25")
  }

  /// Ctrl-C once the build is done stops the check, and the line after it says the check was stopped (N15): it
  /// used to say the build was.
  @Test func ctrlCDuringTheCheckSaysTheCheckWasStopped() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    let runner: RunProcess = { request in
      if commandLine(of: request).first == "build" { return ProcessResult(termination: .exited(0)) }
      return ProcessResult(termination: .signalled(SIGINT), interrupted: true)
    }
    #expect(scratch.run(["verify", "91.4"], runner: runner) == 130)
    #expect(
      scratch.captured.output == """
        Building checkpoint 3… (swift build --product Stage3ErasedStore)
        Checking 91.4…
        Interrupted: the check of 91.4 was stopped before it finished, and nothing was recorded.

        """)
    #expect(scratch.progress.verified["91.4"] == nil)
    #expect(scratch.run(["--lang", "ko", "verify", "91.4"], runner: runner) == 130)
    #expect(
      scratch.captured.output.hasSuffix(
        """
        91.4 검사 중…
        중단했습니다: 91.4 검사를 끝나기 전에 멈췄고, 아무것도 기록하지 않았습니다.

        """))
  }
}

/// `run` interrupted while it compiles its checkpoint (N9): the build says nothing about the code, so `run` says it
/// was interrupted and exits 130, never that the checkpoint "does not compile", nor "Fix it".
@Suite struct RunInterruptedDuringItsBuildTests {
  @Test(arguments: [
    (["run", "2"], "Interrupted: the build of checkpoint 2 was stopped, and the app was not started.\n"),
    (["--lang", "ko", "run", "2"], "중단했습니다: 2단계 체크포인트의 빌드를 멈췄고, 앱은 시작하지 않았습니다.\n"),
  ])
  func runSaysInterruptedNeverDoesNotCompile(arguments: [String], said: String) throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(2)
    var executables = fixture.executables()
    executables.compile = { _, _ in ForwardedInterruptTests.interruptedBuild }
    let result = fixture.run(arguments, executables: executables)
    #expect(result.code == 130)
    let compiling =
      arguments.contains("ko") ? "Stage2EnvironmentInReducer 컴파일 중…\n" : "Compiling Stage2EnvironmentInReducer…\n"
    #expect(result.errors == compiling + said)
    #expect(result.output == "")
  }
}
