import Foundation
import Messages
import TerminalText

/// Where Episode91 writes, in which language, and whether it may use colour there.
///
/// Colour is for people at a terminal: never in a pipe or a file, and never when `NO_COLOR` is set. The
/// language is the locale's until `--lang` says otherwise.
struct Console {
  var write: (String) -> Void
  var writeError: (String) -> Void
  var usesColor: Bool
  var language: Language = .english
  /// Whether a screen may be cleared with an escape code: only on a terminal that understands one (`TERM` is not
  /// `dumb`), whatever `NO_COLOR` says, and never where the output is captured or piped.
  var clearsScreen = false
  /// Why what was written could not all be delivered (a full disk, a closed standard output), or `nil` when it
  /// was; asked once the command has run, so output that never arrived fails it instead of passing unseen.
  var writeFailure: () -> String? = { nil }
  /// Whether a person at a terminal can answer a question (`reset --all` asks one), and how to read the answer:
  /// a line of standard input, nil at its end.
  var inputIsTerminal = false
  var readAnswer: () -> String? = { nil }

  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
    var console = writing(to: STDOUT_FILENO, errorsTo: STDERR_FILENO)
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    console.usesColor = TextStyle(outputIsTerminal: outputIsTerminal, environment: environment).isColored
    console.clearsScreen = outputIsTerminal && environment["TERM"] != "dumb"
    console.language = .fromLocale(environment)
    console.inputIsTerminal = isatty(STDIN_FILENO) == 1
    console.readAnswer = { readLine() }
    return console
  }

  /// Writes to `descriptor` (standard output, or in a test a device that is always full), remembering the first
  /// failure, and messages to `errorDescriptor`, where one that cannot be written is dropped.
  static func writing(to descriptor: Int32, errorsTo errorDescriptor: Int32) -> Console {
    let output = FallibleOutput(descriptor: descriptor)
    return Console(
      write: output.write, writeError: FallibleOutput.bestEffort(descriptor: errorDescriptor), usesColor: false,
      writeFailure: output.failure)
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

  /// Colour as the workbook's one rule allows it here (`TextStyle`).
  var style: TextStyle { TextStyle(isColored: usesColor) }

  func bold(_ text: String) -> String { style.bold(text) }
  func dim(_ text: String) -> String { style.dim(text) }
  func green(_ text: String) -> String { style.green(text) }
  func red(_ text: String) -> String { style.red(text) }
  func yellow(_ text: String) -> String { style.yellow(text) }
  func cyan(_ text: String) -> String { style.cyan(text) }
}
