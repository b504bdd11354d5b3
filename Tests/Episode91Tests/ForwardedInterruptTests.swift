import Effect
import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// Ctrl-C during a build: passed on to the program's whole process group, waited for, and said as "interrupted",
/// never "does not compile". The test presses Ctrl-C through its own `InterruptForwarding` (the live one is
/// pressed by the signal handler), so no other test's programs are touched, and it waits on a FIFO and on the
/// runner's return, never on a clock.
@Suite struct ForwardedInterruptTests {
  /// A shell standing in for `swift build`, with a compiler under it in the same process group: the compiler
  /// says it is ready through a FIFO, then works until a SIGINT, and says so on its way out.
  @Test func ctrlCReachesTheWholeBuildAndIsWaitedFor() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-interrupt-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("ready").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let compiler = #"trap "echo compiler stopped; exit 1" INT; echo ready > "$1"; while :; do sleep 1; done"#
    let request = ProcessRequest(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "echo '[0/4] Write sources'; sh -c '\(compiler)' compiler \"$1\"", "build", fifo],
      timeout: 120)

    let watched = DispatchSemaphore(value: 0)
    let groups = LockIsolated<(child: pid_t, ours: pid_t)>((0, 0))
    // A minute's grace: the compiler stops by itself, however loaded the machine; no kill after a second.
    let forwarding = InterruptForwarding(catchesSignals: false, grace: 60) { processID in
      groups.withValue { $0 = (getpgid(processID), getpgid(0)) }
      watched.signal()
    }
    let result = LockIsolated<ProcessResult?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let restore = unblockingInterrupts()
      defer { restore() }
      result.withValue { $0 = ProcessRunner.run(request, interrupts: forwarding) }
      finished.signal()
    }
    watched.wait()
    // Blocks until the compiler opens the FIFO and says it is ready.
    let reader = open(fifo, O_RDONLY)
    try #require(reader >= 0)
    var said = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &said, said.count)
    close(reader)
    #expect(String(decoding: said.prefix(max(count, 0)), as: UTF8.self) == "ready\n")
    forwarding.interrupt()
    finished.wait()

    let ended = try #require(result.value)
    #expect(ended.interrupted)
    #expect(ended.termination != .timedOut)
    #expect(ended.standardOutput.contains("compiler stopped"), "the SIGINT reached the compiler under the build")
    // Foundation started the build in a process group of its own, which is why the terminal's Ctrl-C never
    // reached it and Episode91 must pass it on.
    #expect(groups.value.child != groups.value.ours)
  }

  /// Ctrl-C pressed while a program is starting, after `prepare` and before `begin`, reaches it once it has
  /// started, instead of being lost.
  @Test func ctrlCWhileAProgramStartsReachesItOnceStarted() throws {
    let forwarding = InterruptForwarding(catchesSignals: false)
    forwarding.prepare()
    forwarding.interrupt()
    let restore = unblockingInterrupts()
    defer { restore() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec sleep 1000"]
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    forwarding.begin(process.processIdentifier)
    exited.wait()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGINT)
    #expect(forwarding.end(process.processIdentifier))
  }

  /// The runner's result when Ctrl-C stopped `swift build`: SwiftPM's progress line is all it wrote.
  static let interruptedBuild = ProcessResult(
    termination: .signalled(SIGINT), standardOutput: "[0/4] Write sources\nBuilding for debugging...\n",
    interrupted: true)

  @Test func verifySaysInterruptedNeverDoesNotCompile() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    #expect(scratch.run(["verify", "91.4"], runner: { _ in Self.interruptedBuild }) == 130)
    #expect(
      scratch.captured.output == """
        Building checkpoint 3… (swift build --product Stage3ErasedStore)
        Interrupted: the build of checkpoint 3 was stopped, and nothing was checked.

        """)
    #expect(scratch.progress.verified["91.4"] == nil)
    #expect(scratch.run(["--lang", "ko", "verify", "91.4"], runner: { _ in Self.interruptedBuild }) == 130)
    #expect(
      scratch.captured.output.hasSuffix(
        """
        체크포인트 3 빌드 중… (swift build --product Stage3ErasedStore)
        중단했습니다: 3단계 체크포인트의 빌드를 멈췄고, 아무것도 검사하지 않았습니다.

        """))
  }

  /// `verify` with no id stops at the first checkpoint Ctrl-C stopped: no other is built.
  @Test func verifyOfEveryStartedExerciseStopsThere() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_1 { /* mine */ }\n", to: Exercise.e91_1.stubPath)
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    let builds = LockIsolated(0)
    let runner: RunProcess = { _ in
      builds.withValue { $0 += 1 }
      return Self.interruptedBuild
    }
    #expect(scratch.run(["verify"], runner: runner) == 130)
    #expect(builds.value == 1)
    #expect(!scratch.captured.output.contains("does not compile"))
  }

  /// In `watch`, the Ctrl-C that stopped the build stops watching too, with 130 as any command Ctrl-C stops.
  @Test func watchStopsWhenCtrlCStopsTheBuild() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    let executables = Executables(
      folder: scratch.root.appendingPathComponent("bin"), runCaptured: { _ in Self.interruptedBuild },
      replaceProcess: { _, _ in "not in tests" })
    let invocation = Invocation(
      usage: "swift run Episode91 watch [id]", arguments: try Arguments([], allowedFlags: []),
      console: scratch.captured.console, workbook: scratch.workbook, executables: executables)
    let environment = WatchEnvironment(
      nextInput: {
        Issue.record("watch waited for a key after Ctrl-C")
        return .endOfInput
      },
      stamp: { _ in nil }, readsSingleKeys: true, begin: {}, end: {}, clearScreen: {})
    #expect(
      ExerciseWatch(commands: ExerciseCommands(invocation), environment: environment).run(startingAt: .e91_4) == 130)
    #expect(
      scratch.captured.output.hasSuffix(
        """
        Interrupted: the build of checkpoint 3 was stopped, and nothing was checked.
        Stopped watching.

        """))
  }
}

/// Unblocks SIGINT on this thread until the returned closure runs. A program inherits the signal mask of the
/// thread that starts it, and a test may run on a worker thread (Dispatch's, Swift concurrency's) that blocks
/// SIGINT, where the program would never see one; Episode91 starts programs on its main thread, which does not.
func unblockingInterrupts() -> () -> Void {
  var interrupt = sigset_t()
  sigemptyset(&interrupt)
  sigaddset(&interrupt, SIGINT)
  var old = sigset_t()
  pthread_sigmask(SIG_UNBLOCK, &interrupt, &old)
  return {
    var old = old
    pthread_sigmask(SIG_SETMASK, &old, nil)
  }
}
