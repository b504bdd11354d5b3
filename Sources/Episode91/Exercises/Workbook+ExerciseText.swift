import ExerciseSupport
import Foundation
import Messages

extension Workbook {
  /// The exercise's title, goal, hints and prompt in `language`: every command that prints them asks here.
  ///
  /// English is the source (`Exercise.all` and the stub's doc comment). Another language comes from its
  /// catalog, and falls back to the English only where an entry is missing, which its tests make a failure.
  func text(of exercise: Exercise, in language: Language) -> ExerciseText {
    let english = {
      ExerciseText(title: exercise.title, goal: exercise.goal, hints: exercise.hints, prompt: prompt(of: exercise))
    }
    switch language {
    case .english: return english()
    case .korean: return ExerciseText.korean[exercise.id] ?? english()
    }
  }

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
