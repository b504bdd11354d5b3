import Effect
import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// What a Mac does differently, recreated on any system: one folder reached through a link and by its real path
/// (macOS's `/tmp` is `/private/tmp`), and a crash with no backtrace in the output.
@Suite struct MacOSConditionsTests {
  /// A workbook reached through a symbolic link, as `/tmp/…` reaches `/private/tmp/…` on macOS, and a path
  /// inside it spelled with the real folder, as `realpath` or the compiler may give it.
  @Test func aPathInsideTheWorkbookIsShownRelativeWhicheverWayTheFolderIsSpelled() throws {
    let fixture = try FixtureWorkbook()
    let link = fixture.root.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.root)
    defer { try? FileManager.default.removeItem(at: link) }
    let throughLink = Workbook(root: link)
    let real = fixture.binaries.appendingPathComponent("Stage1GlobalCurrent")
    #expect(throughLink.displayPath(real) == ".build/x86_64-unknown-linux-gnu/debug/Stage1GlobalCurrent")
    #expect(fixture.workbook.displayPath(link.appendingPathComponent("Package.swift")) == "Package.swift")
    #expect(fixture.workbook.displayPath(URL(fileURLWithPath: "/elsewhere/x")) == "/elsewhere/x")

    // The default build folder, spelled through the link, needs no --scratch-path in the advice.
    var executables = fixture.executables()
    executables.folder = link.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
    #expect(
      executables.buildCommand(in: fixture.workbook, product: "Stage1GlobalCurrent")
        == "swift build --product Stage1GlobalCurrent")
  }

  private func commands(_ scratch: ScratchWorkbook) throws -> ExerciseCommands {
    let executables = Executables(
      folder: scratch.root.appendingPathComponent("bin"), runCaptured: { _ in ProcessResult(termination: .exited(1)) },
      replaceProcess: { _, _ in "not in tests" })
    return ExerciseCommands(
      Invocation(
        usage: "swift run Episode91 verify [id]", arguments: try Arguments([], allowedFlags: []),
        console: scratch.captured.console, workbook: scratch.workbook, executables: executables))
  }

  /// Linux's backtracer names the workbook's lines the crashed thread ran; those are shown, innermost first.
  @Test func aLinuxBacktraceGivesTheMessageAndTheWorkbooksLines() throws {
    let scratch = try ScratchWorkbook()
    let stub = "\(scratch.root.path)/\(Exercise.e91_4.stubPath)"
    let output = """
      Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
      💣 Program crashed: System trap at 0x00007f
      Thread 0 crashed:
      0 0x00007f in Swift/ContiguousArrayBuffer.swift:691 at /swift/stdlib/ContiguousArrayBuffer.swift:691
      1 0x00007f in Exercise91_4.init() at \(stub):12:5
      Thread 1:
      0 0x00007f in something at \(scratch.root.path)/Elsewhere.swift:1
      Registers:
      """
    #expect(
      try commands(scratch).crashReport(in: output)
        == [
          "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range", "\(Exercise.e91_4.stubPath):12:5",
        ])
  }

  /// macOS writes the crash to a crash report, not to the output: the message alone names no place, so nothing
  /// is offered as "where it crashed", and the end of the output is shown instead.
  @Test func aMacOSCrashWithNoBacktraceIsNotPassedOffAsAPlace() throws {
    let scratch = try ScratchWorkbook()
    let output = """
      Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
      error: Exited with unexpected signal code 5
      """
    #expect(try commands(scratch).crashReport(in: output) == [])
  }

  /// Linux's Foundation has APIs that macOS 13, the workbook's minimum (`Package.swift`), does not: a use builds
  /// here and fails there. `NSLock.withLock` arrived in macOS 14; each lock is taken with `lock()` and `unlock()`.
  @Test func noSourceUsesALockAPIThatMacOS13Lacks() throws {
    let root = Workbook.current.root
    // Spelled in two pieces, so that this file is not a finding of its own.
    let calls = [".with" + "Lock {", ".with" + "Lock("]
    var found: [String] = []
    for folder in ["Sources", "Episodes", "Tests"] {
      let walker = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: url, encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where calls.contains(where: line.contains) {
          found.append("\(Workbook.current.displayPath(url)):\(index + 1)")
        }
      }
    }
    #expect(found.isEmpty, "NSLock.withLock needs macOS 14: \(found)")
  }
}
