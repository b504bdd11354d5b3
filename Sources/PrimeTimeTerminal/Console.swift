import Dispatch
import Foundation

/// Where the program reads commands and writes screens and messages: the process's standard streams when it
/// runs, strings when a test runs it.
public struct Console: Sendable {
  /// The next line of input without its newline, or `nil` at the end of input.
  var readLine: @Sendable () async -> String?
  public var write: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  /// Whether a person is typing: commands are then read one line at a time instead of as a script.
  var inputIsTerminal: Bool
  /// Whether a person is watching the output, the first condition for colour.
  var outputIsTerminal: Bool
}

extension Console {
  public static var standard: Console {
    Console(
      readLine: readLineFromStandardInput,
      write: { text in
        // `print`, not a file handle, so the screen stays in order with what `logging` prints.
        print(text, terminator: "")
        fflush(nil)
      },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      inputIsTerminal: isatty(STDIN_FILENO) != 0,
      outputIsTerminal: isatty(STDOUT_FILENO) != 0
    )
  }
}

private let standardInputQueue = DispatchQueue(label: "primetime.standard-input")

/// Waits for a line on another queue, so the main actor stays free to take effects' deliveries meanwhile.
@Sendable private func readLineFromStandardInput() async -> String? {
  await withCheckedContinuation { continuation in
    standardInputQueue.async { continuation.resume(returning: Swift.readLine()) }
  }
}
