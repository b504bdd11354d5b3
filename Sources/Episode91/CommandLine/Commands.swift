extension Command {
  /// Every command, in the order `--help` lists them. `swift run Episode91` alone runs the first.
  static let all: [Command] = [
    Command(
      name: "compare", arguments: "[stage…] [--details]",
      summary: "run every checkpoint's probes and show the stages side by side (the default)",
      flags: ["--details"], action: Episode91.compare),
    Command(
      name: "show", arguments: "<stage>",
      summary: "one stage on one screen: what changed and why, its key signatures, its tests",
      action: Episode91.show),
    Command(
      name: "diff", arguments: "[<from>] <to> [--ignore-whitespace]",
      summary: "what changed between two checkpoints (one stage: against the stage before it)",
      flags: ["--ignore-whitespace"], action: Episode91.diff),
    Command(
      name: "run", arguments: "<stage> [argument…]",
      summary: "run that checkpoint's app, passing the arguments through",
      passesArgumentsOn: true, action: Episode91.run),
    Command(
      name: "overview", arguments: "",
      summary: "what the workbook is, its stages, and what to type first",
      action: Episode91.overview),
    Command(
      name: "exercises", arguments: "[--check-pristine]",
      summary: "every exercise with its status, your progress, and what to do next",
      flags: ["--check-pristine"], action: ExerciseCommands.exercises),
    Command(
      name: "watch", arguments: "[id]",
      summary: "check the next exercise (or that one) each time you save it; keys for hints and more",
      listing: "watch [id]", action: ExerciseCommands.watch),
    Command(
      name: "verify", arguments: "[id]", summary: "build and check one exercise (or every started one)",
      listing: "verify [id]", action: ExerciseCommands.verify),
    Command(
      name: "hint", arguments: "<id>", summary: "reveal the exercise's next hint",
      listing: "hint <id>", action: ExerciseCommands.hint),
    Command(
      name: "solution", arguments: "<id> [--force]",
      summary: "show the reference solution once the exercise passes (or with --force)",
      flags: ["--force"], listing: "solution <id>", action: ExerciseCommands.solution),
    Command(
      name: "reset", arguments: "<id>", summary: "restore the exercise's stub exactly as shipped",
      listing: "reset <id>", action: ExerciseCommands.reset),
    Command(
      name: "help", aliases: ["--help", "-h"], arguments: "",
      summary: "this text (also --help, -h; `<command> --help` for one)", action: Episode91.help),
  ]
}
