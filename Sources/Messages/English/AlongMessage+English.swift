extension AlongMessage {
  public static let english: [AlongMessage: String] = [
    .changesFiles: "Change: {files}",
    .onceDoneReports: "Once it is done, the compiler reports {errors}.",
    .onceDoneBuilds: "Once it is done, it builds.",
    .onceDoneNoNewError: "Once it is done, the compiler reports no new error: {reason}",
    .waiting: "Make this change in your copy and save: each save is checked.",
    .folded: "A mechanical step ({summary}): press t to take it rather than type it.",
    .commentOnly: "This step changes only comments: read it, then press t to take it.",
    .doneStep: "Step {number} done.",
    .doneReports: "The compiler now reports {errors}: the next step goes on from there.",
    .doneBuilds: "It builds.",
    .ahead: "Your copy matches step {number}: that completes steps {first}–{last}.",
    .notYet: "Not this step's code yet.",
    .yourErrors: "The compiler on your copy:",
    .yourCodeBuilds: "Your copy builds, but is not this step's code yet.",
    .stepExpects: "The step expects: {said}",
    .otherFile: "You changed {path}, which this step does not touch: the walk changes it at step {step}.",
    .otherFileNever: "You changed {path}, which the walk never changes.",
    .missingFile: "{path} is missing from your copy.",
    .extraFile: "{path} is not one of the walk's files.",
    .movedFile:
      "{path} looks like {walkPath} moved or renamed: the walk keeps it at {walkPath}; move it back to have it checked.",
    .notUTF8: "{path} is not UTF-8 text: save it as UTF-8 to have it checked.",
    .tooLarge: "{path} is {bytes} bytes, far more than any file of the walk: it is not checked.",
    .cannotRead: "{path} cannot be read: check its permissions.",
    .keysSingle:
      "d: peek at the step's diff   t: take the walk's version   m: keep your spelling   r: run the tests   p/n: steps done   q: quit",
    .keysLines: "Type d (diff), t (take), m (keep mine), r (run), p or n (steps done) or q (quit), then Enter.",
    .peekYours: "Where your copy first differs ({path}: yours, the walk's):",
    .took: "Took the walk's version of {files}. Yours is kept in the copy's {kept}.",
    .tookNothing: "Took the walk's version of {files}.",
    .keptSpelling: "Kept your spelling of {path}: later steps are compared with it.",
    .cannotKeep:
      "m keeps your own spelling only where the compiler says of it what it says of the step's code, and it does not here.",
    .spellingNoLongerApplies:
      "Step {step} changes {path} where your own spelling is: press t to take the walk's version of it.",
    .running: "Running the stage's tests in your copy (the first run builds them)…",
    .runPassed: "The tests pass.",
    .runFailed: "Some tests fail:",
    .runNotYet: "The code does not build at this step yet: r runs the tests once it does.",
    .runTestsNotYet:
      "The stage's tests still import `{module}`, the earlier checkpoint, until step {step} changes that: r runs them once it is done.",
    .viewing: "Step {number} is done. p and n move among the steps done; saves are judged against step {current}.",
    .finished: "Your copy is checkpoint {stage} now: the walk into stage {stage} is done.",
    .finishedAlready:
      "The walk into stage {stage} is done: nothing is left to make. p goes back over the steps, r runs the tests, and `swift run Episode91 along {stage} --restart` starts again, keeping this copy.",
    .stopped: "Stopped. Your copy stays in {folder}; `swift run Episode91 along {stage}` goes on from here.",
    .scrollPosition: "Lines {first}–{last} of {count}   j/k or ↓/↑: a line   space/b: a screen",
    .checking: "Checking your save…",
    .making: "Making your working copy of the walk into stage {stage} in {folder}.",
    .building: "Building it once (a minute or two the first time), so the compiler's errors can be shown…",
    .buildFailed: "Your copy did not build: {reason}",
    .codeAlongHow:
      "In Xcode: File > Open {folder}/Package.swift; each build shows the errors the step names. In a terminal editor: edit the files in {folder} in another window. Every save is checked here.",
    .walkIntroduction:
      "To make these changes yourself, every save checked: `swift run Episode91 along {stage}`. It makes a working copy in `Along/{target}/`: in Xcode, open its `Package.swift`; in a terminal editor, edit its files while `along` runs beside it.",
    .resumed: "Going on at step {number} of {count}.",
    .listHeading: "Walks to code along, each in a working copy of its own:",
    .listRow: "{stage}  {title}  {reached}",
    .notStarted: "not started",
    .reachedStep: "step {number} of {count}",
    .allDone: "done",
    .listHint: "Start or go on with `swift run Episode91 along <stage>`; `--path` prints a copy's folder.",
    .restartQuestion:
      "Start the walk into stage {stage} over? Your copy is kept, moved to {kept}. Type y and Enter to start over.",
    .restarted: "Your old copy is in {kept}.",
    .notRestarted: "Nothing changed.",
    .takesOneStage:
      "along takes one stage, the one to walk into (2–6), for example `along 2`; alone it lists the walks.",
    .busy: "Another `along` is already checking {folder}: quit that one first (two would undo each other's progress).",
    .copyGone:
      "Your copy at {folder} is gone (deleted or moved). Nothing was changed. `swift run Episode91 along {stage}` makes a new one.",
    .cannotWrite:
      "Cannot write {path} in your copy: {reason}. Nothing of yours was lost; check the folder's permissions.",
    .corruptProgress:
      "The progress record could not be read; it is kept as {kept}. Going on from the step your copy matches.",
    .checkpointChanged:
      "Checkpoint {stage} changed since this copy was made: your copy is judged against the walk as it is now. `along {number} --carry` carries your changes onto the new start; `--restart` starts over. Your copy is kept either way.",
    .carried:
      "Carried your changes onto the new start: files you had not changed are the new checkpoint's. Your files as they were are kept in the copy's {kept}.",
    .carriedKeptYours:
      "{path} stays as you wrote it: it differs from the new start, so compare it with the walk (d) as you go.",
    .nothingToCarry: "This copy started from the checkpoint as it is now: nothing to carry.",
    .noStartKept:
      "This copy keeps no record of where it started (an earlier along made it): `--restart` starts over, keeping it.",
    .packageEdited:
      "{file} was edited, but along writes it so that your copy builds with the workbook's modules: your version is kept as {kept}, and along's is back. Put your own code in the walk's files.",
    .readOnly:
      "Your copy's folder {folder} is read-only, so along cannot record your progress or write the walk's files there. Every save is still checked and nothing of yours is lost; make it writable (`chmod -R u+w {folder}`) to go on recording.",
  ]
}
