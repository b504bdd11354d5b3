import Dispatch
import Foundation
import TerminalText

/// Where the program reads commands and writes screens and messages: the process's standard streams when it
/// runs, strings when a test runs it.
public struct AppConsole: Sendable {
  /// The next line of input without its newline, or `nil` at the end of input.
  var readLine: @Sendable () async -> String?
  public var write: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  /// Why what was written could not all be delivered (a full disk, a closed pipe), or `nil` when it was; asked
  /// at the end of a run, so a final screen or state that never arrived fails the run instead of passing unseen.
  var writeFailure: @Sendable () -> String? = { nil }
  /// Whether a person is typing: commands are then read one line at a time instead of as a script.
  var inputIsTerminal: Bool
  /// Whether a person is watching the output, the first condition for colour.
  var outputIsTerminal: Bool
}

extension AppConsole {
  public static var standard: AppConsole {
    var console = writing(to: STDOUT_FILENO)
    console.readLine = readLineFromStandardInput
    console.inputIsTerminal = isatty(STDIN_FILENO) != 0
    console.outputIsTerminal = isatty(STDOUT_FILENO) != 0
    return console
  }

  /// Writes to the file `descriptor` (standard output, or in a test a device that is always full), remembering
  /// the first failure; messages go to `errorDescriptor`, standard error, where one that cannot be written is
  /// dropped. What `logging` printed is flushed first, so the screen stays in order after it.
  static func writing(to descriptor: Int32, errorsTo errorDescriptor: Int32 = STDERR_FILENO) -> AppConsole {
    let output = FallibleOutput(descriptor: descriptor)
    return AppConsole(
      readLine: { nil },
      write: output.write,
      writeError: FallibleOutput.bestEffort(descriptor: errorDescriptor),
      writeFailure: output.failure,
      inputIsTerminal: false,
      outputIsTerminal: false
    )
  }
}

extension AppConsole {
  /// The exit status once everything is written: 1, with a message on standard error, when what was written
  /// never arrived (standard output on a full disk, say), since a result that is lost is a failure.
  func finish(_ status: Int32, having written: String) -> Int32 {
    guard let failure = writeFailure() else { return status }
    writeError("Could not write \(written) to standard output: \(failure). Send it where it fits, then run again.\n")
    return 1
  }
}

private let standardInputQueue = DispatchQueue(label: "primetime.standard-input")

/// Waits for a line on another queue, so the main actor stays free to take effects' deliveries meanwhile.
@Sendable private func readLineFromStandardInput() async -> String? {
  await withCheckedContinuation { continuation in
    standardInputQueue.async { continuation.resume(returning: Swift.readLine()) }
  }
}
