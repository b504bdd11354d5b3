/// How a walk reads, in the numbers its writers aim for: small steps, short instructions, sections that hold more
/// than one step, a moment where a test runs, and questions whose answer is not given away by its place or its
/// length. `walk <N> --check`
/// prints them; `WalkTests` holds every walk to the targets.
struct WalkMeasures: Equatable, Sendable {
  /// Changed lines in view (added and removed, folded blocks left out) of each step that writes in the lesson's
  /// code, in order.
  var lessonStepLines: [Int]
  /// The longest instruction, in words (code spans count as one word, quoted code blocks not at all).
  var longestInstruction: Int
  var sections: Int
  var singleStepSections: Int
  /// Where each question's right choice stands, from 1.
  var answerPlaces: [Int]
  /// How many questions have the longest choice as the right one.
  var longestIsRight: Int
  /// The steps that end with a `Run:` line: the moments where something runs.
  var runSteps: [Int]
  /// The first step of each part (just `[1]` for a walk without part markers).
  var partStarts: [Int]

  /// The most a lesson step's median and largest step may change, and an instruction may say.
  static let medianTarget = 10
  static let largestTarget = 40
  static let wordsTarget = 60

  init(_ source: WalkSource) {
    let lessonSteps = source.steps.filter { step in step.paths.contains { !DiffScope.isTest($0) } }
    lessonStepLines = lessonSteps.map { step in
      step.shownBlocks.flatMap(\.fence).count { line in
        (line.hasPrefix("+") || line.hasPrefix("-")) && !line.hasPrefix("@@")
      }
    }
    longestInstruction = source.steps.map { Self.words(in: $0.narration) }.max() ?? 0
    sections = source.groups.count
    singleStepSections = source.groups.count { group in source.steps.count { $0.group == group.title } == 1 }
    answerPlaces = source.questions.map(\.answer)
    longestIsRight = source.questions.count { question in
      let longest = question.choices.map(\.text.count).max() ?? 0
      return question.choices[question.answer - 1].text.count == longest
    }
    runSteps = source.steps.indices.filter { source.steps[$0].run != nil }.map { $0 + 1 }
    partStarts = source.partStarts
  }

  var medianLessonStep: Int {
    let sorted = lessonStepLines.sorted()
    return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
  }

  var largestLessonStep: Int { lessonStepLines.max() ?? 0 }

  /// Words a reader reads: a code span is one word, a quoted code block none.
  static func words(in lines: [String]) -> Int {
    var inCode = false
    var count = 0
    for line in lines {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard !inCode else { continue }
      var spans = false
      var word = false
      for character in line {
        if character == "`" {
          spans.toggle()
          if spans {
            count += 1
            word = false
          }
        } else if !spans {
          if character.isWhitespace {
            word = false
          } else if !word {
            word = true
            count += 1
          }
        }
      }
    }
    return count
  }

  /// One line per measure, target beside it, for `walk --check`.
  var report: [String] {
    let list = { (numbers: [Int]) in numbers.map(String.init).joined(separator: ", ") }
    return [
      "lesson steps: \(lessonStepLines.count), changed lines in view: median \(medianLessonStep) "
        + "(target ≤ \(Self.medianTarget)), largest \(largestLessonStep) (target ≤ \(Self.largestTarget))",
      "longest instruction: \(longestInstruction) words (target ≤ \(Self.wordsTarget))",
      "sections: \(sections), of which one step: \(singleStepSections) (target: fewer than one in five)",
      "right choices at \(answerPlaces.map(String.init).joined(separator: ", ")); the longest choice is right in "
        + "\(longestIsRight) of \(answerPlaces.count) (target: at most half)",
      "parts: \(partStarts.count), from steps \(list(partStarts)); tests run at steps \(runSteps.isEmpty ? "none" : list(runSteps)) "
        + "(target: at least one)",
    ]
  }
}
