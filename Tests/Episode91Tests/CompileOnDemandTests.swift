import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `compare` and `run` compile a checkpoint themselves when it is missing or stale, and a checkpoint that does
/// not compile costs its own column only.
@Suite struct CompileOnDemandTests {
  /// Executables whose compiler puts a probe-answering script in place for every stage but `broken`, and
  /// records which stages it was asked to compile.
  private func executables(
    _ fixture: FixtureWorkbook, broken: Int? = nil, compiled: LockIsolated<[Int]>
  ) -> Executables {
    var executables = fixture.executables(answer: answering)
    let binaries = fixture.binaries
    executables.compile = { stage, _ in
      compiled.withValue { $0.append(stage.number) }
      if stage.number == broken {
        return ProcessResult(
          termination: .exited(1),
          standardOutput: "error: emit-module command failed with exit code 1\n"
            + "Exercise91_4.swift:12:5: error: cannot find 'reducr' in scope\nmore noise\n")
      }
      // The probes are answered by `answering`; the compiler only has to leave an executable file behind.
      let executable = binaries.appendingPathComponent(stage.target)
      guard FileManager.default.createFile(atPath: executable.path, contents: Data("#!/bin/sh\n".utf8)) else {
        return ProcessResult(termination: .exited(1), standardOutput: "error: could not write \(executable.path)")
      }
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
      return ProcessResult(termination: .exited(0))
    }
    return executables
  }

  @Test func compareCompilesOnlyTheStagesThatNeedIt() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try fixture.addStage(2)
    try fixture.compile(1)
    let compiled = LockIsolated<[Int]>([])
    let result = fixture.run(["compare", "1", "2"], executables: executables(fixture, compiled: compiled))
    #expect(result.code == 0)
    #expect(compiled.value == [2], "stage 1 was already compiled and is not older than its sources")
    #expect(result.errors.contains("Compiling Stage2EnvironmentInReducer…"))
    #expect(result.output.contains("s2 ok"))
    #expect(!result.output.contains("not compiled"))
  }

  /// SwiftPM does not relink a checkpoint whose touched sources compile to the same code (after a `git checkout`,
  /// say): the build succeeds, the executable keeps its old time, and the checkpoint is still not stale after it.
  @Test func aBuildThatRelinksNothingStillBringsTheCheckpointUpToDate() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try fixture.compile(1)
    let hourAgo = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes(
      [.modificationDate: hourAgo], ofItemAtPath: fixture.binaries.appendingPathComponent("Stage1GlobalCurrent").path)
    var executables = fixture.executables()
    let builds = LockIsolated(0)
    executables.compile = { _, _ in
      builds.withValue { $0 += 1 }
      return ProcessResult(termination: .exited(0))
    }
    let stage1 = Stage.all[0]
    #expect(executables.isStale(stage1, in: fixture.workbook))
    #expect(executables.compileIfNeeded([stage1], in: fixture.workbook).isEmpty)
    #expect(!executables.isStale(stage1, in: fixture.workbook))
    _ = executables.compileIfNeeded([stage1], in: fixture.workbook)
    #expect(builds.value == 1, "an up-to-date checkpoint is not built again")
  }

  /// A checkpoint links the shared modules in `Sources/`: a change there makes it out of date, as a change in its own
  /// folder does; a change to Episode91 itself does not.
  @Test func aChangeInASharedModuleMakesEveryCheckpointStale() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try fixture.compile(1)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)],
      ofItemAtPath: fixture.binaries.appendingPathComponent("Stage1GlobalCurrent").path)
    let executables = fixture.executables()
    let stage1 = Stage.all[0]
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7200)],
      ofItemAtPath: fixture.root.appendingPathComponent("Episodes/Stage1GlobalCurrent/main.swift").path)
    try fixture.write("let episode91 = 1\n", to: "Sources/Episode91/Own.swift")
    #expect(!executables.isStale(stage1, in: fixture.workbook))
    try fixture.write("let shared = 1\n", to: "Sources/PrimeTimeDomain/Shared.swift")
    #expect(executables.isStale(stage1, in: fixture.workbook))
  }

  @Test func aStageThatDoesNotCompileCostsOnlyItsOwnColumn() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(2)
    try fixture.addStage(3)
    let compiled = LockIsolated<[Int]>([])
    let result = fixture.run(["compare"], executables: executables(fixture, broken: 3, compiled: compiled))
    #expect(result.code == 0)
    #expect(result.output.contains("s2 ok"))
    #expect(result.output.contains("not compiled"))
    #expect(result.output.contains("Stage 3 does not compile:"))
    #expect(result.output.contains("error: cannot find 'reducr' in scope"))
    #expect(result.output.contains("Episode91 reset"))
    #expect(!result.output.contains("Not compiled yet"), "we just tried: the error, not build advice, is the note")
    #expect(!result.output.contains("last build that compiled"), "there was no earlier build to answer")
  }

  @Test func aStaleStageThatNoLongerCompilesIsNotToldToRebuild() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(3)
    try fixture.compile(3)
    // Sources newer than the executable: stale, so compare tries to compile it, and that fails.
    try fixture.write("let edited = 1\n", to: "Episodes/Stage3ErasedStore/Edited.swift")
    let past = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes(
      [.modificationDate: past], ofItemAtPath: fixture.binaries.appendingPathComponent("Stage3ErasedStore").path)
    let result = fixture.run(
      ["compare"], executables: executables(fixture, broken: 3, compiled: LockIsolated<[Int]>([])))
    #expect(result.output.contains("Stage 3 does not compile:"))
    #expect(result.output.contains("Until it does, stage 3's column shows what its last build that compiled answered."))
    #expect(!result.output.contains("Changed since they were compiled"))
  }

  @Test func runCompilesAMissingCheckpointBeforeHandingOverTheTerminal() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    let compiled = LockIsolated<[Int]>([])
    let handedOver = LockIsolated<[String]>([])
    var executables = executables(fixture, compiled: compiled)
    executables.replaceProcess = { executable, arguments in
      handedOver.withValue { $0 = [executable.lastPathComponent] + arguments }
      return "stopped by the test"
    }
    _ = fixture.run(["run", "1", "--script", "incr"], executables: executables)
    #expect(compiled.value == [1])
    #expect(handedOver.value == ["Stage1GlobalCurrent", "--script", "incr"])
  }

  @Test func runStopsWithTheCompilerErrorWhenTheCheckpointDoesNotCompile() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(3)
    let result = fixture.run(
      ["run", "3"], executables: executables(fixture, broken: 3, compiled: LockIsolated<[Int]>([])))
    #expect(result.code == 1)
    #expect(result.errors.contains("Stage3ErasedStore does not compile: Exercise91_4.swift:12:5: error:"))
  }
}
