import Messages

/// A command line Episode91 cannot act on: an unknown command, stage, exercise or flag, or a missing argument.
///
/// Every such mistake ends the same way, on standard error with exit code 2, so a script can tell "you
/// called it wrong" from "it ran and something failed". It is written in every language, because it is
/// thrown where the learner's language is not known; the command line shows it in theirs.
struct UsageError: Error, Equatable {
  let message: LocalizedText
  /// What to do next, when something more useful than "see --help" can be said.
  var advice = LocalizedText(CommandLineMessage.seeHelp)

  init<Key: MessageKey>(_ key: Key, _ arguments: [String: String] = [:], advice: LocalizedText? = nil) {
    message = LocalizedText(key, arguments)
    if let advice {
      self.advice = advice
    }
  }
}
