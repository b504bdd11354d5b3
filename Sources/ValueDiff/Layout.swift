/// How a printed value is laid out: on one line when it is small and flat, otherwise one part per line,
/// indented two spaces a level, with commas between parts as Swift writes them.
extension PrintedValue {
  /// The widest a value may be to stay on one line, before its label and the diff's marker.
  static let oneLineWidth = 60

  /// The value on one line, or `nil` when it is a multi-line string, nests more than two levels deep, or is
  /// wider than `maxWidth`: such a value reads better one part per line.
  func oneLine(maxWidth: Int = oneLineWidth) -> String? {
    guard let text = oneLine(levels: 2), text.count <= maxWidth else { return nil }
    return text
  }

  private func oneLine(levels: Int) -> String? {
    switch self {
    case .plain(let text):
      return text
    case .text:
      return nil
    case .composite(let composite):
      guard !composite.parts.isEmpty else { return composite.emptyText }
      guard levels > 0 else { return nil }
      var texts: [String] = []
      for part in composite.parts {
        guard let text = part.value.oneLine(levels: levels - 1) else { return nil }
        texts.append(part.label.map { "\($0): \(text)" } ?? text)
      }
      return composite.open + texts.joined(separator: ", ") + composite.close
    }
  }

  /// The value's lines, the first one starting with `label:` when there is a label.
  func lines(label: String?) -> [String] {
    let prefix = label.map { "\($0): " } ?? ""
    if let text = oneLine() { return [prefix + text] }
    switch self {
    case .plain(let text):
      return [prefix + text]
    case .text(let lines):
      return [prefix + "\"\"\""] + lines.map { "  " + $0 } + ["  \"\"\""]
    case .composite(let composite):
      var result = [prefix + composite.open]
      for (index, part) in composite.parts.enumerated() {
        let partLines = part.value.lines(label: part.label)
        result += withComma(partLines, index < composite.parts.count - 1).map { "  " + $0 }
      }
      return result + [composite.close]
    }
  }

  /// The value shortened to one line for a part that did not change: whole when it fits, `Type(…)` otherwise.
  func unchangedLine(label: String?) -> String {
    let prefix = label.map { "\($0): " } ?? ""
    if let text = oneLine() { return prefix + text }
    switch self {
    case .plain(let text): return prefix + text
    case .text: return prefix + "\"…\""
    case .composite(let composite): return prefix + composite.open + "…" + composite.close
    }
  }
}

extension PrintedValue.Composite {
  /// An empty value: `[]`, `[:]`, `Set([])`, `AppState()`.
  var emptyText: String {
    kind == .entries ? "[:]" : open + close
  }
}

/// `lines` with a comma after the last one when another part follows.
func withComma(_ lines: [String], _ needsComma: Bool) -> [String] {
  guard needsComma, let last = lines.last else { return lines }
  return lines.dropLast() + [last + ","]
}
