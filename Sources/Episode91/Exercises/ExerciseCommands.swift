import ExerciseSupport
import Foundation
import Messages

/// The learner's loop: `exercises`, `watch [id]`, `verify [id]`, `hint <id>`, `solution <id>`, `reset <id>`.
struct ExerciseCommands {
  var console: Console
  var workbook: Workbook
  var executables: Executables

  init(_ invocation: Invocation) {
    console = invocation.console
    workbook = invocation.workbook
    executables = invocation.executables
  }

  // MARK: the actions the command table runs

  static func exercises(_ invocation: Invocation) throws(UsageError) -> Int32 {
    guard invocation.arguments.positionals.isEmpty else {
      throw UsageError(CommandLineMessage.exercisesTakesNoID)
    }
    let commands = ExerciseCommands(invocation)
    return invocation.arguments.flags.contains("--check-pristine") ? commands.checkPristine() : commands.list()
  }

  static func watch(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let exercise = invocation.arguments.positionals.isEmpty ? nil : try exercise(in: invocation)
    return ExerciseCommands(invocation).watch(startingAt: exercise)
  }

  static func verify(_ invocation: Invocation) throws(UsageError) -> Int32 {
    guard !invocation.arguments.positionals.isEmpty else {
      return ExerciseCommands(invocation).verify(Exercise.all, named: false)
    }
    return ExerciseCommands(invocation).verify([try exercise(in: invocation)], named: true)
  }

  static func hint(_ invocation: Invocation) throws(UsageError) -> Int32 {
    ExerciseCommands(invocation).hint(try exercise(in: invocation))
  }

  static func solution(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let force = invocation.arguments.flags.contains("--force")
    return ExerciseCommands(invocation).solution(try exercise(in: invocation), force: force)
  }

  static func reset(_ invocation: Invocation) throws(UsageError) -> Int32 {
    ExerciseCommands(invocation).reset(try exercise(in: invocation))
  }

  /// The one exercise a command was given, or a usage error that lists the valid ids.
  private static func exercise(in invocation: Invocation) throws(UsageError) -> Exercise {
    let validIDs = LocalizedText(
      CommandLineMessage.validExerciseIDs, ["ids": Exercise.all.map(\.id).joined(separator: " ")])
    let names = invocation.arguments.positionals
    guard names.count <= 1 else {
      throw UsageError(CommandLineMessage.oneExerciseAtATime, ["usage": invocation.usage], advice: validIDs)
    }
    guard let name = names.first else {
      throw UsageError(CommandLineMessage.missingExerciseID, ["usage": invocation.usage], advice: validIDs)
    }
    guard let exercise = Exercise.named(name) else {
      throw UsageError(CommandLineMessage.unknownExercise, ["name": name], advice: validIDs)
    }
    return exercise
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
      case .editedNotVerified: label = console.yellow(status.label)
      case .notStarted: label = status.label
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
    guard let (next, status) = statuses.first(where: { $0.1 != .done }) else {
      printAllDone()
      return
    }
    console.line(console.bold("Next: \(next.id) \(next.title)") + (status == .notStarted ? "" : " (\(status.label))"))
    console.line("  \(next.goal)")
    console.line("  edit   \(next.stubPath)")
    console.line("  then   swift run Episode91 watch     (checks it each time you save; h for hints, q to quit)")
    console.line("  or     swift run Episode91 verify \(next.id)     (stuck? swift run Episode91 hint \(next.id))")
  }

  func printAllDone() {
    console.line(console.green(console.bold("*** You're done: every exercise passes. ***")))
    console.line("Compare with the reference solutions: swift run Episode91 solution <id>")
  }

  /// CI's check that every shipped stub is untouched, so a fresh clone starts with every exercise "not started".
  func checkPristine() -> Int32 {
    var problems: [String] = []
    for exercise in Exercise.all {
      switch workbook.stubState(of: exercise) {
      case .untouched: continue
      case .edited: problems.append("\(exercise.id): \(exercise.stubPath) differs from \(exercise.pristinePath)")
      case .noShippedCopy: problems.append("\(exercise.id): no shipped copy at \(exercise.pristinePath)")
      }
    }
    guard problems.isEmpty else {
      problems.forEach { console.error("error: \($0)") }
      console.error("Every shipped stub must be byte for byte its copy (`swift run Episode91 reset <id>` restores it).")
      return Episode91.ExitCode.failure
    }
    console.line("\(Exercise.all.count) shipped stubs are untouched.")
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
    let stub = workbook.url(exercise.stubPath)
    do {
      // An untouched stub is left alone: rewriting it would make its checkpoint look changed since it was
      // compiled, and `compare` would rebuild it for nothing.
      if FileManager.default.contents(atPath: stub.path) != shipped {
        try FileManager.default.createDirectory(at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
        try shipped.write(to: stub, options: .atomic)
      }
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
}
