/// A command line Episode91 cannot act on: an unknown command, stage, exercise or flag, or a missing argument.
///
/// Every such mistake ends the same way, on standard error with exit code 2, so a script can tell "you
/// called it wrong" from "it ran and something failed".
struct UsageError: Error, Equatable {
  let message: String
  /// What to do next, when something more useful than "see --help" can be said.
  var advice: String = "Run `swift run Episode91 --help` to see the commands."
}
