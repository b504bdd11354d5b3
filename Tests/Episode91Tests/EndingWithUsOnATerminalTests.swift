import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Whatever ends Episode91 ends what it started, on a real terminal (`TerminalSession`): a build whose compiler sits
/// in a process group of its own, as SwiftPM's do, a build that ignores Ctrl-C, the pager; and Episode91 started as a
/// careless parent may start it (SIGCHLD or SIGHUP ignored, a standard descriptor closed) still tells a failure from a
/// success and starts its children. Every wait is on something happening, bounded by a deadline that fails the test.
@Suite(.serialized, .enabled(if: TerminalSession.isAvailable, TerminalSession.unavailable))
struct EndingWithUsOnATerminalTests {
  /// How a learner ends Episode91 during a build, and the status a shell then shows.
  enum Ending: String, CaseIterable, Sendable {
    case ctrlC, ctrlBackslash, sigterm, closedTerminal

    var status: Int32 {
      switch self {
      case .ctrlC: 128 + SIGINT
      case .ctrlBackslash: 128 + SIGQUIT
      case .sigterm: 128 + SIGTERM
      case .closedTerminal: 128 + SIGHUP
      }
    }

    func end(_ session: TerminalSession) {
      switch self {
      case .ctrlC: session.type("\u{03}")
      case .ctrlBackslash: session.type("\u{1C}")
      case .sigterm: kill(session.processID, SIGTERM)
      case .closedTerminal: session.hangUp()
      }
    }
  }

  /// `swift build` stops the compilers it started, each in a process group of its own, on SIGINT alone; SIGHUP and
  /// SIGTERM end it at once and leave them running, and SIGQUIT wakes Swift's backtracer. So whichever signal ends
  /// Episode91, the build is sent SIGINT, and nothing is left: not the build, not its compiler.
  @Test(
    .enabled(if: StandInWorkbook.python != nil, "the stand-in swift is a python3 script"), arguments: Ending.allCases)
  func everyEndingStopsTheCompilerInItsOwnGroup(ending: Ending) throws {
    let scratch = try StandInWorkbook(swift: Self.swiftPMLikeBuild)
    let session = try scratch.start(["--lang", "en", "verify", "91.4"])
    let build = try #require(scratch.buildStarted(), "the build never started: \(session.output)")
    try #require(build.count == 2)
    // Should the test fail, nothing of it is left running.
    defer { kill(-build[1], SIGKILL) }
    #expect(getpgid(build[1]) == build[1], "the compiler leads a process group of its own")
    ending.end(session)
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == ending.status)
    #expect(isGone(build[0]), "the build is left behind")
    #expect(isGone(build[1]), "the compiler is left behind, in its own group")
    #expect(!session.output.contains("Program crashed"), "\(session.output)")
  }

  /// A build that ignores SIGINT is killed once the grace is over, group and all.
  @Test func aBuildThatIgnoresCtrlCIsKilledAfterTheGrace() throws {
    let scratch = try StandInWorkbook(swift: Self.buildIgnoringSIGINT)
    _ = try scratch.end(during: ["--lang", "en", "verify", "91.4"])
  }

  /// The pager is Episode91's own child, not a shell's, whether `PAGER` needs no shell or a shell that `exec`s it (dash
  /// would otherwise stay between), and it does not outlive Episode91 even when it ignores SIGTERM and SIGHUP: it is
  /// killed after the grace.
  @Test(arguments: [" -R", " '-R'"])
  func thePagerIsOurChildAndEndsWithUs(arguments: String) throws {
    let (scratch, session, said) = try paging(
      through: """
        #!/bin/sh
        trap '' TERM HUP
        echo "$$ $PPID" > "$STARTED"
        exec sleep 300

        """, arguments)
    defer { kill(said[0], SIGKILL) }
    #expect(said[1] == session.processID, "the pager's parent is \(said[1]), not Episode91 (\(session.processID))")
    kill(session.processID, SIGTERM)
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 128 + SIGTERM)
    #expect(isGone(said[0]), "the pager outlived Episode91")
    withExtendedLifetime(scratch) {}
  }

  /// A pipeline as `PAGER` keeps its shell between, and dash ends at once on SIGTERM, and on Ctrl-\, which `less`
  /// ignores: what the shell leaves (the stand-in, which reads its text, then waits ignoring Ctrl-\ as `less` does) is
  /// sent SIGTERM in Episode91's group, which Episode91 leads here as in a shell with job control. It was left reading
  /// the terminal. The stand-in ignores SIGHUP: Episode91 leads the terminal's session here, and the kernel sends the
  /// foreground group SIGHUP when a session's leader ends, which a learner's shell, the leader there, does not.
  @Test(arguments: [Ending.sigterm, .ctrlBackslash])
  func whatAPipelinePagerLeavesEndsWithUs(ending: Ending) throws {
    let (scratch, session, said) = try paging(
      through: """
        #!/bin/sh
        trap '' QUIT HUP
        cat > /dev/null
        echo "$$ $PPID" > "$STARTED"
        exec sleep 300

        """, " -R | cat")
    defer { kill(said[0], SIGKILL) }
    #expect(said[1] != session.processID, "the pipeline's shell did not stay between")
    ending.end(session)
    let end = try #require(session.waitForEnd())
    // Ctrl-\ is the pager's key, not Episode91's: the diff was shown, and Episode91 ends as after `q`.
    #expect(TerminalSession.shellStatus(end.status) == (ending == .sigterm ? 128 + SIGTERM : 0))
    #expect(isGone(said[0]), "the pipeline's pager outlived Episode91")
    withExtendedLifetime(scratch) {}
  }

  /// Episode91 signals its process group only when it leads it: started by a script without job control, it shares
  /// the script's group, and the script, which SIGTERM would end, goes on after Episode91 ends. (What a pipeline's
  /// shell leaves may then outlive Episode91; the test ends it itself.)
  @Test func aGroupEpisode91DoesNotLeadIsNotSignalled() throws {
    let scratch = try StandInWorkbook(swift: TerminalLifetimeTests.failingBuild)
    let pager = try scratch.writeTool(
      "pager", "#!/bin/sh\ncat > /dev/null\necho \"$$ $PPID\" > \"\(scratch.started)\"\nexec sleep 300\n")
    let session = try TerminalSession(
      [
        "-c", #""$0" "$@"; echo "the script goes on after $?""#, TerminalSession.episode91.path, "--lang", "en", "diff",
        "1", "2",
      ],
      in: Workbook.current.root, environment: ["PAGER": pager.path + " -R | cat"],
      executable: URL(fileURLWithPath: "/bin/sh"))
    let said = try #require(scratch.buildStarted(), "the pager never started: \(session.output)")
    defer { kill(said[0], SIGKILL) }
    let episode91 = try #require(Self.parent(of: said[1]), "no parent of the pager's shell")
    try #require(getpgid(episode91) != episode91, "Episode91 leads its group here")
    kill(episode91, SIGTERM)
    #expect(session.waitFor("the script goes on after 143"), "\(session.output.suffix(300))")
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 0)
  }

  /// The parent of `process`, as `ps` says.
  private static func parent(of process: pid_t) -> pid_t? {
    ps(["ppid="], of: process).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// Starts `diff 1 2` on a terminal with a stand-in pager, `script` followed by `arguments` as `PAGER`, and returns
  /// the session and what the stand-in said it is: its process id and its parent's.
  private func paging(
    through script: String, _ arguments: String
  ) throws -> (scratch: StandInWorkbook, session: TerminalSession, said: [pid_t]) {
    let scratch = try StandInWorkbook(swift: TerminalLifetimeTests.failingBuild)
    let pager = try scratch.writeTool("pager", script.replacingOccurrences(of: "$STARTED", with: scratch.started))
    let session = try TerminalSession(
      ["--lang", "en", "diff", "1", "2"], in: Workbook.current.root, environment: ["PAGER": pager.path + arguments])
    let said = try #require(scratch.buildStarted(), "the pager never started: \(session.output)")
    try #require(said.count == 2)
    return (scratch, session, said)
  }

  /// With standard error closed (`2>&-`), the pager, which inherits it, still starts: Episode91 opens /dev/null on a
  /// closed 0–2 first. macOS's `posix_spawn` refused to start it (EBADF), and the diff was written without one.
  @Test func aClosedStandardErrorStillStartsThePager() throws {
    let scratch = try StandInWorkbook(swift: TerminalLifetimeTests.failingBuild)
    let pager = try scratch.writeTool(
      "pager",
      """
      #!/bin/sh
      echo "paged by the stand-in"
      exec cat > /dev/null

      """)
    let session = try TerminalSession(
      ["--lang", "en", "diff", "1", "2"], in: Workbook.current.root, environment: ["PAGER": pager.path],
      closing: [2])
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 0)
    #expect(session.output.contains("paged by the stand-in"), "\(session.output)")
  }

  /// With standard input closed (`<&-`), `walk` reads the end of `/dev/null` and stops, instead of waiting for keys
  /// on its own signal pipe, which took descriptor 0.
  @Test func walkWithStandardInputClosedEnds() throws {
    let session = try TerminalSession(["--lang", "en", "walk", "2"], in: Workbook.current.root, closing: [0])
    let end = try #require(session.waitForEnd(), "walk waited for keys that cannot come")
    #expect(TerminalSession.shellStatus(end.status) == 0)
  }

  /// Started with SIGCHLD ignored, which survives `exec`, a build that fails is a failure: the kernel would reap it
  /// unasked, `waitpid` failed, and the failure used to be taken for exit status 0.
  @Test(.enabled(if: TerminalSession.canIgnore, "no /usr/bin/perl to start Episode91 with a signal ignored"))
  func aFailedBuildIsAFailureWithSIGCHLDIgnored() throws {
    let scratch = try StandInWorkbook(swift: TerminalLifetimeTests.failingBuild)
    let session = try scratch.start(["--lang", "en", "verify", "91.4"], ignoring: ["CHLD"])
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 1)
    #expect(session.output.contains("error: stand-in build"), "\(session.output)")
    #expect(!session.output.contains("Checking"), "\(session.output)")
  }

  /// Under `nohup` (SIGHUP ignored on start), `tutorial` neither catches SIGHUP nor lets docc have it back: both
  /// have it ignored while docc serves, as `ps` says (Linux's procps and macOS's ps both show the masks), so closing
  /// the terminal ends neither. SIGTERM then ends both, with 143.
  @Test(
    .enabled(if: StandInWorkbook.python != nil, "the stand-in docc is a python3 script"),
    .enabled(if: TerminalSession.canIgnore, "no /usr/bin/perl to start Episode91 with a signal ignored"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/ps"), "no /bin/ps to ask for signal masks"))
  func underNohupTheTutorialKeepsSIGHUPIgnored() throws {
    let scratch = try StandInWorkbook(swift: TerminalLifetimeTests.failingBuild, docc: StandInWorkbook.servingDocc)
    let port = try #require(Port.free())
    let session = try scratch.start(["--lang", "en", "tutorial", "--port", "\(port)"], ignoring: ["HUP"])
    let docc = try #require(scratch.buildStarted(), "docc never started: \(session.output)")
    #expect(session.waitFor("http://localhost:\(port)/tutorials/"), "\(session.output)")
    let hangUp: UInt64 = 1 << (SIGHUP - 1)
    for process in [session.processID] + docc {
      let masks = try #require(Self.signalMasks(of: process))
      #expect(masks.ignored & hangUp != 0, "process \(process) no longer ignores SIGHUP")
      #expect(masks.caught & hangUp == 0, "process \(process) catches SIGHUP")
    }
    session.hangUp()
    kill(session.processID, SIGTERM)
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 128 + SIGTERM)
    #expect(docc.allSatisfy { isGone($0) }, "docc is left running")
  }

  /// Ctrl-Z during a build stops the build with Episode91, and `fg` continues both: the build's processes, in a group of
  /// their own, are sent SIGTSTP, then SIGCONT. They used to go on compiling while the job was stopped. A shell with
  /// job control (`set -m`) runs `verify` as its job, as in `TerminalLifetimeTests`' Ctrl-Z test, and waits for a line
  /// before its `fg`.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/ps"), "no /bin/ps to ask for process states"))
  func ctrlZPausesTheBuildUntilFg() throws {
    let scratch = try StandInWorkbook(swift: StandInWorkbook.hangingBuild)
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let session = try TerminalSession(
      [
        "-c", #"set -m; "$0" "$@"; echo "job stopped"; read line; fg"#,
        scratch.tools.appendingPathComponent("Episode91").path,
        "--lang", "en", "verify", "91.4",
      ],
      in: scratch.root, environment: ["PATH": scratch.tools.path + ":" + path],
      executable: URL(fileURLWithPath: "/bin/sh"))
    let build = try #require(scratch.buildStarted(), "the build never started: \(session.output)")
    defer { build.forEach { kill($0, SIGKILL) } }
    session.type("\u{1A}")
    #expect(session.waitFor("job stopped"), "Ctrl-Z did not stop verify: \(session.output.suffix(300))")
    for process in build {
      #expect(Self.becomes(process, stopped: true), "process \(process) of the build went on while the job was stopped")
    }
    // Return, and the shell's `fg` continues Episode91, which continues the build.
    session.type("\n")
    for process in build {
      #expect(Self.becomes(process, stopped: false), "process \(process) of the build stayed stopped after fg")
    }
    session.type("\u{03}")
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 130)
    #expect(build.allSatisfy { isGone($0) }, "a process of the build is left behind")
  }

  /// Whether `process` is (or, within 10 s, becomes) stopped, or running when `stopped` is false, as `ps` says: a
  /// signal takes effect a moment after `kill` returns.
  static func becomes(_ process: pid_t, stopped: Bool) -> Bool {
    let deadline = DispatchTime.now() + 10
    while DispatchTime.now() < deadline {
      guard let state = ps(["stat="], of: process) else { return false }
      if state.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("T") == stopped { return true }
    }
    return false
  }

  /// The signals `process` ignores and catches, as `ps` shows them (in hexadecimal, on Linux and macOS alike).
  static func signalMasks(of process: pid_t) -> (ignored: UInt64, caught: UInt64)? {
    guard let said = ps(["ignored=,caught="], of: process) else { return nil }
    let masks = said.split(whereSeparator: \.isWhitespace).compactMap { UInt64($0, radix: 16) }
    return masks.count == 2 ? (masks[0], masks[1]) : nil
  }

  /// What `/bin/ps -o columns -p process` prints, or nil when it could not run.
  private static func ps(_ columns: [String], of process: pid_t) -> String? {
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/ps")
    ps.arguments = columns.flatMap { ["-o", $0] } + ["-p", "\(process)"]
    let output = Pipe()
    ps.standardOutput = output
    guard (try? ps.run()) != nil else { return nil }
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ps.waitUntilExit()
    return said
  }

  /// A stand-in `swift build` as SwiftPM behaves: its compiler leads a process group of its own, and only SIGINT makes
  /// the build stop it (then wait for it); SIGHUP and SIGTERM end the build at once, as their defaults do.
  static let swiftPMLikeBuild = """
    #!$PYTHON
    import os, signal
    # At its default before the fork, so the compiler never has Python's handler, which would swallow an early SIGINT.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    compiler = os.fork()
    if compiler == 0:
        os.setpgid(0, 0)
        while True:
            signal.pause()
    try:
        os.setpgid(compiler, compiler)
    except OSError:
        pass
    def stop(number, frame):
        os.killpg(compiler, signal.SIGINT)
        os.waitpid(compiler, 0)
        os._exit(130)
    signal.signal(signal.SIGINT, stop)
    with open("$STARTED", "w") as started:
        started.write("%d %d" % (os.getpid(), compiler))
    print("[0/4] Write sources", flush=True)
    while True:
        signal.pause()

    """

  /// A stand-in `swift build` that ignores SIGINT, and so does the `sleep` it starts in its group.
  static let buildIgnoringSIGINT = """
    #!/bin/sh
    trap '' INT
    echo "[0/4] Write sources"
    sleep 300 &
    echo "$$ $!" > "$STARTED"
    wait

    """
}

extension StandInWorkbook {
  /// Writes an executable script named `name` among the stand-ins, and returns where.
  func writeTool(_ name: String, _ script: String) throws -> URL {
    let url = tools.appendingPathComponent(name)
    try script.write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    return url
  }
}
