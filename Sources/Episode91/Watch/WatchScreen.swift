import Foundation
import TerminalText

/// The rows and columns of a terminal, as its window has them now.
struct TerminalSize: Equatable {
  var rows: Int
  var columns: Int

  /// The size of the terminal at `descriptor`; nil when it is no terminal (a pipe, a file, a captured console) or
  /// reports no size (a serial line, some CI runners say 0 × 0).
  ///
  /// `TIOCGWINSZ` comes as a `UInt` from Darwin and as an `Int32` from Glibc, and both overlays declare
  /// `ioctl(_:_:_:)` with a `UInt` request and a pointer: the conversion is the one difference, and macOS answers
  /// for a pseudo-terminal exactly as Linux does.
  static func of(_ descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0,
      size.ws_col > 0
    else { return nil }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }
}

/// One screen of `watch` on a terminal, fitted to its rows: the exercise's title always at the top, its keys always
/// at the bottom, and its verdict always between them.
///
/// What does not fit gives way in this order: first the prompt (its first lines stay, and a line says where the
/// rest is: the stub's own comment, which the learner has open); then what follows the verdict's first line (the
/// check's details, a hint, the list, the reference solution), which scrolls under that line with space and `b`,
/// and a line says which part is shown. Every line is counted as the rows the terminal gives it, so a line wider
/// than the window, which the terminal wraps, takes two.
struct WatchScreen: Equatable {
  /// The title line, then what sits under it before the prompt (a blank line).
  var top: [String]
  /// The prompt, the file to edit, and the blank lines around them.
  var prompt: [String]
  /// Says where the rest of the prompt is, when it is cut.
  var promptContinues: String
  /// `verify`'s verdict and what `watch` says after it; the first line is the verdict itself.
  var verdict: [String]
  /// What the last key showed (a hint, the list, the reference solution), under the verdict.
  var pane: [String]
  /// The blank line, "Watching …" and the keys.
  var bottom: [String]

  /// How the part under the verdict's first line is shown when it does not fit: which lines, and the line that
  /// says so. `first` and `last` count from 1; `count` is how many there are.
  typealias Position = (_ first: Int, _ last: Int, _ count: Int) -> String

  /// The lines of the screen for a terminal of `size`, with the scrolled part starting `scroll` lines down; at most
  /// `size.rows - 1` rows, so that the newline after the last line never scrolls the title away.
  func lines(size: TerminalSize, scroll: Int, position: Position) -> [String] {
    let room = size.rows - 1 - height(top + bottom, size)
    let body = verdict + pane
    let bodyHeight = height(body, size)
    if height(prompt, size) + bodyHeight <= room {
      return top + prompt + body + bottom
    }
    if bodyHeight < room {
      return top + cutPrompt(room: room - bodyHeight, size) + body + bottom
    }
    return top + scrolled(body, room: room, scroll: scroll, size, position) + bottom
  }

  /// How far `scroll` may go for this screen: the last start that still fills the window, 0 when all of it fits.
  func maximumScroll(size: TerminalSize) -> Int {
    let body = verdict + pane
    let below = Array(body.dropFirst())
    let rows = scrollRows(room: size.rows - 1 - height(top + bottom, size), body, size)
    return max(0, below.count - window(below, from: 0, rows: max(1, rows), size: size, fromTheEnd: true))
  }

  /// Where the pane starts in the scrolled part, so a new pane (the solution) opens at its own first line.
  var paneStart: Int { max(0, verdict.count - 1) }

  /// The prompt's first lines and the line saying where the rest is, in `room` rows; only that line when no line
  /// of the prompt fits, and nothing when not even that does.
  private func cutPrompt(room: Int, _ size: TerminalSize) -> [String] {
    let note = [promptContinues, ""]
    guard room >= height(note, size) else { return [] }
    var kept: [String] = []
    for line in prompt {
      guard height(kept + [line] + note, size) <= room else { break }
      kept.append(line)
    }
    while kept.last?.isEmpty == true { kept.removeLast() }
    return kept + note
  }

  /// The verdict's first line, then a window of what follows it starting `scroll` lines down, then the position.
  private func scrolled(
    _ body: [String], room: Int, scroll: Int, _ size: TerminalSize, _ position: Position
  )
    -> [String]
  {
    guard let verdictLine = body.first else { return [] }
    let below = Array(body.dropFirst())
    let rows = scrollRows(room: room, body, size)
    guard rows > 0 else { return [verdictLine] }
    let start = min(max(0, scroll), maximumScroll(size: size))
    let count = window(below, from: start, rows: rows, size: size, fromTheEnd: false)
    let shown = Array(below[start..<(start + count)])
    return [verdictLine] + shown + [position(start + 1, start + count, below.count)]
  }

  /// The rows for the scrolled window: the room, less the verdict's first line and the position line.
  private func scrollRows(room: Int, _ body: [String], _ size: TerminalSize) -> Int {
    room - height(Array(body.prefix(1)), size) - 1
  }

  /// How many lines of `lines` fit in `rows` rows, counted from `start` forwards, or from the end backwards.
  private func window(_ lines: [String], from start: Int, rows: Int, size: TerminalSize, fromTheEnd: Bool) -> Int {
    let candidates = fromTheEnd ? Array(lines.reversed()) : Array(lines.dropFirst(start))
    var used = 0
    var count = 0
    for line in candidates {
      let taken = height([line], size)
      guard used + taken <= rows else { break }
      used += taken
      count += 1
    }
    return max(count, candidates.isEmpty ? 0 : 1)
  }

  /// The rows `lines` take on a terminal `size.columns` wide: a line wider than that wraps.
  func height(_ lines: [String], _ size: TerminalSize) -> Int {
    lines.reduce(0) { total, line in
      let width = line.displayWidth
      return total + max(1, (width + size.columns - 1) / size.columns)
    }
  }
}
