import Effect
import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// `watch` reading a real terminal, a pseudo-terminal the test holds the other end of, with the live key reader,
/// terminal mode and signal handling: only the `swift` it runs is a stand-in. In `WatchInputTests`, whose tests
/// run one at a time, because they share the one interrupt pipe and the signal handlers.
extension WatchInputTests {
  /// A pseudo-terminal pair: the test types into `main`, `watch` reads `terminal`. `openpty` comes with
  /// `import Glibc` (from <pty.h>) and `import Darwin` (from <util.h>); Glibc hides the POSIX `posix_openpt`
  /// family from Swift.
  final class PseudoTerminal {
    private(set) var main: Int32
    private(set) var terminal: Int32

    init() throws {
      var main: Int32 = -1
      var terminal: Int32 = -1
      guard openpty(&main, &terminal, nil, nil, nil) == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENOTTY)
      }
      self.main = main
      self.terminal = terminal
    }

    deinit {
      if terminal >= 0 { close(terminal) }
      if main >= 0 { close(main) }
    }

    /// Closes the test's copy of the terminal side, once a program it started has its own: reading `main` then
    /// ends when that program is gone (Linux says EIO, macOS end of file), after what it wrote.
    func closeTerminal() {
      close(terminal)
      terminal = -1
    }

    /// Closes the test's end, as closing a terminal window does.
    func hangUp() {
      close(main)
      main = -1
    }

    /// Presses `key` on the terminal.
    func type(_ key: String) {
      _ = key.utf8CString.withUnsafeBufferPointer { write(main, $0.baseAddress, $0.count - 1) }
    }
  }

  /// The case that stalled on macOS while `watch` waited with `poll`, which does not support terminals there:
  /// a stub saved while no key is pressed must still get its verdict.
  @Test func aStubSavedWhileNoKeyIsPressedGetsItsVerdict() throws {
    let scratch = try ScratchWorkbook()
    let pseudoTerminal = try PseudoTerminal()
    #expect(isatty(pseudoTerminal.terminal) == 1)
    let swiftCommands = LockIsolated<[[String]]>([])
    let executables = Executables(
      folder: scratch.root.appendingPathComponent("bin"), runCaptured: judgingStubs(in: scratch.root, swiftCommands),
      replaceProcess: { _, _ in "not in tests" })
    let invocation = Invocation(
      usage: "swift run Episode91 watch [id]", arguments: try Arguments([], allowedFlags: []),
      console: scratch.captured.console, workbook: scratch.workbook, executables: executables)
    var environment = WatchEnvironment.live(console: scratch.captured.console, input: pseudoTerminal.terminal)
    #expect(environment.readsSingleKeys)
    // Each time `watch` asks for input: first the learner saves the stub and presses nothing, so only the
    // reader's own tick can notice the save; once the verdict is out, `q`.
    let waitForKey = environment.nextInput
    var waits = 0
    environment.nextInput = {
      waits += 1
      if waits == 1 {
        try? scratch.write("enum Exercise91_4 { /* done */ }\n", to: Exercise.e91_4.stubPath)
      } else {
        pseudoTerminal.type("q")
      }
      return waitForKey()
    }
    let code = ExerciseWatch(commands: ExerciseCommands(invocation), environment: environment)
      .run(startingAt: .e91_4)
    #expect(code == 0)
    #expect(waits == 2, "one tick noticed the save; then q")
    let output = scratch.captured.output
    let notStarted = try #require(output.range(of: "91.4 is not started"))
    let passes = try #require(output.range(of: "✓ 91.4 Store without the force cast: passes"))
    #expect(notStarted.upperBound <= passes.lowerBound)
  }
}

extension WatchInputTests {
  /// Xcode's console is a terminal by `isatty`, where a learner types a line and presses Return: `watch` reads
  /// lines there, and leaves the terminal's mode alone.
  @Test func xcodesConsoleIsReadAsLines() throws {
    let pseudoTerminal = try PseudoTerminal()
    let captured = CapturedConsole()
    let xcode = ["__XCODE_BUILT_PRODUCTS_DIR_PATHS": "/Users/a/DerivedData/Build/Products/Debug"]
    #expect(
      WatchEnvironment.live(console: captured.console, input: pseudoTerminal.terminal, environment: [:]).readsSingleKeys
    )
    #expect(
      !WatchEnvironment.live(console: captured.console, input: pseudoTerminal.terminal, environment: xcode)
        .readsSingleKeys)
  }

  @Test func aTerminalThatHungUpEndsTheInputInsteadOfTickingForever() throws {
    let pseudoTerminal = try PseudoTerminal()
    let reader = KeyReader(descriptor: pseudoTerminal.terminal, readsSingleKeys: true)
    pseudoTerminal.hangUp()
    #expect(reader.next(waitingAtMost: 0) == .endOfInput)
  }

  /// A descriptor past the first word of `fd_set` (64 bits on Glibc, 32 on Darwin) is found in the right word.
  @Test func selectFindsADescriptorBeyondTheFirstWordOfItsSet() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    // The lowest free descriptor from 100 up: `dup2` to a fixed number could close one another test holds.
    let high = fcntl(ends[0], F_DUPFD, 100)
    try #require(high >= 100)
    defer { [ends[0], ends[1], high].forEach { close($0) } }
    #expect(DescriptorSet.waitForReading([ends[0], high], milliseconds: 0) == nil)
    _ = write(ends[1], "k", 1)
    let ready = try #require(DescriptorSet.waitForReading([high], milliseconds: 0))
    #expect(ready.contains(high))
    #expect(!ready.contains(high - 1))
    #expect(!ready.contains(high + 1))
  }
}

extension WatchInputTests {
  /// On a real terminal a pass stays: `watch` goes on waiting for keys with the verdict as the last thing on
  /// screen, and moves on only when `n` is pressed.
  @Test func onATerminalAPassWaitsForN() throws {
    let scratch = try ScratchWorkbook()
    let pseudoTerminal = try PseudoTerminal()
    let executables = Executables(
      folder: scratch.root.appendingPathComponent("bin"),
      runCaptured: judgingStubs(in: scratch.root, LockIsolated([])), replaceProcess: { _, _ in "not in tests" })
    let invocation = Invocation(
      usage: "swift run Episode91 watch [id]", arguments: try Arguments([], allowedFlags: []),
      console: scratch.captured.console, workbook: scratch.workbook, executables: executables)
    var environment = WatchEnvironment.live(console: scratch.captured.console, input: pseudoTerminal.terminal)
    let waitForKey = environment.nextInput
    var waits = 0
    var screenBeforeN = ""
    environment.nextInput = {
      waits += 1
      switch waits {
      case 1: try? scratch.write("enum Exercise91_4 { /* done */ }\n", to: Exercise.e91_4.stubPath)
      case 2, 3: screenBeforeN = scratch.captured.output
      case 4: pseudoTerminal.type("n")
      default: pseudoTerminal.type("q")
      }
      return waitForKey()
    }
    let code = ExerciseWatch(commands: ExerciseCommands(invocation), environment: environment)
      .run(startingAt: .e91_4)
    #expect(code == 0)
    #expect(
      screenBeforeN.hasSuffix(
        """
        ✓ 91.4 Store without the force cast: passes

        Press s for 91.4's reference solution.
        Press n for the next exercise, 91.5; saving checks 91.4 again.

        Watching Exercise91_4.swift: save it to check again.
        Keys: h hint · s solution · n next exercise · l list · r reset · q quit

        """))
    #expect(!screenBeforeN.contains("91.5 Store holding a plain reducer"))
    #expect(scratch.captured.output.contains("\n91.5 Store holding a plain reducer   (1/\(Exercise.all.count) done)"))
  }
}
