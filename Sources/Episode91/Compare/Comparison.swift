import ExerciseSupport
import Foundation
import Messages
import ProbeKit

/// Everything `compare` found out, ready to render: one cell per probe and stage, plus what the notes under
/// the table need. Rendering it touches no file and no process.
struct Comparison: Equatable, Sendable {
  /// A declaration a checkpoint asked to be quoted, as found (or not) in its source.
  struct QuotedDeclaration: Equatable, Sendable {
    var probe: Probe
    var stage: Stage
    var request: ProbeReport.Quote
    /// Nil when the file or the declaration is not there: the notes say so instead of inventing one.
    var declaration: SourceDeclaration?
  }

  var stages: [Stage]
  /// `cells[probe][i]` is the answer of `stages[i]`.
  var cells: [Probe: [ProbeCell]]
  var quotes: [QuotedDeclaration] = []
  /// Stages whose sources changed after their executable was built.
  var staleStages: [Stage] = []
  /// Stages Episode91 tried to compile and could not, with the compiler's first error.
  var compileErrors: [Stage: LocalizedText] = [:]
  /// How to compile the checkpoints into the folder Episode91 runs them from.
  var buildCommand: String = "swift build"
  /// Each stage's lesson in the learner's language, for the column headers and what each stage buys and costs.
  var lessons: [Stage: StageLesson] = [:]
  /// Whether Ctrl-C (or another ending signal) stopped a build or a probe, so the answers are not all there.
  var interrupted = false

  func cell(_ probe: Probe, _ stage: Stage) -> ProbeCell {
    guard let index = stages.firstIndex(of: stage), let cell = cells[probe]?[index] else { return .notCompiled }
    return cell
  }
}

extension Comparison {
  /// Runs every probe of every compiled stage (a few processes at a time) and reads the answers.
  static func measure(
    stages: [Stage], workbook: Workbook, executables: Executables, progress: (Stage) -> Void = { _ in }
  ) -> Comparison {
    let compileErrors = executables.compileIfNeeded(stages, in: workbook, progress: progress)
    let workingDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("episode91-probes-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: workingDirectory) }

    // After Ctrl-C stopped a build, no probe starts.
    let stopped = compileErrors.contains {
      $0.value == LocalizedText(LoopMessage.interrupted, ["stage": "\($0.key.number)"])
    }
    let runnable = stopped ? [] : stages.filter(executables.isCompiled)
    let jobs = runnable.flatMap { stage in Probe.allCases.map { probe in (stage: stage, probe: probe) } }
    let requests = jobs.map { job in
      ProcessRequest(
        executable: executables.executable(for: job.stage), arguments: ["--probe", job.probe.rawValue],
        workingDirectory: workingDirectory, timeout: ProbeReport.timeout)
    }
    let results = runAll(requests, atMost: 3, using: executables.runCaptured)

    var cells: [Probe: [ProbeCell]] = [:]
    for probe in Probe.allCases {
      cells[probe] = stages.map { stage in
        guard let index = jobs.firstIndex(where: { $0.stage == stage && $0.probe == probe }) else {
          return .notCompiled
        }
        return ProbeCell.interpret(results[index], probe: probe, stage: stage)
      }
    }
    var comparison = Comparison(stages: stages, cells: cells)
    comparison.quotes = comparison.resolveQuotes(in: workbook)
    comparison.staleStages = runnable.filter { executables.isStale($0, in: workbook) }
    comparison.compileErrors = compileErrors
    comparison.buildCommand = executables.buildCommand(in: workbook)
    comparison.interrupted =
      results.contains(where: \.interrupted)
      || stopped
    return comparison
  }

  /// Looks up every declaration the checkpoints asked to have quoted, in their own folders.
  private func resolveQuotes(in workbook: Workbook) -> [QuotedDeclaration] {
    Probe.allCases.flatMap { probe in
      stages.compactMap { stage -> QuotedDeclaration? in
        guard case .reported(let report) = cell(probe, stage), let request = report.quote else { return nil }
        let declaration = workbook.declaration(of: request.symbol, inFile: request.file, of: stage)
        return QuotedDeclaration(probe: probe, stage: stage, request: request, declaration: declaration)
      }
    }
  }
}
