import Messages
import TerminalText

/// Turns a checkpoint diff into text: the changed files first, then the hunks.
///
/// Learners asked for the list of files with their status before any changed line, so they can see the
/// shape of a stage before its details. Colour marks additions and removals, and only when the console
/// allows it.
enum DiffRendering {
  static func render(
    from old: Stage, to new: Stage, titles: (old: String, new: String), files: [FileDiff], ignoringWhitespace: Bool,
    lessonOnly: Bool = false, console: Console
  ) -> String {
    let heading = console.bold(
      console.text(
        DiffMessage.heading,
        [
          "old": "\(old.number)", "oldTitle": titles.old,
          "new": "\(new.number)", "newTitle": titles.new,
        ]))
    let spacing = ignoringWhitespace ? console.text(DiffMessage.ignoringWhitespace) : ""
    guard !files.isEmpty else {
      return heading + "\n" + console.text(DiffMessage.noDifferences, ["ignoring": spacing]) + "\n"
    }
    var text = heading + "\n" + totals(files, console: console) + spacing + "\n"
    let leftOut = lessonOnly ? console.text(WalkMessage.lessonOnly) : console.text(DiffMessage.exercisesLeftOut)
    // Prose, wrapped to the screen (the patches below are code, and stay as written, as `git diff` shows them).
    text += wrapped(leftOut, width: screenWidth).map(console.dim).joined(separator: "\n") + "\n\n"
    text += fileTable(files, console: console)
    for file in files {
      text += "\n" + patch(file, old: old, new: new, console: console)
    }
    return text
  }

  /// "4 files changed, +40 -52", the one line a learner reads first.
  static func totals(_ files: [FileDiff], console: Console) -> String {
    let added = files.map(\.addedLines).reduce(0, +)
    let removed = files.map(\.removedLines).reduce(0, +)
    return console.text(
      files.count == 1 ? DiffMessage.totalsOneFile : .totalsFiles,
      ["count": "\(files.count)", "added": "\(added)", "removed": "\(removed)"])
  }

  /// One aligned row per file: status, path, additions, removals.
  static func fileTable(_ files: [FileDiff], console: Console) -> String {
    let statusWidth = files.map { console.text($0.status.word).displayWidth }.max() ?? 0
    let pathWidth = files.map(\.path.displayWidth).max() ?? 0
    let addedWidth = files.map { "+\($0.addedLines)".count }.max() ?? 0
    let removedWidth = files.map { "-\($0.removedLines)".count }.max() ?? 0
    return files.map { file in
      let status = padded(console.text(file.status.word), to: statusWidth)
      let added = rightAligned("+\(file.addedLines)", to: addedWidth)
      let removed = rightAligned("-\(file.removedLines)", to: removedWidth)
      return "  \(statusColor(file.status, status, console))  \(padded(file.path, to: pathWidth))  "
        + "\(console.green(added)) \(console.red(removed))\n"
    }.joined()
  }

  /// A unified patch for one file; each side is named by its stage number so the direction is never in doubt.
  ///
  /// With `width` (the walk's screens), a code line wider than that continues on more lines at its spaces, each
  /// with the line's `+`, `-` or space and four more columns of indent (`codeLines`), so the step stays readable
  /// at 80 columns; without it (`diff`, which a pager shows and a learner may copy as a patch), lines stay whole.
  static func patch(_ file: FileDiff, old: Stage, new: Stage, width: Int? = nil, console: Console) -> String {
    patch(file, sides: ("\(old.number)", "\(new.number)"), width: width, console: console)
  }

  /// The same, its two sides named by `sides`: a walk's step is `a` (before the step) and `b` (after it), as git
  /// names them, since a step's file is neither checkpoint's until the walk's end.
  static func patch(
    _ file: FileDiff, sides: (old: String, new: String), width: Int? = nil, console: Console
  ) -> String {
    let oldName = file.status == .added ? "/dev/null" : "\(sides.old)/\(file.path)"
    let newName = file.status == .deleted ? "/dev/null" : "\(sides.new)/\(file.path)"
    var text = console.bold("--- \(oldName)") + "\n" + console.bold("+++ \(newName)") + "\n"
    for hunk in file.hunks {
      text += console.cyan(hunk.header) + "\n"
      for line in hunk.lines {
        let (marker, content) =
          switch line {
          case .context(let content): (" ", content)
          case .removed(let content): ("-", content)
          case .added(let content): ("+", content)
          }
        let pieces = width.map { codeLines(content, width: $0 - 1) } ?? [content]
        for piece in pieces {
          switch line {
          case .context: text += marker + piece + "\n"
          case .removed: text += console.red(marker + piece) + "\n"
          case .added: text += console.green(marker + piece) + "\n"
          }
        }
      }
    }
    return text
  }

  private static func statusColor(_ status: FileStatus, _ text: String, _ console: Console) -> String {
    switch status {
    case .added: console.green(text)
    case .modified: console.yellow(text)
    case .deleted: console.red(text)
    }
  }
}

extension FileStatus {
  /// The word the file table shows for the status.
  var word: DiffMessage {
    switch self {
    case .added: .added
    case .modified: .modified
    case .deleted: .deleted
    }
  }
}
