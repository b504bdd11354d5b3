import Messages

extension Command {
  /// Every command, in the order `--help` lists them. `swift run Episode91` alone runs the first.
  static let all: [Command] = [
    Command(
      name: "compare", arguments: "[stage…] [--details]",
      summary: .summaryCompare,
      flags: ["--details"], action: Episode91.compare),
    Command(
      name: "show", arguments: "<stage>",
      summary: .summaryShow,
      action: Episode91.show),
    Command(
      name: "diff", arguments: "[<from>] <to> [--ignore-whitespace] [--lesson] [-- <path>…]",
      summary: .summaryDiff,
      flags: ["--ignore-whitespace", "--lesson"], takesPaths: true, action: Episode91.diff),
    // `--refresh` (rewrites what a hand edit of a checkpoint leaves stale), `--check` (every step's compiler
    // line against the compiler) and `--check-runs` (every `Run:` line against its test) are writers' tools: accepted, and left out of the learners' help, as
    // `tutorial --generate` is; CONTRIBUTING.md ("Writing a walk") is where writers find them.
    Command(
      name: "walk", arguments: "<stage>",
      summary: .summaryWalk,
      flags: ["--refresh", "--check", "--check-runs"], action: Episode91.walk),
    Command(
      name: "along", arguments: "[stage] [--path] [--restart] [--carry]",
      summary: .summaryAlong,
      flags: ["--path", "--restart", "--carry"], action: Episode91.along),
    Command(
      name: "run", arguments: "<stage> [argument…]",
      summary: .summaryRun,
      passesArgumentsOn: true, action: Episode91.run),
    Command(
      name: "overview", arguments: "",
      summary: .summaryOverview,
      action: Episode91.overview),
    Command(
      name: "tutorial", arguments: "[--port N]",
      summary: .summaryTutorial,
      flags: ["--port", "--generate"], action: Episode91.tutorial),
    Command(
      name: "exercises", arguments: "[--check-pristine]",
      summary: .summaryExercises,
      flags: ["--check-pristine"], action: ExerciseCommands.exercises),
    Command(
      name: "watch", arguments: "[id]",
      summary: .summaryWatch,
      listing: "watch [id]", action: ExerciseCommands.watch),
    Command(
      name: "verify", arguments: "[id]", summary: .summaryVerify,
      listing: "verify [id]", action: ExerciseCommands.verify),
    Command(
      name: "hint", arguments: "<id> [--next]", summary: .summaryHint,
      flags: ["--next"], listing: "hint <id>", action: ExerciseCommands.hint),
    Command(
      name: "solution", arguments: "<id> [--force]",
      summary: .summarySolution,
      flags: ["--force"], listing: "solution <id>", action: ExerciseCommands.solution),
    Command(
      name: "reset", arguments: "<id> | --all [--yes]", summary: .summaryReset,
      flags: ["--all", "--yes"], listing: "reset <id>", action: ExerciseCommands.reset),
    Command(
      name: "help", aliases: ["--help", "-h"], arguments: "",
      summary: .summaryHelp, action: Episode91.help),
  ]
}
