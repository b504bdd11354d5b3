import ExerciseSupport
import Foundation

extension ExerciseCommands {
  /// Builds the workbook and runs only the checks of `exercises` that the learner has started, printing what
  /// passed and, for what did not, the failures with what was expected and what happened.
  func verify(_ exercises: [Exercise], named: Bool) -> Int32 {
    let available = exercises.filter { workbook.stubState(of: $0) != .missing }
    let started = available.filter { !workbook.isUntouched($0) }
    if let exercise = exercises.first, named, available.isEmpty {
      console.error("\(exercise.id) belongs to \(exercise.stage), which is not in this copy of the workbook yet.")
      return Episode91.ExitCode.failure
    }
    guard !started.isEmpty else {
      if let exercise = available.first, named {
        console.line("\(exercise.id) is not started: edit \(exercise.stubPath)")
        console.line("Hint: \(exercise.firstHint)")
      } else {
        console.line("No exercise is started yet. `swift run Episode91 exercises` shows where to begin.")
      }
      return Episode91.ExitCode.failure
    }

    var progress = ExerciseProgress.load(from: workbook.root)
    console.line(console.dim("Building… (swift build --build-tests)"))
    let build = runner.swift(["build", "--build-tests"] + buildArguments, [:], workbook.root)
    guard build.status == 0 else {
      console.line(console.red("✗ The workbook does not build:"))
      compilerErrors(in: build.output).forEach { console.line("  " + $0) }
      for exercise in started { record(exercise, passed: false, in: &progress) }
      try? progress.save(to: workbook.root)
      return Episode91.ExitCode.failure
    }

    let results = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: results) }
    let suites = started.map(\.testSuiteName)
    let filter = suites.count == 1 ? suites[0] : "(" + suites.joined(separator: "|") + ")"
    console.line(console.dim("Checking \(started.map(\.id).joined(separator: ", "))…"))
    let test = runner.swift(
      ["test", "--skip-build"] + buildArguments + ["--filter", filter],
      [ExerciseResults.environmentVariable: results.path], workbook.root)

    var allPassed = true
    var showOutput = false
    for exercise in started {
      switch ExerciseResults.load(for: exercise, in: results) {
      case .passed:
        console.line(console.green("✓ \(exercise.id) \(exercise.title): passes"))
        record(exercise, passed: true, in: &progress)
      case .failed(let details):
        console.line(console.red("✗ \(exercise.id) \(exercise.title):"))
        details.split(separator: "\n").forEach { console.line("  " + $0) }
        record(exercise, passed: false, in: &progress)
        allPassed = false
      case nil:
        console.line(console.red("✗ \(exercise.id) \(exercise.title): its check did not finish (a crash?)"))
        record(exercise, passed: false, in: &progress)
        allPassed = false
        showOutput = true
      }
    }
    if test.status != 0 && allPassed {
      console.line(console.red("✗ The workbook's own checks of these exercises failed; please report it."))
      showOutput = true
    }
    if showOutput {
      console.line(console.dim("The end of `swift test`'s output:"))
      test.output.split(separator: "\n").suffix(25).forEach { console.line("  " + $0) }
    }
    try? progress.save(to: workbook.root)

    let untouched = available.count - started.count
    if !named && untouched > 0 {
      console.line(console.dim("\(untouched) not started, not checked."))
    }
    guard allPassed && test.status == 0 else {
      if named, let exercise = started.first {
        let seen = progress.hintsRevealed[exercise.id] ?? 0
        if seen < exercise.hints.count {
          console.line(
            "Stuck? swift run Episode91 hint \(exercise.id)   (\(seen) of \(exercise.hints.count) hints seen)")
        }
        console.line(console.dim("The same check by hand: swift test --filter \(exercise.testSuiteName)"))
      }
      return Episode91.ExitCode.failure
    }
    if Self.everythingIsDone(Exercise.all.map { workbook.status(of: $0, progress: progress) }) {
      console.line()
      printAllDone()
    } else if named, let exercise = started.first {
      console.line("See the reference solution: swift run Episode91 solution \(exercise.id)")
      console.line("Next: swift run Episode91 exercises")
    }
    return Episode91.ExitCode.success
  }

  private func record(_ exercise: Exercise, passed: Bool, in progress: inout ExerciseProgress) {
    progress.verified[exercise.id] = .init(passed: passed, stubFingerprint: workbook.fingerprint(of: exercise))
  }

  /// The compiler's error lines, paths relative to the workbook, each once, at most twenty.
  func compilerErrors(in output: String) -> [String] {
    let prefix = workbook.root.standardizedFileURL.path + "/"
    var seen: Set<String> = []
    let errors = output.split(separator: "\n").map(String.init).filter { $0.contains(": error:") }
      .map { $0.replacingOccurrences(of: prefix, with: "") }
      .filter { seen.insert($0).inserted }
    return errors.isEmpty ? output.split(separator: "\n").suffix(20).map(String.init) : Array(errors.prefix(20))
  }
}
