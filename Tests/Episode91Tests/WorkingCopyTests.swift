import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// The working copy's layout, without building it (a first build takes half a minute; `scripts/benchmark-along`
/// builds a fresh copy and times it): the walk's files where the walk names them, the manifest on the workbook's
/// products, and a state laid over another leaving exactly that state.
@Suite struct WorkingCopyTests {
  static func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("working-copy-\(UUID().uuidString)")
  }

  @Test func aStateIsLaidOutAtTheWalksPathsAndAnotherStateReplacesIt() throws {
    let stage = try #require(Stage.named("2"))
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = WorkingCopy(into: stage, workbook: .current, folder: folder)
    try copy.lay(["Counter/CounterReducer.swift": "let a = 1\n", "Tests/CounterTests.swift": "let b = 2\n"])
    #expect(copy.coveredPaths() == ["Counter/CounterReducer.swift", "Tests/CounterTests.swift"])
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("MachineryStandIns.swift").path))
    try copy.lay(["Counter/CounterReducer.swift": "let a = 3\n"])
    #expect(copy.coveredPaths() == ["Counter/CounterReducer.swift"])
    let text = try String(contentsOf: copy.url("Counter/CounterReducer.swift"), encoding: .utf8)
    #expect(text == "let a = 3\n")
  }

  /// Inside the workbook the manifest names it relatively, so a moved clone keeps building; outside, absolutely.
  @Test func theManifestDependsOnTheWorkbookByPath() throws {
    let stage = try #require(Stage.named("3"))
    let inside = WorkingCopy(into: stage, workbook: .current)
    #expect(inside.folder.path.hasSuffix("Along/Stage3ErasedStore"))
    #expect(inside.workbookPath == "../..")
    #expect(inside.manifest.contains(#".package(name: "Episode91", path: "../..")"#))
    #expect(inside.manifest.contains(#"name: "Stage3ErasedStore","#))
    let outside = WorkingCopy(into: stage, workbook: .current, folder: Self.temporaryFolder())
    #expect(outside.workbookPath == Workbook.current.root.standardizedFileURL.path)
  }

  /// Every product the manifest names is one the workbook declares: SwiftPM would refuse the copy otherwise.
  @Test func everyProductTheCopyUsesIsDeclared() throws {
    let manifest = try String(contentsOf: Workbook.current.url("Package.swift"), encoding: .utf8)
    for product in WorkingCopy.lessonProducts + WorkingCopy.testProducts {
      #expect(manifest.contains("\"\(product)\""), "\(product)")
    }
    #expect(manifest.contains(".library(name: $0, targets: [$0])"))
  }

  @Test func testCountsAreReadFromBothFrameworks() {
    let output = """
      Test Suite 'Selected tests' passed at 2026-11-27 22:23:50.016
      \t Executed 5 tests, with 0 failures (0 unexpected) in 0.005 (0.005) seconds
      ✔ Test run with 2 tests in 1 suite passed after 0.001 seconds.
      """
    #expect(WorkingCopy.testCount(in: output) == 7)
    #expect(WorkingCopy.testCount(in: "\t Executed 0 tests, with 0 failures\n✔ Test run with 0 tests in 0 suites") == 0)
  }
}
