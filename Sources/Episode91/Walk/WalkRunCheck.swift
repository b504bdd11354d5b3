import ExerciseSupport
import Foundation
import Messages

/// Each `Run:` line of a walk held against the test it names: the step's state laid out the way `along` lays out a
/// learner's copy (`WorkingCopy`: one mechanism, so a line promises what a learner sees in their copy), built, and
/// the test run by name with `swift test --filter`. The outcome must be the one the line says.
///
/// One copy serves every step and every walk, in a folder that outlives the check (`.build/walk-runs` by default),
/// so only the first build compiles the shared modules and each later step rebuilds only what its state changed.
struct WalkRunCheck: Sendable {
  /// One step's `Run:` line and how its test ended at the step's state.
  struct Verdict: Equatable, Sendable {
    var step: Int
    var statement: RunStatement
    var outcome: WorkingCopy.TestOutcome

    var holds: Bool {
      switch outcome {
      case .passed: statement.passes
      case .failed: !statement.passes
      case .doesNotBuild, .noSuchTest, .interrupted: false
      }
    }

    /// What the check found, in a few words, for the writer's listing.
    var found: String {
      switch outcome {
      case .passed: "passes"
      case .failed: "fails"
      case .doesNotBuild: "does not build"
      case .noSuchTest: "no such test"
      case .interrupted: "interrupted"
      }
    }

    /// Why the line is not so, as a problem of the walk file; nil when it holds (or the check was stopped).
    func problem(file: String, stepTitle: String) -> WalkProblem? {
      let test = statement.test
      let (key, arguments): (WalkMessage, [String: String])
      switch outcome {
      case .passed where statement.passes, .failed where !statement.passes, .interrupted: return nil
      case .passed: (key, arguments) = (.runSaysFailsButPasses, ["test": test])
      case .failed(let output):
        (key, arguments) = (.runSaysPassesButFails, ["test": test, "reason": Self.reason(output)])
      case .noSuchTest: (key, arguments) = (.runTestNotFound, ["test": test])
      case .doesNotBuild(let errors):
        (key, arguments) = (
          .runDoesNotBuild, ["test": test, "errors": errors.prefix(3).map { "`\($0)`" }.joined(separator: ", ")]
        )
      }
      return WalkProblem(file: file, line: statement.line, step: stepTitle, key, arguments)
    }

    /// The first line of a failing test's output that says what failed (Swift Testing's `✘ … recorded an issue`,
    /// XCTest's `error: … failed`), or its last line.
    static func reason(_ output: String) -> String {
      let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      let said = lines.first { $0.contains("recorded an issue") || ($0.contains("error:") && $0.contains("failed")) }
      return said ?? lines.last ?? ""
    }
  }

  /// Lays out a state and runs one test in it: the working copy's, or a stand-in in tests.
  typealias RunTest = @Sendable (_ stage: Stage, _ files: [String: String], _ test: String) -> WorkingCopy.TestOutcome

  var runTest: RunTest

  /// The check on a working copy in `folder`.
  static func onWorkingCopy(workbook: Workbook, folder: URL) -> WalkRunCheck {
    WalkRunCheck { stage, files, test in
      let copy = WorkingCopy(into: stage, workbook: workbook, folder: folder)
      do throws(WorkingCopy.Problem) {
        try copy.lay(files)
      } catch {
        return .doesNotBuild(errors: ["could not write \(error.path): \(error.reason)"])
      }
      return copy.test(named: test)
    }
  }

  /// Where the check keeps its copy: in the workbook's git-ignored build folder, kept between runs.
  static func folder(in workbook: Workbook) -> URL {
    workbook.root.appendingPathComponent(".build/walk-runs")
  }

  /// Every `Run:` line's verdict, in the walk's order; `report` hears of each as it is found (a build takes a while).
  func verdicts(of walk: Walk, report: (Verdict) -> Void = { _ in }) -> [Verdict] {
    var verdicts: [Verdict] = []
    for (index, step) in walk.source.steps.enumerated() {
      guard let statement = step.run else { continue }
      let outcome = runTest(walk.into, walk.files(afterStep: index + 1), statement.test)
      let verdict = Verdict(step: index + 1, statement: statement, outcome: outcome)
      report(verdict)
      verdicts.append(verdict)
      if outcome == .interrupted { break }
    }
    return verdicts
  }
}
