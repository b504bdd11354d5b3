/// Fitting prose and table cells into a terminal's columns.
///
/// Widths are terminal columns (`displayWidth`: a Hangul syllable takes two), never bytes or characters, and
/// never include colour codes: callers pad or wrap plain text first and colour it afterwards, so a coloured
/// table lines up exactly like an uncoloured one, in English and in Korean.

import Foundation
import Messages
import TerminalText

/// The width every screen Episode91 prints is laid out for, in columns: `ScreenSize.width`, which `main` binds
/// to what the terminal says (`ScreenSize.measured`) and which is 100 wherever nothing bound it (a test, say).
///
/// A computed value, read each time a screen is laid out, so a walk redrawn after the window changed size, or a
/// test that binds `ScreenSize.$width` around a call, lays out at the width in force then.
var screenWidth: Int { ScreenSize.width }

/// The terminal's size as Episode91 lays text out for it, and where that size comes from.
struct ScreenSize: Equatable, Sendable {
  var columns: Int
  var rows: Int

  /// The width when nothing says otherwise: standard output is a pipe or a file and `COLUMNS` is not set. Fixed,
  /// so piped output is the same on every machine and a test can pin it.
  static let defaultColumns = 100
  /// The height when the terminal does not say: the classic 24 rows.
  static let defaultRows = 24
  /// The narrowest width Episode91 lays out for: a narrower `COLUMNS` or window gets 40 columns and the terminal
  /// wraps the rest, since tables and hanging indents need room for a word after their labels.
  static let minimumColumns = 40

  /// The width screens are laid out at in this task or thread; `main` binds it once, `walk` again before each
  /// page it draws, a test around what it renders.
  @TaskLocal static var width = defaultColumns

  /// The size to lay out for: `COLUMNS` (and `LINES`) when set to a number, which win, as they do for `ls` and
  /// `less`; else the window size of `descriptor` when it is a terminal; else 100 columns by 24 rows.
  static func measured(
    environment: [String: String] = ProcessInfo.processInfo.environment, descriptor: Int32 = STDOUT_FILENO
  ) -> ScreenSize {
    let window = windowSize(of: descriptor)
    let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    let rows = environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    return ScreenSize(
      columns: max(minimumColumns, columns ?? window?.columns ?? defaultColumns),
      rows: max(3, rows ?? window?.rows ?? defaultRows))
  }

  /// The window size the terminal on `descriptor` reports (`ioctl(TIOCGWINSZ)`), or nil when `descriptor` is no
  /// terminal (a pipe, a file) or reports no size (0 by 0, as a pseudo-terminal nobody sized does).
  static func windowSize(of descriptor: Int32) -> ScreenSize? {
    guard isatty(descriptor) == 1 else { return nil }
    var size = winsize()
    #if canImport(Darwin)
      // macOS: <sys/ttycom.h> defines TIOCGWINSZ as `_IOR('t', 104, struct winsize)`, which Swift imports as a
      // `UInt`, the type `ioctl`'s request has; `struct winsize` holds `ws_row` and `ws_col` as on Linux.
      let request = TIOCGWINSZ
    #else
      // Glibc: <asm-generic/ioctls.h> defines TIOCGWINSZ as the plain number 0x5413, which Swift imports as an
      // `Int32`; `ioctl` takes an `unsigned long`.
      let request = UInt(TIOCGWINSZ)
    #endif
    guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
    return ScreenSize(columns: Int(size.ws_col), rows: size.ws_row > 0 ? Int(size.ws_row) : defaultRows)
  }
}

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

/// Breaks `text` into lines of at most `width` columns, at spaces only: a word is never cut.
///
/// A code span (`` `(Int) -> Effect<Int?>` ``) or a generic type written with spaces (`Store<S, A, Env>`) that
/// fits on a line is never broken either, so a learner who copies it from the screen gets it whole. A token wider
/// than `width` (a long path, a long span) gets a line of its own, unbroken and wider than `width`: a cut word
/// is worse than a long line, and nothing Episode91 writes has a word that long at 40 columns or more.
func wrapped(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [text] }
  // A line break the text holds stays one: each of its lines is wrapped on its own.
  guard !text.contains("\n") else {
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapped(String($0), width: width) }
  }
  var lines: [String] = []
  var current = ""
  for unit in unbreakableUnits(of: text, width: width) {
    for (index, piece) in pieces(of: unit, width: width).enumerated() {
      // A piece after the first was glued to the one before it: on the same line it stays glued.
      let separator = index == 0 ? " " : ""
      if current.isEmpty {
        current = piece
      } else if current.displayWidth + separator.count + piece.displayWidth <= width {
        current += separator + piece
      } else {
        lines.append(current)
        current = piece
      }
    }
  }
  if !current.isEmpty || lines.isEmpty {
    lines.append(current)
  }
  return lines
}

/// The words of `text`, except that the words of a code span, or of a generic type's angle brackets, that fits in
/// `width` columns stay together as one unit. A group too wide for any line, or one left open, is words like the
/// rest.
func unbreakableUnits(of text: String, width: Int) -> [String] {
  var units: [String] = []
  var group: [String] = []
  var inSpan = false
  var depth = 0
  for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
    group.append(word)
    if word.filter({ $0 == "`" }).count % 2 == 1 {
      inSpan.toggle()
      // A span's end closes whatever it opened: `a<b` in code must not hold the prose after it together.
      if !inSpan { depth = 0 }
    }
    depth = angleDepth(after: word, from: depth)
    guard !inSpan && depth == 0 else { continue }
    let joined = group.joined(separator: " ")
    units += group.count == 1 || joined.displayWidth <= width ? [joined] : group
    group = []
  }
  return units + group
}

/// A unit wider than `width` in the pieces a line may end between without cutting a word: before an opening
/// parenthesis that follows a Korean syllable, as Korean text sets a path or a code span straight after a word
/// (`씁니다(`Tests/…/DependenciesTrait.swift`).`). Any other unit is one piece.
private func pieces(of unit: String, width: Int) -> [String] {
  guard unit.displayWidth > width else { return [unit] }
  var pieces = [""]
  var previous: Character?
  for character in unit {
    if character == "(", let previous, previous.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) {
      pieces.append("")
    }
    pieces[pieces.count - 1].append(character)
    previous = character
  }
  return pieces
}

/// How many generic angle brackets are open after `word`: a `<` straight after a name (`Store<`) opens one, a `>`
/// that is not an arrow's (`->`, `=>`) closes one; a `<` or `>` alone is a comparison, not a type.
private func angleDepth(after word: String, from depth: Int) -> Int {
  var depth = depth
  var previous: Character?
  for character in word {
    if character == "<", let previous, previous.isLetter || previous.isNumber || previous == ">" {
      depth += 1
    } else if character == ">", depth > 0, previous != "-", previous != "=" {
      depth -= 1
    }
    previous = character
  }
  return depth
}

/// Prose written over several source lines, one line per paragraph: a line break inside a paragraph or a list item
/// was the source's (kept short for an editor, or for a screen of another width), never the terminal's, so it becomes
/// a space, as Markdown reads it. A blank line still ends a paragraph, and a line that opens a list item (`- `,
/// `1. `) still starts a line of its own. Ready for `wrapped` or `paragraph`, which lay it out for the screen; a
/// space is right between Korean lines too, since Korean sets spaces between words.
func reflowed(_ text: String) -> String {
  var lines: [String] = []
  var inParagraph = false
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    let words = line.trimmingCharacters(in: .whitespaces)
    if words.isEmpty {
      lines.append("")
      inParagraph = false
    } else if inParagraph && !opensListItem(words) {
      lines[lines.count - 1] += " " + words
    } else {
      lines.append(String(line))
      inParagraph = true
    }
  }
  return lines.joined(separator: "\n")
}

/// Whether a line, without its indentation, opens a Markdown list item: `- `, `* ` or a number and `. `.
private func opensListItem(_ words: String) -> Bool {
  if words.hasPrefix("- ") || words.hasPrefix("* ") { return true }
  let digits = words.prefix { $0.isASCII && $0.isNumber }
  return !digits.isEmpty && words.dropFirst(digits.count).hasPrefix(". ")
}

/// Wraps `text` to the screen with a first-line prefix and a hanging indent for the lines after it.
///
/// Used for every sentence printed under a table, so a long detail never runs past the screen's last column.
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
