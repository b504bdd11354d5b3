import Effect

@testable import PrimeTimeTerminal

/// A console made of strings: input lines to read, and everything written, for running the program in-process.
final class TestConsole: Sendable {
  private let remainingInput: LockIsolated<[String]>
  private let written = LockIsolated("")
  private let writtenErrors = LockIsolated("")
  private let isInteractive: Bool
  private let writeFailure: String?

  /// - Parameters:
  ///   - input: the lines standard input holds, then the end of input.
  ///   - isInteractive: whether input and output behave as a terminal would.
  ///   - writeFailure: why what is written never arrives, as the system would say it, or `nil` when it does.
  init(input: [String] = [], isInteractive: Bool = false, writeFailure: String? = nil) {
    self.remainingInput = LockIsolated(input)
    self.isInteractive = isInteractive
    self.writeFailure = writeFailure
  }

  var output: String { written.value }
  var errorOutput: String { writtenErrors.value }

  var console: Console {
    Console(
      readLine: { [remainingInput] in
        remainingInput.withValue { lines in lines.isEmpty ? nil : lines.removeFirst() }
      },
      write: { [written] text in written.withValue { $0 += text } },
      writeError: { [writtenErrors] text in writtenErrors.withValue { $0 += text } },
      writeFailure: { [writeFailure] in writeFailure },
      inputIsTerminal: isInteractive,
      outputIsTerminal: isInteractive
    )
  }
}
