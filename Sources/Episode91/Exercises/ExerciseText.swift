import ExerciseSupport
import Foundation
import Messages

/// An exercise's words in one language, gathered for the commands that print them (`exercises`, `hint`, `verify`,
/// `watch`): the title, goal and hints from their catalogs, the prompt from the stub.
struct ExerciseText: Equatable {
  let title: String
  let goal: String
  /// From the gentlest to the most explicit.
  let hints: [String]
  /// The prompt line by line, as the stub's doc comment lays it out (an indented line is code).
  let prompt: [String]
}

extension Workbook {
  func text(of exercise: Exercise, in language: Language) -> ExerciseText {
    ExerciseText(
      title: ExerciseWords.title(exercise.id).text(in: language),
      goal: ExerciseWords.goal(exercise.id).text(in: language),
      hints: ExerciseWords.hints(of: exercise.id, in: language),
      prompt: prompt(of: exercise, in: language))
  }

  /// The line of a stub's doc comment after which the prompt is in Korean: a heading, so Xcode's Quick Help and
  /// a reader of the file both see where the English ends.
  static let koreanPromptHeading = "## 한국어"

  /// The exercise's prompt in `language`: the doc comment at the top of its stub as shipped (the learner's copy
  /// when there is no shipped one). The English is what comes before `## 한국어`, without the first line, which
  /// only repeats the id and title; the Korean is what comes after it. A stub with no Korean part gives its
  /// English in Korean too, which `ExerciseWordsTests.everyStubHasAKoreanPrompt` makes a failure for the shipped stubs.
  func prompt(of exercise: Exercise, in language: Language) -> [String] {
    let shipped =
      (try? String(contentsOf: url(exercise.pristinePath), encoding: .utf8))
      ?? (try? String(contentsOf: url(exercise.stubPath), encoding: .utf8)) ?? ""
    let comment = shipped.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .drop { !$0.hasPrefix("///") }
      .prefix { $0.hasPrefix("///") }
      .map { $0.hasPrefix("/// ") ? String($0.dropFirst(4)) : String($0.dropFirst(3)) }
    let heading = comment.firstIndex(of: Self.koreanPromptHeading)
    let english = comment[..<(heading ?? comment.endIndex)]
    let lines: ArraySlice<String>
    switch (language, heading) {
    case (.korean, let heading?): lines = comment[(heading + 1)...]
    case (.english, _), (.korean, nil):
      lines = english.first?.hasPrefix("Exercise \(exercise.id)") == true ? english.dropFirst() : english
    }
    return Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
  }
}

extension Exercise {
  /// How many hints the exercise has: the same in every language, which the catalog tests hold.
  var hintCount: Int { ExerciseWords.hintCount(of: id) }
}
