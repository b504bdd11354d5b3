import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `scripts/diff-checkpoints`, run for real against a fixture workbook that holds a copy of it.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "no git at /usr/bin/git"))
struct DiffScriptTests {
  private let script = Workbook.current.root.appendingPathComponent("scripts/diff-checkpoints")

  private func run(_ arguments: [String], in fixture: FixtureWorkbook) throws -> ProcessResult {
    let copy = fixture.root.appendingPathComponent("scripts/diff-checkpoints")
    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: copy.path) {
      try FileManager.default.copyItem(at: script, to: copy)
    }
    return ProcessRunner.run(
      ProcessRequest(
        executable: URL(fileURLWithPath: "/bin/bash"), arguments: [copy.path] + arguments, workingDirectory: nil,
        timeout: 60))
  }

  @Test func itShowsTheChangedSwiftFilesWithPathsRelativeToEachCheckpoint() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(3, files: ["App/Env.swift": "struct AppEnvironment {}\n", "notes.md": "a\n"])
    try fixture.addStage(
      4, files: ["App/Env.swift": "typealias AppEnvironment = ()\n", "notes.md": "b\n"],
      tests: ["AppTests.swift": "func test() {}\n"])
    let result = try run(["erased-store", "4"], in: fixture)
    #expect(result.termination == .exited(0))
    #expect(result.standardOutput.contains("--- 3/App/Env.swift\n+++ 4/App/Env.swift"))
    #expect(result.standardOutput.contains("+++ 4/Tests/AppTests.swift"))
    #expect(!result.standardOutput.contains("notes.md"))
    #expect(try run(["4"], in: fixture).standardOutput == result.standardOutput)
  }

  @Test(arguments: [[], ["1", "2", "3"], ["9", "1"], ["--frob", "1", "2"], ["1", "2"]])
  func misuseIsAUsageError(arguments: [String]) throws {
    let fixture = try FixtureWorkbook(withLessons: false)
    try fixture.addStage(1)
    let result = try run(arguments, in: fixture)
    #expect(result.termination == .exited(2))
    #expect(result.standardError.contains("usage:") || result.standardError.contains("not built yet"))
  }
}
