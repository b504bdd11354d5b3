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
    console: Console, input: Int32 = STDIN_FILENO,
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
        InterruptSignal.pipe.install()
        if readsSingleKeys { terminal.enterSingleKeys() }
      },
      end: {
        terminal.restore()
        InterruptSignal.pipe.uninstall()
      },
      clearScreen: { if console.clearsScreen { console.write("\u{1B}[H\u{1B}[2J") } })
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
  @discardableResult
  private func verify(_ state: inout State, clearing: Bool, alongside others: [Exercise] = []) -> Bool {
    if clearing { environment.clearScreen() }
    let exercise = state.exercise
    printHeading(exercise)
    state.verifiedStamps = stamps(for: exercise)
    // After the verdict, watch says what comes next itself: the hint count when stuck, its keys, or how to move
    // on; never the commands `verify <id>` suggests, since watch has keys for them.
    let ending = commands.verify(exercise, alongside: others)
    if ending == .interrupted {
      console.line(console.text(WatchMessage.stopped))
      return false
    }
    guard ending == .passed else {
      if ending == .failed { commands.printStuck(exercise) }
      printKeys(exercise)
      return true
    }
    if commands.allDone(commands.loadProgress()) {
      console.line()
      commands.printAllDone()
    }
    state.lastPassed = exercise
    console.line()
    if let next = nextUnfinished(after: exercise) {
      let moveOn = environment.readsSingleKeys ? LoopMessage.passedNextKey : .passedNextLine
      console.line(console.green(console.text(WatchMessage.solutionKey, ["id": exercise.id])))
      console.line(console.text(moveOn, ["next": next.id, "id": exercise.id]))
    } else {
      console.line(console.text(WatchMessage.lastPassedKeys))
    }
    printKeys(exercise)
    return true
  }

  /// Acts on one key; returns false to quit.
  private func handle(_ key: Character, _ state: inout State) -> Bool {
    let key = Character(key.lowercased())
    if state.confirmingReset {
      state.confirmingReset = false
      guard key == "y" else {
        console.line(console.text(WatchMessage.keptEdits))
        return true
      }
      _ = commands.reset(state.exercise)
      return verify(&state, clearing: false)
    }
    console.line()
    switch key {
    case "h":
      let nextHint = console.text(environment.readsSingleKeys ? WatchMessage.nextHintKey : .nextHintLine)
      _ = commands.hint(state.exercise, nextHint: nextHint)
    case "s":
      let passedOnScreen = workbook.status(of: state.exercise, progress: commands.loadProgress()) == .done
      _ = commands.solution(passedOnScreen ? state.exercise : state.lastPassed ?? state.exercise, force: false)
    case "n":
      guard let next = nextUnfinished(after: state.exercise) else {
        console.line(console.text(WatchMessage.noOtherUnfinished))
        return true
      }
      state.exercise = next
      return verify(&state, clearing: true)
    case "l":
      _ = commands.list()
    case "r":
      state.confirmingReset = true
      console.line(
        console.text(WatchMessage.resetQuestion, ["id": state.exercise.id, "stub": state.exercise.stubPath]))
      console.line(console.text(environment.readsSingleKeys ? WatchMessage.resetConfirmKey : .resetConfirmLine))
    case "q":
      console.line(console.text(WatchMessage.stopped))
      return false
    default:
      printKeys(state.exercise)
    }
    return true
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
    Self.paragraphs(of: text.prompt).forEach(printPromptLine)
    console.line()
    commands.printSteps([(.stepEdit, exercise.stubPath, nil)])
    console.line()
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
    console.line(
      console.dim(console.text(environment.readsSingleKeys ? WatchMessage.keysSingle : .keysLines, ["keys": keys])))
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

extension ExerciseCommands {
  /// `watch [id]` on the real terminal.
  func watch(startingAt exercise: Exercise?) -> Int32 {
    ExerciseWatch(commands: self, environment: .live(console: console)).run(startingAt: exercise)
  }
}
