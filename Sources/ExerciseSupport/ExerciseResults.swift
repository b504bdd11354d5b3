import Foundation

/// How a check run by `Episode91 verify` tells it what happened, without anyone parsing test output.
///
/// `verify` sets `EPISODE91_RESULTS` to a folder; the check of the learner's stub writes `<id>.txt` there:
/// `pass`, or `fail` followed by the failures. Outside `verify` the variable is unset and nothing is written.
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

  /// The file's text: `pass`, or `fail` and one failure after another.
  public static func text(for failures: [ExerciseFailure]) -> String {
    guard !failures.isEmpty else { return "pass\n" }
    return (["fail"] + failures.map(\.description)).joined(separator: "\n") + "\n"
  }

  /// Reads what the check wrote: `nil` when it wrote nothing (it was skipped, or never ran).
  public static func load(for exercise: Exercise, in folder: URL) -> Outcome? {
    let url = folder.appendingPathComponent("\(exercise.id).txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    if text.hasPrefix("pass") { return .passed }
    let details = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    return .failed(details.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
  }

  public enum Outcome: Equatable, Sendable {
    case passed
    case failed(String)
  }
}
