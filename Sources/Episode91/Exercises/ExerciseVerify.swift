import ExerciseSupport
import Foundation
import Messages

/// `verify`: build the workbook, check the started exercises, report what happened, record it.
extension ExerciseCommands {
  /// What the checks of the started exercises said: each one's outcome (nil when its check never finished),
  /// and how `swift test` itself ended.
  struct Checked {
    var outcomes: [(exercise: Exercise, outcome: ExerciseResults.Outcome?)]
    var test: ProcessResult

    var allPassed: Bool {
      test.succeeded && outcomes.allSatisfy { $0.outcome == .passed }
    }
  }

  /// Builds the workbook and runs only the checks of `exercises` that the learner has started, printing what
  /// passed and, for what did not, the failures with what was expected and what happened. `watching` leaves out
  /// the commands to run after a pass: `watch` moves on by itself and shows the solution on a key.
  func verify(_ exercises: [Exercise], named: Bool, watching: Bool = false) -> Int32 {
    let started = exercises.filter { !workbook.isUntouched($0) }
    guard !started.isEmpty else {
      if let exercise = exercises.first, named {
        console.line(console.text(ExerciseMessage.notStarted, ["id": exercise.id, "stub": exercise.stubPath]))
        let firstHint = workbook.text(of: exercise, in: console.language).hints.first ?? ""
        printExerciseText(firstHint, after: console.text(ExerciseMessage.hintLabel) + " ")
      } else {
        console.line(console.text(ExerciseMessage.noneStarted))
      }
      return Episode91.ExitCode.failure
    }
    var progress = loadProgress()
    guard build(about: named ? started.first?.stubPath : nil) else {
      _ = record(started.map { ($0, false) }, in: &progress)
      return Episode91.ExitCode.failure
    }
    let checked = check(started)
    report(checked)
    let saved = record(checked.outcomes.map { ($0.exercise, $0.outcome == .passed) }, in: &progress)
    if !named && exercises.count > started.count {
      let skipped = exercises.count - started.count
      console.line(console.dim(console.text(ExerciseMessage.notStartedNotChecked, ["count": "\(skipped)"])))
    }
    return conclude(checked, named: named, watching: watching, progress: progress, saved: saved)
  }

  /// `swift build --build-tests` in Episode91's own build folder; on failure, the compiler's errors, only
  /// those in `stub` when it has any.
  private func build(about stub: String?) -> Bool {
    console.line(console.dim(console.text(ExerciseMessage.building)))
    let build = executables.swift(["build", "--build-tests"], in: workbook)
    guard build.succeeded else {
      console.line(console.red(console.text(ExerciseMessage.doesNotBuild)))
      compilerErrors(in: build.output, about: stub).forEach { console.line("  " + $0) }
      return false
    }
    return true
  }

  /// Runs the started exercises' checks alone, each writing its outcome to a folder of its own.
  private func check(_ started: [Exercise]) -> Checked {
    let results = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: results) }
    let suites = started.map(\.testSuiteName)
    let filter = suites.count == 1 ? suites[0] : "(" + suites.joined(separator: "|") + ")"
    console.line(
      console.dim(console.text(ExerciseMessage.checking, ["ids": started.map(\.id).joined(separator: ", ")])))
    // Every exercise check is a Swift Testing suite, so the XCTest pass (a second launch of the test bundle that
    // would find nothing to run) is skipped.
    let test = executables.swift(
      ["test", "--skip-build", "--disable-xctest", "--filter", filter],
      environment: [ExerciseResults.environmentVariable: results.path], in: workbook)
    return Checked(
      outcomes: started.map { (exercise: $0, outcome: ExerciseResults.load(for: $0, in: results)) }, test: test)
  }

  /// One line per exercise, its failures under it; the end of `swift test`'s output when that is all there is.
  private func report(_ checked: Checked) {
    var showOutput = false
    for (exercise, outcome) in checked.outcomes {
      let title = workbook.text(of: exercise, in: console.language).title
      let named = ["id": exercise.id, "title": title]
      switch outcome {
      case .passed:
        console.line(console.green(console.text(ExerciseMessage.passes, named)))
      case .failed(let details):
        // The check's own words (what, expected, happened) stay as it wrote them.
        console.line(console.red("✗ \(exercise.id) \(title):"))
        details.split(separator: "\n").forEach { console.line("  " + $0) }
      case nil:
        console.line(console.red(console.text(ExerciseMessage.checkDidNotFinish, named)))
        showOutput = true
      }
    }
    if !checked.test.succeeded && checked.outcomes.allSatisfy({ $0.outcome == .passed }) {
      console.line(console.red(console.text(ExerciseMessage.ownChecksFailed)))
      showOutput = true
    }
    guard showOutput else { return }
    let crash = crashReport(in: checked.test.output)
    if crash.isEmpty {
      console.line(console.dim(console.text(ExerciseMessage.endOfTestOutput)))
      checked.test.output.split(separator: "\n").suffix(25).forEach { console.line("  " + $0) }
    } else {
      console.line(console.dim(console.text(ExerciseMessage.whereItCrashed)))
      crash.forEach { console.line("  " + $0) }
    }
  }

  /// What a crash in `swift test` leaves that a learner can act on: the runtime's message (`Fatal error: Index
  /// out of range`), then the lines of the workbook the crashed thread was running, innermost first, paths
  /// relative to the workbook. Empty when the output holds neither (another platform's backtrace), and the end
  /// of the output is shown instead; the backtrace's registers, images and other threads never help.
  func crashReport(in output: String) -> [String] {
    let prefix = " at " + workbook.root.standardizedFileURL.path + "/"
    let lines = output.split(separator: "\n").map(String.init)
    let messages = lines.filter { line in
      ["Fatal error", "Precondition failed", "Assertion failed"].contains { line.contains(": \($0)") }
    }
    let crashedThread = lines.drop { !($0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:")) }.dropFirst()
      .prefix { !$0.hasPrefix("Thread ") && !$0.hasPrefix("Registers:") }
    var seen: Set<String> = []
    let places = crashedThread.compactMap { line in line.range(of: prefix).map { String(line[$0.upperBound...]) } }
      .filter { seen.insert($0).inserted }
    return Array(messages.prefix(3) + places.prefix(8))
  }

  /// Remembers each exercise's result against the stub as it is now, so an edit makes it unverified again;
  /// returns whether it was saved.
  private func record(_ results: [(Exercise, passed: Bool)], in progress: inout ExerciseProgress) -> Bool {
    for (exercise, passed) in results {
      progress.verified[exercise.id] = .init(passed: passed, stubFingerprint: workbook.fingerprint(of: exercise))
    }
    return saveProgress(progress)
  }

  /// What to do next: a hint when stuck, the solution and the next exercise when it passes. A pass that could not
  /// be saved fails: `solution` and `exercises` would not know of it, so neither is offered.
  private func conclude(
    _ checked: Checked, named: Bool, watching: Bool, progress: ExerciseProgress, saved: Bool
  ) -> Int32 {
    let exercise = checked.outcomes.first?.exercise
    guard checked.allPassed else {
      if named, let exercise {
        let seen = progress.hintsRevealed[exercise.id] ?? 0
        if seen < exercise.hints.count {
          console.line(
            console.text(
              ExerciseMessage.stuck, ["id": exercise.id, "seen": "\(seen)", "count": "\(exercise.hints.count)"]))
        }
        console.line(console.dim(console.text(ExerciseMessage.sameCheckByHand, ["suite": exercise.testSuiteName])))
      }
      return Episode91.ExitCode.failure
    }
    guard saved else { return Episode91.ExitCode.failure }
    if Exercise.all.allSatisfy({ workbook.status(of: $0, progress: progress) == .done }) {
      console.line()
      printAllDone()
    } else if named, !watching, let exercise {
      console.line(console.text(ExerciseMessage.seeSolution, ["id": exercise.id]))
      console.line(console.text(ExerciseMessage.nextCommand))
    }
    return Episode91.ExitCode.success
  }

  /// The compiler's error lines, paths relative to the workbook, each once, at most twenty. With `file`, only
  /// that file's errors when it has any: the rest are usually other files tripping over it.
  func compilerErrors(in output: String, about file: String? = nil) -> [String] {
    let prefix = workbook.root.standardizedFileURL.path + "/"
    var seen: Set<String> = []
    let allErrors = output.split(separator: "\n").map(String.init).filter { $0.contains(": error:") }
      .map { $0.replacingOccurrences(of: prefix, with: "") }
      .filter { seen.insert($0).inserted }
    let fileErrors = allErrors.filter { line in file.map { line.hasPrefix($0 + ":") } ?? false }
    let errors = fileErrors.isEmpty ? allErrors : fileErrors
    return errors.isEmpty ? output.split(separator: "\n").suffix(20).map(String.init) : Array(errors.prefix(20))
  }
}
