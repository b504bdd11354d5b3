import Effect

@testable import PrimeTimeTerminal

/// A console made of strings: input lines to read, and everything written, for running the program in-process.
final class TestConsole: Sendable {
  private let remainingInput: LockIsolated<[String]>
  private let written = LockIsolated("")
  private let writtenErrors = LockIsolated("")
  private let isInteractive: Bool

  /// - Parameters:
  ///   - input: the lines standard input holds, then the end of input.
  ///   - isInteractive: whether input and output behave as a terminal would.
  init(input: [String] = [], isInteractive: Bool = false) {
    self.remainingInput = LockIsolated(input)
    self.isInteractive = isInteractive
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
      inputIsTerminal: isInteractive,
      outputIsTerminal: isInteractive
    )
  }
}
