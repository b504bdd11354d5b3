import Foundation
import Messages

/// Where Episode91 writes, in which language, and whether it may use colour there.
///
/// Colour is for people at a terminal: never in a pipe or a file, and never when `NO_COLOR` is set. The
/// language is the locale's until `--lang` says otherwise.
struct Console {
  var write: (String) -> Void
  var writeError: (String) -> Void
  var usesColor: Bool
  var language: Language = .english

  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
    Console(
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      usesColor: isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil,
      language: .fromLocale(environment)
    )
  }

  /// The sentence `key` names, in the learner's language.
  func text<Key: MessageKey>(_ key: Key, _ arguments: [String: String] = [:]) -> String {
    key.text(in: language, arguments)
  }

  func text(_ localized: LocalizedText) -> String {
    localized.text(in: language)
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
