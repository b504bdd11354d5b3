import Messages

extension WalkSource {
  /// Where the Korean walk leaves the English one's shape: the two have the same steps in the same order, with the
  /// same hunk blocks (folded alike), compiler lines and run lines (the same test and outcome), the same parts (their
  /// titles translated), and the same questions with the same right answers; only the prose differs. Each problem is at the Korean step, and names the English
  /// step it should match.
  static func differences(english: WalkSource, korean: WalkSource, koreanFile file: String) -> [WalkProblem] {
    var problems: [WalkProblem] = []
    for (englishStep, koreanStep) in zip(english.steps, korean.steps) {
      let shape = { (step: WalkStep) in step.blocks.map { [$0.path, "\($0.isFolded)"] + $0.normalizedFence } }
      if shape(englishStep) != shape(koreanStep) {
        problems.append(
          WalkProblem(
            file: file, line: koreanStep.line, step: koreanStep.title, .blocksDiffer, ["english": englishStep.title]))
      }
      if englishStep.compiler?.errors != koreanStep.compiler?.errors
        || (englishStep.compiler?.noNewError == nil) != (koreanStep.compiler?.noNewError == nil)
      {
        problems.append(
          WalkProblem(
            file: file, line: koreanStep.compiler?.line ?? koreanStep.line, step: koreanStep.title,
            .compilerLinesDiffer,
            ["english": englishStep.title]))
      }
      if englishStep.run.map({ [$0.test, "\($0.passes)"] }) != koreanStep.run.map({ [$0.test, "\($0.passes)"] }) {
        problems.append(
          WalkProblem(
            file: file, line: koreanStep.run?.line ?? koreanStep.line, step: koreanStep.title, .runLinesDiffer,
            ["english": englishStep.title]))
      }
    }
    if english.partStarts != korean.partStarts {
      let list = { (starts: [Int]) in starts.map(String.init).joined(separator: ", ") }
      problems.append(
        WalkProblem(
          file: file, line: korean.groups.first { $0.part != nil }?.line ?? 0, .partsDiffer,
          ["english": list(english.partStarts), "korean": list(korean.partStarts)]))
    }
    if english.steps.count != korean.steps.count {
      problems.append(
        WalkProblem(
          file: file, line: 0, .stepCountsDiffer,
          ["english": "\(english.steps.count)", "korean": "\(korean.steps.count)"]))
    }
    for (englishQuestion, koreanQuestion) in zip(english.questions, korean.questions)
    where englishQuestion.answer != koreanQuestion.answer
      || englishQuestion.choices.count != koreanQuestion.choices.count
    {
      problems.append(
        WalkProblem(
          file: file, line: koreanQuestion.line, step: koreanQuestion.question, .answersDiffer,
          ["english": englishQuestion.question]))
    }
    if english.questions.count != korean.questions.count {
      problems.append(
        WalkProblem(
          file: file, line: 0, .questionCountsDiffer,
          ["english": "\(english.questions.count)", "korean": "\(korean.questions.count)"]))
    }
    return problems
  }
}
