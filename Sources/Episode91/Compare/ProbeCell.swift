import ProbeKit

/// What one cell of the compare table holds: a checkpoint's answer, or why there is none.
enum ProbeCell: Equatable, Sendable {
  /// `swift build` has not produced the checkpoint's executable.
  case notCompiled
  /// The checkpoint ran but its answer could not be used; the reason is listed under the table.
  case failed(reason: String)
  case reported(ProbeReport)

  /// The words in the cell itself.
  var text: String {
    switch self {
    case .notCompiled: "not compiled"
    case .failed: "probe failed"
    case .reported(let report): report.cell
    }
  }
}

extension ProbeCell {
  /// Reads how a checkpoint's probe process ended, following the protocol in `ProbeReport`.
  static func interpret(_ result: ProcessResult, probe: Probe, stage: Stage) -> ProbeCell {
    let stderr = firstLine(of: result.standardError)
    switch result.termination {
    case .couldNotStart(let reason):
      return .failed(reason: "could not start: \(reason)")
    case .timedOut:
      return .failed(reason: "no answer within \(Int(ProbeReport.timeout)) seconds; it was stopped")
    case .signalled(let signal):
      return .failed(reason: "crashed (signal \(signal))" + (stderr.map { ": \($0)" } ?? ""))
    case .exited(0):
      do {
        return .reported(try ProbeReport.parse(result.standardOutput, probe: probe, stage: stage.number))
      } catch {
        return .failed(reason: error.reason)
      }
    case .exited(let status):
      return .failed(reason: "exit status \(status)" + (stderr.map { ": \($0)" } ?? ""))
    }
  }

  /// The first non-empty line a program wrote, trimmed to fit a line under the table.
  private static func firstLine(of text: String) -> String? {
    let line = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
    return line.map { String($0.trimmingPrefix(while: \.isWhitespace).prefix(160)) }
  }
}
