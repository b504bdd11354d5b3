extension CompareMessage {
  public static let english: [CompareMessage: String] = [
    .compiling: "Compiling {target}…",
    .title: "How dependencies travel, stage by stage, as each checkpoint reports it",
    .cellsExplained:
      "Each cell is the checkpoint's own answer to `<Stage> --probe <row>`. See also: --details, overview.",
    .stageHeading: "Stage {number}",
    .notCompiled: "not compiled",
    .probeFailed: "probe failed",

    .questionMockEverything:
      "A test doubles nthPrime only. Does the app reach a live dependency, report it, or not compile?",
    .questionTwoCounters:
      "Two counters side by side, one online and one offline nthPrime. Do they answer differently?",
    .questionSharedDependency:
      "Two features need nthPrime. How many must the root hold, and how does it reach them?",
    .questionStoreType: "What is the root store's runtime type?",
    .questionOverrideIsolation:
      "Two concurrently running tasks override nthPrime differently. Does either see the other's?",
    .questionReadCost: "How many nanoseconds does one dependency read cost, and in which build configuration?",

    .buysAndCostsHeading: "What each stage buys and what it costs",
    .detailsHeading: "What each checkpoint reported",
    .quotesHeading: "Quoted from the checkpoints' source",
    .quoteLabel: "{probe}, stage {stage}: `{symbol}`",
    .quoteMissing: "The checkpoint asked to quote `{symbol}` from {file}, but no declaration of it is there.",
    .failuresHeading: "Probes that failed",
    .failureLabel: "{probe}, stage {stage}: ",
    .notesHeading: "Notes",
    .notCompiledYet: "Not compiled yet: {stages}. Run `{command}`, then run this again.",
    .doesNotCompile:
      "Stage {stage} does not compile: {error} Fix it (an exercise stub can be put back with "
      + "`Episode91 reset <id>`), then run this again.",
    .showsLastCompiledAnswers:
      "Until it does, stage {stage}'s column shows what its last build that compiled answered.",
    .changedSinceCompiled: "Changed since they were compiled: {stages}. Run `{command}` to refresh their answers.",
    .measuredInDebug:
      "read-cost was measured in a debug build. For release figures: swift build -c release, then "
      + ".build/release/Episode91 compare.",

    .couldNotStart: "could not start: {reason}",
    .noAnswerInTime: "no answer within {seconds} seconds; it was stopped",
    .crashed: "crashed (signal {signal})",
    .crashedSaying: "crashed (signal {signal}): {message}",
    .exitStatus: "exit status {status}",
    .exitStatusSaying: "exit status {status}: {message}",

    .printedNothing: "printed nothing on standard output",
    .notJSON: "the output is not JSON",
    .notOneJSONObject: "the output is not one JSON object",
    .notAJSONObject: "the output is not a JSON object",
    .missingField: "missing field \"{field}\"",
    .wrongType: "field \"{field}\" has the wrong type",
    .malformedField: "field \"{field}\" is malformed",
    .wrongProbe: "answered probe \"{answered}\" instead of \"{asked}\"",
    .wrongStage: "says it is stage {answered}, but it is stage {asked}",
    .emptyOutcome: "field \"outcome\" is empty",
    .cellWidth: "field \"cell\" takes {width} columns; it must take 1 to {maximum}",
    .quoteOutsideCheckpoint: "quote file \"{file}\" must be a path inside the checkpoint folder",
    .negativeNanoseconds: "field \"nanoseconds\" must be a number of at least 0",
    .unknownConfiguration: "field \"configuration\" must be \"debug\" or \"release\"",
    .readCostFields: "read-cost needs the fields \"nanoseconds\" and \"configuration\"",
    .unknownSentenceKey: "field \"{field}\" names a sentence this Episode91 does not know",
    .missingValue: "field \"{field}\" has no \"{name}\", which the sentence \"{key}\" needs",
    .unexpectedValue: "field \"{field}\" has \"{name}\", which the sentence \"{key}\" does not have",
    .interrupted: "Interrupted: the checkpoints were stopped, and nothing was compared.",
  ]
}
