import Foundation

/// How a check run by `Episode91 verify` tells it what happened, without anyone parsing test output.
///
/// `verify` sets `EPISODE91_RESULTS` to a folder; the check of the learner's stub writes `<id>.txt` there:
/// `pass`, or `fail` followed by the failures, each after a line `hint <n>` that names the hint written for it.
/// Outside `verify` the variable is unset and nothing is written.
public enum ExerciseResults {
  public static let environmentVariable = "EPISODE91_RESULTS"

  /// Writes the outcome of checking the learner's stub, when `verify` asked for it.
  public static func save(
    _ failures: [ExerciseFailure], for exercise: Exercise,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    guard let folder = environment[environmentVariable], !folder.isEmpty else { return }
    let url = URL(fileURLWithPath: folder).appendingPathComponent("\(exercise.id).txt")
    try? text(for: failures).write(to: url, atomically: true, encoding: .utf8)
  }

  /// The file's text: `pass`, or `fail` and one failure after another, each after its `hint <n>` line. A
  /// failure's own lines are its id and what was checked, then lines two spaces in, so a `hint` line never
  /// reads as one of them.
  public static func text(for failures: [ExerciseFailure]) -> String {
    guard !failures.isEmpty else { return "pass\n" }
    let lines = failures.map { failure in (failure.hint.map { ["hint \($0)"] } ?? []) + [failure.description] }
    return (["fail"] + lines.joined()).joined(separator: "\n") + "\n"
  }

  /// Reads what the check wrote: `nil` when it wrote nothing (it was skipped, or never ran).
  public static func load(for exercise: Exercise, in folder: URL) -> Outcome? {
    let url = folder.appendingPathComponent("\(exercise.id).txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    if text.hasPrefix("pass") { return .passed }
    return .failed(failures(in: text))
  }

  /// The failures of a `fail` file: each starts at a line that is not indented, and takes the hint of the
  /// `hint <n>` line before it, if there is one (a check built before hints were named writes none).
  static func failures(in text: String) -> [Failure] {
    var failures: [Failure] = []
    var hint: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
      if line.hasPrefix("hint "), let number = Int(line.dropFirst("hint ".count)) {
        hint = number
      } else if line.hasPrefix(" "), !failures.isEmpty {
        failures[failures.count - 1].text += "\n" + line
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        failures.append(Failure(hint: hint, text: String(line)))
        hint = nil
      }
    }
    return failures
  }

  public enum Outcome: Equatable, Sendable {
    case passed
    case failed([Failure])
  }

  /// One failure as the check wrote it: its lines (what was checked, then expected and happened), and the hint
  /// written for the requirement it breaks.
  public struct Failure: Equatable, Sendable {
    public var hint: Int?
    public var text: String

    public init(hint: Int?, text: String) {
      self.hint = hint
      self.text = text
    }
  }
}

extension [ExerciseResults.Failure] {
  /// The hints these failures name, each once, in the order of the first failure that names it.
  public var namedHints: [Int] {
    compactMap(\.hint).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }
}
