import Effect
import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// The built Episode91 on a real pseudo-terminal (`TerminalSession`), as a learner drives it: the pager at the
/// terminal, Ctrl-C, SIGTERM, a closed window, Ctrl-Z and `fg`. Serialized, so that at most one Episode91 and its
/// stand-ins run at a time on CI's two cores.
@Suite(.serialized, .enabled(if: TerminalSession.isAvailable, TerminalSession.unavailable))
struct TerminalLifetimeTests {
  static let hasLess = FileManager.default.isExecutableFile(atPath: "/usr/bin/less")

  // MARK: the pager

  /// `diff 1 2` through `less`, with `PAGER` unset (Episode91's default, `less -R`) and set: the first page is on the
  /// screen, `q` quits, Episode91 exits 0, and the terminal's modes are as they were. The pager used to be stopped
  /// (SIGTTOU) in a process group of its own, leaving a blank screen that only Ctrl-C left.
  @Test(.enabled(if: hasLess, "less is not installed here"), arguments: [nil, "less -R"])
  func theDiffIsPagedAndQQuits(pager: String?) throws {
    let session = try TerminalSession(
      ["--lang", "en", "diff", "1", "2"], in: Workbook.current.root,
      environment: pager.map { ["PAGER": $0] } ?? [:])
    let firstPage = """
      Stage 1 Global `Current` → stage 2 Environment in the reducer
      20 files changed, +
      """
    #expect(session.waitFor(firstPage), "\(session.output)")
    #expect(session.waitFor("App/AppEnvironment.swift"))
    session.type("q")
    let end = try #require(session.waitForEnd(), "q did not end the pager and Episode91")
    #expect(TerminalSession.shellStatus(end.status) == 0)
    let modes = try #require(session.modesNow())
    #expect(TerminalSession.sameModes(modes, session.modesBefore), "the terminal's modes changed")
  }

  // MARK: Ctrl-C, SIGTERM and a closed terminal

  /// `watch` ends as the signal that ended it would: 130 for Ctrl-C, 143 for SIGTERM, 129 for a closed terminal,
  /// and says it stopped, with the terminal's modes back as they were.
  @Test(arguments: [SIGINT, SIGTERM])
  func watchEndsAsTheSignalWould(signal: Int32) throws {
    let scratch = try StandInWorkbook(swift: Self.failingBuild)
    let session = try scratch.start(["--lang", "en", "watch", "91.4"])
    #expect(session.waitFor("Watching Exercise91_4.swift"), "\(session.output)")
    if signal == SIGINT { session.type("\u{03}") } else { kill(session.processID, signal) }
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 128 + signal)
    #expect(session.output.hasSuffix("Stopped watching.\n"), "\(session.output)")
    let modes = try #require(session.modesNow())
    #expect(TerminalSession.sameModes(modes, session.modesBefore), "watch left single-key mode on")
  }

  /// Ctrl-C while `compare` builds a checkpoint: it ends with 130 and draws no table.
  @Test func compareStopsOnCtrlC() throws {
    let scratch = try StandInWorkbook(swift: StandInWorkbook.hangingBuild)
    let session = try scratch.start(["--lang", "en", "compare"])
    let build = try #require(scratch.buildStarted(), "the build never started: \(session.output)")
    session.type("\u{03}")
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 130)
    #expect(session.output.contains("Interrupted: the checkpoints were stopped, and nothing was compared.\n"))
    #expect(!session.output.contains("How dependencies travel"), "\(session.output)")
    #expect(build.allSatisfy { isGone($0) })
  }

  /// SIGTERM during `verify`'s build: passed on to the build, which stops, and Episode91 ends with 143.
  @Test func sigtermDuringABuildEndsWith143() throws {
    let scratch = try StandInWorkbook(swift: StandInWorkbook.hangingBuild)
    let session = try scratch.start(["--lang", "en", "verify", "91.4"])
    let build = try #require(scratch.buildStarted(), "the build never started: \(session.output)")
    kill(session.processID, SIGTERM)
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 143)
    #expect(build.allSatisfy { isGone($0) }, "a process of the build is left behind")
  }

  /// Closing the terminal while `run` compiles the checkpoint: the build is ended with Episode91, which ends by the
  /// hang-up. It used to go on with PID 1 as its parent, holding `.build`'s lock.
  @Test func closingTheTerminalDuringRunLeavesNothing() throws {
    let scratch = try StandInWorkbook(swift: StandInWorkbook.hangingBuild)
    _ = try scratch.end(during: ["--lang", "en", "run", "1"], by: .closedTerminal)
  }

  /// `run` hands the app standard input, output and error, and nothing else, even a descriptor Episode91 inherited
  /// open. The app is a copy of `/bin/sh` that lists its own descriptors with `ls`.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "Linux's /proc lists descriptors"))
  func runsAppSeesOnlyTheStandardDescriptors() throws {
    let scratch = try StandInWorkbook(swift: Self.failingBuild)
    let app = scratch.root.appendingPathComponent(".build/debug/Stage1GlobalCurrent")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: "/bin/sh").resolvingSymlinksInPath(), to: app)
    // Newer than every source, as a build just made it: the copy keeps /bin/sh's old time, which is stale.
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: app.path)
    let session = try scratch.start(
      ["--lang", "en", "run", "1", "--", "-c", "ls /proc/$$/fd; echo END"], inheriting: 7)
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 0)
    #expect(session.output.hasSuffix("0  1  2\nEND\n"), "\(session.output)")
  }

  /// 100 saves under `watch`, each verified (the stand-in build fails at once): Episode91 has the descriptors it
  /// had after the first verdict, counted in /proc. Each verify used to leak two.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "Linux's /proc lists descriptors"))
  func aHundredSavesUnderWatchLeakNothing() throws {
    let scratch = try StandInWorkbook(swift: Self.failingBuild)
    let session = try scratch.start(["--lang", "en", "watch", "91.4"])
    let verdict = "Watching Exercise91_4.swift"
    #expect(session.waitFor(verdict))
    let before = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(session.processID)/fd").count
    for save in 1...100 {
      let seen = session.output.count
      try scratch.workbook.write(
        "enum Exercise91_4 { /* save \(save) */ }\n", to: Exercise.e91_4.stubPath)
      guard session.waitFor(verdict, after: seen) else {
        Issue.record("save \(save) got no verdict: \(session.output.suffix(500))")
        return
      }
    }
    let after = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(session.processID)/fd").count
    #expect(after == before, "\(before) descriptors after the first verdict, \(after) after 100 saves")
    session.type("q")
    #expect(session.waitForEnd().map { TerminalSession.shellStatus($0.status) } == 0)
  }

  // MARK: tutorial

  /// Closing the terminal while `tutorial` serves: docc is ended with Episode91 and its port is free again. A stand-in
  /// `docc` (Python's HTTP server) listens on the port and prints its address as docc does.
  @Test(.enabled(if: StandInWorkbook.python != nil, "the stand-in docc is a python3 script"))
  func closingTheTerminalDuringTutorialFreesThePort() throws {
    let scratch = try StandInWorkbook(swift: Self.failingBuild, docc: StandInWorkbook.servingDocc)
    let port = try #require(Port.free())
    let session = try scratch.start(["--lang", "en", "tutorial", "--port", "\(port)"])
    let docc = try #require(scratch.buildStarted(), "docc never started: \(session.output)")
    #expect(session.waitFor("http://localhost:\(port)/tutorials/"), "\(session.output)")
    #expect(!Port.isFree(port))
    session.hangUp()
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 128 + SIGHUP)
    #expect(docc.allSatisfy { isGone($0) }, "docc is left running")
    #expect(Port.isFree(port))
  }

  /// Ctrl-C before docc serves is what the learner asked for: Episode91 ends with 130 and never says docc "stopped
  /// with exit status 2".
  @Test func ctrlCBeforeDoccServesIsNoFailure() throws {
    let scratch = try StandInWorkbook(swift: Self.failingBuild, docc: StandInWorkbook.hangingBuild)
    let port = try #require(Port.free())
    let output = try scratch.end(during: ["--lang", "en", "tutorial", "--port", "\(port)"])
    #expect(!output.contains("exit status"), "\(output)")
  }

  // MARK: Ctrl-Z

  /// Ctrl-Z, then `fg`, in `walk`: single keys again, so `n` alone turns the page. A shell with job control
  /// (`set -m`) runs `walk` as its job, in a group of its own (a stopped group with no parent in the session outside
  /// it would not be stopped at all), and brings it back with `fg` once it stops.
  @Test func ctrlZThenFgInWalkBringsSingleKeysBack() throws {
    let session = try TerminalSession(
      [
        "-c", #"set -m; "$0" "$@"; echo "job stopped"; fg"#, TerminalSession.episode91.path, "--lang", "en", "walk",
        "2",
      ],
      in: Workbook.current.root, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(session.waitFor("From stage 1 to stage 2"), "\(session.output)")
    session.type("\u{1A}")
    #expect(session.waitFor("job stopped"), "Ctrl-Z did not stop walk: \(session.output.suffix(300))")
    let resumed = session.output.count
    session.type("n")
    #expect(session.waitFor("Step 1 of ", after: resumed), "n alone did not turn the page after fg")
    session.type("q")
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 0)
    let modes = try #require(session.modesNow())
    #expect(TerminalSession.sameModes(modes, session.modesBefore))
  }

  /// A `swift` whose build fails at once: `verify` and `watch` get a verdict without compiling anything.
  static let failingBuild = """
    #!/bin/sh
    echo "Sources/x.swift:1:1: error: stand-in build"
    exit 1

    """
}

/// A scratch workbook that a copy of the built Episode91, outside any build folder, takes as its workbook (as in
/// `InterruptOnATerminalTests`), with stand-ins for `swift` and `docc` first on `PATH`. A stand-in that hangs says
/// its process ids through a FIFO, `started`, so the test acts only once it runs, then waits for a signal.
final class StandInWorkbook {
  let workbook: ScratchWorkbook
  let tools: URL
  var root: URL { workbook.root }
  var started: String { tools.appendingPathComponent("started").path }

  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  init(swift: String, docc: String? = nil) throws {
    workbook = try ScratchWorkbook()
    try workbook.write("let package = Package(name: \"Episode91\")\n", to: "Package.swift")
    try workbook.write("enum Exercise91_4 { /* mine */ }\n", to: Exercise.e91_4.stubPath)
    // Every checkpoint's lesson, which `compare` reads before it builds anything.
    for stage in Stage.all {
      for language in Language.allCases {
        let path = "Episodes/\(stage.target)/\(StageLesson.fileName(in: language))"
        try workbook.write(String(contentsOf: Workbook.current.url(path), encoding: .utf8), to: path)
      }
    }
    try FileManager.default.createDirectory(
      at: workbook.root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
    tools = workbook.root.appendingPathComponent("tools")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: TerminalSession.episode91, to: tools.appendingPathComponent("Episode91"))
    try #require(mkfifo(started, 0o600) == 0)
    for (name, script) in [("swift", swift), ("docc", docc)] {
      guard let script else { continue }
      let path = tools.appendingPathComponent(name).path
      try script.replacingOccurrences(of: "$STARTED", with: started)
        .replacingOccurrences(of: "$PYTHON", with: Self.python ?? "python3")
        .write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
  }

  /// Episode91's copy on a terminal, in the workbook, the stand-ins first on `PATH`; with `inheriting`, that
  /// descriptor open (on `/dev/null`) and not close-on-exec, as a careless parent might leave one.
  func start(
    _ arguments: [String], inheriting descriptor: Int32? = nil, ignoring: [String] = [], closing: [Int32] = []
  ) throws -> TerminalSession {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return try TerminalSession(
      arguments, in: root, environment: ["PATH": tools.path + ":" + path],
      executable: tools.appendingPathComponent("Episode91"), inheriting: descriptor, ignoring: ignoring,
      closing: closing)
  }

  /// The process ids a hanging stand-in wrote to `started`, once it did; nil if none did within 60 s (then the
  /// FIFO is opened and closed, so the reader waiting on it ends).
  func buildStarted() -> [pid_t]? {
    let said = LockIsolated<[pid_t]?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [started] in
      // Opening blocks until the stand-in opens the other end; reading ends when it closes it.
      let reader = open(started, O_RDONLY)
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 256)
      while reader >= 0 {
        let count = read(reader, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer[..<count]
      }
      if reader >= 0 { close(reader) }
      let text = String(decoding: bytes, as: UTF8.self)
      said.withValue { $0 = text.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) } }
      done.signal()
    }
    guard done.wait(timeout: .now() + 60) == .success else {
      let writer = open(started, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      return nil
    }
    return said.value.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A `swift` (or `docc`) that runs until a signal ends it: a shell and a `sleep` in its process group, as a build
  /// and its compilers are; it says both ids through `started`.
  static let hangingBuild = """
    #!/bin/sh
    echo "[0/4] Write sources"
    sleep 300 &
    echo "$$ $!" > "$STARTED"
    wait

    """

  /// A `docc preview` that serves: Python's HTTP server on the port after `--port`, saying the address as docc does.
  static let servingDocc = """
    #!$PYTHON
    import http.server, os, sys
    port = int(sys.argv[sys.argv.index("--port") + 1])
    server = http.server.HTTPServer(("127.0.0.1", port), http.server.SimpleHTTPRequestHandler)
    with open("$STARTED", "w") as started:
        started.write(str(os.getpid()))
    print("Server is running: http://localhost:%d/documentation" % port, flush=True)
    server.serve_forever()

    """
}
