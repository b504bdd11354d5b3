// swift-tools-version: 6.1
// 6.1, not 6.0: the stage 5 and 6 tests scope each test with Swift Testing's `TestScoping`, which Swift 6.1
// (Xcode 16.3) introduced. Nothing in the package needs anything newer.
import PackageDescription

/// The six checkpoints of the story, in order. Each is an executable target under `Episodes/` with a test
/// target of the same name plus `Tests` under `Tests/`.
let stages = [
  "Stage1GlobalCurrent",
  "Stage2EnvironmentInReducer",
  "Stage3ErasedStore",
  "Stage4TuplizedEnvironment",
  "Stage5DependencyValues",
  "Stage6SharedContainer",
]

let stageTargets: [Target] = stages.flatMap { stage -> [Target] in
  [
    .executableTarget(
      name: stage,
      dependencies: [
        "Effect", "CasePaths", "PrimeTimeDomain", "FavoritesFile", "PrimeTimeTerminal", "ProbeKit", "ExerciseSupport",
        "ExerciseChecks",
      ],
      path: "Episodes/\(stage)",
      // Each checkpoint opens with its lesson, and its walk from the stage before (none for the first), which
      // Episode91 reads from the folder at run time.
      exclude: ["README.md", "README.ko.md"] + (stage == stages[0] ? [] : ["WALK.md", "WALK.ko.md"])),
    .testTarget(
      name: "\(stage)Tests",
      dependencies: [
        .target(name: stage), "Effect", "PrimeTimeDomain", "PrimeTimeTerminal", "ProbeKit", "ExerciseSupport",
        "ExerciseChecks", "ExerciseTesting", "ValueDiff",
      ],
      path: "Tests/\(stage)Tests"),
  ]
}

let package = Package(
  name: "Episode91",
  platforms: [.macOS(.v13)],
  // The shared modules a walk's lesson and tests import, as libraries: `along`'s working copy (`Along/<Stage>/`,
  // git-ignored) is a package of its own that depends on this one by path and can use only what a product names
  // (Sources/Episode91/Along/WorkingCopy.swift). Nothing here depends on them as products.
  products: ["Effect", "CasePaths", "PrimeTimeDomain", "FavoritesFile", "PrimeTimeTerminal", "ValueDiff"].map {
    .library(name: $0, targets: [$0])
  },
  targets: [
    .target(name: "Effect", path: "Sources/Effect"),
    .target(name: "CasePaths", path: "Sources/CasePaths"),
    // The PrimeTime app's parts that no stage changes: each feature's state and actions, the app's that combine
    // them, and the live work behind the dependencies. Every checkpoint imports it, so its own folder holds how its
    // stage's dependencies travel and the little that must sit beside them (its live file client, say).
    .target(name: "PrimeTimeDomain", dependencies: ["Effect"], path: "Sources/PrimeTimeDomain"),
    .target(name: "FavoritesFile", dependencies: ["Effect", "PrimeTimeDomain"], path: "Sources/FavoritesFile"),
    // What the checkpoints' shell and Episode91 both need from a terminal: the colour rule, escaping what must not
    // reach it, display width, and output that may fail to write.
    .target(name: "TerminalText", dependencies: ["Effect"], path: "Sources/TerminalText"),
    // The terminal every checkpoint runs in: flags, commands, screen, state JSON and the session loop, written
    // once. A checkpoint only starts its app and turns commands into its own actions (its `Terminal/` folder); the
    // shell reads the app's state, and starts it from the live configuration, in PrimeTimeDomain's types.
    .target(
      name: "PrimeTimeTerminal", dependencies: ["Effect", "PrimeTimeDomain", "TerminalText"],
      path: "Sources/PrimeTimeTerminal"),
    // The probe protocol `Episode91 compare` speaks with every checkpoint: names, report, measuring helpers,
    // and each probe's scenario shape and wording; a checkpoint hands in only how its stage builds and reads.
    .target(name: "ProbeKit", dependencies: ["Effect"], path: "Sources/ProbeKit"),
    .target(name: "ValueDiff", path: "Sources/ValueDiff"),
    .target(name: "ExerciseSupport", dependencies: ["ValueDiff"], path: "Sources/ExerciseSupport"),
    // The checks every checkpoint runs on its own exercises' stubs (`--check <id>`, what `Episode91 verify` runs),
    // where a check needs no type of its checkpoint, and the `--check` answer itself. Checkpoints link it, so it
    // never imports a test framework; a check that needs its checkpoint's types lives in `Episodes/<Stage>/Checks`.
    .target(
      name: "ExerciseChecks", dependencies: ["ExerciseSupport", "Effect", "Messages", "ValueDiff"],
      path: "Sources/ExerciseChecks"),
    // What only the test targets need to judge stubs: each failure of a check as a Swift Testing issue.
    .target(name: "ExerciseTesting", dependencies: ["ExerciseSupport", "Messages"], path: "Sources/ExerciseTesting"),
    // Every sentence Episode91 prints, one catalog per language (English, Korean), but for the two long texts that
    // live in the checkpoints' folders: a stage's lesson and an exercise's prompt. The checkpoints' probe answers
    // are keys (ProbeKit's `ProbeMessage`); their words are here too. The checks' own English verdicts use it too.
    .target(name: "Messages", dependencies: ["ProbeKit"], path: "Sources/Messages"),
    // The walks between the checkpoints as DocC tutorials, English and Korean, generated by
    // `swift run Episode91 tutorial --generate` into `Walks.docc`. A library target, because Xcode's Product >
    // Build Documentation documents a package's library targets with the catalog in their source folder (Apple's
    // SlothCreator sample is exactly that); SwiftPM treats a `.docc` folder as opaque and ignored, so `swift build`
    // compiles only the one-line `Walks.swift` here, never the code files inside the catalog.
    // Named Walks, not Tutorials: DocC puts a tutorial at /tutorials/<target>/<page>, and DocC's web pages take
    // /tutorials/tutorials/… for a table of contents and show no steps.
    .target(name: "Walks", path: "Sources/Walks"),
    // Episode91 compiles the checkpoints itself when `compare` or `run` needs them, instead of depending on
    // them here: a learner's half-finished exercise must not stop `Episode91 hint` or `reset` from building.
    .executableTarget(
      name: "Episode91",
      dependencies: ["Effect", "ProbeKit", "ExerciseSupport", "Messages", "TerminalText", "ValueDiff"],
      path: "Sources/Episode91"),
    .testTarget(name: "EffectTests", dependencies: ["Effect"], path: "Tests/EffectTests"),
    .testTarget(name: "CasePathsTests", dependencies: ["CasePaths"], path: "Tests/CasePathsTests"),
    .testTarget(name: "PrimeTimeDomainTests", dependencies: ["PrimeTimeDomain"], path: "Tests/PrimeTimeDomainTests"),
    .testTarget(name: "FavoritesFileTests", dependencies: ["FavoritesFile"], path: "Tests/FavoritesFileTests"),
    .testTarget(name: "ProbeKitTests", dependencies: ["ProbeKit", "Effect"], path: "Tests/ProbeKitTests"),
    .testTarget(name: "ValueDiffTests", dependencies: ["ValueDiff"], path: "Tests/ValueDiffTests"),
    .testTarget(
      name: "PrimeTimeTerminalTests", dependencies: ["PrimeTimeTerminal", "PrimeTimeDomain", "Effect", "TerminalText"],
      path: "Tests/PrimeTimeTerminalTests"),
    .testTarget(
      name: "Episode91Tests",
      dependencies: ["Episode91", "Effect", "ProbeKit", "ExerciseSupport", "Messages", "TerminalText"],
      path: "Tests/Episode91Tests",
      // The reports the six checkpoints sent, which the `compare` screen is pinned on; read from the workbook.
      exclude: ["Fixtures/probe-reports.jsonl"]),
    // Every scripted scenario through every checkpoint's app, from one place.
    .testTarget(
      name: "CheckpointScenarioTests",
      dependencies: stages.map { .target(name: $0) } + [
        "Effect", "PrimeTimeDomain", "PrimeTimeTerminal", "ExerciseSupport", "ExerciseChecks", "Messages",
      ],
      path: "Tests/CheckpointScenarioTests"),
  ] + stageTargets,
  swiftLanguageModes: [.v6]
)
