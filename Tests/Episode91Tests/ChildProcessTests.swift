import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Every program Episode91 starts ends with it, is reaped, and gets no descriptor it should not: the captured
/// runner in-process, with `/bin/sh` as the program.
@Suite struct ChildProcessTests {
  private func shell(_ script: String, timeout: Double = 60) -> ProcessRequest {
    ProcessRequest(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], workingDirectory: nil, timeout: timeout)
  }

  /// A timeout kills the program's whole process group: the `sleep` its shell started in the background too, which
  /// held the output pipe and used to keep running for its 300 seconds. The deadline is the behaviour under test; the
  /// runner returns as soon as the group is gone, not when the `sleep` would have ended.
  @Test func aTimeoutKillsTheWholeGroup() throws {
    let result = ProcessRunner.run(shell("sleep 300 & echo $!; wait", timeout: 0.5))
    #expect(result.termination == .timedOut)
    let sleep = try #require(pid_t(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(isGone(sleep), "the sleep \(sleep) the timed-out shell started is still running")
  }

  /// A program that ends while something it started in its group still holds its output is not waited for
  /// forever: what it started is killed once the grace period is over, and nothing is left.
  @Test func whatAProgramLeftBehindInItsGroupIsKilled() throws {
    let result = ProcessRunner.run(shell("sleep 300 & echo $!"))
    #expect(result.termination == .exited(0))
    let sleep = try #require(pid_t(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(isGone(sleep))
  }

  /// N13: a group is signalled only while its ended leader is unreaped, a zombie that keeps the group's number ours
  /// (`waitid(WNOWAIT)`); once reaped, the number may be another program's, and nothing is sent. The `sleep` the
  /// leader left in its group is still reached after the leader's end. Deterministic: the test reaps it itself.
  @Test func aGroupIsSignalledOnlyWhileItsLeaderIsUnreaped() throws {
    let child = try ChildProcess.start(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "sleep 300 > /dev/null & echo $!"],
      environment: ["PATH": "/usr/bin:/bin"], in: nil, role: .ownGroup,
      input: .nullDevice, output: .pipe, error: .nullDevice)
    let said = String(decoding: FileHandle(fileDescriptor: child.output).readDataToEndOfFile(), as: UTF8.self)
    let sleep = try #require(pid_t(said.trimmingCharacters(in: .whitespacesAndNewlines)))
    defer { kill(sleep, SIGKILL) }
    #expect(child.waitForExit() == 0)
    #expect(!child.isReaped, "the ended leader was reaped before its owner let go")
    #expect(child.send(SIGKILL), "the group of an unreaped leader was not signalled")
    #expect(isGone(sleep), "what the leader left in its group was not reached")
    child.reap()
    let deadline = DispatchTime.now() + 10
    while !child.isReaped && DispatchTime.now() < deadline { sched_yield() }
    try #require(child.isReaped)
    #expect(!child.send(SIGKILL), "a group whose leader was reaped was signalled")
  }

  /// Programs started from three threads at once (`runAll`, as `compare` does) each see standard input, output and
  /// error, and nothing of their siblings': each pipe is close-on-exec from its creation, under one lock.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/fd"),
      "Linux's /proc lists another process's descriptors; macOS has no such listing"))
  func siblingsStartedAtOnceShareNoDescriptor() {
    // The shell lists its own descriptors with `ls`, a program of its own, so the listing opens none in the shell.
    let requests = (0..<150).map { _ in shell("ls /proc/$$/fd") }
    let results = runAll(requests, atMost: 3, using: ProcessRunner.run)
    let leaked = results.filter { $0.standardOutput.split(whereSeparator: \.isWhitespace) != ["0", "1", "2"] }
    #expect(leaked.isEmpty, "\(leaked.count) of 150 saw more than 0–2: \(leaked.first?.standardOutput ?? "")")
    #expect(results.allSatisfy { $0.termination == .exited(0) })
  }

  /// A thousand captured runs leave this process's descriptors as they were: each program's pipes are closed and
  /// it is reaped. Other suites run beside this one and open descriptors of their own meanwhile, so the bound is a
  /// margin well below the 2,000 that two leaked pipe ends a run came to, not equality (the 100 saves under `watch`
  /// in `TerminalLifetimeTests` count a separate Episode91's, exactly).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: ownListing), "no listing of a process's descriptors"))
  func aThousandRunsLeaveTheDescriptorsWhereTheyWere() throws {
    let before = try #require(openDescriptors()).count
    for _ in 0..<1000 {
      _ = ProcessRunner.run(
        ProcessRequest(executable: URL(fileURLWithPath: "/bin/true"), arguments: [], workingDirectory: nil))
    }
    let after = try #require(openDescriptors()).count
    #expect(after < before + 100, "\(before) descriptors before 1,000 runs, \(after) after")
  }

  /// `run` hands the app only 0–2: everything else is marked close-on-exec, whatever opened it.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: ownListing), "no listing of a process's descriptors"))
  func closeOnExecMarksEveryDescriptorFromThree() throws {
    let descriptor = open("/dev/null", O_RDONLY)
    try #require(descriptor >= 3)
    defer { close(descriptor) }
    #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0)
    closeOnExec(from: 3)
    #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
  }

  /// The signal handlers write to a pipe, which may fail (a full pipe) and set `errno` under code that is about to
  /// read it: the handler puts it back.
  @Test func theHandlerKeepsErrno() throws {
    let catcher = SignalPipe(signals: [], flags: 0) { _ in }
    // Fill the pipe, whose write end never blocks, so the handler's own write fails with EAGAIN.
    var byte: UInt8 = 0
    while write(catcher.writeEnd, &byte, 1) == 1 {}
    errno = EDOM
    catcher.wake(SIGINT)
    #expect(errno == EDOM)
    close(catcher.readEnd)
    close(catcher.writeEnd)
  }

  /// Where this system lists a process's open descriptors (`openDescriptors`): Linux's /proc, macOS's /dev/fd.
  static var ownListing: String {
    #if canImport(Darwin)
      "/dev/fd"
    #else
      "/proc/self/fd"
    #endif
  }
}

/// Whether `process` has ended, or does within `seconds`: no such process, or (Linux) a zombie no one reaped yet,
/// which runs nothing (in a container whose first process reaps nothing, an orphan's zombie stays). The kernel tears
/// a killed process down after `kill` returns, so its state is asked again until it has ended; the deadline only
/// bounds a process that does not end, which fails the test.
func isGone(_ process: pid_t, within seconds: Double = 10) -> Bool {
  let deadline = DispatchTime.now() + seconds
  while !hasEnded(process) {
    guard DispatchTime.now() < deadline else { return false }
    sched_yield()
  }
  return true
}

private func hasEnded(_ process: pid_t) -> Bool {
  if kill(process, 0) == -1 && errno == ESRCH { return true }
  #if os(Linux)
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.range(of: ") ", options: .backwards)
    else { return true }
    return stat[close.upperBound...].hasPrefix("Z")
  #else
    return false
  #endif
}
