import Messages
import ProbeKit

/// What one cell of the compare table holds: a checkpoint's answer, or why there is none.
enum ProbeCell: Equatable, Sendable {
  /// `swift build` has not produced the checkpoint's executable.
  case notCompiled
  /// The checkpoint ran but its answer could not be used; the reason is listed under the table.
  case failed(reason: LocalizedText)
  case reported(ProbeReport)

  /// The words in the cell itself: the checkpoint's answer, written from its key in the learner's language.
  func text(in language: Language) -> String {
    switch self {
    case .notCompiled: CompareMessage.notCompiled.text(in: language)
    case .failed: CompareMessage.probeFailed.text(in: language)
    case .reported(let report): report.cell.text(in: language)
    }
  }
}

extension ProbeCell {
  /// Reads how a checkpoint's probe process ended, following the protocol in `ProbeReport`.
  static func interpret(_ result: ProcessResult, probe: Probe, stage: Stage) -> ProbeCell {
    let stderr = firstLine(of: result.standardError)
    switch result.termination {
    case .couldNotStart(let reason):
      return .failed(reason: LocalizedText(CompareMessage.couldNotStart, ["reason": reason]))
    case .timedOut:
      return .failed(
        reason: LocalizedText(CompareMessage.noAnswerInTime, ["seconds": String(Int(ProbeReport.timeout))]))
    case .signalled(let signal):
      let signal = String(signal)
      return .failed(
        reason: stderr.map { LocalizedText(CompareMessage.crashedSaying, ["signal": signal, "message": $0]) }
          ?? LocalizedText(CompareMessage.crashed, ["signal": signal]))
    case .exited(0):
      do {
        return .reported(try ProbeReport.parse(result.standardOutput, probe: probe, stage: stage.number))
      } catch {
        return .failed(reason: error.reason)
      }
    case .exited(let status):
      let status = String(status)
      return .failed(
        reason: stderr.map { LocalizedText(CompareMessage.exitStatusSaying, ["status": status, "message": $0]) }
          ?? LocalizedText(CompareMessage.exitStatus, ["status": status]))
    }
  }

  /// The first non-empty line a program wrote, trimmed to fit a line under the table.
  private static func firstLine(of text: String) -> String? {
    let line = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
    return line.map { String($0.trimmingPrefix(while: \.isWhitespace).prefix(160)) }
  }
}
