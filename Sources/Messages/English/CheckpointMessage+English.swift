extension CheckpointMessage {
  public static let english: [CheckpointMessage: String] = [
    .compiling: "Compiling {target}…",
    .runInterrupted: "Interrupted: the build of checkpoint {stage} was stopped, and the app was not started.",
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
    .notExecutable: "{target} is at {path}, but that file is not executable.",
    .makeExecutableOrRebuild: """
    Make it executable with `chmod +x {path}`
    (or remove it and compile it again with `{command}`), then run this again.
    """,
    .notInBuildFolder: """
    {target} is not next to Episode91: {folder} is not a SwiftPM build folder,
    and Episode91 found no workbook to compile it in.
    """,
    .runFromWorkbook: """
    Run Episode91 from the workbook's root: there `swift run Episode91 run {stage}` compiles it and runs it.
    In Xcode, set the Episode91 scheme's working directory to the workbook's folder
    (Product > Scheme > Edit Scheme… > Run > Options > Working Directory).
    """,
  ]
}
