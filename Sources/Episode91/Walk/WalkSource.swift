import Messages

/// One walk as its author wrote it: `Episodes/<Stage>/WALK.md` (or `WALK.ko.md`), the steps from the checkpoint
/// before into this one, then the questions that close it. CONTRIBUTING.md's "Writing a walk" gives the format.
///
/// This is the file's text, read and checked for shape only; which real hunks its fences name is `Walk`'s
/// business, so a writer can put down an anchor line and let `walk <stage> --refresh` fill in the rest.
struct WalkSource: Equatable, Sendable {
  /// The `#` heading, without `# `.
  var title: String
  /// The Markdown between the title and the first `##`, without blank lines around it.
  var introduction: [String]
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
}

/// One `###` step: its title, the `##` group it sits in, what the narration says, and the hunks it applies.
struct WalkStep: Equatable, Sendable {
  var title: String
  var group: String
  /// The step's Markdown outside its hunk blocks, in order, without blank lines around it.
  var narration: [String]
  var blocks: [HunkBlock]
  /// 1-based line of the `###` heading.
  var line: Int
}

/// A path in backticks and the ```` ```diff ```` fence under it: one hunk of that file, named by its text.
struct HunkBlock: Equatable, Sendable {
  /// As `diff` names the file: relative to the checkpoint folder, or `Tests/<file>` in the stage's test folder.
  var path: String
  /// The lines between the fences, as written.
  var fence: [String]
  /// 1-based line of the path; the fence's text is on the lines after `fenceStart` (0-based) up to `fenceEnd`.
  var line: Int
  var fenceStart: Int
  var fenceEnd: Int

  /// The fence as `DiffHunk.fenceLines` writes it: an unchanged empty line pasted from `diff` keeps its one space
  /// there, which an editor may or may not strip, and either way it is the same line.
  var normalizedFence: [String] {
    fence.map { $0 == " " ? "" : $0 }
  }

  /// The first changed line (`+` or `-`) in the fence, which names the hunk when the rest is left out. It is
  /// looked for after the `@@` header when there is one, so `---` and `+++` lines pasted above it name nothing.
  var anchor: String? {
    let body = fence.firstIndex { $0.hasPrefix("@@") }.map { fence[($0 + 1)...] } ?? fence[...]
    return body.first { $0.hasPrefix("+") || $0.hasPrefix("-") }
  }
}

/// A multiple-choice question of the last group: one right choice, and a reason under every choice.
struct WalkQuestion: Equatable, Sendable {
  /// The `###` heading, without `### `.
  var question: String
  /// Markdown between the heading and the first choice (code the question quotes, say); often empty.
  var text: [String]
  var choices: [WalkChoice]
  var line: Int

  /// The right choice's number, counted from 1 as the list shows it.
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
