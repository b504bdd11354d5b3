/// What `compare` says around the checkpoints' answers: its headings, the question behind each probe, the
/// notes under the table, and why a probe's answer could not be used.
///
/// The answers themselves are the checkpoints' keys and values, written by `ProbeMessage`'s catalogs.
public enum CompareMessage: String, MessageKey {
  case compiling
  case title
  case cellsExplained
  case stageHeading
  case notCompiled
  case probeFailed

  case questionMockEverything
  case questionTwoCounters
  case questionSharedDependency
  case questionStoreType
  case questionOverrideIsolation
  case questionReadCost

  case buysAndCostsHeading
  case detailsHeading
  case quotesHeading
  case quoteLabel
  case quoteMissing
  case failuresHeading
  case failureLabel
  case notesHeading
  case notCompiledYet
  case doesNotCompile
  case showsLastCompiledAnswers
  case changedSinceCompiled
  case measuredInDebug

  // How a probe process ended, when it did not answer.
  case couldNotStart
  case noAnswerInTime
  case crashed
  case crashedSaying
  case exitStatus
  case exitStatusSaying

  // An answer that breaks the probe protocol (ProbeKit's `ProbeReport`).
  case printedNothing
  case notJSON
  case notOneJSONObject
  case notAJSONObject
  case missingField
  case wrongType
  case malformedField
  case wrongProbe
  case wrongStage
  case emptyOutcome
  case cellWidth
  case quoteOutsideCheckpoint
  case negativeNanoseconds
  case unknownConfiguration
  case readCostFields
  case unknownSentenceKey
  case missingValue
  case unexpectedValue

  /// Ctrl-C (or another ending signal) while the checkpoints were built or probed: no table.
  case interrupted
}
