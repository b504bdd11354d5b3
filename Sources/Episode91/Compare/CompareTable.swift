import Messages
import ProbeKit
import TerminalText

/// The compare table: probes as rows, stages as columns, every cell what a checkpoint reported.
///
/// It fits `screenWidth` columns for every stage: the row labels take what the longest probe name needs,
/// the stage columns share the rest, and a cell too long for its column wraps onto more lines instead of
/// pushing its neighbours. Colour says good (green) or bad (red) only where the checkpoint said so.
enum CompareTable {
  /// The width of each stage column and the gap before it.
  struct Layout: Equatable {
    var labelWidth: Int
    var columnWidth: Int
    var gap: Int
  }

  /// Columns as wide as a cell can be (22) when there is room; for six stages, a gap of one and wrapped
  /// cells, still wide enough for "probe failed" and "not compiled" (12 columns, as is "컴파일 안 됨") on one
  /// line.
  static func layout(stageCount: Int, width: Int = screenWidth) -> Layout {
    let labelWidth = Probe.allCases.map { label(of: $0).displayWidth }.max() ?? 0
    let share = (width - labelWidth) / max(1, stageCount)
    let gap = share - 2 >= 12 ? 2 : 1
    return Layout(labelWidth: labelWidth, columnWidth: min(ProbeReport.maximumCellLength, share - gap), gap: gap)
  }

  static func render(_ comparison: Comparison, console: Console, width: Int = screenWidth) -> String {
    let layout = layout(stageCount: comparison.stages.count, width: width)
    let headers = comparison.stages.map { stage in
      [
        console.text(CompareMessage.stageHeading, ["number": String(stage.number)]),
        comparison.lessons[stage]?.shortTitle ?? stage.slug,
      ].map { text in
        (text: console.bold(text), plainCount: text.displayWidth)
      }
    }
    var lines = rows(label: "", columns: headers, layout: layout)
    let totalWidth = layout.labelWidth + comparison.stages.count * (layout.gap + layout.columnWidth)
    lines.append(String(repeating: "-", count: totalWidth))
    for probe in Probe.allCases {
      let columns = comparison.stages.map { stage in
        cellLines(comparison.cell(probe, stage), width: layout.columnWidth, console: console)
      }
      lines += rows(label: label(of: probe), columns: columns, layout: layout)
    }
    lines.append("")
    lines.append(
      paragraph(console.text(CompareRowNote.sharedDependencyApp), firstPrefix: "* ", indent: 2, width: width))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A row's label: the probe's name, with a `*` (its note under the table) where the row measures an app other than the checkpoint as it
  /// ships. `shared-dependency` needs two features that ask for `nthPrime`, so every stage answers for its app
  /// with favorite primes grown as exercise 92.2 grows them; measuring the checkpoints as they are would give
  /// stages 2 and 3 one `nthPrime`, like stage 4, and hide what nesting an environment per feature costs.
  static func label(of probe: Probe) -> String {
    probe == .sharedDependency ? probe.rawValue + "*" : probe.rawValue
  }

  /// A cell's text wrapped to its column, each line coloured by what the cell means.
  static func cellLines(_ cell: ProbeCell, width: Int, console: Console) -> [(text: String, plainCount: Int)] {
    wrapped(cell.text(in: console.language), width: width).map { line in
      (text: color(cell, line, console: console), plainCount: line.displayWidth)
    }
  }

  /// Lays out one table row that may span several lines; the label sits on the first.
  private static func rows(
    label: String, columns: [[(text: String, plainCount: Int)]], layout: Layout
  ) -> [String] {
    let height = columns.map(\.count).max() ?? 1
    return (0..<max(1, height)).map { lineIndex in
      var line = padded(lineIndex == 0 ? label : "", to: layout.labelWidth)
      for column in columns {
        line += String(repeating: " ", count: layout.gap)
        guard lineIndex < column.count else {
          line += String(repeating: " ", count: layout.columnWidth)
          continue
        }
        let piece = column[lineIndex]
        line += piece.text + String(repeating: " ", count: max(0, layout.columnWidth - piece.plainCount))
      }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// Green for good, red for bad, plain when the checkpoint did not judge, yellow for a failed probe, and
  /// dim for a cell with no answer in it.
  private static func color(_ cell: ProbeCell, _ text: String, console: Console) -> String {
    switch cell {
    case .reported(let report):
      switch report.good {
      case true?: console.green(text)
      case false?: console.red(text)
      case nil: text
      }
    case .failed: console.yellow(text)
    case .notCompiled: console.dim(text)
    }
  }
}
