/// The tutorial's copy of a Swift file, wrapped to the columns DocC's code pane shows.
///
/// At a 1280-pixel window, DocC's tutorial pane shows 91 columns of its 12-pixel monospace (measured in Chromium by
/// `scripts/check-tutorials-in-browser`), and clips the rest without a scroll bar. The workbook's files wrap at 100
/// columns, the width of a terminal diff; so the tutorials' copies wrap the few longer lines again, the same way in
/// every state of a file, so that DocC still highlights only what a step changed. The words and the code stay the
/// same: a comment paragraph is re-flowed whole under its own `//` or `///`, so it reads as written; a line of code
/// breaks at a space outside any string literal, the rest indented four more; a line inside a multi-line string
/// literal breaks with the `\` that joins it again, so the string's value is the same.
enum CodePane {
  /// The columns the pane shows at 1280 pixels, less one for the line that ends exactly at the edge.
  static let columns = 90

  static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var inMultilineString = false
    let original = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < original.count {
      let line = original[index]
      if !inMultilineString, let paragraph = commentParagraph(in: original, at: index) {
        // A comment paragraph with a line too wide is re-flowed whole, so that it reads as written; one that fits
        // is left as its author broke it.
        let run = original[index..<(index + paragraph.count)]
        lines +=
          run.contains { $0.count > columns } ? reflow(run, first: paragraph.first, rest: paragraph.rest) : Array(run)
        index += paragraph.count
        continue
      }
      let wasInString = inMultilineString
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
        inMultilineString.toggle()
      }
      lines += wrap(line, inMultilineString: wasInString && inMultilineString)
      index += 1
    }
    return lines.joined(separator: "\n")
  }

  /// The comment paragraph that starts at `index`: its line count, the prefix of its first line (indentation,
  /// `//` or `///`, and a list item's marker) and of the lines after it (a list item's text hangs under its first
  /// word). It runs over the lines that go on with the same prefix and a word right after it; a line of its own
  /// (blank, a list item, a code fence, indented code, a `MARK:`) ends it. Nil for a line that is not a comment.
  static func commentParagraph(in lines: [String], at index: Int) -> (count: Int, first: String, rest: String)? {
    guard let (first, text) = commentPrefix(of: lines[index]), !text.isEmpty, !text.hasPrefix(" "),
      !text.hasPrefix("```"), !text.hasPrefix("MARK:")
    else { return nil }
    let marker = text.prefix { $0 != " " }
    let isListItem =
      ["-", "*", "+"].contains(marker) || (marker.dropLast().allSatisfy(\.isNumber) && marker.last == ".")
    let rest = first + (isListItem ? String(repeating: " ", count: marker.count + 1) : "")
    var count = 1
    while index + count < lines.count {
      let line = lines[index + count]
      guard line.hasPrefix(rest), let (prefix, text) = commentPrefix(of: line), prefix == first else { break }
      let words = line.dropFirst(rest.count)
      let next = words.prefix { $0 != " " }
      guard let character = words.first, character != " ", !words.hasPrefix("```"),
        !["-", "*", "+"].contains(next), !(next.dropLast().allSatisfy(\.isNumber) && next.last == "."), !text.isEmpty
      else { break }
      count += 1
    }
    return (count, first + (isListItem ? String(marker) + " " : ""), rest)
  }

  /// A comment line's prefix, its indentation and `// ` or `/// `, and its text after that; nil for any other line.
  private static func commentPrefix(of line: String) -> (prefix: String, text: Substring)? {
    let indent = line.prefix { $0 == " " }
    let body = line.dropFirst(indent.count)
    for marker in ["/// ", "// "] where body.hasPrefix(marker) {
      return (String(indent) + marker, body.dropFirst(marker.count))
    }
    return nil
  }

  /// A paragraph's words, as many to a line as fit: the first line under `first`, the others under `rest`.
  private static func reflow(_ lines: ArraySlice<String>, first: String, rest: String) -> [String] {
    let words = lines.enumerated().flatMap { offset, line in
      line.dropFirst(offset == 0 ? first.count : rest.count).split(separator: " ").map(String.init)
    }
    var result: [String] = []
    var current = first
    var prefix = first
    for word in words {
      if current != prefix, current.count + 1 + word.count > columns {
        result.append(current)
        prefix = rest
        current = rest
      }
      current += (current == prefix ? "" : " ") + word
    }
    return result + [current]
  }

  /// One line as one or more that each fit, where a safe place to break is found.
  static func wrap(_ line: String, inMultilineString: Bool) -> [String] {
    guard line.count > columns else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let body = line.dropFirst(indent.count)
    if !inMultilineString, let marker = ["/// ", "// "].first(where: { body.hasPrefix($0) }) {
      // A comment line that is no paragraph's (code indented in a comment, say) keeps its text's indentation, where
      // its longest word still fits after it.
      let text = body.dropFirst(marker.count)
      let words = text.split(separator: " ").map(String.init)
      let inset = String(text.prefix { $0 == " " })
      let fits = indent.count + marker.count + inset.count + (words.map(\.count).max() ?? 0) <= columns
      return reflow(words: words, prefix: indent + marker + (fits ? inset : ""))
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
