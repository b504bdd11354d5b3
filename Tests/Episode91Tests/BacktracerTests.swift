import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `verify` asks for Swift's backtracer only where the runtime finds `swift-backtrace`: asked for where it is
/// missing, as on a Mac whose runtime has none, the runtime prints "unable to locate swift-backtrace" into the
/// output `verify` shows. Recreated with `SWIFT_ROOT`, which moves where the runtime looks.
@Suite struct BacktracerTests {
  static let warning = "unable to locate swift-backtrace"

  private func folder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func theBacktracerIsAskedForOnlyWhereTheRuntimeFindsIt() throws {
    let toolchain = try folder("toolchain")
    let empty = try folder("no-backtracer")
    defer { [toolchain, empty].forEach { try? FileManager.default.removeItem(at: $0) } }
    #if os(macOS)
      let helper = "libexec/swift/macosx/swift-backtrace"
    #else
      let helper = "libexec/swift/linux/swift-backtrace"
    #endif
    let file = toolchain.appendingPathComponent(helper)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: file)

    #expect(Backtracer.environment(inheriting: [:], runtimeRoot: toolchain.path) == ["SWIFT_BACKTRACE": "enable=yes"])
    #expect(Backtracer.environment(inheriting: [:], runtimeRoot: empty.path) == [:])
    #expect(Backtracer.environment(inheriting: [:], runtimeRoot: nil) == [:])
    // SWIFT_ROOT moves the runtime's search, and an empty one does not.
    #expect(Backtracer.environment(inheriting: ["SWIFT_ROOT": empty.path], runtimeRoot: toolchain.path) == [:])
    #expect(
      Backtracer.environment(inheriting: ["SWIFT_ROOT": toolchain.path], runtimeRoot: empty.path)
        == ["SWIFT_BACKTRACE": "enable=yes"])
    #expect(
      Backtracer.environment(inheriting: ["SWIFT_ROOT": ""], runtimeRoot: toolchain.path)
        == ["SWIFT_BACKTRACE": "enable=yes"])
  }

  /// A real checkpoint's `--check`, started as `verify` starts it, with the toolchain's backtracer and with none.
  /// The runtime prints its warning as it starts, crash or not, so a check that fails is enough to show it.
  @Test(.enabled(if: TestBuild.isSwiftPMBuild, TestBuild.notSwiftPMBuild))
  func aCheckNeverSaysTheBacktracerIsMissing() throws {
    let stage1 = Stage.all[0]
    let checkpoint = TestBuild.folder.appendingPathComponent(stage1.target)
    try #require(FileManager.default.isExecutableFile(atPath: checkpoint.path), "\(stage1.target) is not compiled")
    let empty = try folder("no-backtracer")
    let results = try folder("results")
    defer { [empty, results].forEach { try? FileManager.default.removeItem(at: $0) } }
    let exercise = try #require(Exercise.all.first { $0.stage == stage1.target })

    func check(inheriting inherited: [String: String], asking: [String: String]) -> ProcessResult {
      ProcessRunner.run(
        ProcessRequest(
          executable: checkpoint, arguments: ["--check", exercise.id], workingDirectory: Workbook.current.root,
          environment: asking.merging([ExerciseResults.environmentVariable: results.path]) { $1 }, timeout: 120),
        inheriting: inherited)
    }

    let here = ProcessInfo.processInfo.environment
    let withoutBacktracer = here.merging(["SWIFT_ROOT": empty.path]) { $1 }
    // The condition itself: asking regardless, where the runtime finds no backtracer. Linux only: on a Mac the
    // checkpoint runs on the system's Swift runtime, and macOS 13's predates the backtracer, so it never warns.
    #if os(Linux)
      #expect(
        check(inheriting: withoutBacktracer, asking: ["SWIFT_BACKTRACE": "enable=yes"]).output.contains(Self.warning))
    #endif

    for inherited in [here, withoutBacktracer] {
      let asked = Backtracer.environment(inheriting: inherited)
      let result = check(inheriting: inherited, asking: asked)
      #expect(!result.output.contains(Self.warning), "\(result.output)")
      #expect(result.termination != .timedOut)
    }
    #expect(Backtracer.environment(inheriting: withoutBacktracer).isEmpty)
    #if os(Linux)
      // Every Linux runtime the workbook supports (Swift 6.1 and later) answers `swift_getRootPath`.
      #expect(Backtracer.runtimeRoot != nil)
    #endif
    if let root = Backtracer.runtimeRoot, Backtracer.isPresent(under: root) {
      #expect(Backtracer.environment(inheriting: here) == ["SWIFT_BACKTRACE": "enable=yes"])
    }
  }
}
