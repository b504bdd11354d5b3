import Foundation

/// Where Episode91 writes, and whether it may use colour there.
///
/// Colour is for people at a terminal: never in a pipe or a file, and never when `NO_COLOR` is set.
struct Console {
  var write: (String) -> Void
  var writeError: (String) -> Void
  var usesColor: Bool

  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
    Console(
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      usesColor: isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
    )
  }

  func line(_ text: String = "") {
    write(text + "\n")
  }

  func error(_ text: String) {
    writeError(text + "\n")
  }

  func bold(_ text: String) -> String { styled(text, code: "1") }
  func dim(_ text: String) -> String { styled(text, code: "2") }
  func green(_ text: String) -> String { styled(text, code: "32") }
  func red(_ text: String) -> String { styled(text, code: "31") }
  func yellow(_ text: String) -> String { styled(text, code: "33") }
  func cyan(_ text: String) -> String { styled(text, code: "36") }

  private func styled(_ text: String, code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
