import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `run <stage>`: arguments through, the right executable, and clear advice when it is missing.
@Suite struct RunCommandTests {
  /// Executables that record what `run` would have handed the terminal to.
  private func recording(_ fixture: FixtureWorkbook, calls: LockIsolated<[[String]]>) -> Executables {
    var executables = fixture.executables()
    executables.replaceProcess = { executable, arguments in
      calls.withValue { $0.append([executable.lastPathComponent] + arguments) }
      return "Permission denied"
    }
    return executables
  }

  @Test func theArgumentsGoToTheCheckpointUntouched() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try fixture.compile(1)
    let calls = LockIsolated<[[String]]>([])
    let executables = recording(fixture, calls: calls)
    _ = fixture.run(["run", "1", "--script", "incr nth-prime", "--help"], executables: executables)
    _ = fixture.run(["run", "global-current", "--", "--state-json"], executables: executables)
    #expect(
      calls.value == [
        ["Stage1GlobalCurrent", "--script", "incr nth-prime", "--help"],
        ["Stage1GlobalCurrent", "--state-json"],
      ])
  }

  @Test func ifTheProgramCannotStartTheReasonIsGivenAndItFails() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(2)
    try fixture.compile(2)
    let result = fixture.run(["run", "2"], executables: recording(fixture, calls: LockIsolated([])))
    #expect(result.code == 1)
    #expect(
      result.errors.contains(
        "could not start .build/x86_64-unknown-linux-gnu/debug/Stage2EnvironmentInReducer: Permission denied"))
  }

  @Test func aMissingExecutableGetsTheBuildCommand() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    let result = fixture.run(["run", "1"])
    #expect(result.code == 1)
    #expect(result.errors.contains("Stage1GlobalCurrent is not compiled yet"))
    #expect(result.errors.contains("`swift build --product Stage1GlobalCurrent`"))
  }

  @Test func theBuildCommandNamesAScratchPathOrConfigurationOnlyWhenNotTheDefault() throws {
    let fixture = try FixtureWorkbook()
    var executables = fixture.executables()
    #expect(executables.buildCommand(in: fixture.workbook) == "swift build")
    executables.folder = fixture.root.appendingPathComponent(".build-mine/x86_64-unknown-linux-gnu/release")
    #expect(
      executables.buildCommand(in: fixture.workbook, product: "Stage1GlobalCurrent")
        == "swift build -c release --scratch-path .build-mine --product Stage1GlobalCurrent")
  }

  @Test func helpBeforeTheStageIsEpisode91sOwn() throws {
    let result = try FixtureWorkbook().run(["run", "--help"])
    #expect(result.code == 0)
    #expect(result.output.contains("Usage: swift run Episode91 run <stage> [argument…]"))
  }

  @Test(arguments: [
    (["run"], "run needs a stage"),
    (["run", "0"], "unknown stage '0'"),
    (["run", "--bogus", "3"], "unknown option '--bogus'"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let result = try FixtureWorkbook().run(arguments)
    #expect(result.code == 2)
    #expect(result.errors.contains(message))
  }
}

/// `run <stage>` when the checkpoint is there but cannot run, or Episode91 is a copy outside any build folder.
@Suite struct RunCommandAdviceTests {
  @Test func anExecutableWithoutItsExecuteBitIsNotCalledMissing() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try "#!/bin/sh\nexit 2\n".write(
      to: fixture.binaries.appendingPathComponent("Stage1GlobalCurrent"), atomically: true, encoding: .utf8)
    let result = fixture.run(["run", "1"])
    #expect(result.code == 1)
    let path = ".build/x86_64-unknown-linux-gnu/debug/Stage1GlobalCurrent"
    #expect(
      result.errors
        == """
        error: Stage1GlobalCurrent is at \(path), but that file is not executable.
        Make it executable with `chmod +x \(path)`
        (or remove it and compile it again with `swift build --product Stage1GlobalCurrent`), then run this again.

        """)
  }

  @Test func aCopyOfEpisode91OutsideABuildFolderIsToldToRunFromTheWorkbook() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    var executables = fixture.executables()
    executables.folder = URL(fileURLWithPath: "/tmp")
    #expect(!executables.isBuildFolder)
    #expect(
      executables.buildCommand(in: fixture.workbook, product: "Stage1GlobalCurrent")
        == "swift build --product Stage1GlobalCurrent")
    let result = fixture.run(["run", "1"], executables: executables)
    #expect(result.code == 1)
    #expect(
      result.errors
        == """
        error: Stage1GlobalCurrent is not next to Episode91: /tmp is not a SwiftPM build folder,
        and Episode91 found no workbook to compile it in.
        Run Episode91 from the workbook's root: there `swift run Episode91 run 1` compiles it and runs it.
        In Xcode, set the Episode91 scheme's working directory to the workbook's folder
        (Product > Scheme > Edit Scheme… > Run > Options > Working Directory).

        """)
  }

  @Test func aMissingExecutableInTheBuildFolderKeepsItsAdviceWordForWord() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    let result = fixture.run(["run", "1"])
    #expect(
      result.errors
        == """
        error: Stage1GlobalCurrent is not compiled yet (.build/x86_64-unknown-linux-gnu/debug/Stage1GlobalCurrent is missing).
        Compile it with `swift build --product Stage1GlobalCurrent`
        (or all checkpoints with `swift build`), then run this again.

        """)
  }

  @Test func theNewAdviceReadsInKorean() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try "#!/bin/sh\n".write(
      to: fixture.binaries.appendingPathComponent("Stage1GlobalCurrent"), atomically: true, encoding: .utf8)
    var outside = fixture.executables()
    outside.folder = URL(fileURLWithPath: "/tmp")
    for executables in [fixture.executables(), outside] {
      let result = fixture.run(["--lang", "ko", "run", "1"], executables: executables)
      #expect(result.code == 1)
      #expect(result.errors.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
      #expect(!result.errors.contains("not compiled yet"))
    }
  }
}
