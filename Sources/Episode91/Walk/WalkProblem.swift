import Messages

/// Something wrong in a walk file, or between a walk and the checkpoints it walks between: the file and line, the
/// step it is in (by title, since steps carry no numbers), and what is wrong, in every language.
///
/// A walk is checked whole, so a writer sees every problem of a change at once rather than one per run.
struct WalkProblem: Error, Equatable, Sendable {
  /// Relative to the workbook.
  var file: String
  /// 1-based; 0 for the file as a whole.
  var line: Int
  var step: String?
  var key: WalkMessage
  var arguments: [String: String]
  var message: LocalizedText

  init(
    file: String, line: Int, step: String? = nil, _ key: WalkMessage, _ arguments: [String: String] = [:]
  ) {
    self.file = file
    self.line = line
    self.step = step
    self.key = key
    self.arguments = arguments
    message = LocalizedText(key, arguments)
  }

  /// One line: `Episodes/…/WALK.md:42: step "The store": …`.
  func text(in language: Language) -> String {
    let place = line == 0 ? file : "\(file):\(line)"
    guard let step else {
      return WalkMessage.problem.text(in: language, ["place": place, "message": message.text(in: language)])
    }
    return WalkMessage.problemInStep.text(
      in: language, ["place": place, "step": step, "message": message.text(in: language)])
  }
}

/// Every problem found in a walk, in file order.
struct WalkFailure: Error, Equatable, Sendable {
  var problems: [WalkProblem]
}
