import ExerciseSupport
import Messages
import ProbeKit
import Testing

@testable import Episode91

/// Rendering the compare table: widths, alignment, wrapping, colour only when asked.
@Suite struct CompareTableTests {
  private func console(color: Bool) -> Console {
    Console(write: { _ in }, writeError: { _ in }, usesColor: color)
  }

  private func report(_ probe: Probe, _ stage: Stage, cell: String, good: Bool?) -> ProbeCell {
    .reported(
      ProbeReport(
        probe: probe, stage: stage.number, outcome: "x", cell: ProbeSentence(.code, ["code": .verbatim(cell)]),
        detail: ProbeSentence(.noAnswer), good: good))
  }

  /// Every stage answering every probe with the longest cell the protocol allows.
  private func fullComparison(stages: [Stage] = Stage.all, cell: String = "twenty-two characters") -> Comparison {
    var cells: [Probe: [ProbeCell]] = [:]
    for probe in Probe.allCases {
      cells[probe] = stages.map { report(probe, $0, cell: cell, good: true) }
    }
    var comparison = Comparison(stages: stages, cells: cells)
    comparison.lessons = try! Workbook.current.lessons(of: stages, in: .english)
    return comparison
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test(arguments: Array(1...Stage.all.count))
  func theTableFitsOneHundredColumns(stageCount: Int) {
    let comparison = fullComparison(stages: Array(Stage.all.prefix(stageCount)), cell: "a 22-character answer!")
    let table = CompareTable.render(comparison, console: console(color: false))
    #expect(lines(table).allSatisfy { $0.count <= 100 })
  }

  @Test func sixColumnsStayWideEnoughForTheDegradedWords() {
    let layout = CompareTable.layout(stageCount: 6)
    #expect(layout.columnWidth >= "probe failed".count)
    #expect(layout.columnWidth >= "not compiled".count)
    #expect(layout.labelWidth + 6 * (layout.gap + layout.columnWidth) <= 100)
    #expect(CompareTable.layout(stageCount: 2).columnWidth == ProbeReport.maximumCellLength)
  }

  @Test func everyColumnStartsAtTheSameOffsetOnEveryRow() {
    let stages = Array(Stage.all.prefix(3))
    var cells: [Probe: [ProbeCell]] = [:]
    for probe in Probe.allCases {
      cells[probe] = [
        report(probe, stages[0], cell: "A1", good: nil), .notCompiled, .failed(reason: LocalizedText(verbatim: "x")),
      ]
    }
    let table = CompareTable.render(Comparison(stages: stages, cells: cells), console: console(color: false))
    let layout = CompareTable.layout(stageCount: 3)
    let secondColumn = layout.labelWidth + layout.gap + layout.columnWidth + layout.gap
    // The rows, down to the blank line before the note under the table.
    for line in lines(table).dropFirst(3).prefix(while: { !$0.isEmpty }) {
      #expect(line.dropFirst(secondColumn).hasPrefix("not compiled"), "misaligned: \(line)")
    }
    #expect(lines(table)[0].dropFirst(secondColumn).hasPrefix("Stage 2"))
  }

  @Test func aLongCellWrapsInsideItsColumnUnderTheSameLabel() {
    let table = CompareTable.render(fullComparison(cell: "root holds 1, passes 2"), console: console(color: false))
    let rows = lines(table)
    let first = rows.firstIndex { $0.hasPrefix("mock-everything") } ?? 0
    #expect(rows[first].hasSuffix("root holds   root holds"))
    #expect(rows[first + 1].hasPrefix(String(repeating: " ", count: 18)))
    #expect(rows[first + 1].hasSuffix("1, passes 2  1, passes 2"))
  }

  @Test func withoutColorThereIsNoEscapeCode() {
    var comparison = fullComparison()
    comparison.cells[.twoCounters] = Stage.all.map { report(.twoCounters, $0, cell: "bad", good: false) }
    let text =
      CompareTable.render(comparison, console: console(color: false))
      + CompareNotes.render(comparison, details: true, console: console(color: false))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func withColorGoodIsGreenBadIsRedAndUnjudgedIsPlain() {
    let stages = Array(Stage.all.prefix(3))
    var cells: [Probe: [ProbeCell]] = [:]
    for probe in Probe.allCases {
      cells[probe] = [
        report(probe, stages[0], cell: "fine", good: true), report(probe, stages[1], cell: "leaky", good: false),
        report(probe, stages[2], cell: "neutral", good: nil),
      ]
    }
    let table = CompareTable.render(Comparison(stages: stages, cells: cells), console: console(color: true))
    #expect(table.contains("\u{1B}[32mfine\u{1B}[0m"))
    #expect(table.contains("\u{1B}[31mleaky\u{1B}[0m"))
    #expect(table.contains(" neutral"))
    #expect(!table.contains("m neutral"))
  }

  @Test func colorDoesNotMoveTheColumns() {
    let comparison = fullComparison(cell: "ok")
    let plain = lines(CompareTable.render(comparison, console: console(color: false)))
    let colored = lines(CompareTable.render(comparison, console: console(color: true))).map { line in
      line.replacing(/\x1B\[[0-9]+m/, with: "")
    }
    #expect(plain == colored)
  }

  @Test func eachStageBuysAndCostsOnExactlyOneLine() {
    let section = CompareNotes.buysAndCosts(fullComparison(), console: console(color: false))
    #expect(lines(section).filter { !$0.isEmpty }.count == 1 + Stage.all.count)
  }

  @Test func theNotesFitOneHundredColumnsToo() {
    var comparison = fullComparison()
    comparison.cells[.storeType] = Stage.all.map { _ in
      .failed(reason: LocalizedText(verbatim: String(repeating: "long reason ", count: 20)))
    }
    comparison.staleStages = [Stage.all[0]]
    let notes = CompareNotes.render(comparison, details: true, console: console(color: false))
    #expect(lines(notes).allSatisfy { $0.count <= 100 })
    #expect(notes.contains("store-type, stage 6: long reason"))
  }
}
