extension WalkMessage {
  public static let english: [WalkMessage: String] = [
    .stepPlace: "Step {number} of {count}",
    .questionPlace: "Question {number} of {count}",
    .answer: "Answer: {number}",
    .keysSingle: "n or space: next   p: back   q: quit",
    .keysLines: "Type n (next), p (back) or q (quit), then Enter.",
    .questionKeysSingle: "1–{count}: answer   n or space: next   p: back   q: quit",
    .questionKeysLines: "Type a choice's number (1–{count}), n (next), p (back) or q (quit), then Enter.",
    .finished: "End of the walk into stage {stage}. Next: `swift run Episode91 show {stage}`.",
    .stopped: "Stopped.",
    .compilerBuilds: "Compiler: builds.",
    .compilerReports: "Compiler: {errors}",
    .compilerNoNewError: "Compiler: no new error — {reason}",
    .runPasses: "Run: `{test}` passes — {shows}",
    .runFails: "Run: `{test}` fails — {shows}",
    .partPlace: "Part {number} of {count}: {title}",
    .lessonLink: "The walk's file: {file}",
    .scrollKeysSingle:
      "Lines {first}–{last} of {count}   space or f: down   b: up   j/k or ↓/↑: a line   n: next   p: back   q: quit",
    .chose: "You chose {number}.",
    .score: "{right} of {count} right; to retry: `swift run Episode91 walk {stage}`",
    .takesOneStage: "walk takes one stage, the one to walk into from the stage before it, for example `walk 3`.",
    .nothingToWalkInto: "stage 1 starts the story: there is nothing to walk into (try `walk 2`).",
    .doesNotFit: "The walk into stage {stage} does not fit the checkpoints:",
    .problem: "{place}: {message}",
    .problemInStep: "{place}: step \"{step}\": {message}",
    .missingWalk: "stage {stage} has no walk in this language yet",
    .expectedTitle: "expected the walk's title, `# <title>`, on the first line",
    .expectedGroup: "expected a `## <group>` heading before the first step",
    .unexpectedHeading: "a walk has one `#` title, `##` groups and `###` steps, nothing deeper",
    .unclosedFence: "this code fence is never closed",
    .questionsInOneGroup: "the questions belong together in the last `##` group",
    .stepAfterQuestions: "a step after the questions: the questions close the walk",
    .noSteps: "the walk has no steps",
    .pathWithoutFence: "the path {path} must be followed by a ```diff fence holding its hunk",
    .fenceWithoutPath: "a ```diff fence needs its file's path, in backticks, on the line above it",
    .stepWithoutChange: "a step needs at least one hunk block: a file's path in backticks, then a ```diff fence",
    .reasonWithoutChoice: "a reason (`> ✓` or `> ✗`) belongs under a numbered choice, one per choice",
    .unexpectedInQuestion: "a question holds numbered choices, each with one indented `> ✓` or `> ✗` reason",
    .choiceWithoutReason: "this choice has no reason: an indented `> ✓ …` or `> ✗ …` line under it",
    .questionNeedsChoices: "a question needs at least two numbered choices",
    .questionNeedsOneRightAnswer: "a question needs exactly one right choice (`> ✓`)",
    .oneDetailsPerStep:
      "a step folds its repeated blocks into one `<details>` … `</details>`, closed before the next step",
    .oneCompilerLine: "a step says once what the compiler says after it",
    .unclearCompilerLine:
      "the compiler line says `builds.`, quotes each error in backticks as the compiler words it, or says "
      + "`no new error — ` and why",
    .oneRunLine: "a step runs one test at most: one `Run:` line",
    .unclearRunLine:
      "a run line names a test in backticks, then `passes` or `fails`, a dash and what running it shows: "
      + "Run: `TestName` passes — …",
    .badFence: "the fence for {path} is no hunk: {reason}",
    .fileNotThereYet: "{path} does not exist yet at this step: a fence that creates it starts `@@ -0,0 +1,N @@`",
    .doesNotApply:
      "the fence for {path} does not apply to the file as the steps before left it (its old lines are not there)",
    .changesNothing: "the fence for {path} leaves the file as it was",
    .notTheLaterCheckpoint:
      "after this step, the last that writes in {path}, the file is not checkpoint {stage}'s: run "
      + "`swift run Episode91 walk {stage} --refresh` to rewrite this step's change",
    .noStepChanges: "{path} differs between the two checkpoints, and no step changes it",
    .staleFence:
      "the fence for {path} applies, but not at the lines its header names: run "
      + "`swift run Episode91 walk {stage} --refresh`",
    .blocksDiffer: "its hunk blocks differ from the English step \"{english}\"",
    .compilerLineNotSo: "its compiler line is not what the compiler says after it: {found}",
    .compilerErrorNotReported: "it quotes `{error}`, which the compiler does not report after it; it reports {found}",
    .compilerErrorNotNew:
      "it quotes `{error}`, which the compiler reported before this step too, in {files}, which the step does not "
      + "change: quote an error the step causes, or say `Compiler: no new error — …` and why",
    .compilerNoNewErrorButBuilds: "it says no new error, but the code builds after it: say `Compiler: builds.`",
    .compilerNoNewErrorButNew:
      "it says no new error, but the compiler reports `{error}` in {file}, new at this step or in a file it "
      + "changes: quote it",
    .runSaysPassesButFails: "it says `{test}` passes, but at this step's state it fails: {reason}",
    .runSaysFailsButPasses: "it says `{test}` fails, but at this step's state it passes",
    .runTestNotFound: "no test named `{test}` is in the stage's tests at this step's state",
    .runDoesNotBuild: "the tests do not build at this step's state, so `{test}` cannot run: {errors}",
    .partMarkerNotBeforeSection:
      "a part marker, `<!-- part: Title -->`, stands alone just before the `##` that opens the part",
    .partsDiffer: "its parts start at other steps than the English walk's: at steps {english} there, {korean} here",
    .partWithoutSteps:
      "a part marker opens a `##` section of steps, not the questions: the questions close the last part",
    .firstPartUnmarked: "a walk cut into parts marks its first part too, with a part marker before its first `##`",
    .noModules: "the shared modules are not in {folder}: build with `swift build` first",
    .compilerLinesDiffer: "its compiler line quotes other errors than the English step \"{english}\"",
    .runLinesDiffer: "its run line names another test or outcome than the English step \"{english}\"",
    .stepCountsDiffer: "the English walk has {english} steps, the Korean {korean}",
    .answersDiffer: "its choices or right answer differ from the English question \"{english}\"",
    .questionCountsDiffer: "the English walk asks {english} questions, the Korean {korean}",
    .refreshed: "{file}: rewrote the change to {path} in step \"{step}\"",
    .upToDate: "{file}: every step applies, and every file ends as the later checkpoint has it",
    .couldNotWrite: "could not write the walk: {reason}",
    .lessonOnly: "Only the lesson's code: tests, probes, exercise checks and stubs are left out.",
    .filterMatchesNothing: "No changed file matches {filter}.",
  ]
}
