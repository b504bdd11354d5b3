import ExerciseSupport
import Foundation
import ProbeKit
import TerminalText
import Testing

@testable import Episode91

/// The width screens are laid out at: `COLUMNS`, else the terminal's window size, else 100 into a pipe; and
/// wrapping that never cuts a word, a name or a type.
@Suite struct ScreenWidthTests {
  /// Sets the window size of `pseudoTerminal`, as a terminal emulator does when its window is resized.
  static func resize(_ pseudoTerminal: WatchInputTests.PseudoTerminal, columns: Int, rows: Int) throws {
    try resize(descriptor: pseudoTerminal.main, columns: columns, rows: rows)
  }

  /// Sets the window size of the pseudo-terminal whose side `descriptor` is; the kernel then sends SIGWINCH to the
  /// terminal's foreground process group, on Linux and on macOS.
  static func resize(descriptor: Int32, columns: Int, rows: Int) throws {
    var size = winsize()
    size.ws_col = UInt16(columns)
    size.ws_row = UInt16(rows)
    #if canImport(Darwin)
      // macOS: TIOCSWINSZ is imported as a `UInt`, `ioctl`'s request type.
      let request = TIOCSWINSZ
    #else
      // Glibc: a plain number, imported as an `Int32`.
      let request = UInt(TIOCSWINSZ)
    #endif
    try #require(ioctl(descriptor, request, &size) == 0)
  }

  @Test func aTerminalsWindowSizeUnlessColumnsSaysOtherwise() throws {
    let pseudoTerminal = try WatchInputTests.PseudoTerminal()
    try Self.resize(pseudoTerminal, columns: 90, rows: 30)
    let terminal = pseudoTerminal.terminal
    #expect(ScreenSize.measured(environment: [:], descriptor: terminal) == ScreenSize(columns: 90, rows: 30))
    #expect(
      ScreenSize.measured(environment: ["COLUMNS": "132", "LINES": "50"], descriptor: terminal)
        == ScreenSize(columns: 132, rows: 50))
    #expect(ScreenSize.measured(environment: ["COLUMNS": "wide"], descriptor: terminal).columns == 90)
    #expect(ScreenSize.measured(environment: ["COLUMNS": "0"], descriptor: terminal).columns == 90)
    #expect(ScreenSize.measured(environment: ["COLUMNS": "20"], descriptor: terminal).columns == 40)
  }

  @Test func aPipeGetsOneHundredColumnsUnlessColumnsSaysOtherwise() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(ScreenSize.windowSize(of: ends[1]) == nil)
    #expect(ScreenSize.measured(environment: [:], descriptor: ends[1]) == ScreenSize(columns: 100, rows: 24))
    #expect(ScreenSize.measured(environment: ["COLUMNS": "80"], descriptor: ends[1]).columns == 80)
  }

  /// A pseudo-terminal nobody sized reports 0 by 0: that is no size.
  @Test func anUnsizedTerminalIsNoSize() throws {
    let pseudoTerminal = try WatchInputTests.PseudoTerminal()
    try Self.resize(pseudoTerminal, columns: 0, rows: 0)
    #expect(ScreenSize.windowSize(of: pseudoTerminal.terminal) == nil)
    #expect(ScreenSize.measured(environment: [:], descriptor: pseudoTerminal.terminal).columns == 100)
  }

  @Test func wrappingNeverCutsAWordANameOrAType() {
    #expect(wrapped("use StateStore<S, A> here", width: 18) == ["use", "StateStore<S, A>", "here"])
    #expect(wrapped("a `(Int) -> Effect<Int?>` span", width: 24) == ["a", "`(Int) -> Effect<Int?>`", "span"])
    let path = "Episodes/Stage5DependencyValues/Exercises/Exercise93_1.swift"
    #expect(wrapped("open \(path) now", width: 20) == ["open", path, "now"])
    // A comparison and an arrow open no type.
    #expect(wrapped("if a < b then x -> y and more", width: 12) == ["if a < b", "then x -> y", "and more"])
    #expect(
      wrapped("씁니다(`Tests/Support/DependenciesTrait.swift`).", width: 40) == [
        "씁니다", "(`Tests/Support/DependenciesTrait.swift`).",
      ])
  }

  /// Stages side by side while a cell's widest word fits its column; in bands of fewer below that, down to a
  /// block per stage.
  @Test func compareBandsItsStagesToTheWidth() {
    #expect(CompareTable.layout(stageCount: 6, narrowest: 12, width: 100).stagesPerBand == 6)
    #expect(CompareTable.layout(stageCount: 6, narrowest: 16, width: 100).stagesPerBand == 3)
    #expect(CompareTable.layout(stageCount: 6, narrowest: 16, width: 80).stagesPerBand == 3)
    #expect(CompareTable.layout(stageCount: 6, narrowest: 16, width: 40).stagesPerBand == 1)
    for width in [40, 80, 100, 120] {
      let layout = CompareTable.layout(stageCount: 6, narrowest: 16, width: width)
      #expect(layout.columnWidth >= 16)
      #expect(layout.labelWidth + layout.stagesPerBand * (layout.gap + layout.columnWidth) <= width, "\(width)")
    }
  }

  /// The built Episode91, run as a learner runs it, lays out `show` at the width of the terminal its output goes
  /// to, at `COLUMNS` when set, and at 100 columns into a pipe.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: InterruptOnATerminalTests.episode91.path),
      "Episode91 is not built beside these tests (`swift build` builds it)"))
  func theProgramLaysOutAtItsTerminalsWidth() throws {
    func show(columns: String?, onATerminal: Bool) throws -> [Substring] {
      let process = Process()
      process.executableURL = InterruptOnATerminalTests.episode91
      process.arguments = ["--lang", "en", "show", "2"]
      var environment = ProcessInfo.processInfo.environment.filter {
        !ProcessRunner.testRunnerVariables.contains($0.key) && $0.key != "COLUMNS" && $0.key != "LINES"
      }
      environment["NO_COLOR"] = "1"
      environment["COLUMNS"] = columns
      process.environment = environment
      let pseudoTerminal = try WatchInputTests.PseudoTerminal()
      // Not inherited by the programs other tests start meanwhile, which would keep the terminal open.
      _ = fcntl(pseudoTerminal.main, F_SETFD, FD_CLOEXEC)
      _ = fcntl(pseudoTerminal.terminal, F_SETFD, FD_CLOEXEC)
      try Self.resize(pseudoTerminal, columns: 90, rows: 30)
      let pipe = Pipe()
      let output: Int32 = onATerminal ? pseudoTerminal.main : pipe.fileHandleForReading.fileDescriptor
      process.standardOutput =
        onATerminal ? FileHandle(fileDescriptor: pseudoTerminal.terminal, closeOnDealloc: false) : pipe
      try process.run()
      if onATerminal { pseudoTerminal.closeTerminal() } else { try pipe.fileHandleForWriting.close() }
      // Read to the end: end of file from a pipe, EIO (Linux) or end of file (macOS) from a terminal nobody holds.
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(output, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer.prefix(count)
      }
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").split(
        separator: "\n")
    }
    let terminal = try show(columns: nil, onATerminal: true)
    #expect(terminal.allSatisfy { $0.displayWidth <= 90 }, "\(terminal.filter { $0.displayWidth > 90 })")
    #expect(terminal.contains { $0.displayWidth > 80 })
    let columns = try show(columns: "80", onATerminal: true)
    #expect(columns.allSatisfy { $0.displayWidth <= 80 }, "\(columns.filter { $0.displayWidth > 80 })")
    let piped = try show(columns: nil, onATerminal: false)
    #expect(piped.allSatisfy { $0.displayWidth <= 100 })
    #expect(piped.contains { $0.displayWidth > 80 })
  }
}
