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
  /// Whether a screen may be cleared with an escape code: only on a terminal that acts on one (not `TERM=dumb`,
  /// not Xcode's console: `TextStyle.showsEscapeCodes`), whatever `NO_COLOR` says, never where the output is
  /// captured or piped.
  var clearsScreen = false
  /// Whether standard output is a terminal, where a person reads it a screen at a time: `walk` then waits for keys
  /// between steps and `diff` pages, while a pipe or a file gets everything at once.
  var isTerminal = false
  /// The pager long output goes through (`Pager.command`), or nil to write it straight out.
  var pager: String?
  /// Why what was written could not all be delivered (a full disk, a closed standard output), or `nil` when it
  /// was; asked once the command has run, so output that never arrived fails it instead of passing unseen.
  var writeFailure: () -> String? = { nil }
  /// Whether a person at a terminal can answer a question (`reset --all` asks one), and how to read the answer:
  /// a line of standard input, nil at its end.
  var inputIsTerminal = false
  var readAnswer: () -> String? = { nil }

  static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    outputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1
  ) -> Console {
    var console = writing(to: STDOUT_FILENO, errorsTo: STDERR_FILENO)
    console.usesColor = TextStyle(outputIsTerminal: outputIsTerminal, environment: environment).isColored
    console.clearsScreen = TextStyle.showsEscapeCodes(outputIsTerminal: outputIsTerminal, environment: environment)
    console.isTerminal = outputIsTerminal
    // Xcode's console reports a terminal but cannot run `less`: the pager, like colour, needs a real one.
    console.pager = Pager.command(environment: environment, isTerminal: console.clearsScreen)
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

  /// Long text a person reads at their own pace: through the pager at a terminal, straight out otherwise, or
  /// when the pager could not start.
  func writePaged(_ text: String) {
    guard let pager, Pager.page(text, through: pager) else { return write(text) }
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
