import Foundation

/// What the live dependencies are built from: the program's flags and environment variables, read once.
struct LiveConfiguration {
  /// Ask Wolfram Alpha for the nth prime when set; otherwise count primes locally.
  var wolframAppID: String?
  /// Where favorite primes are saved.
  var dataDirectory: URL
  /// Told about every problem the file client runs into, so a script can end with a failing exit code.
  var onFileProblem: @Sendable (String) -> Void
  /// Wrap the app's reducer in `logging`.
  var isLogging: Bool
}
