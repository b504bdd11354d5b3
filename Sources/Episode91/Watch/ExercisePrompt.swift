import ExerciseSupport
import Foundation

extension Workbook {
  /// The exercise's prompt: the doc comment at the top of its stub as shipped (the learner's copy when there
  /// is no shipped one), without its first line, which only repeats the id and title.
  func prompt(of exercise: Exercise) -> [String] {
    let shipped =
      (try? String(contentsOf: url(exercise.pristinePath), encoding: .utf8))
      ?? (try? String(contentsOf: url(exercise.stubPath), encoding: .utf8)) ?? ""
    let comment = shipped.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .drop { !$0.hasPrefix("///") }
      .prefix { $0.hasPrefix("///") }
      .map { $0.hasPrefix("/// ") ? String($0.dropFirst(4)) : String($0.dropFirst(3)) }
    let body = comment.first?.hasPrefix("Exercise \(exercise.id)") == true ? comment.dropFirst() : comment[...]
    return Array(body.drop { $0.isEmpty })
  }
}
