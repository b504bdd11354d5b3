import Effect
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
  /// Why what was written could not all be delivered (a full disk, a closed standard output), or `nil` when it
  /// was; asked once the command has run, so output that never arrived fails it instead of passing unseen.
  var writeFailure: () -> String? = { nil }

  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
    // Streams of its own on the standard descriptors: C's `stdout` is a global Swift 6 cannot share safely.
    var console = writing(to: fdopen(STDOUT_FILENO, "w"), errorsTo: fdopen(STDERR_FILENO, "w"))
    console.usesColor = wantsColor(outputIsTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    console.language = .fromLocale(environment)
    return console
  }

  /// Whether a person is watching a terminal that shows colour (`TERM=dumb` prints escape codes as they are)
  /// and has not asked for none with `NO_COLOR`, set even to nothing.
  static func wantsColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
    outputIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  /// Writes to `output` (standard output, or in a test a device that is always full), remembering the first
  /// failure, and messages to `errors`, where one that cannot be written is dropped: `FileHandle` would stop the
  /// program with a crash report instead. Each write is flushed at once, so output and messages keep their order.
  /// A stream that could not be opened (its descriptor closed) is `nil`, and fails every write.
  static func writing(to output: UnsafeMutablePointer<FILE>?, errorsTo errors: UnsafeMutablePointer<FILE>?) -> Console {
    let firstFailure = LockIsolated<String?>(nil)
    return Console(
      write: { text in
        guard let output else {
          firstFailure.withValue { $0 = $0 ?? String(cString: strerror(EBADF)) }
          return
        }
        let bytes = Array(text.utf8)
        if fwrite(bytes, 1, bytes.count, output) != bytes.count || fflush(output) != 0 {
          let reason = String(cString: strerror(errno))
          firstFailure.withValue { $0 = $0 ?? reason }
        }
      },
      writeError: { text in
        guard let errors else { return }
        let bytes = Array(text.utf8)
        _ = fwrite(bytes, 1, bytes.count, errors)
        _ = fflush(errors)
      },
      usesColor: false,
      writeFailure: { firstFailure.value }
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
