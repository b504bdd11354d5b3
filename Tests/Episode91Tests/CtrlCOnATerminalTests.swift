import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Ctrl-C pressed on a real pseudo-terminal (`TerminalSession`) while `run` builds its checkpoint (N9) and while
/// `verify` runs a check (N15): the line after it says what was stopped, and Episode91 ends with 130. Serialized,
/// like `TerminalLifetimeTests`, so that at most one Episode91 and its stand-ins run at a time on CI's two cores.
@Suite(.serialized, .enabled(if: TerminalSession.isAvailable, TerminalSession.unavailable))
struct CtrlCOnATerminalTests {
  /// `run 1` while its checkpoint builds: interrupted, never "does not compile", nor "Fix it".
  @Test func ctrlCDuringRunsBuildSaysTheAppWasNotStarted() throws {
    let scratch = try StandInWorkbook(swift: StandInWorkbook.hangingBuild)
    let output = try scratch.end(during: ["--lang", "en", "run", "1"])
    #expect(
      output.hasSuffix("Interrupted: the build of checkpoint 1 was stopped, and the app was not started.\n"),
      "\(output)")
    #expect(!output.contains("does not compile"))
    #expect(!output.contains("Fix it"))
  }

  /// `verify 91.4` once its checkpoint is built, while the check runs: the check was stopped, not the build.
  @Test func ctrlCDuringACheckSaysTheCheckWasStopped() throws {
    let scratch = try StandInWorkbook(swift: "#!/bin/sh\nexit 0\n")
    // A checkpoint whose check waits until a signal ends it, saying its process id through the stand-ins' FIFO.
    let checkpoint = scratch.root.appendingPathComponent(".build/debug/Stage3ErasedStore")
    let started = scratch.tools.appendingPathComponent("started").path
    try "#!/bin/sh\necho $$ > '\(started)'\nexec sleep 300\n".write(to: checkpoint, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: checkpoint.path)
    let output = try scratch.end(during: ["--lang", "en", "verify", "91.4"])
    // The terminal echoes the key as ^C before the line.
    #expect(output.contains("Checking 91.4…\n"))
    #expect(
      output.hasSuffix("Interrupted: the check of 91.4 was stopped before it finished, and nothing was recorded.\n"),
      "\(output)")
    #expect(!output.contains("the build of checkpoint"))
  }
}

extension StandInWorkbook {
  /// Starts Episode91's copy with `arguments`, ends it by `ending` once a stand-in says it runs, and returns what
  /// Episode91 wrote, having held that it ended with the ending's status and left none of the stand-in's processes
  /// running.
  func end(during arguments: [String], by ending: EndingWithUsOnATerminalTests.Ending = .ctrlC) throws -> String {
    let session = try start(arguments)
    let running = try #require(buildStarted(), "the stand-in never started: \(session.output)")
    ending.end(session)
    let end = try #require(session.waitForEnd())
    #expect(TerminalSession.shellStatus(end.status) == ending.status)
    #expect(running.allSatisfy { isGone($0) }, "a process of the stand-in is left behind")
    return session.output
  }
}
