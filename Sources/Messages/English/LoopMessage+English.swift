extension LoopMessage {
  public static let english: [LoopMessage: String] = [
    .hintWhenAsked: "A hint when you want one: swift run Episode91 hint {id}   ({seen} of {count} hints seen)",
    .resetAllChangedStubs: "Stubs you changed ({count}):",
    .resetAllNoStubChanged: "No stub differs from its shipped copy; only your progress would go.",
    .resetAllQuestion:
      "Put all {count} stubs back exactly as shipped, and forget every hint seen and every verify?\nYour edits to the stubs are lost.",
    .resetAllConfirm: "Type y and Enter to reset everything; anything else keeps it all.",
    .resetAllNeedsYes:
      "reset --all asks before it overwrites every stub, and standard input is not a terminal: add --yes to reset anyway.",
    .resetAllKept: "Nothing was reset.",
    .resetAllDone: "Put {count} stubs back as shipped ({changed} had changed).",
    .resetAllProgressCleared: "Removed the progress file, {file}: hints seen and verify results start afresh.",
    .resetAllProgressNotCleared: "Could not remove the progress file {file}: {reason}",
    .resetAllUsage: "reset takes one exercise id, or --all for every one: swift run Episode91 reset --all",
    .passedNextKey: "Press n for the next exercise, {next}; saving checks {id} again.",
    .passedNextLine: "Type n and Enter for the next exercise, {next}; saving checks {id} again.",
    .interrupted: "Interrupted: the build of checkpoint {stage} was stopped, and nothing was checked.",
    .checkInterrupted: "Interrupted: the check of {id} was stopped before it finished, and nothing was recorded.",
    .nextExercises: "the exercises: how far you are, and the next one to do",
  ]
}
