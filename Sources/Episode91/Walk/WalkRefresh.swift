import ExerciseSupport
import Foundation
import Messages

/// What `walk <stage> --refresh` did to one walk file.
struct WalkRefresh {
  /// Relative to the workbook.
  var file: String
  /// The step and path of each fence it rewrote, in file order.
  var rewritten: [(step: String, path: String)]
  /// What it could not mend: everything but stale fences.
  var problems: [WalkProblem]
}

extension Workbook {
  /// Rewrites every stale fence of the walk into `stage` in `language` to the full, current hunk its anchor names,
  /// and leaves every other line of the file as it was. A writer puts down an anchor; this fills in the hunk.
  func refreshWalk(into stage: Stage, in language: Language) -> WalkRefresh {
    let url = walkFile(into: stage, in: language)
    let file = displayPath(url)
    let source: WalkSource
    do {
      source = try walkSource(into: stage, in: language)
    } catch {
      return WalkRefresh(file: file, rewritten: [], problems: [error])
    }
    let match = WalkMatch(source, files: walkChange(into: stage).files, file: file, stage: stage)
    guard !match.stale.isEmpty else { return WalkRefresh(file: file, rewritten: [], problems: match.problems) }
    var lines = WalkSource.walkLines(of: sourceText(at: url) ?? "")
    // From the end, so the lines of the fences before each one stay where the parser found them.
    for stale in match.stale.sorted(by: { $0.block.fenceStart > $1.block.fenceStart }) {
      lines.replaceSubrange((stale.block.fenceStart + 1)..<stale.block.fenceEnd, with: stale.hunk.fenceLines)
    }
    do {
      try Data(Walk.text(of: lines).utf8).write(to: url)
    } catch {
      let problem = WalkProblem(file: file, line: 0, .couldNotWrite, ["reason": "\(error.localizedDescription)"])
      return WalkRefresh(file: file, rewritten: [], problems: [problem] + match.problems)
    }
    let rewritten = match.stale.map { (step: $0.problem.step ?? "", path: $0.block.path) }
    return WalkRefresh(file: file, rewritten: rewritten, problems: match.problems)
  }
}
