import Effect
import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// A walk taller than the screen, with words and code too long for a line, over two small checkpoints of its own:
/// the real walks' text is the writers' to change, this one stays.
enum TallWalk {
  /// A line of code far wider than 120 columns, with spaces to continue it at.
  static let longLine =
    "let environment = CounterEnvironment(fileClient: .live(directory: applicationSupportDirectory), "
    + "nthPrime: { n in wolframAlpha(query: \"prime \\(n)\") }, onProblem: { message in print(message) })"

  /// Fourteen paragraphs of long words: a word cut in two would show as a fragment no paragraph holds.
  static let narration = (1...14).map { number in
    "Paragraph \(number) explains why `CounterEnvironment` carries `fileClient` and `nthPrime` together, so that "
      + "counterReducerWithEnvironment reads nothing global; incomprehensibilities aside, "
      + "`Store<AppState, AppAction, AppEnvironment>` stays whole, and Episodes/Stage2EnvironmentInReducer/README.md "
      + "is where the lesson continues."
  }.joined(separator: "\n\n")

  static let walk = """
    # A tall walk

    The change, in [two steps](README.md), told at length so that a step is taller than any screen.

    ## The code

    ### Hand the counter its environment instead of letting it reach for a global

    \(narration)

    `Counter/Counter.swift`

    ```diff
    @@ -3,7 +3,7 @@
     line 3
     line 4
     line 5
    -\(longLine)
    +let environment = CounterEnvironment.live
     line 7
     line 8
     line 9
    ```

    ### Add a file

    A new file, `New.swift`, holds one constant.

    `New.swift`

    ```diff
    @@ -0,0 +1,1 @@
    +let new = 1
    ```

    ## Check your understanding

    ### Who builds the environment?

    1. The root of the app.
       > ✓ Right: the root builds it once and hands it down.
    2. Each reducer, for itself.
       > ✗ Then each would reach for globals again.
    3. Nobody: it is a global.
       > ✗ That is where stage 1 started.

    ### What does the counter read now?

    1. A global `Current`.
       > ✗ That is what this walk removes.
    2. Its environment, passed in.
       > ✓ Right: the reducer gets it as an argument.
    3. A singleton.
       > ✗ There is none.

    ### Which file does the walk add?

    1. Old.swift
       > ✗ Nothing is deleted here.
    2. Counter.swift
       > ✗ That one changes.
    3. New.swift
       > ✓ Right: with one constant.

    """

  /// The fixture workbook, its walk checked against its two checkpoints (`--refresh` finds nothing to mend).
  static func fixture() throws -> FixtureWorkbook {
    let fixture = try FixtureWorkbook()
    let lines = (1...12).map { $0 == 6 ? longLine : "line \($0)" }
    try fixture.addStage(1, files: ["Counter/Counter.swift": lines.map { $0 + "\n" }.joined()])
    try fixture.addStage(
      2,
      files: [
        "Counter/Counter.swift": lines.map {
          ($0 == longLine ? "let environment = CounterEnvironment.live" : $0) + "\n"
        }
        .joined(),
        "New.swift": "let new = 1\n",
      ])
    try fixture.write(walk, to: "Episodes/Stage2EnvironmentInReducer/WALK.md")
    try fixture.write(walk, to: "Episodes/Stage2EnvironmentInReducer/WALK.ko.md")
    let refresh = fixture.run(["walk", "2", "--refresh"])
    #expect(refresh.code == 0, "\(refresh.errors)")
    return fixture
  }

  /// The words of `text`: what is between its spaces and line ends; and where a Korean syllable is followed by an
  /// opening parenthesis, where a line may end too (`wrapped`), the two sides of it.
  static func words(_ text: String) -> [String] {
    var spaced = ""
    var previous: Character?
    for character in text {
      if character == "(", let previous, previous.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) {
        spaced.append(" ")
      }
      spaced.append(character)
      previous = character
    }
    return spaced.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r\n" }).map(String.init)
  }
}

/// The screen a terminal shows for what a program wrote: enough of a terminal for what `walk` writes (text, line
/// ends, and the escape codes that clear the screen), which fills rows of `columns` columns, wraps a line too long
/// for them as a terminal does, and scrolls the top row away when a line end comes on the last row.
struct ScreenModel {
  let columns: Int
  let rows: Int
  private(set) var lines: [String] = [""]
  /// Lines that did not fit their row, so the terminal wrapped them.
  private(set) var overflows: [String] = []

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The screen after `text`: what came after its last clear is all there is on it.
  static func screen(after text: String, columns: Int, rows: Int) -> ScreenModel {
    var model = ScreenModel(columns: columns, rows: rows)
    let lastClear = text.range(of: "\u{1B}[H\u{1B}[2J", options: .backwards)?.lowerBound ?? text.startIndex
    model.feed(String(text[lastClear...]))
    return model
  }

  mutating func feed(_ text: String) {
    var characters = text[...]
    while let character = characters.popFirst() {
      switch character {
      case "\u{1B}":
        // `ESC [ <parameters> <letter>`: `J` clears the screen (after `H`, which homes the cursor); colour is none.
        var sequence = ""
        while let next = characters.popFirst() {
          sequence.append(next)
          if next.isLetter { break }
        }
        if sequence.hasSuffix("J") {
          lines = [""]
          column = 0
        }
      case "\r":
        continue
      case "\n", "\r\n":
        newLine()
      default:
        let width = String(character).displayWidth
        if column + width > columns {
          overflows.append(lines[lines.count - 1] + String(character))
          newLine()
        }
        lines[lines.count - 1].append(character)
        column += width
      }
    }
  }

  /// The columns the last line fills.
  private var column = 0

  private mutating func newLine() {
    column = 0
    lines.append("")
    if lines.count > rows { lines.removeFirst() }
  }
}

extension WatchInputTests {
  /// `walk` on a real terminal (a pseudo-terminal sized with `TIOCSWINSZ`, whose size the walk reads with
  /// `TIOCGWINSZ`, and whose keys it reads one by one), at 80×24 and at 120×40. The test reads what the walk writes
  /// from the terminal's other side into a model of the screen, and after every key checks the screen: every line
  /// fits, every step shows its place and title at the top at every scroll position, no word is broken, and, by
  /// the end, every line of a step taller than the screen was on screen. On the way it scrolls a line with `j` and
  /// the down arrow, back with `k` and the up arrow, a screen down with `f` and up with `b`, then pages with space;
  /// answers the three questions (right, wrong, right); the answer screen names the choice as numbered on screen;
  /// the end screen gives the score.
  @Test(arguments: [(80, 24), (120, 40)])
  func theWalkKeepsItsPlaceOnAResizedTerminal(columns: Int, rows: Int) throws {
    let fixture = try TallWalk.fixture()
    let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let pseudoTerminal = try PseudoTerminal()
    try ScreenWidthTests.resize(pseudoTerminal, columns: columns, rows: rows)
    #expect(ScreenSize.windowSize(of: pseudoTerminal.terminal) == ScreenSize(columns: columns, rows: rows))

    // Everything the walk writes, as the terminal's other side reads it, kept by a reader of its own so the
    // terminal's buffer never fills while the walk writes.
    let output = LockIsolated("")
    let arrived = DispatchSemaphore(value: 0)
    let readerEnded = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [main = pseudoTerminal.main] in
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(main, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer.prefix(count)
        output.withValue { [bytes] in $0 = String(decoding: bytes, as: UTF8.self) }
        arrived.signal()
      }
      arrived.signal()
      readerEnded.signal()
    }
    // The reader ends once the terminal side is closed (Linux says EIO, macOS end of file); only then is its end
    // of the pair closed, so it never reads a descriptor number that something else opened since.
    defer {
      pseudoTerminal.closeTerminal()
      _ = readerEnded.wait(timeout: .now() + 60)
    }
    /// Waits until what arrived after `offset` satisfies `done`; false when a minute passes first (a hang).
    func waitFor(after offset: Int, _ done: (Substring) -> Bool) -> Bool {
      let deadline = DispatchTime.now() + 60
      while true {
        let text = output.value
        if done(text.dropFirst(offset)) { return true }
        guard arrived.wait(timeout: deadline) == .success else { return false }
      }
    }

    var console = Console.writing(to: pseudoTerminal.terminal, errorsTo: pseudoTerminal.terminal)
    console.clearsScreen = true
    console.isTerminal = true
    var environment = WatchEnvironment.live(console: console, input: pseudoTerminal.terminal, environment: [:])
    #expect(environment.readsSingleKeys)
    let seed: UInt64 = 91
    let orders = walk.source.questions.indices.map { WalkSession.order(ofChoices: 3, question: $0, seed: seed) }
    // On screen, choice n is the file's choice orders[question][n - 1]: the right one for questions 1 and 3, a
    // wrong one for question 2.
    let chosen = walk.source.questions.indices.map { question in
      let choices = walk.source.questions[question].choices
      let wanted = question == 1 ? choices.firstIndex { !$0.isRight }! : choices.firstIndex(where: \.isRight)!
      return orders[question].firstIndex(of: wanted)! + 1
    }

    // The pages as the walk lays them out at this width, to check the screens against.
    let pages = ScreenSize.$width.withValue(columns) {
      walk.source.steps.indices.map {
        WalkScreen.stepPage($0 + 1, of: walk, workbook: fixture.workbook, console: console)
      }
    }
    let vocabulary = Set(
      ScreenSize.$width.withValue(10_000) {
        TallWalk.words(WalkScreen.everyStep(of: walk, workbook: fixture.workbook, console: console))
          + (1...3).flatMap { TallWalk.words(console.text(WalkMessage.chose, ["number": "\($0)"])) }
          + (1...3).flatMap { TallWalk.words(console.text(WalkMessage.answer, ["number": "\($0)"])) }
      } + ["+", "-"])

    var screens: [[String]] = []
    var keysTyped: [String] = []
    var typedAt = 0
    var consumed = true
    var failed = false
    var scrollKeys = ["j", "\u{1B}[B", "k", "\u{1B}[A", "f", "b"]
    let waitForKey = environment.nextInput
    environment.nextInput = {
      guard !failed else { return .endOfInput }
      if consumed {
        // The walk took the last key and drew its page: wait for the keys line that ends every page.
        guard waitFor(after: typedAt, { $0.hasSuffix("q: quit") }) else {
          failed = true
          Issue.record("no page after \(keysTyped): \(output.value.suffix(500))")
          return .endOfInput
        }
        let model = ScreenModel.screen(after: output.value, columns: columns, rows: rows)
        #expect(model.overflows.isEmpty, "lines wider than \(columns) columns: \(model.overflows)")
        let screen = model.lines
        screens.append(screen)
        let key: String
        if let place = screen.firstIndex(where: { $0.hasPrefix("Question ") }) {
          let question = Int(screen[place].dropFirst("Question ".count).prefix { $0.isNumber })! - 1
          key = screen.contains { $0.contains("You chose") } ? "n" : "\(chosen[question])"
        } else if screen.first?.hasPrefix("Step 1 of 2") == true && !scrollKeys.isEmpty {
          key = scrollKeys.removeFirst()
        } else {
          key = " "
        }
        keysTyped.append(key)
        typedAt = output.value.count
        consumed = false
        pseudoTerminal.type(key)
      }
      let input = waitForKey()
      if case .key = input { consumed = true }
      return input
    }

    let code = WalkSession(
      walk: walk, workbook: fixture.workbook, console: console, environment: environment,
      screenSize: { ScreenSize.measured(environment: [:], descriptor: pseudoTerminal.terminal) }, seed: seed
    ).run()
    #expect(code == 0)
    #expect(!failed)
    let score = "2 of 3 right; to retry: `swift run Episode91 walk 2`"
    #expect(waitFor(after: typedAt) { $0.contains(score) }, "no score: \(output.value.suffix(300))")
    let end = ScreenModel.screen(after: output.value, columns: columns, rows: rows)
    #expect(end.lines.suffix(3) == ["End of the walk into stage 2. Next: `swift run Episode91 show 2`.", score, ""])

    // Every screen: the keys at the bottom; above them, no word that the walk does not hold whole.
    for screen in screens {
      let keys = screen.lastIndex { $0.isEmpty } ?? screen.count
      for word in TallWalk.words(screen[..<keys].joined(separator: "\n")) where !vocabulary.contains(word) {
        Issue.record("a broken word on screen: \(word)\n\(screen.joined(separator: "\n"))")
      }
      #expect(screen.count <= rows)
    }
    // Every screen of a step: its place and title on the first rows, whatever the scroll; every body line seen.
    for (index, page) in pages.enumerated() {
      let place = "Step \(index + 1) of 2"
      let stepScreens = screens.filter { $0.contains { $0.hasPrefix(place) } }
      #expect(!stepScreens.isEmpty, "\(place) never showed")
      for screen in stepScreens {
        #expect(Array(screen.prefix(page.pinned.count)) == page.pinned, "\(screen.joined(separator: "\n"))")
      }
      let seen = Set(stepScreens.flatMap { $0.dropFirst(page.pinned.count) })
      for line in page.body where !seen.contains(line) {
        Issue.record("\(place): never on screen: \(line)")
      }
    }
    #expect(pages[0].body.count > rows, "the first step is taller than the screen")
    let first = screens.filter { $0.first?.hasPrefix("Step 1 of 2") == true }
    #expect(first.count >= 7, "the scroll keys and then space each drew the first step")
    if first.count >= 7 {
      let body = pages[0].pinned.count + 1
      #expect(first[1][body] == first[0][body + 1], "j scrolls a line down")
      #expect(first[2][body] == first[0][body + 2], "the down arrow scrolls a line down")
      #expect(first[3] == first[1], "k scrolls a line up")
      #expect(first[4] == first[0], "the up arrow scrolls a line up")
      #expect(first[5][body] != first[0][body], "f scrolls a screen down")
      #expect(first[6] == first[0], "b scrolls a screen up")
    }
    // The answer screens: the choice as numbered on screen, and the right one when it was not.
    let answers = screens.filter { $0.contains { $0.contains("You chose") } }
    #expect(answers.count == 3)
    for (question, screen) in answers.enumerated() where question < chosen.count {
      #expect(screen.contains("  You chose \(chosen[question])."), "\(screen.joined(separator: "\n"))")
      let right = orders[question].firstIndex { walk.source.questions[question].choices[$0].isRight }! + 1
      #expect(screen.contains("  Answer: \(right)") == (question == 1), "\(screen.joined(separator: "\n"))")
    }
  }
}
