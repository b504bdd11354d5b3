import ExerciseSupport
import Foundation

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
  /// How long `watch` waits between looks at the stub: a save shows within a quarter of a second, and a
  /// `stat` four times a second is nothing for the machine.
  static let tick: Int32 = 250

  /// Standard input and output: single keys when standard input is a terminal, lines otherwise.
  static func live(console: Console) -> WatchEnvironment {
    let readsSingleKeys = isatty(STDIN_FILENO) == 1
    let reader = KeyReader(readsSingleKeys: readsSingleKeys)
    let terminal = TerminalMode()
    let clears = isatty(STDOUT_FILENO) == 1
    return WatchEnvironment(
      nextInput: { reader.next(waitingAtMost: tick) },
      stamp: FileStamp.of,
      readsSingleKeys: readsSingleKeys,
      begin: {
        InterruptSignal.install()
        if readsSingleKeys { terminal.enterSingleKeys() }
      },
      end: {
        terminal.restore()
        InterruptSignal.uninstall()
      },
      clearScreen: { if clears { console.write("\u{1B}[H\u{1B}[2J") } })
  }
}

/// `swift run Episode91 watch [id]`: the exercise loop without retyping a command.
///
/// It shows one exercise, verifies it, and verifies it again each time its stub is saved; a pass offers the
/// reference solution and moves on to the next unfinished exercise. Keys reveal a hint, the solution, the
/// list, the next exercise, reset the stub, or quit. Every verdict comes from `verify`, so watching and
/// verifying by hand never disagree.
struct ExerciseWatch {
  var commands: ExerciseCommands
  var environment: WatchEnvironment

  /// Where the learner is: the exercise on screen, the stub's stamp at its last verify, and the exercise
  /// that passed last, whose solution `s` shows even after moving on.
  struct State {
    var exercise: Exercise
    var verifiedStamp: FileStamp?
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
    verify(&state, clearing: false)
    while true {
      switch environment.nextInput() {
      case .tick:
        if environment.stamp(workbook.url(state.exercise.stubPath)) != state.verifiedStamp {
          verify(&state, clearing: true)
        }
      case .key(let key):
        if !handle(key, &state) { return Episode91.ExitCode.success }
      case .endOfInput, .interrupt:
        console.line()
        console.line("Stopped watching.")
        return Episode91.ExitCode.success
      }
    }
  }

  /// Shows the exercise and its verdict; after a pass, moves on to the next unfinished exercise.
  private func verify(_ state: inout State, clearing: Bool) {
    if clearing { environment.clearScreen() }
    let exercise = state.exercise
    printHeading(exercise)
    state.verifiedStamp = environment.stamp(workbook.url(exercise.stubPath))
    let passed = commands.verify([exercise], named: true) == Episode91.ExitCode.success
    guard passed else {
      printKeys(exercise)
      return
    }
    state.lastPassed = exercise
    guard let next = nextUnfinished(after: exercise) else {
      console.line("Press s to compare yours with the reference solution, q to quit.")
      return
    }
    console.line()
    console.line(console.green("Moving on.") + " Press s for \(exercise.id)'s reference solution.")
    console.line()
    state.exercise = next
    verify(&state, clearing: false)
  }

  /// Acts on one key; returns false to quit.
  private func handle(_ key: Character, _ state: inout State) -> Bool {
    let key = Character(key.lowercased())
    if state.confirmingReset {
      state.confirmingReset = false
      guard key == "y" else {
        console.line("Kept your edits.")
        return true
      }
      _ = commands.reset(state.exercise)
      verify(&state, clearing: false)
      return true
    }
    console.line()
    switch key {
    case "h":
      _ = commands.hint(state.exercise)
    case "s":
      let passedOnScreen = workbook.status(of: state.exercise, progress: .load(from: workbook.root)) == .done
      _ = commands.solution(passedOnScreen ? state.exercise : state.lastPassed ?? state.exercise, force: false)
    case "n":
      guard let next = nextUnfinished(after: state.exercise) else {
        console.line("No other exercise is unfinished.")
        return true
      }
      state.exercise = next
      verify(&state, clearing: true)
    case "l":
      _ = commands.list()
    case "r":
      state.confirmingReset = true
      console.line(
        "Reset \(state.exercise.id) to the stub as shipped? Your edits to \(state.exercise.stubPath) will be lost."
      )
      console.line(readsLine("y") + " resets; anything else keeps your edits.")
    case "q":
      console.line("Stopped watching.")
      return false
    default:
      printKeys(state.exercise)
    }
    return true
  }

  private func printHeading(_ exercise: Exercise) {
    let progress = ExerciseProgress.load(from: workbook.root)
    let done = Exercise.all.filter { workbook.status(of: $0, progress: progress) == .done }.count
    let count = console.dim("   (\(done)/\(Exercise.all.count) done)")
    console.line(console.bold("\(exercise.id) \(exercise.title)") + count)
    console.line()
    let prompt = workbook.prompt(of: exercise)
    for line in prompt.isEmpty ? [exercise.goal] : prompt {
      console.line(line.isEmpty ? "" : "  " + line)
    }
    console.line()
    console.line("  edit   \(exercise.stubPath)")
    console.line()
  }

  private func printKeys(_ exercise: Exercise) {
    console.line()
    let file = URL(fileURLWithPath: exercise.stubPath).lastPathComponent
    console.line(console.cyan("Watching \(file): save it to check again."))
    let keys = "h hint · s solution · n next exercise · l list · r reset · q quit"
    console.line(console.dim(environment.readsSingleKeys ? "Keys: \(keys)" : "Type a letter and Enter: \(keys)"))
  }

  /// `y`, or `y and Enter` where keys arrive as lines.
  private func readsLine(_ key: String) -> String {
    environment.readsSingleKeys ? key : "\(key) and Enter"
  }

  /// The first exercise after `current` that is not done, in the catalog's order and starting again from the
  /// top.
  func nextUnfinished(after current: Exercise?) -> Exercise? {
    let progress = ExerciseProgress.load(from: workbook.root)
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
