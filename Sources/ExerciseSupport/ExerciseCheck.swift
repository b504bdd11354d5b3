import Foundation

/// One thing a check found wrong: which exercise, what was checked, what was expected and what happened.
public struct ExerciseFailure: Equatable, Sendable, CustomStringConvertible {
  public let exerciseID: String
  public let what: String
  public let expected: String
  public let actual: String

  public init(exerciseID: String, what: String, expected: String, actual: String) {
    self.exerciseID = exerciseID
    self.what = what
    self.expected = expected
    self.actual = actual
  }

  public var description: String {
    "\(exerciseID): \(what)\n  expected: \(expected)\n  happened: \(actual)"
  }
}

/// Collects the failures of one run of an exercise's check.
///
/// A check is a plain function from an implementation to `[ExerciseFailure]`, so the same check judges the
/// learner's stub, the reference solution (no failures allowed) and a known-wrong implementation (failures
/// required), and no test passes by accident.
public struct ExerciseCheck: Sendable {
  public let exercise: Exercise
  public private(set) var failures: [ExerciseFailure] = []

  public init(_ exercise: Exercise) {
    self.exercise = exercise
  }

  /// Records a failure unless `actual == expected`.
  public mutating func expect<Value: Equatable>(_ actual: Value, equals expected: Value, _ what: String) {
    guard actual != expected else { return }
    fail(what, expected: describe(expected), actual: describe(actual))
  }

  /// Records a failure unless `condition` holds; `expected` and `actual` say what that means in words.
  public mutating func expect(_ condition: Bool, _ what: String, expected: String, actual: String) {
    guard !condition else { return }
    fail(what, expected: expected, actual: actual)
  }

  /// Records a failure.
  public mutating func fail(_ what: String, expected: String, actual: String) {
    failures.append(ExerciseFailure(exerciseID: exercise.id, what: what, expected: expected, actual: actual))
  }

  private func describe(_ value: some Any) -> String {
    var text = ""
    debugPrint(value, terminator: "", to: &text)
    return text
  }
}
