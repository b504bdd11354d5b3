/// The subcommands as `--help` lists them: one place, so the help text and the per-command usage lines agree.
struct CommandHelp: Equatable {
  let name: String
  /// The arguments after `swift run Episode91 <name>`.
  let arguments: String
  let summary: String

  var usage: String {
    "swift run Episode91 \(name)" + (arguments.isEmpty ? "" : " \(arguments)")
  }
}

extension CommandHelp {
  static let all: [CommandHelp] = [
    CommandHelp(
      name: "compare", arguments: "[stage…] [--details]",
      summary: "run every checkpoint's probes and show the stages side by side (the default)"),
    CommandHelp(
      name: "show", arguments: "<stage>",
      summary: "one stage on one screen: what changed and why, its key signatures, its tests"),
    CommandHelp(
      name: "diff", arguments: "[<from>] <to> [--ignore-whitespace]",
      summary: "what changed between two checkpoints (one stage: against the stage before it)"),
    CommandHelp(
      name: "run", arguments: "<stage> [argument…]",
      summary: "run that checkpoint's app, passing the arguments through"),
    CommandHelp(
      name: "overview", arguments: "",
      summary: "what the workbook is and its six stages (the default until a stage is built)"),
    CommandHelp(name: "help", arguments: "", summary: "this text (also --help, -h; `<command> --help` for one)"),
  ]

  static func named(_ name: String) -> CommandHelp? {
    all.first { $0.name == name }
  }
}

extension Episode91 {
  static func printHelp(console: Console) {
    console.line("Usage: swift run Episode91 [command] [arguments]")
    console.line()
    console.line("Commands:")
    for command in CommandHelp.all where command.name != "help" {
      console.line("  \(padded(command.name, to: 13)) \(command.summary)")
    }
    ExerciseCommands.printHelp(console: console)
    if let help = CommandHelp.named("help") {
      console.line("  \(padded(help.name, to: 13)) \(help.summary)")
    }
    console.line()
    console.line("Stages can be named by number (2) or by name (environment-in-reducer).")
    console.line("Examples:")
    console.line("  swift run Episode91 compare 2 3")
    console.line("  swift run Episode91 diff 3 4 --ignore-whitespace")
    console.line("  swift run Episode91 run 1 --script \"incr incr nth-prime\"")
  }

  /// Prints one command's usage line, for `Episode91 <command> --help`.
  static func printUsage(of command: CommandHelp, console: Console) {
    console.line("Usage: \(command.usage)")
    console.line()
    console.line(paragraph(command.summary, firstPrefix: "", indent: 2))
  }
}
