extension WatchMessage {
  public static let english: [WatchMessage: String] = [
    .stopped: "Stopped watching.",
    .lastPassedKeys: "Press s to compare yours with the reference solution, q to quit.",
    .solutionKey: "Press s for {id}'s reference solution.",
    .keptEdits: "Kept your edits.",
    .noOtherUnfinished: "No other exercise is unfinished.",
    .resetQuestion: "Reset {id} to the stub as shipped?\nYour edits to {stub} will be lost.",
    .resetConfirmKey: "y resets; anything else keeps your edits.",
    .resetConfirmLine: "y and Enter resets; anything else keeps your edits.",
    .watching: "Watching {file}: save it to check again.",
    .keys: "h hint · s solution · n next exercise · l list · r reset · q quit",
    .keysSingle: "Keys: {keys}",
    .keysLines: "Type a letter and Enter: {keys}",
    .nextHintKey: "Press h again for the next hint.",
    .nextHintLine: "Type h and Enter again for the next hint.",
    .promptContinues: "… the rest of the prompt is the comment at the top of {file}.",
    .scrollPosition: "Lines {first}–{last} of {count} under the verdict · space more · b back",
  ]
}
