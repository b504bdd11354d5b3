/// An exercise's words in one language: its title, goal and hints as `exercises`, `hint` and `watch` show
/// them, and its prompt.
///
/// English is the source: `Exercise.all` (titles, goals, hints) and the doc comment of each shipped stub
/// (the prompt), which a learner also reads in the file. Other languages are catalogs keyed by exercise id.
public struct ExerciseText: Equatable, Sendable {
  public let title: String
  public let goal: String
  /// From the gentlest to the most explicit, as many as the English has.
  public let hints: [String]
  /// The prompt line by line, as the stub's doc comment lays it out (an indented line is code).
  public let prompt: [String]

  public init(title: String, goal: String, hints: [String], prompt: [String]) {
    self.title = title
    self.goal = goal
    self.hints = hints
    self.prompt = prompt
  }
}
