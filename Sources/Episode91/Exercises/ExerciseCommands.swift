import ExerciseSupport
import Foundation
import Messages
import TerminalText

/// The learner's loop: `exercises`, `watch [id]`, `verify [id]`, `hint <id>`, `solution <id>`, `reset <id>`,
/// `reset --all`.
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
    let commands = ExerciseCommands(invocation)
    guard !invocation.arguments.positionals.isEmpty else { return commands.verifyAll() }
    let exercise = try exercise(in: invocation)
    let ending = commands.verify(exercise)
    commands.printNextSteps(after: ending, of: exercise)
    if ending == .interrupted { return Episode91.ExitCode.interrupted }
    return ending == .passed ? Episode91.ExitCode.success : Episode91.ExitCode.failure
  }

  static func hint(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let inOrder = invocation.arguments.flags.contains("--next")
    return ExerciseCommands(invocation).hint(try exercise(in: invocation), inOrder: inOrder)
  }

  static func solution(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let force = invocation.arguments.flags.contains("--force")
    return ExerciseCommands(invocation).solution(try exercise(in: invocation), force: force)
  }

  static func reset(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let flags = invocation.arguments.flags
    let names = invocation.arguments.positionals
    guard flags.contains("--all") else {
      if names == ["all"] {
        throw UsageError(
          CommandLineMessage.unknownExercise, ["name": "all"], advice: LocalizedText(LoopMessage.resetAllUsage))
      }
      return ExerciseCommands(invocation).reset(try exercise(in: invocation))
    }
    guard names.isEmpty else {
      throw UsageError(
        CommandLineMessage.oneExerciseAtATime, ["usage": invocation.usage],
        advice: LocalizedText(LoopMessage.resetAllUsage))
    }
    let commands = ExerciseCommands(invocation)
    guard flags.contains("--yes") || commands.console.inputIsTerminal else {
      throw UsageError(LoopMessage.resetAllNeedsYes)
    }
    return commands.resetAll(asking: !flags.contains("--yes"))
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
    let progress = loadProgress()
    let statuses = Exercise.all.map { ($0, workbook.status(of: $0, progress: progress)) }
    let done = statuses.filter { $0.1 == .done }.count
    let progressText = console.text(ExerciseMessage.listProgress, ["done": "\(done)", "total": "\(statuses.count)"])
    console.line(
      console.bold(console.text(ExerciseMessage.listHeading)) + "  \(progressBar(done: done, total: statuses.count))  "
        + progressText)
    console.line()
    let texts = statuses.map { workbook.text(of: $0.0, in: console.language) }
    // 46 columns fit every English title; a longer translated one widens the column for every row.
    let titleWidth = max(46, texts.map(\.title.displayWidth).max() ?? 0)
    for ((exercise, status), text) in zip(statuses, texts) {
      let word = console.text(status.label)
      let label: String
      switch status {
      case .done: label = console.green(word)
      case .failing: label = console.red(word)
      case .editedNotVerified: label = console.yellow(word)
      case .notStarted: label = word
      }
      let seen = progress.hintsSeen(of: exercise.id).count
      let hints = seen == 0 ? "" : hintsSeen(seen, of: text.hints.count)
      let row = "  \(console.bold(padded(exercise.id, to: 5))) \(padded(text.title, to: titleWidth)) \(label)"
      // The hints seen beside the status while they fit the screen, else under the title.
      if hints.isEmpty {
        console.line(row)
      } else if 2 + 5 + 1 + titleWidth + 1 + word.displayWidth + 2 + hints.displayWidth <= screenWidth {
        console.line(row + "  " + console.dim(hints))
      } else {
        console.line(row)
        console.line(console.dim(paragraph(hints, firstPrefix: String(repeating: " ", count: 9), indent: 9)))
      }
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
    let text = workbook.text(of: next, in: console.language)
    console.line(
      console.bold(console.text(ExerciseMessage.nextHeading, ["id": next.id, "title": text.title]))
        + (status == .notStarted ? "" : " (\(console.text(status.label)))"))
    printExerciseText(text.goal, after: "  ")
    printSteps([
      (.stepEdit, next.stubPath, nil),
      (.stepThen, "swift run Episode91 watch", console.text(ExerciseMessage.watchRemark)),
      (.stepOr, "swift run Episode91 verify \(next.id)", console.text(ExerciseMessage.verifyRemark, ["id": next.id])),
    ])
  }

  /// What to do, a step a line: a word (`edit`, `then`, `or`), the file or command, and a remark in brackets,
  /// each in its own column, so the commands and the remarks line up in every language.
  func printSteps(_ steps: [(word: ExerciseMessage, what: String, remark: String?)]) {
    let words = steps.map { console.text($0.word) }
    let wordColumn = max(7, (words.map(\.displayWidth).max() ?? 0) + 1)
    let whatColumn = (steps.filter { $0.remark != nil }.map(\.what.displayWidth).max() ?? 0) + 3
    for (word, step) in zip(words, steps) {
      guard let remark = step.remark else {
        console.line("  " + padded(word, to: wordColumn) + step.what)
        continue
      }
      // The remark wraps under itself, so its column holds at any width.
      console.line(
        paragraph(
          remark, firstPrefix: "  " + padded(word, to: wordColumn) + padded(step.what, to: whatColumn),
          indent: 2 + wordColumn + whatColumn))
    }
  }

  func printAllDone() {
    console.line(console.green(console.bold(console.text(ExerciseMessage.allDone))))
    console.line(console.text(ExerciseMessage.allDoneCompare))
  }

  /// `(1 of 3 hints seen)`.
  private func hintsSeen(_ seen: Int, of count: Int) -> String {
    console.text(ExerciseMessage.hintsSeen, ["seen": "\(seen)", "count": "\(count)"])
  }

  /// Prints a sentence of an exercise's own text (its goal, a hint) after `prefix`, wrapped to the screen's
  /// columns with each line after the first under the text, so a long hint reads as a paragraph.
  func printExerciseText(_ text: String, after prefix: String, style: (String) -> String = { $0 }) {
    let lines = paragraph(text, firstPrefix: prefix, indent: prefix.displayWidth).components(separatedBy: "\n")
    lines.forEach { console.line(style($0)) }
  }

  /// CI's check that every shipped stub is untouched, so a fresh clone starts with every exercise "not started".
  func checkPristine() -> Int32 {
    var problems: [String] = []
    for exercise in Exercise.all {
      switch workbook.stubState(of: exercise) {
      case .untouched: continue
      case .edited:
        problems.append(
          console.text(
            ExerciseMessage.stubDiffers,
            ["id": exercise.id, "stub": exercise.stubPath, "shipped": exercise.pristinePath]))
      case .noShippedCopy:
        problems.append(
          console.text(ExerciseMessage.stubHasNoShippedCopy, ["id": exercise.id, "shipped": exercise.pristinePath]))
      }
    }
    guard problems.isEmpty else {
      problems.forEach { printError($0) }
      console.error(console.text(ExerciseMessage.pristineAdvice))
      return Episode91.ExitCode.failure
    }
    console.line(console.text(ExerciseMessage.pristineStubsUntouched, ["count": "\(Exercise.all.count)"]))
    return Episode91.ExitCode.success
  }

  // MARK: hint, solution, reset

  /// Reveals a hint: the first one the failures of the last `verify` named that is not seen yet, then the rest in
  /// their fixed order; with `inOrder` (`hint <id> --next`) always the next in that order, as before failures named
  /// their hints. Every hint seen so far is listed by number, the one just revealed undimmed. `nextHint` says how
  /// to see the one after it, where running `hint` again is not the way (in `watch`, a key).
  func hint(_ exercise: Exercise, inOrder: Bool = false, nextHint: String? = nil) -> Int32 {
    var progress = loadProgress()
    let count = exercise.hintCount
    let named = inOrder ? [] : failedHints(of: exercise, in: progress)
    let shown = hintToShow(of: exercise, seen: progress.hintsSeen(of: exercise.id), named: named)
    progress.reveal(hint: shown, of: exercise.id)
    let seen = progress.hintsSeen(of: exercise.id)
    let text = workbook.text(of: exercise, in: console.language)
    console.line(
      console.bold("\(exercise.id) \(text.title)") + " "
        + console.text(ExerciseMessage.hintHeading, ["revealed": "\(shown)", "count": "\(count)"]))
    for (index, hint) in text.hints.enumerated() where seen.contains(index + 1) {
      printExerciseText(hint, after: "  \(index + 1). ", style: index + 1 == shown ? { $0 } : console.dim)
    }
    if named.contains(shown) {
      console.line(console.dim(console.text(ExerciseMessage.hintForWhatFailed)))
    }
    if seen.count == count {
      console.line(console.text(ExerciseMessage.lastHint, ["id": exercise.id]))
    }
    // Unsaved, the next `hint` would show this one again: it exits non-zero and does not offer the next one.
    guard saveProgress(progress) else { return Episode91.ExitCode.failure }
    if seen.count < count {
      console.line(console.dim(nextHint ?? console.text(ExerciseMessage.runAgainForNextHint)))
      if !named.isEmpty && nextHint == nil {
        console.line(console.dim(console.text(ExerciseMessage.hintsInOrder, ["id": exercise.id])))
      }
    }
    return Episode91.ExitCode.success
  }

  /// The hint `hint` reveals: the first of `named` not seen yet, else the first in order not seen yet, else (all
  /// seen) the first named, or the last hint, shown again.
  func hintToShow(of exercise: Exercise, seen: Set<Int>, named: [Int]) -> Int {
    let count = exercise.hintCount
    let valid = named.filter { (1...count).contains($0) }
    return valid.first { !seen.contains($0) } ?? (1...count).first { !seen.contains($0) } ?? valid.first ?? count
  }

  /// The hints the failures of the exercise's last `verify` named, when it failed: what `hint` shows first.
  func failedHints(of exercise: Exercise, in progress: ExerciseProgress) -> [Int] {
    guard let verification = progress.verified[exercise.id], !verification.passed else { return [] }
    return verification.failedHints
  }

  func solution(_ exercise: Exercise, force: Bool) -> Int32 {
    let status = workbook.status(of: exercise, progress: loadProgress())
    guard status == .done || force else {
      let locked = console.text(
        ExerciseMessage.solutionLocked, ["id": exercise.id, "status": console.text(status.label)])
      console.error(paragraph(locked, firstPrefix: "", indent: 0))
      console.error(console.text(ExerciseMessage.solutionForce, ["id": exercise.id]))
      return Episode91.ExitCode.failure
    }
    guard let solution = try? String(contentsOf: workbook.url(exercise.solutionPath), encoding: .utf8) else {
      printError(console.text(ExerciseMessage.noSolutionYet, ["path": exercise.solutionPath]))
      return Episode91.ExitCode.failure
    }
    let title = workbook.text(of: exercise, in: console.language).title
    // The path on a line of its own: after the title it would run past the screen's 100 columns.
    console.line(console.bold(console.text(ExerciseMessage.solutionHeading, ["id": exercise.id, "title": title])))
    console.line(console.dim("  " + exercise.solutionPath))
    console.line()
    console.line(solution)
    console.line(
      console.text(ExerciseMessage.compareWithYours, ["stub": exercise.stubPath, "solution": exercise.solutionPath]))
    return Episode91.ExitCode.success
  }

  func reset(_ exercise: Exercise) -> Int32 {
    guard restore(exercise) != nil else { return Episode91.ExitCode.failure }
    let back = console.text(ExerciseMessage.backAsShipped, ["id": exercise.id, "stub": exercise.stubPath])
    console.line(paragraph(back, firstPrefix: "", indent: 0))
    var progress = loadProgress()
    progress.verified[exercise.id] = nil
    return saveProgress(progress) ? Episode91.ExitCode.success : Episode91.ExitCode.failure
  }

  /// The stubs that differ from their shipped copies, an id and a path a line, or that none does.
  private func printChangedStubs() {
    let changed = Exercise.all.filter { workbook.stubState(of: $0) == .edited }
    guard !changed.isEmpty else { return console.line(console.text(LoopMessage.resetAllNoStubChanged)) }
    console.line(console.text(LoopMessage.resetAllChangedStubs, ["count": "\(changed.count)"]))
    let idColumn = (changed.map(\.id.displayWidth).max() ?? 0) + 2
    changed.forEach { console.line("  " + padded($0.id, to: idColumn) + $0.stubPath) }
  }

  /// Puts the stub back byte for byte as shipped: whether it had changed, or nil after saying why it could not.
  func restore(_ exercise: Exercise) -> Bool? {
    guard let shipped = FileManager.default.contents(atPath: workbook.url(exercise.pristinePath).path) else {
      printError(
        console.text(ExerciseMessage.resetNoShippedCopy, ["id": exercise.id, "shipped": exercise.pristinePath]))
      return nil
    }
    let stub = workbook.url(exercise.stubPath)
    // An untouched stub is left alone: rewriting it would make its checkpoint look changed since it was
    // compiled, and `compare` would rebuild it for nothing.
    guard FileManager.default.contents(atPath: stub.path) != shipped else { return false }
    do {
      try FileManager.default.createDirectory(at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
      try shipped.write(to: stub, options: .atomic)
      return true
    } catch {
      printError(
        console.text(
          ExerciseMessage.couldNotRestore, ["stub": exercise.stubPath, "reason": error.localizedDescription]))
      return nil
    }
  }

  /// `reset --all`: every stub as shipped, and the progress file gone, after a "y" when `asking`. The question
  /// comes after the list of the stubs it would overwrite, so the learner knows what the "y" costs.
  func resetAll(asking: Bool) -> Int32 {
    if asking {
      printChangedStubs()
      console.line(console.text(LoopMessage.resetAllQuestion, ["count": "\(Exercise.all.count)"]))
      console.line(console.text(LoopMessage.resetAllConfirm))
      let answer = console.readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        console.line(console.text(LoopMessage.resetAllKept))
        return Episode91.ExitCode.failure
      }
    }
    let restored = Exercise.all.map(restore)
    let changed = restored.filter { $0 == true }.count
    let unrestored = restored.contains(nil)
    console.line(
      console.text(
        LoopMessage.resetAllDone, ["count": "\(restored.filter { $0 != nil }.count)", "changed": "\(changed)"]))
    return clearProgress() && !unrestored ? Episode91.ExitCode.success : Episode91.ExitCode.failure
  }

  /// Removes the progress file, when it is a file: a folder of that name is reported, never deleted.
  private func clearProgress() -> Bool {
    let url = workbook.url(ExerciseProgress.fileName)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return true }
    do {
      guard !isFolder.boolValue else { throw CocoaError(.fileWriteFileExists) }
      try FileManager.default.removeItem(at: url)
      console.line(console.text(LoopMessage.resetAllProgressCleared, ["file": ExerciseProgress.fileName]))
      return true
    } catch {
      printError(
        console.text(
          LoopMessage.resetAllProgressNotCleared,
          ["file": ExerciseProgress.fileName, "reason": error.localizedDescription]))
      return false
    }
  }

  /// `error: …` on standard error, in the learner's language.
  func printError(_ message: String) {
    console.error(console.text(CommandLineMessage.errorPrefix, ["message": message]))
  }
}
