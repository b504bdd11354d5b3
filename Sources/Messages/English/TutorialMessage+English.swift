extension TutorialMessage {
  public static let english: [TutorialMessage: String] = [
    .tableOfContentsName: "Episode91",
    .tableOfContentsTitle: "Dependency injection, step by step",
    .tableOfContentsText:
      "Point-Free's episodes 91 and 92, and what came after them, as small moves from one checkpoint of the PrimeTime app to the next. Each step shows its narration beside the real code of its file after that step, with the change highlighted; each walk ends with a few questions.",
    .chapterEpisode91: "Episode 91",
    .chapterEpisode91Text:
      "The reducer learns about environments: its signature, `combine`, `pullback`, `logging` and the `Store`, then the features, the app and the tests; and the store erases the environment again.",
    .chapterEpisode92: "Episode 92",
    .chapterEpisode92Text: "Each feature takes exactly what it uses, and the root holds one flat tuple.",
    .chapterAfter: "After the episodes",
    .chapterAfterText:
      "TCA's dependency system, today's swift-dependencies, then Puredux's shared container.",
    .stepDeletes: "This file is deleted: the code shows `{path}` as it was before this step.",
    .resourcesText:
      "Each walk ends where a checkpoint's lesson begins: `Episodes/<Stage>/README.md` in the workbook, or "
      + "`swift run Episode91 show <stage>`. The same walks in a terminal: {commands}.",
    .resourcesEpisodes: "Before you start: the Point-Free episodes the walks follow, stage 1 to stage 4.",
    .resourcesCode: "The episodes' own code, in Xcode projects, to hold beside the workbook's checkpoints.",
    .resourcesLibraries: "What stages 5 and 6 rebuild small: TCA's dependency library and Puredux's container.",
    .partTitle: "Stage {from} to {into}, part {part} of {count}: {name}",
    .partIntroduction: "This part goes on where part {part}, \"{name}\", stopped, after \"{section}\".",
    .foldedFiles: "The same change in: {files}.",
    .reactionRight: "Right",
    .reactionWrong: "Not quite",
    .diagramAlt: "Stage {stage}: where the dependencies live and how they reach the reducers",
    .beforeAfterAlt:
      "Stage {from} above, stage {into} below: where the dependencies live and how they reach the reducers",
    .usagePort: "--port needs a port number from 1 to 65535, not '{value}'.",
    .doccMissingLinux:
      "docc is not beside swift ({folder}) or on PATH. It ships with the Swift toolchains from swift.org: install one (https://www.swift.org/install) and run this again. Episode91 downloads nothing itself.",
    .doccMissingMacOS:
      "xcrun could not find docc, which ships with Xcode. Install Xcode 16.3 or newer, choose it with `sudo xcode-select --switch /Applications/Xcode.app`, and run this again. Episode91 downloads nothing itself.",
    .portBusy:
      "Port {port} is already in use on this machine. Choose another with --port, or leave --port out and Episode91 picks a free one.",
    .converting: "Converting the tutorials with {docc}…",
    .serving: "The tutorials are at {url}\nPress Ctrl-C to stop the server.",
    .previewFailed:
      "docc preview stopped with exit status {status} before it served the tutorials; what it said is above.",
    .stopped: "Stopped the tutorials server.",
    .generated: "Wrote {count} files into {folder}.",
    .walksFailed:
      "The walks do not match the checkpoints, so the tutorials cannot be generated: `swift run Episode91 walk <stage>` says where.",
  ]
}
