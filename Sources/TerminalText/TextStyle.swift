/// Colour for a person at a terminal, plain text for everything else: the one rule Episode91 and every
/// checkpoint's shell follow.
///
/// Colour is on only when standard output is a terminal that shows it (`TERM` is not `dumb`, which prints escape
/// codes as they are) and `NO_COLOR` is not set at all. no-color.org lets an empty `NO_COLOR` keep colour; we
/// count any value, so one rule holds across the workbook: set means no colour.
public struct TextStyle: Equatable, Sendable {
  public var isColored: Bool

  public init(isColored: Bool) {
    self.isColored = isColored
  }

  /// The style for output that `isTerminal` says goes to a terminal, in a process with `environment`.
  public init(outputIsTerminal isTerminal: Bool, environment: [String: String]) {
    isColored = isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  public func bold(_ text: String) -> String { paint(text, "1") }
  public func dim(_ text: String) -> String { paint(text, "2") }
  public func red(_ text: String) -> String { paint(text, "31") }
  public func green(_ text: String) -> String { paint(text, "32") }
  public func yellow(_ text: String) -> String { paint(text, "33") }
  public func cyan(_ text: String) -> String { paint(text, "36") }

  /// `text` in the SGR style `code`, then back to plain: `ESC [ code m … ESC [ 0 m`, which macOS's Terminal and
  /// iTerm2 show as Linux terminals do.
  private func paint(_ text: String, _ code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
