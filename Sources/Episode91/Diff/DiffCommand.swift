extension Episode91 {
  /// `diff [<from>] <to> [--ignore-whitespace]`: what changed between two checkpoints' Swift sources.
  ///
  /// With one stage, it is compared with the stage before it, which is the question a learner has after
  /// reading a stage: "what did this step change?".
  static func diff(arguments: [String], console: Console, workbook: Workbook) throws(UsageError) -> Int32 {
    let parsed = try Arguments(arguments, allowedFlags: ["--ignore-whitespace"])
    let (old, new) = try diffStages(parsed.positionals, workbook: workbook)
    let ignoringWhitespace = parsed.flags.contains("--ignore-whitespace")
    let files = diffCheckpoints(
      old: workbook.swiftSources(of: old), new: workbook.swiftSources(of: new),
      ignoringWhitespace: ignoringWhitespace)
    console.write(
      DiffRendering.render(
        from: old, to: new, files: files, ignoringWhitespace: ignoringWhitespace, console: console))
    return ExitCode.success
  }

  /// The two stages `diff` compares, both of which must exist on disk.
  static func diffStages(_ names: [String], workbook: Workbook) throws(UsageError) -> (Stage, Stage) {
    switch names.count {
    case 1:
      let new = try workbook.builtStage(named: names[0])
      guard let previous = new.previous else {
        throw UsageError(message: "stage 1 is the first stage; nothing comes before it. Name two stages: diff 1 2.")
      }
      return (try workbook.builtStage(named: String(previous.number)), new)
    case 2:
      // Both names are checked before either folder, so a typo is reported as a typo.
      _ = (try workbook.stage(named: names[0]), try workbook.stage(named: names[1]))
      return (try workbook.builtStage(named: names[0]), try workbook.builtStage(named: names[1]))
    default:
      throw UsageError(message: "diff takes one or two stages, for example `diff 3 4` or `diff 4`.")
    }
  }
}
