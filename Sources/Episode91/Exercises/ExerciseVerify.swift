import ExerciseSupport
import Foundation
import Messages

/// `verify`: build each started exercise's own checkpoint, run its check there, say the verdict, record it.
///
/// Nothing else is built: `swift build --product <checkpoint>`, then `<checkpoint> --check <id>`, so a stub left
/// half-finished in another checkpoint never stands in the way, and one in the same checkpoint is named.
extension ExerciseCommands {
  /// What became of one exercise's check.
  enum Verdict: Equatable {
    case passed
    /// The check's failures, as it wrote them, each with the hint written for it.
    case failed([ExerciseResults.Failure])
    /// The check never said: it crashed (or was stopped); what it printed tells where.
    case didNotFinish(ProcessResult)
    /// The check was still running at its deadline (`CheckDeadline`, in seconds), and was stopped: a loop that
    /// never ends, most likely.
    case timedOut(seconds: Double)
    /// Its checkpoint does not compile, because of this exercise's own files or of something that is no
    /// exercise's (a lesson file, a shared module): the compiler's errors.
    case doesNotCompile([String])
    /// Its checkpoint does not compile because of another exercise's stub (or its check's adapter) in the same
    /// checkpoint: that exercise, and its errors. Nothing is known about this one yet.
    case blocked(by: Exercise, errors: [String])
    /// Ctrl-C stopped its checkpoint's build or its check: nothing is known, and nothing is recorded.
    case interrupted(Phase)

    /// What Ctrl-C stopped, which the line after it names: the build, or a check once the build was done.
    enum Phase: Equatable {
      case build
      case check(Exercise)
    }

    var isInterrupted: Bool {
      if case .interrupted = self { return true }
      return false
    }
  }

  /// How one `verify` of one exercise ended: the caller says what comes next (`verify <id>` offers the hint or the
  /// solution, `watch` its keys), so what each prints after the verdict is decided in one place, its own.
  enum Ending: Equatable {
    case notStarted
    /// Its checkpoint does not compile, whoever's files are in the way.
    case doesNotCompile
    case failed
    case passed
    /// Passed, but the pass could not be saved: `solution` and `exercises` would not know of it.
    case passedUnsaved
    /// Ctrl-C stopped the build or the check.
    case interrupted
  }

  // MARK: the two ways in

  /// Verifies one exercise and prints its verdict, and nothing after it. `others`, stubs of the same checkpoint
  /// that `watch` saw saved beside it, are checked in the same build, each with a verdict of its own, so that a
  /// save is never left "edited, not verified".
  func verify(_ exercise: Exercise, alongside others: [Exercise] = []) -> Ending {
    var progress = loadProgress()
    guard !workbook.isUntouched(exercise) else {
      // No hint here: a hint is shown only when asked for (`hint`, `h` in `watch`), so the count is what was seen.
      console.line(
        paragraph(
          console.text(ExerciseMessage.notStarted, ["id": exercise.id, "stub": exercise.stubPath]), firstPrefix: "",
          indent: 0))
      if !others.isEmpty { _ = judgeAndRecord(others, in: &progress) }
      return .notStarted
    }
    let (verdict, saved) = judgeAndRecord([exercise] + others, in: &progress)[0]
    switch verdict {
    case .passed: return saved ? .passed : .passedUnsaved
    case .failed, .didNotFinish, .timedOut: return .failed
    case .doesNotCompile, .blocked: return .doesNotCompile
    case .interrupted: return .interrupted
    }
  }

  /// `verify` with no id: every started exercise, each in its own checkpoint, then how many were not started.
  func verifyAll() -> Int32 {
    let started = Exercise.all.filter { !workbook.isUntouched($0) }
    guard !started.isEmpty else {
      console.line(console.text(ExerciseMessage.noneStarted))
      return Episode91.ExitCode.failure
    }
    var progress = loadProgress()
    let results = judgeAndRecord(started, in: &progress)
    if results.contains(where: { $0.verdict.isInterrupted }) { return Episode91.ExitCode.interrupted }
    if Exercise.all.count > started.count {
      let skipped = Exercise.all.count - started.count
      console.line(console.dim(console.text(ExerciseMessage.notStartedNotChecked, ["count": "\(skipped)"])))
    }
    guard results.allSatisfy({ $0.verdict == .passed && $0.saved }) else { return Episode91.ExitCode.failure }
    if allDone(progress) {
      console.line()
      printAllDone()
    }
    return Episode91.ExitCode.success
  }

  // MARK: what comes after a verdict

  /// What `verify <id>` says after the verdict: a hint when stuck, the solution and the next exercise after a pass.
  func printNextSteps(after ending: Ending, of exercise: Exercise) {
    switch ending {
    case .failed:
      printStuck(exercise)
    case .passed:
      if allDone(loadProgress()) {
        console.line()
        printAllDone()
      } else {
        console.line(console.text(ExerciseMessage.seeSolution, ["id": exercise.id]))
        console.line(console.text(ExerciseMessage.nextCommand))
      }
    case .notStarted:
      let seen = loadProgress().hintsSeen(of: exercise.id).count
      console.line(
        console.text(
          LoopMessage.hintWhenAsked, ["id": exercise.id, "seen": "\(seen)", "count": "\(exercise.hintCount)"]))
    case .doesNotCompile, .passedUnsaved, .interrupted:
      break
    }
  }

  /// Under a failure of the verify screen (or the last of several in a row that name the same hint), the hint
  /// written for it: `    (hint 3 is written for this)`, four columns in, under the failure's `expected:` and
  /// `happened:`. `watch` can print its verdicts' hints with it too.
  func hintLine(for hint: Int) -> String {
    console.dim("    " + console.text(ExerciseMessage.failureHint, ["number": "\(hint)"]))
  }

  /// After a failed verify: the command that shows the hint for what failed (the one its failures named, which
  /// `hint` shows first), or, when they named none (a check that crashed), how many hints are left; then the same
  /// check by hand. `watch` prints it after its own verdicts too.
  func printStuck(_ exercise: Exercise) {
    let progress = loadProgress()
    let seen = progress.hintsSeen(of: exercise.id).count
    let numbers = ["id": exercise.id, "seen": "\(seen)", "count": "\(exercise.hintCount)"]
    if !failedHints(of: exercise, in: progress).isEmpty {
      console.line(console.text(ExerciseMessage.hintForThis, numbers))
    } else if seen < exercise.hintCount {
      console.line(console.text(ExerciseMessage.stuck, numbers))
    }
    console.line(
      console.dim(console.text(ExerciseMessage.sameCheckByHand, ["target": exercise.stage, "id": exercise.id])))
  }

  func allDone(_ progress: ExerciseProgress) -> Bool {
    Exercise.all.allSatisfy { workbook.status(of: $0, progress: progress) == .done }
  }

  // MARK: judging

  /// Builds each checkpoint the exercises belong to, once, in story order, and runs each exercise's check there,
  /// printing every verdict as it comes; then records them. A verdict that says nothing about the exercise (another
  /// stub in the way) is not recorded.
  private func judgeAndRecord(
    _ exercises: [Exercise], in progress: inout ExerciseProgress
  ) -> [(verdict: Verdict, saved: Bool)] {
    var verdicts: [Exercise: Verdict] = [:]
    var shownErrors: Set<[String]> = []
    let stages = exercises.map(\.stage).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    for stage in stages {
      let own = exercises.filter { $0.stage == stage }
      for (exercise, verdict) in judge(own, in: stage) {
        verdicts[exercise] = verdict
        show(verdict, of: exercise, errorsShown: &shownErrors)
      }
      // Ctrl-C stops the whole verify, not only the checkpoint it came in.
      if verdicts.values.contains(where: \.isInterrupted) { break }
    }
    for exercise in exercises {
      switch verdicts[exercise] {
      case .blocked, .interrupted, nil: continue
      case let verdict?:
        var failedHints: [Int] = []
        if case .failed(let failures) = verdict { failedHints = failures.namedHints }
        progress.verified[exercise.id] = .init(
          passed: verdict == .passed, stubFingerprint: workbook.fingerprint(of: exercise), failedHints: failedHints)
      }
    }
    let saved = saveProgress(progress)
    let stopped = verdicts.values.first(where: \.isInterrupted)
    return exercises.map { (verdicts[$0] ?? stopped ?? .doesNotCompile([]), saved) }
  }

  /// `swift build --product <stage>`, then `<stage> --check <id>` for each exercise.
  private func judge(_ exercises: [Exercise], in target: String) -> [(Exercise, Verdict)] {
    let number = Stage.all.first { $0.target == target }.map { "\($0.number)" } ?? target
    console.line(console.dim(console.text(ExerciseMessage.building, ["number": number, "target": target])))
    let build = executables.swift(["build", "--product", target], in: workbook)
    // Stopped by Ctrl-C, the build's last line is SwiftPM's progress, no error of anyone's.
    guard !build.interrupted else { return exercises.map { ($0, .interrupted(.build)) } }
    guard build.succeeded else {
      let errors = compilerErrors(in: build.output)
      return exercises.map { ($0, verdict(of: $0, whenItsCheckpointFailsWith: errors)) }
    }
    let results = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: results) }
    var stopped: Verdict?
    return exercises.map { exercise in
      if let stopped { return (exercise, stopped) }
      console.line(console.dim(console.text(ExerciseMessage.checking, ["ids": exercise.id])))
      let seconds = executables.checkSeconds
      let run = executables.runCaptured(
        ProcessRequest(
          executable: executables.folder.appendingPathComponent(target), arguments: ["--check", exercise.id],
          workingDirectory: workbook.root,
          environment: Backtracer.environment().merging([
            ExerciseResults.environmentVariable: results.path,
            CheckDeadline.environmentVariable: CheckDeadline.written(seconds),
          ]) { $1 },
          // The check stops itself at its deadline (`withDeadline`) and says so with its exit status; this is for
          // a check that cannot, a moment later, and kills its whole process group.
          timeout: seconds + Self.checkDeadlineMargin))
      if run.interrupted {
        stopped = .interrupted(.check(exercise))
        return (exercise, .interrupted(.check(exercise)))
      }
      switch ExerciseResults.load(for: exercise, in: results) {
      case .passed?: return (exercise, .passed)
      case .failed(let failures)?: return (exercise, .failed(failures))
      case nil:
        if run.termination == .timedOut || run.termination == .exited(CheckDeadline.exitStatus) {
          return (exercise, .timedOut(seconds: seconds))
        }
        return (exercise, .didNotFinish(run))
      }
    }
  }

  /// How long after a check's own deadline Episode91 stops it, when it did not stop itself: half a second, so a
  /// looping check gets its verdict within its deadline plus a second however it ends
  /// (`scripts/benchmark-check-deadline` measures it).
  static let checkDeadlineMargin: Double = 0.5

  /// Whose files the compiler's errors are in: this exercise's own (its stub, its check's adapter), another
  /// exercise's in the same checkpoint, or no exercise's.
  func verdict(of exercise: Exercise, whenItsCheckpointFailsWith errors: [String]) -> Verdict {
    let neighbours = Exercise.all.filter { $0.stage == exercise.stage }
    func owner(of error: String) -> Exercise? {
      neighbours.first { $0.ownFiles.contains { error.hasPrefix($0 + ":") } }
    }
    let own = errors.filter { owner(of: $0) == exercise }
    if !own.isEmpty { return .doesNotCompile(own) }
    if let other = errors.lazy.compactMap(owner(of:)).first {
      return .blocked(by: other, errors: errors.filter { owner(of: $0) == other })
    }
    return .doesNotCompile(errors)
  }

  /// One exercise's verdict; a checkpoint's errors shown once however many exercises they stop.
  private func show(_ verdict: Verdict, of exercise: Exercise, errorsShown: inout Set<[String]>) {
    let title = workbook.text(of: exercise, in: console.language).title
    let named = ["id": exercise.id, "title": title]
    let number = Stage.all.first { $0.target == exercise.stage }.map { "\($0.number)" } ?? exercise.stage
    switch verdict {
    case .passed:
      console.line(console.green(console.text(ExerciseMessage.passes, named)))
    case .failed(let failures):
      // The check's own words (what, expected, happened) stay as it wrote them; under each, in the learner's
      // language, the hint written for what it checked.
      console.line(console.red("✗ \(exercise.id) \(title):"))
      // A run of failures that name the same hint is followed by one line naming it, not one line each.
      for (index, failure) in failures.enumerated() {
        failure.text.split(separator: "\n").forEach { printDetail(String($0)) }
        let next = failures.index(after: index)
        if let hint = failure.hint, next == failures.endIndex || failures[next].hint != hint {
          console.line(hintLine(for: hint))
        }
      }
    case .didNotFinish(let run):
      console.line(console.red(console.text(ExerciseMessage.checkDidNotFinish, named)))
      printWhereItStopped(run.output)
    case .timedOut(let seconds):
      let timed = named.merging(["seconds": CheckDeadline.written(seconds)]) { $1 }
      // Under the `✗`, two columns in, on a screen too narrow for it on one line.
      for (index, line) in wrapped(console.text(ExerciseMessage.checkTimedOut, timed), width: screenWidth - 2)
        .enumerated()
      {
        console.line(console.red(index == 0 ? line : "  " + line))
      }
      printDetail(console.text(ExerciseMessage.checkTimedOutWhy))
    case .doesNotCompile(let errors):
      guard errorsShown.insert(errors).inserted else { return }
      console.line(console.red(console.text(ExerciseMessage.doesNotBuild, ["number": number])))
      errors.forEach { console.line("  " + $0) }
    case .interrupted(.build):
      guard errorsShown.insert(["interrupted"]).inserted else { return }
      console.line(console.yellow(console.text(LoopMessage.interrupted, ["stage": number])))
    case .interrupted(.check(let stopped)):
      guard errorsShown.insert(["interrupted"]).inserted else { return }
      console.line(console.yellow(console.text(LoopMessage.checkInterrupted, ["id": stopped.id])))
    case .blocked(let other, let errors):
      console.line(
        console.red(
          console.text(
            ExerciseMessage.blockedByStub, named.merging(["number": number, "other": other.id]) { $1 })))
      if errorsShown.insert(errors).inserted {
        errors.forEach { console.line("  " + $0) }
      }
      console.line(console.text(ExerciseMessage.setAside, ["id": exercise.id, "other": other.id]))
      console.line("  git stash push -m \"\(other.id) set aside\" -- \(other.stubPath)")
      console.line(console.text(ExerciseMessage.bringBack))
    }
  }

  /// One line of a check's report, two columns in. A line wider than the screen (an issue's message, a long
  /// sentence of what was checked) is wrapped between words, each later line under the text after its
  /// `expected:` or `happened:`, so a terminal never breaks it in the middle of a word.
  private func printDetail(_ line: String) {
    let printed = "  " + line
    guard printed.displayWidth > screenWidth else { return console.line(printed) }
    let indentation = printed.prefix { $0 == " " }.count
    let text = printed.dropFirst(indentation)
    let label = ["expected: ", "happened: "].first { text.hasPrefix($0) } ?? ""
    printExerciseText(String(text.dropFirst(label.count)), after: String(printed.prefix(indentation)) + label)
  }

  /// Where a check that never finished stopped: the runtime's message and the workbook's lines it crashed in, or
  /// the end of what it printed when there is no backtrace to read.
  private func printWhereItStopped(_ output: String) {
    let crash = crashReport(in: output)
    if crash.isEmpty {
      console.line(console.dim(console.text(ExerciseMessage.endOfTestOutput)))
      output.split(separator: "\n").suffix(25).forEach { console.line("  " + $0) }
    } else {
      console.line(console.dim(console.text(ExerciseMessage.whereItCrashed)))
      crash.forEach { console.line("  " + $0) }
    }
  }

  /// What a crash leaves that a learner can act on: the runtime's message (`Fatal error: Index out of range`),
  /// then the lines of the workbook the crashed thread was running, innermost first, paths relative to the
  /// workbook; the backtrace's registers, images and other threads never help.
  ///
  /// Empty when no line of the workbook is found, and then the end of the output, which holds the message, is
  /// shown instead. That is always so on macOS: Linux's backtracer writes the crashed thread into the output, but
  /// on macOS a crash goes to a crash report (`~/Library/Logs/DiagnosticReports`) and the output holds only the
  /// message and the signal, which alone under "Where it crashed" would promise a place it does not give.
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
    guard !places.isEmpty else { return [] }
    return Array(messages.prefix(3) + places.prefix(8))
  }

  /// The compiler's error lines, paths relative to the workbook, each once, at most twenty; the end of the output
  /// when it holds no error line, without SwiftPM's progress lines.
  func compilerErrors(in output: String) -> [String] {
    let prefix = workbook.root.standardizedFileURL.path + "/"
    var seen: Set<String> = []
    let errors = compilerErrorLines(in: output).filter { $0.contains(": error:") }
      .map { $0.replacingOccurrences(of: prefix, with: "") }
      .filter { seen.insert($0).inserted }
    guard errors.isEmpty else { return Array(errors.prefix(20)) }
    return output.split(separator: "\n").filter { !isBuildProgress($0) }.suffix(20).map(String.init)
  }
}

extension Exercise {
  /// The files that are this exercise's in its checkpoint: the stub, and the adapter that hands it to its check.
  /// A compiler error in one of them is the exercise's, whichever exercise was being verified.
  var ownFiles: [String] { [stubPath, checkPath] }
}
