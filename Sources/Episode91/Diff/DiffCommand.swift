import ExerciseSupport
import Messages

extension Episode91 {
  /// `diff [<from>] <to> [--ignore-whitespace] [--lesson] [-- <path>…]`: what changed between two checkpoints'
  /// Swift sources.
  ///
  /// With one stage, it is compared with the stage before it, which is the question a learner has after
  /// reading a stage: "what did this step change?". `--lesson` keeps the app's code only, and paths after `--`
  /// keep those files and folders, as with git; at a terminal the text goes through the pager.
  static func diff(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let (workbook, console) = (invocation.workbook, invocation.console)
    let (old, new) = try diffStages(invocation.arguments.positionals)
    let titles: (old: String, new: String)
    do {
      titles = (
        try workbook.lesson(of: old, in: console.language).title,
        try workbook.lesson(of: new, in: console.language).title
      )
    } catch {
      return report(error, console: console)
    }
    let ignoringWhitespace = invocation.arguments.flags.contains("--ignore-whitespace")
    let lessonOnly = invocation.arguments.flags.contains("--lesson")
    let sources = (old: workbook.swiftSources(of: old), new: workbook.swiftSources(of: new))
    let filters = invocation.passedOn
    // A path that names no file of either checkpoint is a mistake (`Nope/`, `Conter/`), and "no differences"
    // would read as an answer; a path whose files did not change is one, and is said below.
    let paths = Set(sources.old.keys).union(sources.new.keys)
    let unknown = filters.filter { filter in !paths.contains { DiffScope.path($0, matches: filter) } }
    guard unknown.isEmpty else {
      console.error(
        console.text(
          DiffMessage.pathsNotFound,
          ["old": "\(old.number)", "new": "\(new.number)", "paths": unknown.joined(separator: ", ")]))
      return ExitCode.usage
    }
    var files = diffCheckpoints(old: sources.old, new: sources.new, ignoringWhitespace: ignoringWhitespace)
    if lessonOnly {
      files.removeAll { DiffScope.isMachinery($0.path) || DiffScope.isTest($0.path) }
    }
    for filter in filters where !files.contains(where: { DiffScope.path($0.path, matches: filter) }) {
      console.error(console.text(WalkMessage.filterMatchesNothing, ["filter": filter]))
    }
    if !filters.isEmpty {
      files.removeAll { file in !filters.contains { DiffScope.path(file.path, matches: $0) } }
    }
    console.writePaged(
      DiffRendering.render(
        from: old, to: new, titles: titles, files: files, ignoringWhitespace: ignoringWhitespace,
        lessonOnly: lessonOnly, console: console))
    return ExitCode.success
  }

  /// The two stages `diff` compares.
  static func diffStages(_ names: [String]) throws(UsageError) -> (Stage, Stage) {
    switch names.count {
    case 1:
      let new = try Stage.named(orThrow: names[0])
      guard let previous = new.previous else {
        throw UsageError(CommandLineMessage.diffNothingBeforeFirstStage)
      }
      return (previous, new)
    case 2:
      return (try Stage.named(orThrow: names[0]), try Stage.named(orThrow: names[1]))
    default:
      throw UsageError(CommandLineMessage.diffTakesStages)
    }
  }
}
