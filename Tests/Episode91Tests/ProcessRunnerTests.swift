import Foundation
import Testing

@testable import Episode91

/// The real process runner, with `/bin/sh` as the program: quick, and no test waits on a clock.
@Suite struct ProcessRunnerTests {
  private func shell(_ script: String) -> ProcessRequest {
    ProcessRequest(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], workingDirectory: nil, timeout: 60)
  }

  @Test func bothOutputsAndTheExitStatusAreCaptured() {
    let result = ProcessRunner.run(shell("echo out; echo err >&2; exit 3"))
    #expect(result == ProcessResult(termination: .exited(3), standardOutput: "out\n", standardError: "err\n"))
  }

  @Test func standardInputIsEmptySoNothingWaitsForATerminal() {
    #expect(ProcessRunner.run(shell("cat; echo done")).standardOutput == "done\n")
  }

  @Test func aLargeOutputDoesNotBlockThePipe() {
    let result = ProcessRunner.run(shell("i=0; while [ $i -lt 20000 ]; do echo 'line of output'; i=$((i+1)); done"))
    #expect(result.standardOutput.count == 20000 * 15)
  }

  @Test func aSignalIsReportedAsACrash() {
    #expect(ProcessRunner.run(shell("kill -9 $$")).termination == .signalled(9))
  }

  @Test func aMissingProgramCannotStart() {
    let request = ProcessRequest(
      executable: URL(fileURLWithPath: "/nonexistent/program"), arguments: [], workingDirectory: nil, timeout: 60)
    guard case .couldNotStart = ProcessRunner.run(request).termination else {
      Issue.record("expected couldNotStart")
      return
    }
  }

  @Test func resultsComeBackInTheOrderAsked() {
    let requests = (0..<8).map { shell("echo \($0)") }
    let results = runAll(requests, atMost: 3, using: ProcessRunner.run)
    #expect(results.map(\.standardOutput) == (0..<8).map { "\($0)\n" })
  }
}
