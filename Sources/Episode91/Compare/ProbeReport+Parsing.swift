import Foundation
import Messages
import ProbeKit
import TerminalText

// Episode91 reads what the checkpoints write: the protocol and the one report type are ProbeKit's
// `ProbeReport.swift`; what follows checks an answer against the protocol's rules.

/// Why a checkpoint's answer could not be read, in a sentence for the list under the table.
struct ProbeReportError: Error, Equatable {
  let reason: LocalizedText

  init(_ key: CompareMessage, _ arguments: [String: String] = [:]) {
    reason = LocalizedText(key, arguments)
  }
}

extension ProbeReport {
  /// Reads a checkpoint's standard output as its answer to `probe`, checking every rule of the protocol.
  static func parse(_ output: String, probe: Probe, stage: Int) throws(ProbeReportError) -> ProbeReport {
    let trimmed = output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw ProbeReportError(.printedNothing)
    }
    let report: ProbeReport
    do {
      report = try JSONDecoder().decode(ProbeReport.self, from: Data(trimmed.utf8))
    } catch let error as DecodingError {
      throw explain(error)
    } catch {
      throw ProbeReportError(.notJSON)
    }
    try report.check(probe: probe, stage: stage)
    return report
  }

  /// The rules JSON decoding cannot express.
  private func check(probe expected: Probe, stage expectedStage: Int) throws(ProbeReportError) {
    guard probe == expected.rawValue else {
      throw ProbeReportError(.wrongProbe, ["answered": probe, "asked": expected.rawValue])
    }
    guard stage == expectedStage else {
      throw ProbeReportError(.wrongStage, ["answered": String(stage), "asked": String(expectedStage)])
    }
    guard !outcome.isEmpty else {
      throw ProbeReportError(.emptyOutcome)
    }
    for (field, sentence) in [("cell", cell), ("detail", detail)] {
      try Self.check(sentence, field: field)
    }
    // The limit is the table's: columns, so a cell of wide characters cannot overflow its column, in any language.
    for language in Language.allCases {
      let width = cell.text(in: language).displayWidth
      guard (1...ProbeReport.maximumCellLength).contains(width) else {
        throw ProbeReportError(
          .cellWidth, ["width": String(width), "maximum": String(ProbeReport.maximumCellLength)])
      }
    }
    if let quote, quote.file.hasPrefix("/") || quote.file.split(separator: "/").contains("..") {
      throw ProbeReportError(.quoteOutsideCheckpoint, ["file": quote.file])
    }
    if let nanoseconds, !(nanoseconds.isFinite && nanoseconds >= 0) {
      throw ProbeReportError(.negativeNanoseconds)
    }
    if let configuration, configuration != "debug" && configuration != "release" {
      throw ProbeReportError(.unknownConfiguration)
    }
    if expected == .readCost && (nanoseconds == nil || configuration == nil) {
      throw ProbeReportError(.readCostFields)
    }
  }

  /// A sentence's values fill exactly the placeholders its key's sentence has (the catalog tests keep them the same
  /// in every language), and so do the values that are sentences themselves. `field` is where it is, as
  /// `cell.values.double`.
  private static func check(_ sentence: ProbeSentence, field: String) throws(ProbeReportError) {
    let wanted = placeholders(in: ProbeMessage.english[sentence.key] ?? "")
    let given = Set(sentence.values.keys)
    if let missing = wanted.subtracting(given).sorted().first {
      throw ProbeReportError(
        .missingValue, ["field": "\(field).values", "key": sentence.key.rawValue, "name": missing])
    }
    if let extra = given.subtracting(wanted).sorted().first {
      throw ProbeReportError(
        .unexpectedValue, ["field": "\(field).values", "key": sentence.key.rawValue, "name": extra])
    }
    for (name, value) in sentence.values.sorted(by: { $0.key < $1.key }) {
      if case .sentence(let inner) = value {
        try check(inner, field: "\(field).values.\(name)")
      }
    }
  }

  /// A decoding error in the words of the protocol: which field, and what is wrong with it.
  private static func explain(_ error: DecodingError) -> ProbeReportError {
    switch error {
    case .keyNotFound(let key, let context):
      ProbeReportError(.missingField, ["field": fieldPath(context.codingPath + [key])])
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      ProbeReportError(.notAJSONObject)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      ProbeReportError(.wrongType, ["field": fieldPath(context.codingPath)])
    case .dataCorrupted(let context) where context.codingPath.last?.stringValue == "key":
      ProbeReportError(.unknownSentenceKey, ["field": fieldPath(context.codingPath)])
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      ProbeReportError(.malformedField, ["field": fieldPath(context.codingPath)])
    default:
      ProbeReportError(.notOneJSONObject)
    }
  }

  private static func fieldPath(_ path: [any CodingKey]) -> String {
    path.map(\.stringValue).joined(separator: ".")
  }
}
