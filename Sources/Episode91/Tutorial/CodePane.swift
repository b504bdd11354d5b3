/// The tutorial's copy of a Swift file, wrapped to the columns DocC's code pane shows.
///
/// At a 1280-pixel window, DocC's tutorial pane shows 91 columns of its 12-pixel monospace (measured in Chromium by
/// `scripts/check-tutorials-in-browser`), and clips the rest without a scroll bar. The workbook's files wrap at 100
/// columns, the width of a terminal diff; so the tutorials' copies wrap the few longer lines again, the same way in
/// every state of a file, so that DocC still highlights only what a step changed. The words and the code stay the
/// same: a comment is re-flowed under its own `//` or `///`; a line of code breaks at a space outside any string
/// literal, the rest indented four more; a line inside a multi-line string literal breaks with the `\` that joins it
/// again, so the string's value is the same.
enum CodePane {
  /// The columns the pane shows at 1280 pixels, less one for the line that ends exactly at the edge.
  static let columns = 90

  static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var inMultilineString = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let wasInString = inMultilineString
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
        inMultilineString.toggle()
      }
      lines += wrap(line, inMultilineString: wasInString && inMultilineString)
    }
    return lines.joined(separator: "\n")
  }

  /// One line as one or more that each fit, where a safe place to break is found.
  static func wrap(_ line: String, inMultilineString: Bool) -> [String] {
    guard line.count > columns else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let body = line.dropFirst(indent.count)
    if !inMultilineString, let marker = ["/// ", "// "].first(where: { body.hasPrefix($0) }) {
      return reflow(words: body.dropFirst(marker.count).split(separator: " ").map(String.init), prefix: indent + marker)
    }
    if inMultilineString {
      guard let cut = lastSpace(in: line, before: columns - 1, outsideStrings: false) else { return [line] }
      let first = String(line[..<line.index(after: cut)]) + "\\"
      return [first] + wrap(indent + line[line.index(after: cut)...], inMultilineString: true)
    }
    // A trailing comment moves above its code rather than under it.
    if let comment = trailingComment(in: line) {
      var code = String(line[..<comment])
      while code.hasSuffix(" ") { code.removeLast() }
      return wrap(indent + line[comment...], inMultilineString: false) + wrap(code, inMultilineString: false)
    }
    guard let cut = lastSpace(in: line, before: columns, outsideStrings: true),
      line.distance(from: line.startIndex, to: cut) > indent.count
    else { return [line] }
    let rest = line[line.index(after: cut)...].drop { $0 == " " }
    return [String(line[..<cut])] + wrap(indent + "    " + rest, inMultilineString: false)
  }

  /// Where a `//` comment starts after code on the line, outside any string literal.
  private static func trailingComment(in line: String) -> String.Index? {
    var inString = false
    var escaped = false
    var sawCode = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" && !escaped { inString.toggle() }
      if !inString, character == "/", line[line.index(after: index)...].hasPrefix("/") {
        return sawCode ? index : nil
      }
      if character != " " { sawCode = true }
      escaped = character == "\\" && !escaped
      index = line.index(after: index)
    }
    return nil
  }

  /// Words under `prefix`, as many to a line as fit; a word longer than a line stands alone.
  private static func reflow(words: [String], prefix: String) -> [String] {
    var lines: [String] = []
    var current = prefix
    for word in words {
      if current != prefix, current.count + 1 + word.count > columns {
        lines.append(current)
        current = prefix
      }
      current += (current == prefix ? "" : " ") + word
    }
    return lines + [current]
  }

  /// The last space before column `limit` (0-based) that is not inside a string literal when `outsideStrings`, nor
  /// in the line's leading indentation.
  private static func lastSpace(in line: String, before limit: Int, outsideStrings: Bool) -> String.Index? {
    var found: String.Index?
    var inString = false
    var escaped = false
    var column = 0
    var index = line.startIndex
    var leading = true
    while index < line.endIndex, column < limit {
      let character = line[index]
      if character != " " { leading = false }
      if outsideStrings && character == "\"" && !escaped { inString.toggle() }
      if character == " " && !leading && !inString && line.index(after: index) < line.endIndex {
        found = index
      }
      escaped = character == "\\" && !escaped
      column += 1
      index = line.index(after: index)
    }
    return found
  }
}
