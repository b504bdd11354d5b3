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
    .keySignatures: "Key signatures, quoted from {folder}",
    .noDeclaration: "`{symbol}`: no declaration found in the checkpoint's source.",
    .runIt: "Run it",
    .runPlay: "play the app",
    .runScripted: "the same, scripted",
    .runTests: "its tests",
    .runDiff: "what this stage changed",
    .notCompiledYet: "(not compiled yet: `{command}` compiles it)",
    .exerciseProgress: "Progress: swift run Episode91 exercises; a hint: swift run Episode91 hint <id>",
    .lessonFile: "The same lesson, with its links: {file}",
    .lessonSource: "Comes from",
    .lessonCompareName: "In `compare`",
    .lessonBuysAndCosts: "Buys and costs",
    .lessonWhatChanged: "What changed, and why",
    .lessonReadFirst: "Read these first",
    .lessonTests: "How the tests changed",
    .lessonExercises: "Exercises that start here",
    .lessonUnreadable: "{file} cannot be read: every checkpoint folder holds its lesson in README.md and README.ko.md",
    .lessonOutOfShape: "{file}:{line}: expected {expected}",
    .lessonExpectedHeading: "the heading `{heading}`",
    .lessonExpectedSummary: "a blank line, then the stage's summary in one paragraph",
    .lessonExpectedFact: "`- **{label}:** …` on one line",
    .lessonExpectedSection: "the section `{heading}`",
    .lessonExpectedSectionText: "some text under `{heading}`",
    .lessonExpectedEnd: "the end of the file after the last section",
    .lessonRestore: "`git checkout -- {file}` puts back the lesson as shipped.",
  ]
}
