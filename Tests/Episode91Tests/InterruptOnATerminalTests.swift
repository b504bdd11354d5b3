import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Ctrl-C typed on a real terminal during `verify`'s build, end to end: the built Episode91 runs as a program of its
/// own whose controlling terminal is a pseudo-terminal the test holds the other end of, and the test types the
/// interrupt character there, so the kernel's line discipline sends SIGINT to the terminal's foreground process
/// group, Episode91's, and to nothing else. `ForwardedInterruptTests` covers the same path in-process, pressing
/// Ctrl-C by a call; this one proves the signal handler, the forwarding to the build's own group and the exit status.
///
/// The seam is the one `CopiedEpisode91Tests` uses: a copy of Episode91 outside any build folder, started from a
/// scratch workbook's root, takes that folder as its workbook. `verify` runs `swift` through `/usr/bin/env`, so
/// `PATH` finds a stand-in `swift` first: a shell whose "compiler" says it is running through a FIFO, then waits
/// on a reader of a second FIFO no one writes, and notes SIGINT in a file. Nothing waits on a clock: every step
/// waits on a FIFO or on a process's end, and only the overall deadline, which fails the test, is in seconds.
@Suite struct InterruptOnATerminalTests {
  static let episode91 = TestBuild.folder.appendingPathComponent("Episode91")

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: episode91.path),
      "Episode91 is not built beside these tests (`swift build` builds it)"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "the stand-in `swift` is a /bin/sh script"),
    .enabled(if: TerminalSession.canIgnore, "the stand-in compiler's holder of its output is a Perl one-liner"))
  func ctrlCOnTheTerminalStopsTheBuildAndSaysInterrupted() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("let package = Package(name: \"Episode91\")\n", to: "Package.swift")
    try scratch.write("enum Exercise91_4 { /* mine */ }\n", to: scratch.exercise.stubPath)
    // Where Episode91 looks for the checkpoints first, so it asks `swift` nothing before the build.
    try FileManager.default.createDirectory(
      at: scratch.root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
    let build = scratch.root.appendingPathComponent("fake-build")
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    let copy = build.appendingPathComponent("Episode91")
    try FileManager.default.copyItem(at: Self.episode91, to: copy)
    let ready = build.appendingPathComponent("ready").path
    try #require(mkfifo(ready, 0o600) == 0)
    try #require(mkfifo(build.appendingPathComponent("hold").path, 0o600) == 0)
    try writeStandInSwift(in: build)

    let pseudoTerminal = try WatchInputTests.PseudoTerminal()
    // Not inherited by the programs other tests start meanwhile, which would keep the terminal open.
    _ = fcntl(pseudoTerminal.main, F_SETFD, FD_CLOEXEC)
    _ = fcntl(pseudoTerminal.terminal, F_SETFD, FD_CLOEXEC)
    var environment = ProcessInfo.processInfo.environment.filter {
      !ProcessRunner.testRunnerVariables.contains($0.key)
    }
    environment["PATH"] = build.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["NO_COLOR"] = "1"
    let processID = try TerminalSession.spawnOnTerminal(
      copy.path, ["--lang", "en", "verify", "91.4"], in: scratch.root, environment: environment,
      terminal: String(cString: ttyname(pseudoTerminal.terminal)))

    let output = LockIsolated(Data())
    let outputEnded = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [main = pseudoTerminal.main] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(main, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        output.withValue { $0.append(contentsOf: buffer.prefix(count)) }
      }
      outputEnded.signal()
    }
    // The first of: the compiler says it runs (its shell's, its own, its reader's and the holder's process ids), or
    // Episode91 ends without ever building.
    let step = DispatchSemaphore(value: 0)
    let buildProcesses = LockIsolated<[pid_t]?>(nil)
    Thread.detachNewThread {
      // Opening blocks until the compiler opens the other end; reading ends when it closes it.
      let reader = open(ready, O_RDONLY)
      var said = [UInt8](repeating: 0, count: 256)
      var length = 0
      while reader >= 0 && length < said.count {
        let count = read(reader, &said[length], said.count - length)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        length += count
      }
      if reader >= 0 { close(reader) }
      let words = String(decoding: said.prefix(length), as: UTF8.self).split(whereSeparator: \.isWhitespace)
      buildProcesses.withValue { $0 = words.compactMap { pid_t($0) } }
      step.signal()
    }
    let status = LockIsolated<Int32?>(nil)
    let endedAt = LockIsolated<DispatchTime?>(nil)
    Thread.detachNewThread {
      var raw: Int32 = 0
      while waitpid(processID, &raw, 0) < 0 && errno == EINTR {}
      endedAt.withValue { $0 = .now() }
      status.withValue { $0 = raw }
      step.signal()
      step.signal()
    }
    // On a failure, nothing of the test is left waiting: Episode91 is killed, and a writer that opens and closes
    // each FIFO ends whatever waits on it (the reader of `ready` above, the compiler's reader of `hold`).
    let giveUp = {
      kill(processID, SIGKILL)
      for fifo in [ready, build.appendingPathComponent("hold").path] {
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
      }
    }
    let deadline = DispatchTime.now() + 300
    guard step.wait(timeout: deadline) == .success, let processes = buildProcesses.value, status.value == nil else {
      giveUp()
      Issue.record("the build never started: \(String(decoding: output.value, as: UTF8.self))")
      return
    }
    #expect(processes.count == 4)
    let holder = processes.last ?? 0
    defer { kill(holder, SIGKILL) }
    // Episode91 leads the terminal's foreground group, so the terminal's Ctrl-C is for it alone: asked on the main
    // side, which answers for the terminal side (TIOCGPGRP) on Linux and macOS alike.
    guard tcgetpgrp(pseudoTerminal.main) == processID else {
      giveUp()
      Issue.record("Episode91 is not the terminal's foreground process group, so Ctrl-C could not reach it")
      return
    }
    #expect(processes.allSatisfy { getpgid($0) != processID }, "the build runs in a process group of its own")
    let ofTheBuild = processes.dropLast()

    pseudoTerminal.type("\u{03}")
    guard step.wait(timeout: deadline) == .success, let raw = status.value else {
      giveUp()
      Issue.record("Episode91 did not end after Ctrl-C: \(String(decoding: output.value, as: UTF8.self))")
      return
    }
    // Only now: the shell opens its own terminal side once it runs, and one nobody holds makes `main` answer EIO.
    pseudoTerminal.closeTerminal()
    _ = outputEnded.wait(timeout: deadline)
    let said = String(decoding: output.value, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    // Episode91 ended while a process outside the build still held the build's output open: it waits for the build,
    // not for its pipes to close, as Foundation did (Ctrl-C then took 3–7 s, and would have taken as long as this
    // holder lives).
    #expect(kill(holder, 0) == 0, "the holder of the build's output ended before Episode91 did")
    // After saying so, Episode91 ends by SIGINT itself (`Termination`), so a shell shows 130 and stops a loop.
    #expect(ChildProcess.decode(raw).signal == SIGINT, "Episode91 ended by SIGINT")
    #expect(said.contains("Interrupted: the build of checkpoint 3 was stopped, and nothing was checked.\n"), "\(said)")
    #expect(!said.contains("does not compile"), "\(said)")
    #expect(
      FileManager.default.fileExists(atPath: build.appendingPathComponent("compiler-interrupted").path),
      "the SIGINT reached the compiler under the build")
    for process in ofTheBuild {
      #expect(kill(process, 0) == -1 && errno == ESRCH, "process \(process) of the build is left behind")
    }
  }

  /// The stand-in `swift build`: its "compiler" is a second shell in the same process group, as SwiftPM's compilers
  /// are, which says it runs through `ready`, then waits until SIGINT, notes it, and ends. Each shell waits for what
  /// it started, so once Episode91 has seen `swift` end, every process of the build is gone, not a zombie. Before
  /// that, the compiler leaves a holder of its output behind, a Perl in a session of its own that no group signal
  /// reaches, which keeps the build's pipes open after the build ended; the test kills it.
  ///
  /// A non-interactive shell starts `cat &` with SIGINT ignored, so the compiler's trap stops its reader itself;
  /// the `swift` shell traps SIGINT only to keep waiting for the compiler instead of dying before it.
  private func writeStandInSwift(in folder: URL) throws {
    let path = folder.path
    let swift = """
      #!/bin/sh
      case "$1 $2" in "build --product") ;; *) exit 1 ;; esac
      echo "[0/4] Write sources"
      trap 'echo interrupted > "\(path)/swift-interrupted"' INT
      /bin/sh "\(path)/compiler" "$$"

      """
    let compiler = """
      cat "\(path)/hold" > /dev/null &
      reader=$!
      trap 'echo interrupted > "\(path)/compiler-interrupted"; kill "$reader"; wait "$reader"; exit 130' INT
      \(TerminalSession.perl) -MPOSIX -e 'POSIX::setsid(); sleep 300' < /dev/null &
      holder=$!
      echo "$1 $$ $reader $holder" > "\(path)/ready"
      wait "$reader"

      """
    try swift.write(to: folder.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
    try compiler.write(to: folder.appendingPathComponent("compiler"), atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("swift").path)
  }

}
