import Effect

/// A console made of strings: input lines to read, and everything written. Every test that runs the program
/// in-process (the shell's, each checkpoint's, the scenarios through all six) uses this one.
public final class TestConsole: Sendable {
  private let remainingInput: LockIsolated<[String]>
  private let written = LockIsolated("")
  private let writtenErrors = LockIsolated("")
  private let isInteractive: Bool
  private let writeFailure: String?

  /// - Parameters:
  ///   - input: the lines standard input holds, then the end of input.
  ///   - isInteractive: whether input and output behave as a terminal would.
  ///   - writeFailure: why what is written never arrives, as the system would say it, or `nil` when it does.
  public init(input: [String] = [], isInteractive: Bool = false, writeFailure: String? = nil) {
    self.remainingInput = LockIsolated(input)
    self.isInteractive = isInteractive
    self.writeFailure = writeFailure
  }

  /// Everything written to standard output so far.
  public var output: String { written.value }
  /// Everything written to standard error so far.
  public var errorOutput: String { writtenErrors.value }

  public var console: AppConsole {
    AppConsole(
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
