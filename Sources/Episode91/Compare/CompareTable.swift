import Messages
import ProbeKit
import TerminalText

/// The compare table: probes as rows, stages as columns, every cell what a checkpoint reported.
///
/// It fits `screenWidth` columns: the row labels take what the longest probe name needs, the stage columns share
/// the rest, and a cell too long for its column wraps at spaces onto more lines instead of pushing its neighbours.
/// A cell never breaks inside a word, a name or a type (`@Dependency`, `StateStore<S, A>`): when the columns
/// cannot all be that wide, the stages come in bands, one table under the other with the same rows, as many
/// stages side by side as fit (at 40 columns, one stage a band: a block per stage). Colour says good (green) or
/// bad (red) only where the checkpoint said so.
enum CompareTable {
  /// The width of each stage column, the gap before it, and how many stages sit side by side in one band.
  struct Layout: Equatable {
    var labelWidth: Int
    var columnWidth: Int
    var gap: Int
    var stagesPerBand: Int
  }

  /// The fewest bands whose columns hold `narrowest` columns (the widest word or type of any cell, and 12 at
  /// least, for "probe failed", "not compiled" and "컴파일 안 됨" on one line), the stages shared out evenly
  /// among them; then columns as wide as a cell can be (22) when there is room, with a gap of two, or of one when
  /// two would not leave the narrowest width.
  static func layout(stageCount: Int, narrowest: Int = 12, width: Int = screenWidth) -> Layout {
    let labelWidth = Probe.allCases.map { label(of: $0).displayWidth }.max() ?? 0
    let count = max(1, stageCount)
    let narrowest = max(12, narrowest)
    var perBand = count
    for bands in 1...count {
      perBand = (count + bands - 1) / bands
      if (width - labelWidth) / perBand - 1 >= narrowest { break }
    }
    let share = (width - labelWidth) / perBand
    let gap = share - 2 >= narrowest ? 2 : 1
    return Layout(
      labelWidth: labelWidth, columnWidth: max(narrowest, min(ProbeReport.maximumCellLength, share - gap)), gap: gap,
      stagesPerBand: perBand)
  }

  static func render(_ comparison: Comparison, console: Console, width: Int = screenWidth) -> String {
    let headings = comparison.stages.map { stage in
      [
        console.text(CompareMessage.stageHeading, ["number": String(stage.number)]),
        comparison.lessons[stage]?.shortTitle ?? stage.slug,
      ]
    }
    let texts =
      headings.joined()
      + Probe.allCases.flatMap { probe in
        comparison.stages.map { comparison.cell(probe, $0).text(in: console.language) }
      }
    let narrowest =
      texts.flatMap { unbreakableUnits(of: $0, width: ProbeReport.maximumCellLength) }
      .map(\.displayWidth).max() ?? 0
    let layout = layout(stageCount: comparison.stages.count, narrowest: narrowest, width: width)
    var lines: [String] = []
    for start in stride(from: 0, to: comparison.stages.count, by: layout.stagesPerBand) {
      let band = start..<min(comparison.stages.count, start + layout.stagesPerBand)
      if start > 0 { lines.append("") }
      let headers = headings[band].map { heading in
        heading.map { text in (text: console.bold(text), plainCount: text.displayWidth) }
      }
      lines += rows(label: "", columns: Array(headers), layout: layout)
      lines.append(String(repeating: "-", count: layout.labelWidth + band.count * (layout.gap + layout.columnWidth)))
      for probe in Probe.allCases {
        let columns = comparison.stages[band].map { stage in
          cellLines(comparison.cell(probe, stage), width: layout.columnWidth, console: console)
        }
        lines += rows(label: label(of: probe), columns: columns, layout: layout)
      }
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
