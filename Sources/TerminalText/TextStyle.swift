/// Colour for a person at a terminal, plain text for everything else: the one rule Episode91 and every
/// checkpoint's shell follow.
///
/// Colour is on only when standard output is a terminal that shows escape codes (`showsEscapeCodes`) and
/// `NO_COLOR` is not set at all. no-color.org lets an empty `NO_COLOR` keep colour; we count any value, so one
/// rule holds across the workbook: set means no colour.
public struct TextStyle: Equatable, Sendable {
  public var isColored: Bool

  public init(isColored: Bool) {
    self.isColored = isColored
  }

  /// The style for output that `isTerminal` says goes to a terminal, in a process with `environment`.
  public init(outputIsTerminal isTerminal: Bool, environment: [String: String]) {
    isColored =
      TextStyle.showsEscapeCodes(outputIsTerminal: isTerminal, environment: environment)
      && environment["NO_COLOR"] == nil
  }

  /// Whether output that `isTerminal` says goes to a terminal reaches one that acts on escape codes (colour, and
  /// `ESC[H ESC[2J` to clear the screen) instead of printing them as they are, whatever `NO_COLOR` says.
  ///
  /// Two terminals print them raw: `TERM=dumb`, and Xcode's console. Xcode's console answers `isatty` as a
  /// terminal and leaves `TERM` unset or sets it to `xterm-256color`, yet shows every escape code as text.
  public static func showsEscapeCodes(outputIsTerminal isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && environment["TERM"] != "dumb" && !isXcodeConsole(environment)
  }

  /// Whether the process was started by Xcode (Product > Run or Test) and writes to its console. Xcode 16 sets
  /// `__XCODE_BUILT_PRODUCTS_DIR_PATHS` in the environment of what it runs, and the processes that one starts
  /// inherit it. Apple does not document the variable: public projects rely on it to detect Xcode (see the
  /// README's Platforms section), so the tests that hold this rule set it by hand, and a later Xcode that drops
  /// it would bring the escape codes back, not break anything else.
  public static func isXcodeConsole(_ environment: [String: String]) -> Bool {
    environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] != nil
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
