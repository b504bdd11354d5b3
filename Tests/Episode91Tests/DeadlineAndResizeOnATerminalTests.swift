import Effect
import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// What a learner drives by hand, on a real pseudo-terminal (`TerminalSession`) with the built Episode91: `watch`
/// taking the next save after a check that looped was stopped (N7), and `walk` and `watch` drawn again the moment
/// the window is resized, with no key pressed (N12). Serialized, like `TerminalLifetimeTests`, so that at most one
/// Episode91 and its stand-ins run at a time on CI's two cores.
@Suite(.serialized, .enabled(if: TerminalSession.isAvailable, TerminalSession.unavailable))
struct DeadlineAndResizeOnATerminalTests {
  /// A stand-in for checkpoint 3 whose check of 91.4 loops forever while the stub says `loops` (saying its process id
  /// in `check.pid` first), and passes otherwise, writing its verdict where `verify` reads it.
  static let checkpointThatLoops = """
    #!/bin/sh
    if grep -q loops Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift; then
      echo $$ > check.pid
      while :; do :; done
    fi
    printf 'pass\\n' > "$EPISODE91_RESULTS/91.4.txt"
    echo "✓ 91.4: passes"

    """

  /// A `swift` whose build succeeds at once.
  static let succeedingBuild = """
    #!/bin/sh
    exit 0

    """

  /// `watch` on a stub whose check loops: at its deadline (half a second here, `EPISODE91_CHECK_SECONDS`) the check is
  /// stopped and the verdict says so; the loop is gone; the next save, which fixes the stub, gets its verdict.
  @Test func watchStopsALoopingCheckAndTakesTheNextSave() throws {
    let scratch = try StandInWorkbook(swift: Self.succeedingBuild)
    try scratch.workbook.write("enum Exercise91_4 { /* loops */ }\n", to: Exercise.e91_4.stubPath)
    let checkpoint = scratch.root.appendingPathComponent(".build/debug/Stage3ErasedStore")
    try Self.checkpointThatLoops.write(to: checkpoint, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: checkpoint.path)
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let session = try TerminalSession(
      ["--lang", "en", "watch", "91.4"], in: scratch.root,
      environment: ["PATH": scratch.tools.path + ":" + path, CheckDeadline.environmentVariable: "0.5"],
      executable: scratch.tools.appendingPathComponent("Episode91"), columns: 100)
    let stopped = """
      ✗ 91.4 Store without the force cast: the check did not finish in 0.5 seconds, so it was stopped.
        Likely a loop in your code that never ends, or a wait for something that never comes.
      """
    #expect(session.waitFor(stopped), "\(session.output)")
    #expect(session.waitFor("Watching Exercise91_4.swift"))
    let pidText = try String(contentsOf: scratch.root.appendingPathComponent("check.pid"), encoding: .utf8)
    let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) == -1 && errno == ESRCH, "the looping check is still running")

    let saved = session.output.count
    try scratch.workbook.write("enum Exercise91_4 { /* fixed */ }\n", to: Exercise.e91_4.stubPath)
    #expect(
      session.waitFor("✓ 91.4 Store without the force cast: passes", after: saved),
      "the save after the stopped check got no verdict: \(session.output.suffix(800))")
    session.type("q")
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == 0)
  }

  /// The lines drawn after `offset`, each at most `columns` wide: a screen laid out for the window's new width.
  static func overflowing(_ output: String, after offset: Int, columns: Int) -> [String] {
    output.dropFirst(offset).split(separator: "\n").map(String.init).filter { $0.displayWidth > columns }
  }

  /// A window made narrower while `watch` waits: the screen is drawn again at once, for 66 columns (the stub's path,
  /// which no line break may cut, takes 64), with no key.
  @Test func watchRedrawsAtOnceWhenTheWindowIsResized() throws {
    let scratch = try StandInWorkbook(swift: TerminalLifetimeTests.failingBuild)
    let session = try scratch.start(["--lang", "en", "watch", "91.4"])
    // The whole first screen, down to its keys, before the window changes.
    #expect(session.waitFor("Watching Exercise91_4.swift"), "\(session.output)")
    #expect(session.waitFor("q quit"))
    let resized = session.output.count
    try session.resize(columns: 66, rows: 20)
    #expect(
      session.waitFor("Watching Exercise91_4.swift", after: resized),
      "watch did not redraw after the resize: \(session.output.suffix(500))")
    #expect(session.waitFor("q quit", after: resized))
    #expect(Self.overflowing(session.output, after: resized, columns: 66) == [])
    session.type("q")
    #expect(session.waitForEnd().map { TerminalSession.shellStatus($0.status) } == 0)
  }

  /// The same for `walk`: its page again at once, fitted to the new width.
  @Test func walkRedrawsAtOnceWhenTheWindowIsResized() throws {
    let session = try TerminalSession(["--lang", "en", "walk", "2"], in: Workbook.current.root, columns: 100)
    #expect(session.waitFor("q: quit"), "\(session.output)")
    let resized = session.output.count
    try session.resize(columns: 60, rows: 20)
    #expect(
      session.waitFor("q: quit", after: resized), "walk did not redraw after the resize: \(session.output.suffix(500))"
    )
    #expect(Self.overflowing(session.output, after: resized, columns: 60) == [])
    session.type("q")
    #expect(session.waitForEnd().map { TerminalSession.shellStatus($0.status) } == 0)
  }
}
