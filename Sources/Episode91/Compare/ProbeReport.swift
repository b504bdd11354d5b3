import Foundation
import ProbeKit

// Episode91 reads what the checkpoints write: the protocol and the one report type are ProbeKit's
// `ProbeReport.swift`; what follows checks an answer against the protocol's rules.

/// Why a checkpoint's answer could not be read, in a sentence for the list under the table.
struct ProbeReportError: Error, Equatable {
  let reason: String
}

extension ProbeReport {
  /// Reads a checkpoint's standard output as its answer to `probe`, checking every rule of the protocol.
  static func parse(_ output: String, probe: Probe, stage: Int) throws(ProbeReportError) -> ProbeReport {
    let trimmed = output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw ProbeReportError(reason: "printed nothing on standard output")
    }
    let report: ProbeReport
    do {
      report = try JSONDecoder().decode(ProbeReport.self, from: Data(trimmed.utf8))
    } catch let error as DecodingError {
      throw ProbeReportError(reason: explain(error))
    } catch {
      throw ProbeReportError(reason: "the output is not JSON")
    }
    try report.check(probe: probe, stage: stage)
    return report
  }

  /// The rules JSON decoding cannot express.
  private func check(probe expected: Probe, stage expectedStage: Int) throws(ProbeReportError) {
    guard probe == expected.rawValue else {
      throw ProbeReportError(reason: "answered probe \"\(probe)\" instead of \"\(expected.rawValue)\"")
    }
    guard stage == expectedStage else {
      throw ProbeReportError(reason: "says it is stage \(stage), but it is stage \(expectedStage)")
    }
    guard !outcome.isEmpty else {
      throw ProbeReportError(reason: "field \"outcome\" is empty")
    }
    guard (1...ProbeReport.maximumCellLength).contains(cell.count) else {
      throw ProbeReportError(
        reason: "field \"cell\" has \(cell.count) characters; it must have 1 to \(ProbeReport.maximumCellLength)")
    }
    if let quote, quote.file.hasPrefix("/") || quote.file.split(separator: "/").contains("..") {
      throw ProbeReportError(reason: "quote file \"\(quote.file)\" must be a path inside the checkpoint folder")
    }
    if let nanoseconds, !(nanoseconds.isFinite && nanoseconds >= 0) {
      throw ProbeReportError(reason: "field \"nanoseconds\" must be a number of at least 0")
    }
    if let configuration, configuration != "debug" && configuration != "release" {
      throw ProbeReportError(reason: "field \"configuration\" must be \"debug\" or \"release\"")
    }
    if expected == .readCost && (nanoseconds == nil || configuration == nil) {
      throw ProbeReportError(reason: "read-cost needs the fields \"nanoseconds\" and \"configuration\"")
    }
  }

  /// A decoding error in the words of the protocol: which field, and what is wrong with it.
  private static func explain(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "missing field \"\(fieldPath(context.codingPath + [key]))\""
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      return "the output is not a JSON object"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "field \"\(fieldPath(context.codingPath))\" has the wrong type"
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      return "field \"\(fieldPath(context.codingPath))\" is malformed"
    default:
      return "the output is not one JSON object"
    }
  }

  private static func fieldPath(_ path: [any CodingKey]) -> String {
    path.map(\.stringValue).joined(separator: ".")
  }
}
