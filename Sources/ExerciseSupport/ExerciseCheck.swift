import Foundation
import ValueDiff

/// One thing a check found wrong: which exercise, what was checked, and how what happened differs from what
/// was expected.
public struct ExerciseFailure: Equatable, Sendable, CustomStringConvertible {
  public let exerciseID: String
  public let what: String
  /// The lines under the heading: `expected:` and `happened:`, or a diff of two values too big for one line.
  public let details: String
  /// The hint written for the requirement this failure breaks, numbered as `Episode91 hint <id>` numbers them
  /// (1 is the gentlest); `verify` names it under the failure and `hint` shows it first. Every failure a check
  /// records through `ExerciseCheck` has one; nil only for a report written before hints were named.
  public let hint: Int?

  public init(exerciseID: String, what: String, details: String, hint: Int? = nil) {
    self.exerciseID = exerciseID
    self.what = what
    self.details = details
    self.hint = hint
  }

  /// A failure whose expectation and outcome are said in words. A text of several lines (a log) keeps its
  /// later lines under its first, so they never read as lines of the report.
  public init(exerciseID: String, what: String, expected: String, actual: String, hint: Int? = nil) {
    func labelled(_ label: String, _ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
        index == 0 ? label + line : line.isEmpty ? "" : String(repeating: " ", count: label.count) + line
      }.joined(separator: "\n")
    }
    self.init(
      exerciseID: exerciseID, what: what,
      details: labelled("expected: ", expected) + "\n" + labelled("happened: ", actual), hint: hint)
  }

  public var description: String {
    (["\(exerciseID): \(what)"] + details.split(separator: "\n").map { "  " + $0 }).joined(separator: "\n")
  }
}

/// Collects the failures of one run of an exercise's check.
///
/// A check is a plain function from an implementation to `[ExerciseFailure]`, so the same check judges the
/// learner's stub, the reference solution (no failures allowed) and a known-wrong implementation (failures
/// required, each naming the hint written for the requirement it breaks), and no test passes by accident.
///
/// Every expectation names its `hint`: the number of the exercise's hint (`ExerciseWords`) written for the
/// requirement it checks, so a learner who fails only the favorites reducer is pointed at the hint about it, not
/// at the gentlest one.
public struct ExerciseCheck: Sendable {
  public let exercise: Exercise
  public private(set) var failures: [ExerciseFailure] = []

  public init(_ exercise: Exercise) {
    self.exercise = exercise
  }

  /// Records a failure unless `actual == expected`, showing the two values, or for larger values only the
  /// parts that differ.
  public mutating func expect<Value: Equatable>(
    _ actual: Value, equals expected: Value, _ what: String, hint: Int
  ) {
    guard actual != expected else { return }
    failures.append(
      ExerciseFailure(
        exerciseID: exercise.id, what: what, details: mismatchReport(expected: expected, actual: actual), hint: hint))
  }

  /// Records a failure unless `condition` holds; `expected` and `actual` say what that means in words.
  public mutating func expect(_ condition: Bool, _ what: String, expected: String, actual: String, hint: Int) {
    guard !condition else { return }
    fail(what, expected: expected, actual: actual, hint: hint)
  }

  /// Records a failure unless `messages` (issues a dependency reported, say) is empty, showing each message as it
  /// was written, one to a line: compared as a `[String]`, they would print escaped (`\\.date`, `\'date\'`).
  public mutating func expect(noMessagesIn messages: [String], _ what: String, hint: Int) {
    expect(messages.isEmpty, what, expected: "none", actual: messages.joined(separator: "\n"), hint: hint)
  }

  /// Records a failure.
  public mutating func fail(_ what: String, expected: String, actual: String, hint: Int) {
    failures.append(
      ExerciseFailure(exerciseID: exercise.id, what: what, expected: expected, actual: actual, hint: hint))
  }

  /// The hints the failures so far name, each once, in the order of the first failure that names it.
  public var hints: [Int] { failures.namedHints }
}

extension [ExerciseFailure] {
  /// The hints these failures name, each once, in the order of the first failure that names it: what
  /// `Episode91 hint` shows first after a `verify` that failed.
  public var namedHints: [Int] {
    compactMap(\.hint).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }
}
