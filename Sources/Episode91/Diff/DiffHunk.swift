import ValueDiff

/// One step of turning the old lines into the new ones. Indexes count from 0.
enum LineEdit: Equatable, Sendable {
  case same(old: Int, new: Int)
  case removed(old: Int)
  case added(new: Int)
}

extension LineEdit {
  /// The edits that turn `old` into `new`, in file order, comparing lines by `key` (the whole line by default;
  /// `--ignore-whitespace` passes one that drops spaces). Within each change the removed lines come before the
  /// added ones, as `diff -u` prints them.
  static func script(
    from old: [String], to new: [String], comparingBy key: (String) -> String = { $0 }
  ) -> [LineEdit] {
    var edits: [LineEdit] = []
    walk(old.map(key), new.map(key)) { oldIndex, newIndex in
      edits.append(.same(old: oldIndex, new: newIndex))
    } changed: { removed, added in
      edits += removed.map { .removed(old: $0) } + added.map { .added(new: $0) }
    }
    return edits
  }
}

/// One line of a unified hunk, carrying its text.
enum HunkLine: Equatable, Sendable {
  case context(String)
  case removed(String)
  case added(String)
}

/// A run of changes with the unchanged lines around them, as `diff -u` prints it after `@@ -a,b +c,d @@`.
struct DiffHunk: Equatable, Sendable {
  /// 1-based first line on each side; when a side has no lines, the line just before the hunk (as in `diff -u`).
  var oldStart: Int
  var oldCount: Int
  var newStart: Int
  var newCount: Int
  var lines: [HunkLine]

  var header: String {
    "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
  }
}

extension DiffHunk {
  /// Groups an edit script into hunks with `context` unchanged lines before and after each change.
  ///
  /// Two changes share a hunk when at most `2 * context` unchanged lines separate them, because their
  /// contexts would otherwise overlap or touch: that is what `diff -u` and git do.
  static func hunks(
    from edits: [LineEdit], old: [String], new: [String], context: Int = 3
  ) -> [DiffHunk] {
    let changes = edits.indices.filter { edits[$0].isChange }
    return changeGroups(changes, context: context).map { group in
      let first = max(0, group.first - context)
      let last = min(edits.count - 1, group.last + context)
      return hunk(edits: edits, range: first...last, old: old, new: new)
    }
  }

  /// Consecutive change positions merged into groups whose gaps are at most `2 * context` unchanged lines.
  private static func changeGroups(_ changes: [Int], context: Int) -> [(first: Int, last: Int)] {
    var groups: [(first: Int, last: Int)] = []
    for change in changes {
      if let current = groups.last, change - current.last - 1 <= 2 * context {
        groups[groups.count - 1].last = change
      } else {
        groups.append((first: change, last: change))
      }
    }
    return groups
  }

  private static func hunk(edits: [LineEdit], range: ClosedRange<Int>, old: [String], new: [String]) -> DiffHunk {
    let before = edits[..<range.lowerBound]
    let oldBefore = before.filter(\.consumesOld).count
    let newBefore = before.filter(\.consumesNew).count
    let slice = edits[range]
    let oldCount = slice.filter(\.consumesOld).count
    let newCount = slice.filter(\.consumesNew).count
    let lines: [HunkLine] = slice.map { edit in
      switch edit {
      // Under --ignore-whitespace the two sides of a context line may differ in spacing; show the new one.
      case .same(_, let newIndex): .context(new[newIndex])
      case .removed(let oldIndex): .removed(old[oldIndex])
      case .added(let newIndex): .added(new[newIndex])
      }
    }
    return DiffHunk(
      oldStart: oldCount == 0 ? oldBefore : oldBefore + 1, oldCount: oldCount,
      newStart: newCount == 0 ? newBefore : newBefore + 1, newCount: newCount,
      lines: lines)
  }
}

extension LineEdit {
  var isChange: Bool {
    if case .same = self { false } else { true }
  }

  /// Whether this edit moves past a line of the old file (kept or removed).
  var consumesOld: Bool {
    if case .added = self { false } else { true }
  }

  /// Whether this edit moves past a line of the new file (kept or added).
  var consumesNew: Bool {
    if case .removed = self { false } else { true }
  }
}
