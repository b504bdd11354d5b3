/// Fitting prose and table cells into a terminal's columns.
///
/// Widths are terminal columns (`displayWidth`: a Hangul syllable takes two), never bytes or characters, and
/// never include colour codes: callers pad or wrap plain text first and colour it afterwards, so a coloured
/// table lines up exactly like an uncoloured one, in English and in Korean.

import Messages
import TerminalText

/// The width every screen Episode91 prints is laid out for.
let screenWidth = 100

/// Pads `text` to `width` columns, for tables that line up.
func padded(_ text: String, to width: Int) -> String {
  let columns = text.displayWidth
  return columns >= width ? text : text + String(repeating: " ", count: width - columns)
}

/// Right-aligns `text` in `width` columns, for numbers in a column.
func rightAligned(_ text: String, to width: Int) -> String {
  let columns = text.displayWidth
  return columns >= width ? text : String(repeating: " ", count: width - columns) + text
}

/// Breaks `text` into lines of at most `width` columns, at spaces where it can.
///
/// A code span (`` `(Int) -> Effect<Int?>` ``) that fits on a line is never broken, so a learner who copies it
/// from the screen gets it whole. A word longer than a line is cut, so no line ever exceeds `width`: a table
/// cell must not push its neighbours out of place.
func wrapped(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [text] }
  var lines: [String] = []
  var current = ""
  for word in unbreakableUnits(of: text, width: width) {
    var word = word
    while word.displayWidth > width {
      if !current.isEmpty {
        lines.append(current)
        current = ""
      }
      let cut = cutPosition(in: word, width: width)
      lines.append(String(word.prefix(cut)))
      word = String(word.dropFirst(cut))
    }
    if current.isEmpty {
      current = word
    } else if current.displayWidth + 1 + word.displayWidth <= width {
      current += " " + word
    } else {
      lines.append(current)
      current = word
    }
  }
  if !current.isEmpty || lines.isEmpty {
    lines.append(current)
  }
  return lines
}

/// The words of `text`, except that the words of a code span that fits in `width` columns stay together as
/// one unit. A span too wide for any line, or one left open, is words like the rest.
private func unbreakableUnits(of text: String, width: Int) -> [String] {
  var units: [String] = []
  var openSpan: [String] = []
  for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
    let opensOrClosesSpan = word.filter { $0 == "`" }.count % 2 == 1
    if openSpan.isEmpty {
      if opensOrClosesSpan { openSpan = [word] } else { units.append(word) }
      continue
    }
    openSpan.append(word)
    guard opensOrClosesSpan else { continue }
    let span = openSpan.joined(separator: " ")
    units += span.displayWidth <= width ? [span] : openSpan
    openSpan = []
  }
  return units + openSpan
}

/// Where to cut a word longer than a line, in characters: just after the last punctuation that fits, so a
/// type name reads `StateStore<` then `S, A>`, or after as many characters as fit in `width` columns.
private func cutPosition(in word: String, width: Int) -> Int {
  let breakAfter: Set<Character> = ["<", ",", "/", "-", ".", "("]
  var fittingCount = 0
  var columns = 0
  for character in word {
    columns += String(character).displayWidth
    guard columns <= width else { break }
    fittingCount += 1
  }
  let fitting = word.prefix(max(1, fittingCount))
  guard let index = fitting.lastIndex(where: { breakAfter.contains($0) }) else { return fitting.count }
  let position = fitting.distance(from: fitting.startIndex, to: index) + 1
  return position
}

/// Wraps `text` to the screen with a first-line prefix and a hanging indent for the lines after it.
///
/// Used for every sentence printed under a table, so a long detail never runs past column 100.
func paragraph(_ text: String, firstPrefix: String, indent: Int, width: Int = screenWidth) -> String {
  let hanging = String(repeating: " ", count: indent)
  let available = width - max(firstPrefix.displayWidth, indent)
  let lines = wrapped(text, width: available)
  return lines.enumerated().map { index, line in
    (index == 0 ? padded(firstPrefix, to: indent) : hanging) + line
  }.joined(separator: "\n")
}

/// Splits a line of code at spaces into pieces of at most `width` columns, keeping its indentation and
/// indenting the pieces after the first a further four spaces, as an editor shows a continued line.
func codeLines(_ line: String, width: Int) -> [String] {
  guard line.displayWidth > width else { return [line] }
  let indentation = String(line.prefix { $0 == " " })
  let pieces = wrapped(String(line.dropFirst(indentation.count)), width: width - indentation.count - 4)
  return pieces.enumerated().map { index, piece in
    indentation + (index == 0 ? "" : "    ") + piece
  }
}
