import ExerciseSupport
import Foundation
import Messages
import TerminalText

/// What reached `watch` while it waited.
enum WatchInput: Equatable {
  /// A tick passed with no key: time to look at the stub again.
  case tick
  case key(Character)
  /// Standard input closed: the end of a piped script, or Ctrl-D.
  case endOfInput
  /// Ctrl-C or SIGTERM.
  case interrupt
  /// The terminal's window changed size (SIGWINCH): what is on screen is drawn again to fit it, at once.
  case resize
}

/// Everything `watch` needs from outside itself, so tests drive it without a terminal, a clock or a file
/// system that changes on its own.
struct WatchEnvironment {
  /// Waits for the next key at most one tick (`WatchEnvironment.tick`), then says `.tick`.
  var nextInput: () -> WatchInput
  /// The stub's stamp; a different one means the stub was saved.
  var stamp: (URL) -> FileStamp?
  /// Whether keys arrive one by one (a terminal) or as lines.
  var readsSingleKeys: Bool
  /// Called before the first input is read, and after the last on every way out.
  var begin: () -> Void
  var end: () -> Void
  /// Clears the screen before a new verdict, so only the latest run shows; nothing outside a terminal.
  var clearScreen: () -> Void
  /// The terminal's size when `watch` draws screens on one (`WatchScreen`); nil where it writes lines that scroll
  /// (a pipe, an editor's console, a captured console), which then get everything as it comes.
  var screenSize: () -> TerminalSize? = { nil }
}

extension WatchEnvironment {
  /// How long `watch` waits between looks at the stub: a save shows within a tenth of a second, a wait that
  /// counts against the 1.5 s from save to verdict, and a `stat` ten times a second is still nothing for the
  /// machine (`scripts/benchmark-verify-loop` measures watch's idle CPU).
  static let tick: Int32 = 100

  /// Standard input (or `input`) and output: single keys when the input is a terminal, lines otherwise. Xcode's
  /// console counts as lines: it answers `isatty` as a terminal, but a learner types there and presses Return, and
  /// a line works whether or not it also passes keys on one by one (`TextStyle.isXcodeConsole`).
  static func live(
    console: Console, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> WatchEnvironment {
    let readsSingleKeys = isatty(input) == 1 && !TextStyle.isXcodeConsole(environment)
    let terminal = TerminalMode(descriptor: input)
    let reader = KeyReader(descriptor: input, readsSingleKeys: readsSingleKeys, terminal: terminal)
    return WatchEnvironment(
      nextInput: { reader.next(waitingAtMost: tick) },
      stamp: FileStamp.of,
      readsSingleKeys: readsSingleKeys,
      begin: {
        InterruptSignal.install()
        if readsSingleKeys { terminal.enterSingleKeys() }
        // Ctrl-Z during a build: the learner's modes back while stopped, single keys again after `fg`.
        InterruptForwarding.live.stopsItself = { terminal.suspend() }
      },
      end: {
        InterruptForwarding.live.stopsItself = { InterruptSignal.stopAsSIGTSTPWould() }
        terminal.restore()
        InterruptSignal.uninstall()
      },
      clearScreen: { if console.clearsScreen { console.write("\u{1B}[H\u{1B}[2J") } },
      // Asked before each screen, so a window resized while watching gets screens of its new size.
      screenSize: { console.clearsScreen && readsSingleKeys ? TerminalSize.of(output) : nil })
  }
}

/// `swift run Episode91 watch [id]`: the exercise loop without retyping a command.
///
/// It shows one exercise, verifies it, and verifies it again each time its stub is saved; a pass offers the
/// reference solution and stays on screen until `n` moves on to the next unfinished exercise. Keys reveal a hint, the solution, the
/// list, the next exercise, reset the stub, or quit. Every verdict comes from `verify`, so watching and
/// verifying by hand never disagree.
struct ExerciseWatch {
  var commands: ExerciseCommands
  var environment: WatchEnvironment

  /// Where the learner is: the exercise on screen, the stubs' stamps at its last verify, and the exercise
  /// that passed last, whose solution `s` shows even after moving on.
  struct State {
    var exercise: Exercise
    var verifiedStamps: [FileStamp?] = []
    var lastPassed: Exercise?
    var confirmingReset = false
    /// On a terminal that gets screens: the last verdict and what follows it, what the last key showed, and how
    /// far the part under the verdict's first line is scrolled.
    var verdict: [String] = []
    var pane: [String] = []
    var scroll = 0
  }

  private var console: Console { commands.console }
  private var workbook: Workbook { commands.workbook }

  /// Watches `named`, or the next unfinished exercise, until the learner quits.
  func run(startingAt named: Exercise?) -> Int32 {
    guard let first = named ?? nextUnfinished(after: nil) else {
      commands.printAllDone()
      return Episode91.ExitCode.success
    }
    environment.begin()
    defer { environment.end() }
    var state = State(exercise: first)
    guard verify(&state, clearing: false) else { return Episode91.ExitCode.interrupted }
    while true {
      let input = environment.nextInput()
      switch input {
      case .tick:
        let now = stamps(for: state.exercise)
        if now != state.verifiedStamps {
          let others = savedNeighbours(of: state.exercise, now, state.verifiedStamps)
          guard verify(&state, clearing: true, alongside: others) else { return Episode91.ExitCode.interrupted }
        }
      case .key(let key):
        if !handle(key, &state) { return Episode91.ExitCode.success }
      case .resize:
        redrawResized(&state)
      case .endOfInput, .interrupt:
        console.line()
        console.line(console.text(WatchMessage.stopped))
        // Ctrl-C (or SIGTERM, SIGHUP) ends watch as it ends any command: 130, and `Termination` ends Episode91 by the
        // signal itself.
        return input == .interrupt ? Episode91.ExitCode.interrupted : Episode91.ExitCode.success
      }
    }
  }

  /// The stamps of the stubs whose saves can change the exercise's verdict: its own, and the other stubs of its
  /// checkpoint, which compile with it. Setting aside a stub that was in the way is then enough for a new verdict.
  private func stamps(for exercise: Exercise) -> [FileStamp?] {
    Exercise.all.filter { $0.stage == exercise.stage }.map { environment.stamp(workbook.url($0.stubPath)) }
  }

  /// The other started stubs of the exercise's checkpoint whose stamps changed: saved since the last verify.
  private func savedNeighbours(of exercise: Exercise, _ now: [FileStamp?], _ before: [FileStamp?]) -> [Exercise] {
    let neighbours = Exercise.all.filter { $0.stage == exercise.stage }
    guard before.count == neighbours.count else { return [] }
    return zip(neighbours, zip(now, before)).filter { $0.1.0 != $0.1.1 }.map(\.0)
      .filter { $0 != exercise && !workbook.isUntouched($0) }
  }

  /// Shows the exercise and its verdict, with a verdict line for each of `others`, neighbours saved beside it.
  /// After a pass it stays: the verdict remains on screen, a save checks the exercise again, and `n` moves on.
  /// Returns false when Ctrl-C stopped the build or the check: that Ctrl-C was meant for watch too, which stops.
  ///
  /// On a terminal that gets screens, the title and the start of the prompt show while the checkpoint builds, with
  /// the build's progress under them; once the verdict is in, the screen is drawn again to fit (`WatchScreen`).
  @discardableResult
  private func verify(_ state: inout State, clearing: Bool, alongside others: [Exercise] = []) -> Bool {
    let exercise = state.exercise
    state.verifiedStamps = stamps(for: exercise)
    guard let size = environment.screenSize() else {
      if clearing { environment.clearScreen() }
      printHeading(exercise)
      let ending = verdict(of: exercise, alongside: others)
      if ending == .interrupted {
        console.line(console.text(WatchMessage.stopped))
        return false
      }
      if ending == .passed { state.lastPassed = exercise }
      printKeys(exercise)
      return true
    }
    environment.clearScreen()
    // Room for the build's progress lines under the heading while the checkpoint builds.
    let progress = 3
    var building = screen(of: exercise, verdict: [], pane: [])
    building.bottom = []
    let heading = building.lines(
      size: TerminalSize(rows: max(4, size.rows - progress), columns: size.columns), scroll: 0,
      position: position)
    heading.forEach { console.line($0) }
    // Laid out for the window as it is now, which may not be the size it had when watch started.
    let (ending, said) = ScreenSize.$width.withValue(size.columns) {
      capturing(showingAtMost: progress) { $0.verdict(of: exercise, alongside: others) }
    }
    if ending == .interrupted {
      // What `verify` said past the progress shown (that the build was stopped) is not left unsaid.
      said.dropFirst(progress).forEach { console.line($0) }
      console.line(console.text(WatchMessage.stopped))
      return false
    }
    if ending == .passed { state.lastPassed = exercise }
    let progressLines = Set(progressLines(for: [exercise] + others))
    state.verdict = said.filter { !progressLines.contains($0) }
    state.pane = []
    state.scroll = 0
    draw(state)
    return true
  }

  /// Verifies `exercise`, then says what comes next: the hint count when stuck, or how to move on after a pass;
  /// never the commands `verify <id>` suggests, since watch has keys for them. Not the keys: the caller shows them.
  private func verdict(of exercise: Exercise, alongside others: [Exercise]) -> ExerciseCommands.Ending {
    let ending = commands.verify(exercise, alongside: others)
    guard ending == .passed else {
      if ending == .failed { commands.printStuck(exercise) }
      return ending
    }
    if commands.allDone(commands.loadProgress()) {
      console.line()
      commands.printAllDone()
    }
    console.line()
    if let next = nextUnfinished(after: exercise) {
      let moveOn = environment.readsSingleKeys ? LoopMessage.passedNextKey : .passedNextLine
      console.line(console.green(console.text(WatchMessage.solutionKey, ["id": exercise.id])))
      console.line(paragraph(console.text(moveOn, ["next": next.id, "id": exercise.id]), firstPrefix: "", indent: 0))
    } else {
      console.line(console.text(WatchMessage.lastPassedKeys))
    }
    return ending
  }

  /// The lines `verify` prints while it works ("Building checkpoint 3…", "Checking 91.4…"), which a finished
  /// screen leaves out: by then the verdict says what came of them.
  private func progressLines(for exercises: [Exercise]) -> [String] {
    let building = exercises.map { exercise in
      let number = Stage.all.first { $0.target == exercise.stage }.map { "\($0.number)" } ?? exercise.stage
      return console.dim(console.text(ExerciseMessage.building, ["number": number, "target": exercise.stage]))
    }
    let checking = exercises.map { console.dim(console.text(ExerciseMessage.checking, ["ids": $0.id])) }
    return building + checking
  }

  /// Runs `body` on a watch whose console keeps every line it writes (errors too), and hands those lines back; the first
  /// `shown` lines are also written out as they come, so the build's progress shows on the screen meanwhile.
  private func capturing<Result>(
    showingAtMost shown: Int = 0, _ body: (ExerciseWatch) -> Result
  ) -> (
    Result, [String]
  ) {
    let lines = CapturedLines()
    let write = console.write
    var watch = self
    watch.commands.console.write = { text in
      lines.text += text
      guard lines.written < shown else { return }
      write(text)
      lines.written += text.filter { $0 == "\n" }.count
    }
    // A key's refusal (`s` before a pass) goes to standard error, and into the screen with the rest.
    watch.commands.console.writeError = { lines.text += $0 }
    let result = body(watch)
    var said = lines.text.components(separatedBy: "\n")
    if said.last == "" { said.removeLast() }
    return (result, said)
  }

  /// The screen for `exercise` with `verdict` and `pane` under its prompt.
  private func screen(of exercise: Exercise, verdict: [String], pane: [String]) -> WatchScreen {
    let (_, heading) = capturing { $0.printHeading(exercise) }
    let (_, keys) = capturing { $0.printKeys(exercise) }
    let file = URL(fileURLWithPath: exercise.stubPath).lastPathComponent
    return WatchScreen(
      top: Array(heading.prefix(2)), prompt: Array(heading.dropFirst(2)),
      promptContinues: console.dim(console.text(WatchMessage.promptContinues, ["file": file])),
      verdict: verdict, pane: pane, bottom: keys)
  }

  private func position(_ first: Int, _ last: Int, _ count: Int) -> String {
    console.dim(
      console.text(WatchMessage.scrollPosition, ["first": "\(first)", "last": "\(last)", "count": "\(count)"]))
  }

  /// Clears the terminal and draws the screen `state` holds, fitted to the terminal's size now: the heading and the
  /// prompt are laid out again for its width.
  private func draw(_ state: State) {
    guard let size = environment.screenSize() else { return }
    environment.clearScreen()
    ScreenSize.$width.withValue(size.columns) {
      screen(of: state.exercise, verdict: state.verdict, pane: state.pane)
        .lines(size: size, scroll: state.scroll, position: position)
    }
    .forEach { console.line($0) }
  }

  /// The window changed size (SIGWINCH): the screen again at once, fitted to it. The verdict and the pane were laid
  /// out for the old width; a line of them now wider than the window is wrapped again between words, under its own
  /// indentation (code as an editor continues it), rather than broken by the terminal in the middle of a word.
  private func redrawResized(_ state: inout State) {
    guard let size = environment.screenSize() else { return }
    state.verdict = state.verdict.flatMap { Self.rewrapped($0, width: size.columns, isCode: false) }
    state.pane = state.pane.flatMap { Self.rewrapped($0, width: size.columns, isCode: true) }
    let (exercise, verdict, pane) = (state.exercise, state.verdict, state.pane)
    let fitted = ScreenSize.$width.withValue(size.columns) { screen(of: exercise, verdict: verdict, pane: pane) }
    state.scroll = min(state.scroll, fitted.maximumScroll(size: size))
    draw(state)
  }

  /// `line` in lines of at most `width` columns; as it is when it fits, or when it is coloured (its colour would
  /// be lost, and the screen counts the rows the terminal gives it anyway).
  static func rewrapped(_ line: String, width: Int, isCode: Bool) -> [String] {
    guard line.displayWidth > width, !line.contains("\u{1B}") else { return [line] }
    if isCode { return codeLines(line, width: width) }
    let indentation = String(line.prefix { $0 == " " })
    return paragraph(
      String(line.dropFirst(indentation.count)), firstPrefix: indentation, indent: indentation.count, width: width
    ).components(separatedBy: "\n")
  }

  /// On a terminal that gets screens: runs what a key shows into the pane under the verdict, scrolled to its first
  /// line, and draws the screen again. Elsewhere it prints as it comes. Returns what `body` returned.
  @discardableResult
  private func showing<Result>(_ state: inout State, _ body: (ExerciseWatch) -> Result) -> Result {
    guard let size = environment.screenSize() else { return body(self) }
    let (result, said) = ScreenSize.$width.withValue(size.columns) { capturing(body) }
    // Code wider than the window is continued as an editor shows it, rather than wrapped by the terminal.
    state.pane = [""] + said.flatMap { !$0.contains("\u{1B}") ? codeLines($0, width: size.columns) : [$0] }
    state.scroll = screen(of: state.exercise, verdict: state.verdict, pane: state.pane).paneStart
    draw(state)
    return result
  }

  /// Acts on one key; returns false to quit.
  private func handle(_ key: Character, _ state: inout State) -> Bool {
    let key = Character(key.lowercased())
    let drawsScreens = environment.screenSize() != nil
    if state.confirmingReset {
      state.confirmingReset = false
      guard key == "y" else {
        showing(&state) { $0.console.line($0.console.text(WatchMessage.keptEdits)) }
        return true
      }
      _ = commands.reset(state.exercise)
      return verify(&state, clearing: false)
    }
    if !drawsScreens { console.line() }
    switch key {
    case " " where drawsScreens, "b" where drawsScreens:
      scroll(&state, pages: key == "b" ? -1 : 1)
    case "h":
      let nextHint = console.text(environment.readsSingleKeys ? WatchMessage.nextHintKey : .nextHintLine)
      let exercise = state.exercise
      showing(&state) { _ = $0.commands.hint(exercise, nextHint: nextHint) }
    case "s":
      let passedOnScreen = workbook.status(of: state.exercise, progress: commands.loadProgress()) == .done
      let shown = passedOnScreen ? state.exercise : state.lastPassed ?? state.exercise
      showing(&state) { _ = $0.commands.solution(shown, force: false) }
    case "n":
      guard let next = nextUnfinished(after: state.exercise) else {
        showing(&state) { $0.console.line($0.console.text(WatchMessage.noOtherUnfinished)) }
        return true
      }
      state.exercise = next
      return verify(&state, clearing: true)
    case "l":
      showing(&state) { _ = $0.commands.list() }
    case "r":
      state.confirmingReset = true
      let exercise = state.exercise
      let confirm = environment.readsSingleKeys ? WatchMessage.resetConfirmKey : .resetConfirmLine
      showing(&state) { watch in
        watch.console.line(
          watch.console.text(WatchMessage.resetQuestion, ["id": exercise.id, "stub": exercise.stubPath]))
        watch.console.line(watch.console.text(confirm))
      }
    case "q":
      if drawsScreens { console.line() }
      console.line(console.text(WatchMessage.stopped))
      return false
    default:
      if drawsScreens { draw(state) } else { printKeys(state.exercise) }
    }
    return true
  }

  /// Moves the part under the verdict's first line a window's height down (or up), as far as it goes.
  private func scroll(_ state: inout State, pages: Int) {
    guard let size = environment.screenSize() else { return }
    let screen = screen(of: state.exercise, verdict: state.verdict, pane: state.pane)
    let page = max(1, size.rows - screen.height(screen.top + screen.bottom, size) - 4)
    state.scroll = min(max(0, state.scroll + pages * page), screen.maximumScroll(size: size))
    draw(state)
  }

  private func printHeading(_ exercise: Exercise) {
    let progress = commands.loadProgress()
    let done = Exercise.all.filter { workbook.status(of: $0, progress: progress) == .done }.count
    let count = console.text(ExerciseMessage.listProgress, ["done": "\(done)", "total": "\(Exercise.all.count)"])
    let text = workbook.text(of: exercise, in: console.language)
    console.line(console.bold("\(exercise.id) \(text.title)") + console.dim("   (\(count))"))
    console.line()
    if text.prompt.isEmpty {
      commands.printExerciseText(text.goal, after: "  ")
    }
    Self.paragraphs(of: Self.withoutVerifyLine(text.prompt, of: exercise)).forEach(printPromptLine)
    console.line()
    commands.printSteps([(.stepEdit, exercise.stubPath, nil)])
    console.line()
  }

  /// The prompt without its line that says how to check your work and where the hints are
  /// (`` Check your work: `swift run Episode91 verify 91.1`. Stuck? … ``): `watch` checks on every save and shows a
  /// hint on `h`, so inside it that line would tell the learner to run what is already running. Blank lines that
  /// it leaves doubled or at the end go with it.
  static func withoutVerifyLine(_ prompt: [String], of exercise: Exercise) -> [String] {
    let command = "`swift run Episode91 verify \(exercise.id)`"
    var kept: [String] = []
    for line in prompt where !line.contains(command) {
      if line.isEmpty && (kept.last?.isEmpty ?? true) { continue }
      kept.append(line)
    }
    while kept.last?.isEmpty == true { kept.removeLast() }
    return kept
  }

  /// The prompt with each paragraph and each list item (`- ` or `1. `, its later lines indented under its text)
  /// joined into one line, so that it is wrapped to the screen as a whole: the stubs' comments are laid out for a
  /// 120-column editor, and wrapping each of their lines on its own would strand a word or two on a line of its
  /// own in the middle of a paragraph. Blank lines and code (indented four spaces) stay as they are.
  static func paragraphs(of prompt: [String]) -> [String] {
    var paragraphs: [String] = []
    /// How far the later lines of the paragraph being joined are indented; nil after a blank line or code.
    var continuation: Int?
    for line in prompt {
      let indentation = line.prefix { $0 == " " }.count
      let text = line.dropFirst(indentation)
      if !text.isEmpty, indentation == continuation, !paragraphs.isEmpty, itemMarker(of: line) == nil {
        paragraphs[paragraphs.count - 1] += " " + text
        continue
      }
      paragraphs.append(line)
      let isProse = !text.isEmpty && indentation == 0
      continuation = isProse ? itemMarker(of: line)?.count ?? 0 : nil
    }
    return paragraphs
  }

  /// A list item's marker and the space after it, `- ` or `1. `; nil for any other line.
  private static func itemMarker(of line: String) -> Substring? {
    if line.hasPrefix("- ") { return line.prefix(2) }
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") else { return nil }
    return line.prefix(digits.count + 2)
  }

  /// One paragraph of the prompt, two columns in. A paragraph wider than the screen is wrapped: code as an
  /// editor continues it, prose under its text (after a list item's marker).
  private func printPromptLine(_ line: String) {
    let printed = line.isEmpty ? "" : "  " + line
    guard printed.displayWidth > screenWidth else { return console.line(printed) }
    let indentation = printed.prefix { $0 == " " }.count
    if indentation >= 6 {
      codeLines(printed, width: screenWidth).forEach { console.line($0) }
    } else {
      let marker = Self.itemMarker(of: String(printed.dropFirst(indentation)))?.count ?? 0
      let prefix = String(printed.prefix(indentation + marker))
      commands.printExerciseText(String(printed.dropFirst(indentation + marker)), after: prefix)
    }
  }

  private func printKeys(_ exercise: Exercise) {
    console.line()
    let file = URL(fileURLWithPath: exercise.stubPath).lastPathComponent
    console.line(console.cyan(console.text(WatchMessage.watching, ["file": file])))
    let keys = console.text(WatchMessage.keys)
    let said = console.text(environment.readsSingleKeys ? WatchMessage.keysSingle : .keysLines, ["keys": keys])
    Self.keyLines(said, width: screenWidth).forEach { console.line(console.dim($0)) }
  }

  /// The keys' line in lines of at most `width` columns, broken only between keys (at ` · `), so a key never
  /// stands apart from what it does; one line wherever it fits.
  static func keyLines(_ said: String, width: Int) -> [String] {
    let separator = " · "
    var lines: [String] = []
    for key in said.components(separatedBy: separator) {
      if let last = lines.last, last.displayWidth + separator.count + key.displayWidth <= width {
        lines[lines.count - 1] = last + separator + key
      } else {
        lines.append(key)
      }
    }
    return lines
  }

  /// The first exercise after `current` that is not done, in the catalog's order and starting again from the
  /// top.
  func nextUnfinished(after current: Exercise?) -> Exercise? {
    let progress = commands.loadProgress()
    let unfinished = Exercise.all.filter { workbook.status(of: $0, progress: progress) != .done && $0 != current }
    guard let current, let position = Exercise.all.firstIndex(of: current) else { return unfinished.first }
    return unfinished.first { Exercise.all.firstIndex(of: $0)! > position } ?? unfinished.first
  }
}

/// What a watch's console wrote while `capturing` kept it, and how many lines of it went on to the screen.
private final class CapturedLines {
  var text = ""
  var written = 0
}

extension ExerciseCommands {
  /// `watch [id]` on the real terminal.
  func watch(startingAt exercise: Exercise?) -> Int32 {
    ExerciseWatch(commands: self, environment: .live(console: console)).run(startingAt: exercise)
  }
}
