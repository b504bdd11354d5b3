import Effect
import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// `watch` on a terminal of a given size draws screens that fit it: the exercise's title on the top row, the verdict
/// always on screen, the reference solution scrolled inside the screen under both. The pure layout is pinned on
/// small inputs; the screens themselves are read off a real pseudo-terminal of 80 × 24 and 120 × 40, with the live
/// key reader, terminal mode and window size, and only the `swift` that `verify` runs stood in for.
@Suite struct WatchScreenLayoutTests {
  let size = TerminalSize(rows: 12, columns: 40)

  func position(_ first: Int, _ last: Int, _ count: Int) -> String { "lines \(first)-\(last) of \(count)" }

  func screen(prompt: Int, verdict: Int, pane: Int = 0) -> WatchScreen {
    WatchScreen(
      top: ["TITLE", ""], prompt: (1...max(1, prompt)).map { "prompt \($0)" }.prefix(prompt) + ["", "Edit: x", ""],
      promptContinues: "REST", verdict: ["VERDICT"] + (1..<max(1, verdict)).map { "detail \($0)" },
      pane: (0..<pane).map { "pane \($0)" }, bottom: ["", "Watching", "Keys"])
  }

  @Test func aScreenThatFitsIsShownWhole() {
    let lines = screen(prompt: 1, verdict: 1).lines(size: size, scroll: 0, position: position)
    #expect(lines == ["TITLE", "", "prompt 1", "", "Edit: x", "", "VERDICT", "", "Watching", "Keys"])
  }

  @Test func aLongPromptIsCutFirstAndSaysWhereTheRestIs() {
    let lines = screen(prompt: 20, verdict: 2).lines(size: size, scroll: 0, position: position)
    #expect(lines == ["TITLE", "", "prompt 1", "prompt 2", "REST", "", "VERDICT", "detail 1", "", "Watching", "Keys"])
  }

  @Test func whatFollowsTheVerdictScrollsUnderIt() {
    let fitted = screen(prompt: 5, verdict: 3, pane: 20)
    let first = fitted.lines(size: size, scroll: 0, position: position)
    #expect(
      first == [
        "TITLE", "", "VERDICT", "detail 1", "detail 2", "pane 0", "pane 1", "lines 1-4 of 22", "", "Watching", "Keys",
      ])
    let last = fitted.lines(size: size, scroll: 100, position: position)
    #expect(
      last == [
        "TITLE", "", "VERDICT", "pane 16", "pane 17", "pane 18", "pane 19", "lines 19-22 of 22", "", "Watching",
        "Keys",
      ])
    #expect(fitted.maximumScroll(size: size) == 18)
    #expect(fitted.paneStart == 2)
  }

  /// A line wider than the terminal takes the rows the terminal wraps it into.
  @Test func aWideLineCountsAsTheRowsItTakes() {
    var wide = screen(prompt: 0, verdict: 1)
    wide.verdict = ["VERDICT", String(repeating: "x", count: 81)]
    #expect(wide.height(wide.verdict, size) == 4)
  }

  /// A colour code takes no column: a bold line as wide as the terminal is one row, and a coloured word is as wide
  /// as the word.
  @Test func aColourCodeTakesNoColumn() {
    let bold = TextStyle(isColored: true).bold(String(repeating: "x", count: size.columns))
    #expect(screen(prompt: 0, verdict: 1).height([bold], size) == 1)
    #expect(TextStyle(isColored: true).bold("소수").displayWidth == 4)
    #expect("\u{1B}=less\u{1B}>".displayWidth == 4)
  }

  /// Inside `watch` the prompt does not tell the learner to run `verify`, which `watch` runs on every save; the rest
  /// of the prompt stays, in both languages.
  @Test func thePromptInsideWatchDropsItsVerifyLine() throws {
    let workbook = Workbook.current
    for exercise in Exercise.all {
      for language in [Language.english, .korean] {
        let prompt = workbook.text(of: exercise, in: language).prompt
        let command = "`swift run Episode91 verify \(exercise.id)`"
        try #require(prompt.contains { $0.contains(command) }, "\(exercise.id)'s prompt has its verify line")
        let watched = ExerciseWatch.withoutVerifyLine(prompt, of: exercise)
        #expect(!watched.contains { $0.contains("verify \(exercise.id)") })
        #expect(
          watched
            == prompt.filter { !$0.contains(command) }.reduce(into: [String]()) { kept, line in
              if !(line.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(line) }
            }.reversed().drop { $0.isEmpty }.reversed())
        #expect(watched.last?.isEmpty == false)
      }
    }
  }
}

extension WatchInputTests {
  @Test(arguments: [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 40, columns: 120)])
  func watchFitsTheTerminal(size: TerminalSize) throws {
    let scratch = try ScratchWorkbook()
    let exercise = Exercise.e91_1
    let real = Workbook.current
    for path in [exercise.pristinePath, exercise.solutionPath] {
      try scratch.write(try String(contentsOf: real.url(path), encoding: .utf8), to: path)
    }
    try scratch.write("enum Exercise91_1 { /* mine */ }\n", to: exercise.stubPath)
    let pseudoTerminal = try WatchInputTests.PseudoTerminal()
    pseudoTerminal.resize(size)
    let screen = TerminalScreen(pseudoTerminal, size: size)
    var console = Console.writing(to: pseudoTerminal.terminal, errorsTo: pseudoTerminal.terminal)
    console.clearsScreen = true
    console.isTerminal = true
    let write = console.write
    console.write = { text in
      screen.expect(text)
      write(text)
    }
    let executables = Executables(
      folder: scratch.root.appendingPathComponent("bin"), runCaptured: judgingStubs(in: scratch.root, LockIsolated([])),
      replaceProcess: { _, _ in "not in tests" })
    let invocation = Invocation(
      usage: "swift run Episode91 watch [id]", arguments: try Arguments([], allowedFlags: []), console: console,
      workbook: scratch.workbook, executables: executables)
    var environment = WatchEnvironment.live(
      console: console, input: pseudoTerminal.terminal, output: pseudoTerminal.terminal)
    #expect(environment.screenSize() == size)
    let title = "91.1 " + scratch.workbook.text(of: exercise, in: .english).title
    let waitForKey = environment.nextInput
    var screens: [[String]] = []
    environment.nextInput = {
      screens.append(screen.rows())
      switch screens.count {
      case 1: try? scratch.write("enum Exercise91_1 { /* done */ }\n", to: exercise.stubPath)
      case 2: pseudoTerminal.type("s")
      case 3: pseudoTerminal.type(" ")
      case 4: pseudoTerminal.type("b")
      default: pseudoTerminal.type("q")
      }
      return waitForKey()
    }
    let code = ExerciseWatch(commands: ExerciseCommands(invocation), environment: environment)
      .run(startingAt: exercise)
    #expect(code == 0)
    try #require(screens.count == 5, "\(screens)")
    let said = screens.map { $0.joined(separator: "\n") }
    for (index, rows) in screens.enumerated() {
      #expect(rows.count <= size.rows)
      #expect(rows.first?.hasPrefix(title) == true, "screen \(index + 1) at \(size): \(said[index])")
      #expect(!said[index].contains("Check your work"), "\(said[index])")
      #expect(rows.contains { $0.hasPrefix("Keys: h hint") }, "\(said[index])")
    }
    #expect(screens[0].contains("✗ 91.1 \(scratch.workbook.text(of: exercise, in: .english).title):"), "\(said[0])")
    let passes = "✓ 91.1 \(scratch.workbook.text(of: exercise, in: .english).title): passes"
    for index in 1...4 {
      #expect(screens[index].contains(passes), "screen \(index + 1) at \(size): \(said[index])")
    }
    // The solution opens at its heading, scrolls a window down on space and back on b.
    let heading = "91.1 \(scratch.workbook.text(of: exercise, in: .english).title) — reference solution"
    #expect(said[2].contains(heading), "\(said[2])")
    let first = try #require(screens[2].last { $0.hasPrefix("Lines ") }, "\(said[2])")
    let scrolled = try #require(screens[3].last { $0.hasPrefix("Lines ") }, "\(said[3])")
    #expect(first != scrolled)
    #expect(screens[4] == screens[2] || said[4].contains("Lines 1–"), "\(said[4])")
    #expect(!said[3].contains(heading))
  }
}

extension WatchInputTests.PseudoTerminal {
  /// Sets the window's size, as resizing a terminal window does.
  func resize(_ size: TerminalSize) {
    var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(main, UInt(TIOCSWINSZ), &window)
  }
}

/// What a terminal of `size` shows, from the bytes written to its other end: rows after the last clear, a line
/// wider than the window wrapped onto the next row, the oldest rows scrolled off the top.
///
/// A thread reads the main side as the test's program writes, so a long screen never fills the pseudo-terminal's
/// buffer; `rows()` waits (at most a deadline that fails the test) until all that was written has been read.
final class TerminalScreen: @unchecked Sendable {
  private let lock = NSCondition()
  private var read = Data()
  private var expected = 0
  private let size: TerminalSize

  init(_ pseudoTerminal: WatchInputTests.PseudoTerminal, size: TerminalSize) {
    self.size = size
    let main = pseudoTerminal.main
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = Foundation.read(main, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        lock.lock()
        read.append(contentsOf: buffer.prefix(count))
        lock.broadcast()
        lock.unlock()
      }
    }
  }

  /// Counts what the program writes: the terminal's output processing turns each `\n` into `\r\n`.
  func expect(_ text: String) {
    lock.lock()
    expected += text.utf8.count + text.filter { $0 == "\n" }.count
    lock.unlock()
  }

  func rows() -> [String] {
    lock.lock()
    let deadline = Date().addingTimeInterval(30)
    while read.count < expected && lock.wait(until: deadline) {}
    let text = String(decoding: read, as: UTF8.self)
    lock.unlock()
    let clear = "\u{1B}[H\u{1B}[2J"
    let screen = text.components(separatedBy: clear).last ?? ""
    var rows: [String] = []
    for line in screen.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n") {
      var rest = Substring(line)
      repeat {
        var row = ""
        while let next = rest.first, (row + String(next)).displayWidth <= size.columns {
          row.append(next)
          rest = rest.dropFirst()
        }
        rows.append(row)
      } while !rest.isEmpty
    }
    // The row the cursor is on after the last newline is a row of the screen too.
    return Array(rows.suffix(size.rows)).reversed().drop { $0.isEmpty }.reversed()
  }
}
