import Messages
import ProbeKit

/// What `compare` prints under the table: what each stage buys and costs, the declarations the checkpoints
/// asked to have quoted, why a probe failed, and what the learner can do about empty cells.
enum CompareNotes {
  static func render(_ comparison: Comparison, details: Bool, console: Console) -> String {
    var sections = [buysAndCosts(comparison, console: console)]
    if details {
      sections.append(detailSection(comparison, console: console))
    }
    sections.append(quoteSection(comparison, console: console))
    sections.append(failureSection(comparison, console: console))
    sections.append(housekeeping(comparison, console: console))
    return sections.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  static func buysAndCosts(_ comparison: Comparison, console: Console) -> String {
    var text = console.bold(console.text(CompareMessage.buysAndCostsHeading)) + "\n"
    for stage in comparison.stages {
      let lesson = comparison.lessons[stage]
      let label = "  \(stage.number) \(lesson?.shortTitle ?? stage.slug)"
      text += paragraph(lesson?.buysAndCosts ?? "", firstPrefix: label, indent: 18) + "\n"
    }
    return text
  }

  /// Every checkpoint's own sentence for every probe, under the probe's question (`--details`).
  static func detailSection(_ comparison: Comparison, console: Console) -> String {
    var text = console.bold(console.text(CompareMessage.detailsHeading)) + "\n"
    for probe in Probe.allCases {
      text += console.bold(probe.rawValue) + "\n"
      text += paragraph(console.text(probe.question), firstPrefix: "", indent: 2) + "\n"
      for stage in comparison.stages {
        guard case .reported(let report) = comparison.cell(probe, stage) else { continue }
        let detail = report.detail.text(in: console.language)
        text += paragraph("\(detail) [\(report.outcome)]", firstPrefix: "  \(stage.number)", indent: 5) + "\n"
      }
    }
    return text
  }

  static func quoteSection(_ comparison: Comparison, console: Console) -> String {
    guard !comparison.quotes.isEmpty else { return "" }
    var text = console.bold(console.text(CompareMessage.quotesHeading)) + "\n"
    for quote in comparison.quotes {
      let label = console.text(
        CompareMessage.quoteLabel,
        ["probe": quote.probe.rawValue, "stage": String(quote.stage.number), "symbol": quote.request.symbol])
      text += "  \(label)\n"
      if let declaration = quote.declaration {
        text += declaration.rendered(indent: 4, console: console)
      } else {
        let sentence = console.text(
          CompareMessage.quoteMissing, ["symbol": quote.request.symbol, "file": quote.request.file])
        text += paragraph(sentence, firstPrefix: "", indent: 4) + "\n"
      }
    }
    return text
  }

  static func failureSection(_ comparison: Comparison, console: Console) -> String {
    var lines: [String] = []
    for probe in Probe.allCases {
      for stage in comparison.stages {
        guard case .failed(let reason) = comparison.cell(probe, stage) else { continue }
        let label = console.text(
          CompareMessage.failureLabel, ["probe": probe.rawValue, "stage": String(stage.number)])
        lines.append(paragraph(console.text(reason), firstPrefix: "  " + label, indent: 6))
      }
    }
    guard !lines.isEmpty else { return "" }
    return console.bold(console.text(CompareMessage.failuresHeading)) + "\n" + lines.joined(separator: "\n") + "\n"
  }

  /// One sentence per kind of empty cell, naming the stages and what to do.
  static func housekeeping(_ comparison: Comparison, console: Console) -> String {
    var sentences: [String] = []
    // A stage Episode91 just failed to compile gets its compiler error below, not advice to build it.
    let notCompiled = stages(comparison, excludingCompileErrors: true) { $0 == .notCompiled }
    if !notCompiled.isEmpty {
      sentences.append(
        console.text(CompareMessage.notCompiledYet, ["stages": notCompiled, "command": comparison.buildCommand]))
    }
    for stage in comparison.stages {
      guard let error = comparison.compileErrors[stage] else { continue }
      sentences.append(
        console.text(CompareMessage.doesNotCompile, ["stage": String(stage.number), "error": console.text(error)]))
      // An executable from before the breakage still answered: its column is not today's code.
      if Probe.allCases.contains(where: { comparison.cell($0, stage) != .notCompiled }) {
        sentences.append(console.text(CompareMessage.showsLastCompiledAnswers, ["stage": String(stage.number)]))
      }
    }
    let stale = comparison.staleStages.filter { comparison.compileErrors[$0] == nil }
      .map { String($0.number) }.joined(separator: ", ")
    if !stale.isEmpty {
      sentences.append(
        console.text(CompareMessage.changedSinceCompiled, ["stages": stale, "command": comparison.buildCommand]))
    }
    if measuredInDebug(comparison) {
      sentences.append(console.text(CompareMessage.measuredInDebug))
    }
    guard !sentences.isEmpty else { return "" }
    return console.bold(console.text(CompareMessage.notesHeading)) + "\n"
      + sentences.map { paragraph($0, firstPrefix: "  ", indent: 2) + "\n" }.joined()
  }

  /// The stages with at least one cell matching `isMatch`, as "1, 2".
  private static func stages(
    _ comparison: Comparison, excludingCompileErrors: Bool = false, where isMatch: (ProbeCell) -> Bool
  ) -> String {
    comparison.stages.filter { stage in
      guard !excludingCompileErrors || comparison.compileErrors[stage] == nil else { return false }
      return Probe.allCases.contains { isMatch(comparison.cell($0, stage)) }
    }.map { String($0.number) }.joined(separator: ", ")
  }

  private static func measuredInDebug(_ comparison: Comparison) -> Bool {
    comparison.stages.contains { stage in
      guard case .reported(let report) = comparison.cell(.readCost, stage) else { return false }
      return report.configuration == "debug"
    }
  }
}
