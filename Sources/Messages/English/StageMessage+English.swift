extension StageMessage {
  public static let english: [StageMessage: String] = [
    .overviewTitle: "Episode91: dependency injection in the Composable Architecture, step by step",
    .overviewIntroduction: """
    The same PrimeTime app (Counter, PrimeModal, FavoritePrimes), built once per stage. Each checkpoint
    changes only how dependencies travel, so running, diffing and testing them side by side
    shows what each step buys and what it costs.
    """,
    .overviewNext: "Next:",
    .nextPlayStageOne: "play the app as it is at the start of episode 91",
    .nextCompare: "the stages side by side, measured by their probes",
    .nextShow: "one stage: what changed, why, its key signatures",
    .nextDiff: "what one stage changed in the code",
    .nextTest: "run every checkpoint's tests",
    .nextHelp: "everything Episode91 can do",
    .showHeading: "Stage {number}: {title}",
    .whatChanged: "What changed and why",
    .keySignatures: "Key signatures, quoted from {folder}",
    .noDeclaration: "`{symbol}`: no declaration found in the checkpoint's source.",
    .howTestsControlDependencies: "How its tests control dependencies",
    .runIt: "Run it",
    .runPlay: "play the app",
    .runScripted: "the same, scripted",
    .runTests: "its tests",
    .runDiff: "what this stage changed",
    .notCompiledYet: "(not compiled yet: `{command}` compiles it)",
    .exercises: "Exercises",
    .stubsIn: ", stubs in {folder}/",
    .noExercises: "None for this stage.",
    .exerciseProgress: "Progress: swift run Episode91 exercises; a hint: swift run Episode91 hint <id>",
  ]
}
