/// One line of a diff: unchanged, only in the expected value (`-`), or only in what happened (`+`).
struct DiffLine: Equatable {
  enum Mark: String {
    case unchanged = " "
    case removed = "-"
    case added = "+"
  }

  var mark: Mark
  var text: String

  /// The line as shown, its mark in front: `-   count: 1`.
  var rendered: String {
    let line = "\(mark.rawValue) \(text)"
    return String(line.reversed().drop { $0 == " " }.reversed())
  }
}

extension PrintedValue {
  /// The lines that take `expected` to `actual`. Where both have the same shape (the same type, the same enum
  /// case, both lists) it goes into their parts and marks only those that differ; anything else is replaced
  /// whole: its lines with `-`, then the new lines with `+`.
  static func differenceLines(
    from expected: PrintedValue, to actual: PrintedValue, label: String?, commas: (expected: Bool, actual: Bool)
  ) -> [DiffLine] {
    if expected == actual {
      return [DiffLine(mark: .unchanged, text: expected.unchangedLine(label: label) + (commas.actual ? "," : ""))]
    }
    let replaced =
      withComma(expected.lines(label: label), commas.expected).map { DiffLine(mark: .removed, text: $0) }
      + withComma(actual.lines(label: label), commas.actual).map { DiffLine(mark: .added, text: $0) }
    if expected.oneLine() != nil && actual.oneLine() != nil { return replaced }
    let prefix = label.map { "\($0): " } ?? ""

    switch (expected, actual) {
    case (.composite(let old), .composite(let new)) where old.kind == new.kind && old.open == new.open:
      let body: [DiffLine]
      switch old.kind {
      case .fields:
        guard old.parts.map(\.label) == new.parts.map(\.label) else { return replaced }
        body = fieldLines(old.parts, new.parts)
      case .list:
        body = elementLines(old.parts, new.parts)
      case .entries:
        body = entryLines(old.parts, new.parts)
      }
      return [DiffLine(mark: .unchanged, text: prefix + old.open)] + body.map(indented)
        + [DiffLine(mark: .unchanged, text: old.close + (commas.actual ? "," : ""))]

    case (.text(let old), .text(let new)):
      var body: [DiffLine] = []
      walk(old, new) { oldIndex, _ in
        body.append(DiffLine(mark: .unchanged, text: old[oldIndex]))
      } changed: { removed, inserted in
        body += removed.map { DiffLine(mark: .removed, text: old[$0]) }
        body += inserted.map { DiffLine(mark: .added, text: new[$0]) }
      }
      return [DiffLine(mark: .unchanged, text: prefix + "\"\"\"")] + body.map(indented)
        + [DiffLine(mark: .unchanged, text: "  \"\"\"" + (commas.actual ? "," : ""))]

    default:
      return replaced
    }
  }

  /// A struct's fields (or an enum case's values) side by side: every field shown, only the changed ones marked.
  private static func fieldLines(_ old: [Part], _ new: [Part]) -> [DiffLine] {
    zip(old, new).enumerated().flatMap { index, pair in
      let comma = index < old.count - 1
      return differenceLines(from: pair.0.value, to: pair.1.value, label: pair.0.label, commas: (comma, comma))
    }
  }

  /// A list's elements along their difference. An element removed where another is inserted is diffed with it,
  /// so a changed element shows only what changed; runs of more than two unchanged elements are elided.
  private static func elementLines(_ old: [Part], _ new: [Part]) -> [DiffLine] {
    var lines: [DiffLine] = []
    var unchanged: [(part: Part, comma: Bool)] = []
    func flushUnchanged() {
      lines += unchangedRun(unchanged)
      unchanged = []
    }
    walk(old.map(\.value), new.map(\.value)) { _, newIndex in
      unchanged.append((new[newIndex], newIndex < new.count - 1))
    } changed: { removed, inserted in
      flushUnchanged()
      let paired = min(removed.count, inserted.count)
      for (oldIndex, newIndex) in zip(removed, inserted) {
        lines += differenceLines(
          from: old[oldIndex].value, to: new[newIndex].value, label: nil,
          commas: (oldIndex < old.count - 1, newIndex < new.count - 1))
      }
      for oldIndex in removed.dropFirst(paired) {
        lines += withComma(old[oldIndex].value.lines(label: nil), oldIndex < old.count - 1)
          .map { DiffLine(mark: .removed, text: $0) }
      }
      for newIndex in inserted.dropFirst(paired) {
        lines += withComma(new[newIndex].value.lines(label: nil), newIndex < new.count - 1)
          .map { DiffLine(mark: .added, text: $0) }
      }
    }
    flushUnchanged()
    return lines
  }

  /// A dictionary's entries matched by key, in key order; runs of more than two unchanged entries are elided.
  private static func entryLines(_ old: [Part], _ new: [Part]) -> [DiffLine] {
    let oldIndex = Dictionary(old.enumerated().map { ($1.label ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    let newIndex = Dictionary(new.enumerated().map { ($1.label ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    let keys = Set(oldIndex.keys).union(newIndex.keys).sorted {
      $0.compare($1, options: .numeric) == .orderedAscending
    }
    var lines: [DiffLine] = []
    var unchanged: [(part: Part, comma: Bool)] = []
    for key in keys {
      switch (oldIndex[key], newIndex[key]) {
      case (let o?, let n?) where old[o].value == new[n].value:
        unchanged.append((new[n], n < new.count - 1))
        continue
      case (let o?, let n?):
        lines += unchangedRun(unchanged)
        lines += differenceLines(
          from: old[o].value, to: new[n].value, label: key, commas: (o < old.count - 1, n < new.count - 1))
      case (let o?, nil):
        lines += unchangedRun(unchanged)
        lines += withComma(old[o].value.lines(label: key), o < old.count - 1).map { DiffLine(mark: .removed, text: $0) }
      case (nil, let n?):
        lines += unchangedRun(unchanged)
        lines += withComma(new[n].value.lines(label: key), n < new.count - 1).map { DiffLine(mark: .added, text: $0) }
      case (nil, nil):
        continue
      }
      unchanged = []
    }
    return lines + unchangedRun(unchanged)
  }

  /// Unchanged parts between changes: up to two shown (shortened), more summed up as `… 7 unchanged`.
  private static func unchangedRun(_ run: [(part: Part, comma: Bool)]) -> [DiffLine] {
    guard run.count > 2 else {
      return run.map {
        DiffLine(mark: .unchanged, text: $0.part.value.unchangedLine(label: $0.part.label) + ($0.comma ? "," : ""))
      }
    }
    return [DiffLine(mark: .unchanged, text: "… \(run.count) unchanged")]
  }

  private static func indented(_ line: DiffLine) -> DiffLine {
    DiffLine(mark: line.mark, text: "  " + line.text)
  }
}

/// Walks two sequences in step along their difference: `unchanged` for each element both share (its offsets in
/// `old` and in `new`), `changed` for each stretch where elements were removed from `old`, inserted in `new`, or both.
///
/// The shortest edit script is the standard library's `difference(from:)`, which only says which elements go and
/// which come; this puts them in the order of the two sequences. Episode91's `diff` walks lines with it too.
public func walk<Element: Equatable>(
  _ old: [Element], _ new: [Element], unchanged: (Int, Int) -> Void, changed: ([Int], [Int]) -> Void
) {
  var removed: Set<Int> = []
  var inserted: Set<Int> = []
  for change in new.difference(from: old) {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  var oldIndex = 0
  var newIndex = 0
  while oldIndex < old.count || newIndex < new.count {
    var removals: [Int] = []
    while oldIndex < old.count && removed.contains(oldIndex) {
      removals.append(oldIndex)
      oldIndex += 1
    }
    var insertions: [Int] = []
    while newIndex < new.count && inserted.contains(newIndex) {
      insertions.append(newIndex)
      newIndex += 1
    }
    if !removals.isEmpty || !insertions.isEmpty {
      changed(removals, insertions)
    } else if oldIndex < old.count && newIndex < new.count {
      unchanged(oldIndex, newIndex)
      oldIndex += 1
      newIndex += 1
    } else {
      break
    }
  }
}
