import Foundation

/// What the live dependencies are built from: the program's flags and environment variables, read once.
public struct LiveConfiguration: Sendable {
  /// Ask Wolfram Alpha for the nth prime when set; otherwise count primes locally.
  public var wolframAppID: String?
  /// Where favorite primes are saved.
  public var dataDirectory: URL
  /// Told about every problem the file client runs into, so a script can end with a failing exit code.
  public var onFileProblem: @Sendable (String) -> Void
  /// Wrap the app's reducer in `logging`.
  public var isLogging: Bool

  public init(
    wolframAppID: String?,
    dataDirectory: URL,
    onFileProblem: @escaping @Sendable (String) -> Void,
    isLogging: Bool
  ) {
    self.wolframAppID = wolframAppID
    self.dataDirectory = dataDirectory
    self.onFileProblem = onFileProblem
    self.isLogging = isLogging
  }
}
