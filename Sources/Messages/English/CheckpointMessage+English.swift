extension CheckpointMessage {
  public static let english: [CheckpointMessage: String] = [
    .compiling: "Compiling {target}…",
    .doesNotCompile: "{target} does not compile: {error}",
    .fixThenRunAgain: "Fix it (an exercise stub can be put back with `Episode91 reset <id>`), then run this again.",
    .notCompiledYet: "{target} is not compiled yet ({path} is missing).",
    .compileThenRunAgain: """
    Compile it with `{command}`
    (or all checkpoints with `{all}`), then run this again.
    """,
    .changedSinceCompiled: "note: {target}'s sources changed after it was compiled; `{command}` brings it up to date.",
    .couldNotStart: "could not start {path}: {reason}",
    .buildFailedSilently: "the build failed without saying why",
  ]
}
