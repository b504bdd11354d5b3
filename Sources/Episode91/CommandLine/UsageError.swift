/// A command line Episode91 cannot act on: an unknown command, stage or flag, or a missing argument.
///
/// Every such mistake ends the same way, on standard error with exit code 2, so a script can tell "you
/// called it wrong" from "it ran and something failed".
struct UsageError: Error, Equatable {
  let message: String
}

extension Workbook {
  /// Resolves a stage the learner typed, by number, name or target.
  func stage(named name: String) throws(UsageError) -> Stage {
    guard let stage = Stage.named(name) else {
      let known = Stage.all.map { "\($0.number) \($0.slug)" }.joined(separator: ", ")
      throw UsageError(message: "unknown stage '\(name)'. The stages are: \(known).")
    }
    return stage
  }

  /// Resolves a stage whose files a command needs, so "not built yet" is said once, the same way everywhere.
  func builtStage(named name: String) throws(UsageError) -> Stage {
    let stage = try stage(named: name)
    guard stage.isBuilt(in: self) else {
      let folder = displayPath(checkpointFolder(for: stage))
      throw UsageError(
        message: "stage \(stage.number) (\(stage.title)) is not built yet: \(folder) does not exist. \(builtSoFar)")
    }
    return stage
  }

  /// One sentence naming the stages that exist, for error messages.
  var builtSoFar: String {
    let built = builtStages
    guard !built.isEmpty else { return "No stage is built yet." }
    return "Built so far: " + built.map { "\($0.number) \($0.slug)" }.joined(separator: ", ") + "."
  }
}

/// A command's arguments split into positional words and `--flags`, with unknown flags refused.
struct Arguments: Equatable {
  var positionals: [String] = []
  var flags: Set<String> = []

  /// Splits `words`, accepting only `allowedFlags`: a typo such as `--ignore-whitepsace` is an error rather
  /// than something silently ignored.
  init(_ words: [String], allowedFlags: Set<String>) throws(UsageError) {
    for word in words {
      if word.hasPrefix("-") && word.count > 1 && Int(word) == nil {
        guard allowedFlags.contains(word) else {
          throw UsageError(message: "unknown option '\(word)'.")
        }
        flags.insert(word)
      } else {
        positionals.append(word)
      }
    }
  }
}
