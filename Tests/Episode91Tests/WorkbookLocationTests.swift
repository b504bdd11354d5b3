import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Where Episode91 finds the workbook and the checkpoints when it does not sit in a SwiftPM build folder, as
/// when Xcode runs it from DerivedData (`…/Build/Products/Debug`, no `workspace-state.json`).
@Suite struct WorkbookLocationTests {
  /// A workbook whose Package.swift names the Episode91 package, and a folder laid out as Xcode's products folder.
  private func xcodeLayout() throws -> (fixture: FixtureWorkbook, derivedData: URL) {
    let fixture = try FixtureWorkbook()
    try fixture.write("let package = Package(\n  name: \"Episode91\",\n  targets: [])\n", to: "Package.swift")
    let derivedData = fixture.root.appendingPathComponent("DerivedData/Episode91-abc/Build/Products/Debug")
    try FileManager.default.createDirectory(at: derivedData, withIntermediateDirectories: true)
    return (fixture, derivedData)
  }

  private let nowhere = Workbook(root: URL(fileURLWithPath: "/nonexistent/episode91"))

  @Test func outsideABuildFolderTheWorkbookAtTheWorkingDirectoryBuildsIntoItsOwnBuildFolder() throws {
    let (fixture, derivedData) = try xcodeLayout()
    let asked = LockIsolated<[URL]>([])
    let located = Executables.located(
      ownFolder: derivedData, workingDirectory: fixture.root, sourceWorkbook: nowhere,
      binFolder: { workbook in
        asked.withValue { $0.append(workbook.root) }
        return fixture.binaries
      })
    #expect(located.workbook?.root == fixture.root)
    #expect(asked.value == [fixture.root])
    #expect(located.executables.folder == fixture.binaries)
    #expect(located.executables.isBuildFolder)
    #expect(
      located.executables.buildCommand(in: fixture.workbook, product: "Stage1GlobalCurrent")
        == "swift build --product Stage1GlobalCurrent")
  }

  /// Xcode's default working directory is the products folder itself; the workbook Episode91 was compiled from
  /// is still where it was.
  @Test func withAnotherWorkingDirectoryTheWorkbookEpisode91WasCompiledFromIsUsed() throws {
    let (fixture, derivedData) = try xcodeLayout()
    let located = Executables.located(
      ownFolder: derivedData, workingDirectory: derivedData, sourceWorkbook: fixture.workbook,
      binFolder: { _ in fixture.binaries })
    #expect(located.workbook?.root == fixture.root)
    #expect(located.executables.folder == fixture.binaries)
  }

  @Test func inABuildFolderEpisode91KeepsItsOwnAndAsksNothing() throws {
    let (fixture, _) = try xcodeLayout()
    let located = Executables.located(
      ownFolder: fixture.binaries, workingDirectory: URL(fileURLWithPath: "/"), sourceWorkbook: fixture.workbook,
      binFolder: { _ in
        Issue.record("asked for a build folder although Episode91 is in one")
        return nil
      })
    #expect(located.workbook?.root == fixture.root)
    #expect(located.executables.folder == fixture.binaries)
  }

  @Test func aFolderWithAnotherPackageIsNotTheWorkbook() throws {
    let (fixture, derivedData) = try xcodeLayout()
    try fixture.write("let package = Package(name: \"SomethingElse\")\n", to: "Package.swift")
    let located = Executables.located(
      ownFolder: derivedData, workingDirectory: fixture.root, sourceWorkbook: nowhere,
      binFolder: { _ in fixture.binaries })
    #expect(located.workbook == nil)
    #expect(located.executables.folder == derivedData)
    #expect(!located.executables.isBuildFolder)
  }

  /// No workbook anywhere: `run` says what to do, in Xcode and in a terminal.
  @Test func withNoWorkbookRunSaysHowToRunFromTheWorkbook() throws {
    let (fixture, derivedData) = try xcodeLayout()
    try fixture.addStage(1)
    var executables = fixture.executables()
    executables.folder = derivedData
    let result = fixture.run(["run", "1"], executables: executables)
    #expect(result.code == 1)
    #expect(
      result.errors
        == """
        error: Stage1GlobalCurrent is not next to Episode91: DerivedData/Episode91-abc/Build/Products/Debug is not a SwiftPM build folder,
        and Episode91 found no workbook to compile it in.
        Run Episode91 from the workbook's root: there `swift run Episode91 run 1` compiles it and runs it.
        In Xcode, set the Episode91 scheme's working directory to the workbook's folder
        (Product > Scheme > Edit Scheme… > Run > Options > Working Directory).

        """)
  }
}

/// Episode91 as Xcode runs it, for real: a copy of the binary outside any build folder, started from the
/// workbook's root, finds the checkpoints `swift build` compiled into the workbook's `.build`.
@Suite struct CopiedEpisode91Tests {
  /// The checkpoints are already compiled and up to date (`swift test` built them), so the copy compiles
  /// nothing: a `swift build` of its own would wait for this test run's hold on the same `.build`.
  @Test(
    .enabled(
      if: TestBuild.isTheWorkbooksDefaultBuild,
      "the checkpoints were built outside the workbook's .build (another --scratch-path, or Xcode)"))
  func aCopyOutsideAnyBuildFolderStartedFromTheWorkbookRootComparesAndRuns() throws {
    let root = Workbook.current.root
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-copy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Episode91")
    try FileManager.default.copyItem(at: TestBuild.folder.appendingPathComponent("Episode91"), to: copy)
    let stage1 = Stage.all[0]
    let inBuild = Executables(folder: TestBuild.folder, runCaptured: ProcessRunner.run, replaceProcess: { _, _ in "" })
    // `swift test` built the checkpoint just now, whatever its executable's time says (SwiftPM relinks nothing
    // for a touched file that compiles to the same code): record it, as Episode91 does after its own builds.
    inBuild.recordBuild(of: stage1, startedAt: Date(timeIntervalSinceNow: -1))
    try #require(inBuild.isCompiled(stage1) && !inBuild.isStale(stage1, in: Workbook.current))

    let compare = ProcessRunner.run(
      ProcessRequest(executable: copy, arguments: ["compare", "1"], workingDirectory: root, timeout: 600))
    #expect(compare.termination == .exited(0), "\(compare.output)")
    #expect(compare.standardOutput.contains("1"))
    #expect(!compare.output.contains("not compiled"), "\(compare.output)")
    #expect(!compare.output.contains("Compiling"), "\(compare.output)")

    let run = ProcessRunner.run(
      ProcessRequest(
        executable: copy, arguments: ["run", "1", "--script", "incr"], workingDirectory: root, timeout: 120))
    #expect(run.termination == .exited(0), "\(run.output)")
  }
}
