import Messages

/// One walk as its author wrote it: `Episodes/<Stage>/WALK.md` (or `WALK.ko.md`), the steps from the checkpoint
/// before into this one, then the questions that close it. CONTRIBUTING.md's "Writing a walk" gives the format.
///
/// This is the file's text, read and checked for shape only; whether each step's change applies to the files as
/// the steps before it left them is `Walk`'s business (`WalkReplay`).
struct WalkSource: Equatable, Sendable {
  /// The `#` heading, without `# `.
  var title: String
  /// The Markdown between the title and the first `##`, without blank lines around it.
  var introduction: [String]
  /// The `##` sections that hold steps, in order, each with the why of its steps.
  var groups: [WalkGroup]
  var steps: [WalkStep]
  /// The heading of the last `##` group, which holds the questions; nil when the walk asks none.
  var questionsHeading: String?
  var questions: [WalkQuestion]

  /// The walk's file name in `language`, beside the checkpoint's README.
  static func fileName(in language: Language) -> String {
    switch language {
    case .english: "WALK.md"
    case .korean: "WALK.ko.md"
    }
  }

  /// The walk's parts, in order, as its part markers cut it: one part, without a title, when it has none.
  var parts: [WalkPart] {
    let starts = groups.indices.filter { groups[$0].part != nil }
    guard !starts.isEmpty else { return [WalkPart(title: nil, groups: groups.indices)] }
    return starts.enumerated().map { offset, start in
      let end = offset + 1 < starts.count ? starts[offset + 1] : groups.count
      return WalkPart(title: groups[start].part, groups: start..<end)
    }
  }

  /// The number, from 1, of the first step of each part.
  var partStarts: [Int] {
    parts.compactMap { part in
      steps.firstIndex { step in part.groups.contains { groups[$0].title == step.group } }.map { $0 + 1 }
    }
  }

  /// The steps of `group`, with their numbers from 1 in the whole walk.
  func steps(of group: WalkGroup) -> [(number: Int, step: WalkStep)] {
    steps.enumerated().filter { $0.element.group == group.title }.map { (number: $0.offset + 1, step: $0.element) }
  }
}

/// A `##` section: one idea, told in its introduction, then done in its steps.
struct WalkGroup: Equatable, Sendable {
  var title: String
  /// The Markdown between the `##` heading and the first step: why the steps below are taken.
  var introduction: [String]
  /// 1-based line of the `##` heading.
  var line: Int
  /// The title of the part this section opens, from the `<!-- part: Title -->` line before its heading; nil for a
  /// section inside a part, and for every section of a walk that is not cut into parts.
  var part: String? = nil
}

/// A part of a walk: the sections from one part marker to the next, one idea of the walk, and one DocC tutorial.
struct WalkPart: Equatable, Sendable {
  /// The marker's title; nil for a walk without markers, which is one part.
  var title: String?
  /// Indexes into the walk's `groups`.
  var groups: Range<Int>
}

/// One `###` step: one instruction and the change it makes, to one file, or to many the same way (`folded`).
struct WalkStep: Equatable, Sendable {
  var title: String
  /// The `##` section it sits in.
  var group: String
  /// The instruction: the step's Markdown outside its hunk blocks and its compiler line, without blank lines
  /// around it.
  var narration: [String]
  var blocks: [HunkBlock]
  /// The `<summary>` of the step's `<details>`: what the folded blocks do, in a sentence.
  var foldSummary: String?
  /// What the compiler says once the step is done; every lesson step has one, a test step may.
  var compiler: CompilerStatement?
  /// A test to run at the step's state, and what it does; most steps have none.
  var run: RunStatement?
  /// 1-based line of the `###` heading.
  var line: Int

  /// The blocks a reader sees: every block outside the step's `<details>`.
  var shownBlocks: [HunkBlock] { blocks.filter { !$0.isFolded } }

  /// The files the step writes in, in the order of its blocks, each once.
  var paths: [String] {
    var paths: [String] = []
    for block in blocks where !paths.contains(block.path) {
      paths.append(block.path)
    }
    return paths
  }
}

/// A path in backticks and the ```` ```diff ```` fence under it: that file's change in the step, as hunks against
/// the file as the steps before left it (the earlier checkpoint's file, for the first step that writes in it).
struct HunkBlock: Equatable, Sendable {
  /// As `diff` names the file: relative to the checkpoint folder, or `Tests/<file>` in the stage's test folder.
  var path: String
  /// The lines between the fences, as written: one or more hunks, each under its `@@` header.
  var fence: [String]
  /// Inside the step's `<details>`: applied like any other block, shown only as a count.
  var isFolded: Bool
  /// 1-based line of the path; the fence's text is on the lines after `fenceStart` (0-based) up to `fenceEnd`.
  var line: Int
  var fenceStart: Int
  var fenceEnd: Int

  /// The fence as `DiffHunk.fenceLines` writes it: an unchanged empty line pasted from `diff` keeps its one space
  /// there, which an editor may or may not strip, and either way it is the same line.
  var normalizedFence: [String] {
    fence.map { $0 == " " ? "" : $0 }
  }
}

/// The step's compiler line, `Compiler: …` (`컴파일러: …` in Korean): that the checkpoint builds, the errors it
/// reports, each quoted in backticks as the compiler words it, or, in words only, that it reports no new error.
/// `WalkCompilerCheck` holds every one to the compiler.
///
/// A quoted error must be the step's own: new at that step, or in a file the step changes; an error left over from an
/// earlier step in another file says nothing about this one. Where nothing new is worth quoting, the line says so:
/// `Compiler: no new error — the counter's view still passes its environment (step 12).`
struct CompilerStatement: Equatable, Sendable {
  /// The quoted errors; none, with no `noNewError`, means the step leaves code that builds.
  var errors: [String]
  /// The words after `no new error —` (`새 오류 없음 —`), when the line says that: the code does not build yet, and
  /// none of its errors is new at the step or in a file the step changes.
  var noNewError: String?
  /// 1-based line.
  var line: Int

  init(errors: [String], noNewError: String? = nil, line: Int) {
    self.errors = errors
    self.noNewError = noNewError
    self.line = line
  }

  var builds: Bool { errors.isEmpty && noNewError == nil }

  /// The quoted errors as every screen writes them: each in backticks, joined by commas.
  var quotedErrors: String { errors.map { "`\($0)`" }.joined(separator: ", ") }

  /// The line as the terminal and the tutorials show it, in `language`.
  func said(in language: Language) -> String {
    if let noNewError { return WalkMessage.compilerNoNewError.text(in: language, ["reason": noNewError]) }
    if builds { return WalkMessage.compilerBuilds.text(in: language) }
    return WalkMessage.compilerReports.text(in: language, ["errors": quotedErrors])
  }

  /// How the line starts, in either language.
  static let prefixes = ["Compiler:", "컴파일러:"]
  /// What follows the prefix when the code builds, in either language.
  static let buildsWords = ["builds.", "빌드됩니다."]
  /// What follows the prefix, before a dash and the reason, when the step adds no error worth quoting.
  static let noNewErrorWords = ["no new error", "새 오류 없음"]
}

/// A moment where something runs, the step's last line: `` Run: `TestName` passes — what it shows. `` (Korean
/// `` 실행: `TestName` 통과 — … ``, or `실패` for fails). The test is a test function of the stage's test files as the
/// step leaves them, by its bare name or `TypeName/functionName`; `WalkRunCheck` holds that `swift test --filter`
/// gives that outcome at the step's state.
struct RunStatement: Equatable, Sendable {
  /// The test's name as written between the backticks.
  var test: String
  /// Whether the line says the test passes (`passes`, `통과`) or fails (`fails`, `실패`).
  var passes: Bool
  /// The sentence after the dash: what running it shows.
  var shows: String
  /// 1-based line.
  var line: Int

  /// The line as the terminal and the tutorials show it, in `language`.
  func said(in language: Language) -> String {
    (passes ? WalkMessage.runPasses : WalkMessage.runFails).text(in: language, ["test": test, "shows": shows])
  }

  /// How the line starts, in either language.
  static let prefixes = ["Run:", "실행:"]
  /// The outcome words after the test's name, in either language.
  static let outcomes: [(word: String, passes: Bool)] = [
    ("passes", true), ("fails", false), ("통과", true), ("실패", false),
  ]
}

/// A multiple-choice question of the last group: one right choice, and a reason under every choice.
struct WalkQuestion: Equatable, Sendable {
  /// The `###` heading, without `### `.
  var question: String
  /// Markdown between the heading and the first choice (code the question quotes, say); often empty.
  var text: [String]
  var choices: [WalkChoice]
  var line: Int

  /// The right choice's number, counted from 1 as the file lists it.
  var answer: Int {
    (choices.firstIndex(where: \.isRight) ?? 0) + 1
  }
}

struct WalkChoice: Equatable, Sendable {
  var text: String
  var isRight: Bool
  /// The quote line's text after `✓ ` or `✗ `.
  var reason: String
}
