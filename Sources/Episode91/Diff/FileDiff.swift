/// What happened to one file between two checkpoints.
enum FileStatus: String, Equatable, Sendable {
  case added
  case modified
  case deleted
}

/// The changes to one file: its status, its +/- counts and its hunks.
struct FileDiff: Equatable, Sendable {
  /// Relative to the checkpoint folder (test files under `Tests/`), the same on both sides.
  var path: String
  var status: FileStatus
  var addedLines: Int
  var removedLines: Int
  var hunks: [DiffHunk]
}

extension FileDiff {
  /// Compares two versions of a file, either of which may be missing. Returns nil when nothing changed
  /// (or, with `ignoringWhitespace`, nothing but spacing changed), so unchanged files stay out of the list.
  static func compare(
    path: String, old: String?, new: String?, ignoringWhitespace: Bool = false
  ) -> FileDiff? {
    let status: FileStatus
    switch (old, new) {
    case (nil, nil): return nil
    case (nil, _): status = .added
    case (_, nil): status = .deleted
    default: status = .modified
    }
    let oldLines = lines(of: old ?? "")
    let newLines = lines(of: new ?? "")
    let edits = LineEdit.script(
      from: oldLines, to: newLines, comparingBy: ignoringWhitespace ? withoutWhitespace : { $0 })
    let added = edits.count { if case .added = $0 { true } else { false } }
    let removed = edits.count { if case .removed = $0 { true } else { false } }
    if status == .modified && added == 0 && removed == 0 {
      return nil
    }
    return FileDiff(
      path: path, status: status, addedLines: added, removedLines: removed,
      hunks: DiffHunk.hunks(from: edits, old: oldLines, new: newLines))
  }

  /// A file's lines without their line breaks (`\n` or `\r\n`); a final line break starts no other line.
  static func lines(of text: String) -> [String] {
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    if lines.last == "" {
      lines.removeLast()
    }
    return lines
  }

  /// The key `--ignore-whitespace` compares lines by: every space and tab removed, like `git diff -w`.
  static func withoutWhitespace(_ line: String) -> String {
    line.filter { !$0.isWhitespace }
  }
}

/// Compares two checkpoints' files, given as path → contents, and lists the files that changed, by path.
func diffCheckpoints(old: [String: String], new: [String: String], ignoringWhitespace: Bool) -> [FileDiff] {
  let paths = Set(old.keys).union(new.keys).sorted()
  return paths.compactMap { path in
    FileDiff.compare(path: path, old: old[path], new: new[path], ignoringWhitespace: ignoringWhitespace)
  }
}
