import ExerciseSupport
import Foundation

/// The learner's loop: `exercises`, `verify [id]`, `hint <id>`, `solution <id>`, `reset <id>`.
struct ExerciseCommands {
  var console: Console
  var workbook: ExerciseWorkbook
  var runner: ExerciseRunner = .live
  /// Extra arguments for `swift build`/`swift test`: the build folder this Episode91 itself was built in.
  var buildArguments: [String] = ExerciseRunner.buildArguments()

  static let names: Set = ["exercises", "verify", "hint", "solution", "reset"]

  /// Each command's arguments, for `<command> --help`.
  static let usage = [
    "exercises": "[--check-pristine]", "verify": "[id]", "hint": "<id>", "solution": "<id> [--force]",
    "reset": "<id>",
  ]

  static func printHelp(console: Console) {
    console.line("  exercises     every exercise with its status, your progress, and what to do next")
    console.line("  verify [id]   build and check one exercise (or every started one)")
    console.line("  hint <id>     reveal the exercise's next hint")
    console.line("  solution <id> show the reference solution once the exercise passes (or with --force)")
    console.line("  reset <id>    restore the exercise's stub exactly as shipped")
  }

  func run(_ arguments: [String]) -> Int32 {
    let command = arguments.first ?? "exercises"
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.line("Usage: swift run Episode91 \(command) \(Self.usage[command] ?? "")")
      console.line()
      Self.printHelp(console: console)
      return Episode91.ExitCode.success
    }
    switch command {
    case "exercises":
      return rest.contains("--check-pristine") ? checkPristine() : list()
    case "verify":
      guard let name = rest.first else { return verify(Exercise.all, named: false) }
      return exercise(named: name).map { verify([$0], named: true) } ?? Episode91.ExitCode.usage
    case "hint":
      return requireExercise(rest, usage: "hint <id>").map(hint) ?? Episode91.ExitCode.usage
    case "solution":
      let force = rest.contains("--force")
      let names = rest.filter { $0 != "--force" }
      return requireExercise(names, usage: "solution <id> [--force]").map { solution($0, force: force) }
        ?? Episode91.ExitCode.usage
    default:
      return requireExercise(rest, usage: "reset <id>").map(reset) ?? Episode91.ExitCode.usage
    }
  }

  // MARK: exercises

  func list() -> Int32 {
    let progress = ExerciseProgress.load(from: workbook.root)
    let statuses = Exercise.all.map { ($0, workbook.status(of: $0, progress: progress)) }
    let done = statuses.filter { $0.1 == .done }.count
    console.line(
      console.bold("Exercises") + "  \(progressBar(done: done, total: statuses.count))  \(done)/\(statuses.count) done")
    console.line()
    for (exercise, status) in statuses {
      let label: String
      switch status {
      case .done: label = console.green(status.label)
      case .failing: label = console.red(status.label)
      case .notStarted: label = status.label
      case .unavailable: label = console.dim(status.label)
      }
      let seen = progress.hintsRevealed[exercise.id] ?? 0
      let hints = seen == 0 ? "" : console.dim("  (\(seen) of \(exercise.hints.count) hints seen)")
      console.line("  \(console.bold(padded(exercise.id, to: 5))) \(padded(exercise.title, to: 46)) \(label)\(hints)")
    }
    console.line()
    printNext(statuses: statuses)
    return Episode91.ExitCode.success
  }

  private func progressBar(done: Int, total: Int, width: Int = 26) -> String {
    let filled = total == 0 ? 0 : done * width / total
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
  }

  private func printNext(statuses: [(Exercise, ExerciseStatus)]) {
    if Self.everythingIsDone(statuses.map(\.1)) {
      printAllDone()
      return
    }
    guard let (next, status) = statuses.first(where: { $0.1 != .done && $0.1 != .unavailable }) else {
      console.line("The remaining exercises belong to checkpoints not written yet.")
      return
    }
    console.line(console.bold("Next: \(next.id) \(next.title)") + (status == .notStarted ? "" : " (\(status.label))"))
    console.line("  \(next.goal)")
    console.line("  edit   \(next.stubPath)")
    console.line("  then   swift run Episode91 verify \(next.id)     (stuck? swift run Episode91 hint \(next.id))")
  }

  /// Every exercise passes, leaving out those whose checkpoint this copy of the workbook does not have.
  static func everythingIsDone(_ statuses: [ExerciseStatus]) -> Bool {
    statuses.contains(.done) && statuses.allSatisfy { $0 == .done || $0 == .unavailable }
  }

  func printAllDone() {
    console.line(console.green(console.bold("*** You're done: every exercise passes. ***")))
    console.line("Compare with the reference solutions: swift run Episode91 solution <id>")
  }

  /// CI's check that every shipped stub is untouched, so a fresh clone starts with every exercise "not started".
  func checkPristine() -> Int32 {
    var problems: [String] = []
    var checked = 0
    for exercise in Exercise.all {
      switch workbook.stubState(of: exercise) {
      case .untouched: checked += 1
      case .missing: continue
      case .edited: problems.append("\(exercise.id): \(exercise.stubPath) differs from \(exercise.pristinePath)")
      case .noShippedCopy: problems.append("\(exercise.id): no shipped copy at \(exercise.pristinePath)")
      }
    }
    guard problems.isEmpty else {
      problems.forEach { console.error("error: \($0)") }
      console.error("Every shipped stub must be byte for byte its copy (`swift run Episode91 reset <id>` restores it).")
      return Episode91.ExitCode.failure
    }
    console.line("\(checked) shipped stubs are untouched.")
    return Episode91.ExitCode.success
  }

  // MARK: hint, solution, reset

  func hint(_ exercise: Exercise) -> Int32 {
    var progress = ExerciseProgress.load(from: workbook.root)
    let revealed = min((progress.hintsRevealed[exercise.id] ?? 0) + 1, exercise.hints.count)
    progress.hintsRevealed[exercise.id] = revealed
    try? progress.save(to: workbook.root)
    console.line(console.bold("\(exercise.id) \(exercise.title)") + " — hint \(revealed) of \(exercise.hints.count)")
    for (index, hint) in exercise.hints.prefix(revealed).enumerated() {
      let text = "  \(index + 1). \(hint)"
      console.line(index + 1 == revealed ? text : console.dim(text))
    }
    if revealed == exercise.hints.count {
      console.line("That was the last hint. Still stuck? swift run Episode91 solution \(exercise.id) --force")
    } else {
      console.line(console.dim("Run it again for the next hint."))
    }
    return Episode91.ExitCode.success
  }

  func solution(_ exercise: Exercise, force: Bool) -> Int32 {
    let status = workbook.status(of: exercise, progress: .load(from: workbook.root))
    guard status == .done || force else {
      console.error(
        "\(exercise.id) is \(status.label): the solution opens once `swift run Episode91 verify \(exercise.id)` passes."
      )
      console.error("To look anyway: swift run Episode91 solution \(exercise.id) --force")
      return Episode91.ExitCode.failure
    }
    guard let text = try? String(contentsOf: workbook.url(exercise.solutionPath), encoding: .utf8) else {
      console.error("error: no reference solution at \(exercise.solutionPath) yet.")
      return Episode91.ExitCode.failure
    }
    console.line(console.bold("\(exercise.id) \(exercise.title) — reference solution") + "  (\(exercise.solutionPath))")
    console.line()
    console.line(text)
    console.line(
      "Compare with yours: git diff --no-index --ignore-all-space \(exercise.stubPath) \(exercise.solutionPath)")
    return Episode91.ExitCode.success
  }

  func reset(_ exercise: Exercise) -> Int32 {
    guard let shipped = FileManager.default.contents(atPath: workbook.url(exercise.pristinePath).path) else {
      console.error("error: \(exercise.id) has no shipped copy at \(exercise.pristinePath).")
      return Episode91.ExitCode.failure
    }
    do {
      let stub = workbook.url(exercise.stubPath)
      try FileManager.default.createDirectory(at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
      try shipped.write(to: stub, options: .atomic)
    } catch {
      console.error("error: could not restore \(exercise.stubPath): \(error.localizedDescription)")
      return Episode91.ExitCode.failure
    }
    var progress = ExerciseProgress.load(from: workbook.root)
    progress.verified[exercise.id] = nil
    try? progress.save(to: workbook.root)
    console.line("\(exercise.id) is back as shipped: \(exercise.stubPath)")
    return Episode91.ExitCode.success
  }

  // MARK: ids

  private func exercise(named name: String) -> Exercise? {
    if let exercise = Exercise.named(name) { return exercise }
    console.error("error: unknown exercise '\(name)'.")
    console.error("Valid ids: \(Exercise.all.map(\.id).joined(separator: " "))")
    return nil
  }

  private func requireExercise(_ arguments: [String], usage: String) -> Exercise? {
    guard let name = arguments.first else {
      console.error("error: missing exercise id. Usage: swift run Episode91 \(usage)")
      console.error("Valid ids: \(Exercise.all.map(\.id).joined(separator: " "))")
      return nil
    }
    return exercise(named: name)
  }
}
