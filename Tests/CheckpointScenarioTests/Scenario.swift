import Foundation

/// One thing a person does with PrimeTime in the terminal, and exactly what every checkpoint answers.
///
/// A scenario is one or more runs of the program sharing one data directory, so a later run can load what an
/// earlier one saved. Paths in what is printed read `$DATA`, the scenario's data directory, and `$PROGRAM`, the
/// checkpoint's executable name: those are the only two things allowed to differ between checkpoints.
struct Scenario {
  var name: String
  /// What the favorites file holds before the first run, or `nil` when there is none.
  var favoritesFileBefore: String?
  var runs: [Run]
  /// What the favorites file holds after the last run, or `nil` when there is none.
  var favoritesFileAfter: String?

  struct Run {
    var arguments: [String]
    /// The lines standard input holds, then the end of input.
    var input: [String] = []
    /// Whether standard input and output are a terminal.
    var isInteractive = false
    var environment: [String: String] = [:]
    var status: Int32
    var output: String
    var errorOutput: String
  }
}

/// What one run printed and returned.
struct Transcript: Equatable {
  var status: Int32
  var output: String
  var errorOutput: String
}
