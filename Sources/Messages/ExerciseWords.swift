/// An exercise's short words as Episode91 shows them: its title, its goal and its hints, keyed by the exercise's
/// id (`"91.4"`) and written once per language like every other message, so `checkCatalog` holds them too.
///
/// The prompt is the one long text of an exercise, and it lives where the learner works: the doc comment of the
/// exercise's stub, in English and then in Korean under `## 한국어` (`Workbook.prompt(of:in:)` reads it).
public struct ExerciseWords: MessageKey {
  public enum Part: Hashable, Sendable {
    case title
    /// One line, shown by `exercises` and `watch` under the title.
    case goal
    /// Hints are numbered from 1, the gentlest, to the most explicit; `hint` reveals them one at a time.
    case hint(Int)
  }

  /// The exercise's id, as `Exercise.id` spells it.
  public let exercise: String
  public let part: Part

  public static func title(_ exercise: String) -> Self { Self(exercise: exercise, part: .title) }
  public static func goal(_ exercise: String) -> Self { Self(exercise: exercise, part: .goal) }
  public static func hint(_ number: Int, of exercise: String) -> Self { Self(exercise: exercise, part: .hint(number)) }

  /// Every key the English catalog has: a struct has no cases to list, and English is the source.
  public static var allCases: [Self] { Array(english.keys) }

  /// How many hints the exercise has: as many as the English has, numbered from 1 without a gap.
  public static func hintCount(of exercise: String) -> Int {
    (1...).prefix { english[hint($0, of: exercise)] != nil }.count
  }

  /// The exercise's hints in `language`, in order: hint 1 onwards, as many as the English has.
  public static func hints(of exercise: String, in language: Language) -> [String] {
    (1..<hintCount(of: exercise) + 1).map { hint($0, of: exercise).text(in: language) }
  }
}
