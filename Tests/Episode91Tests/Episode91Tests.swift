import Foundation
import Testing

@testable import Episode91

/// Captures what a command writes, so tests read exactly what a learner would see.
final class CapturedConsole {
  var output = ""
  var errors = ""
  var usesColor = false

  var console: Console {
    Console(
      write: { [unowned self] in output += $0 },
      writeError: { [unowned self] in errors += $0 },
      usesColor: usesColor)
  }
}

@Suite struct Episode91Tests {
  @Test func theOverviewListsAllSixStagesInOrder() {
    let captured = CapturedConsole()
    let code = Episode91.main(arguments: ["overview"], console: captured.console)
    #expect(code == 0)
    let titles = Stage.all.map(\.title)
    let positions = titles.compactMap { captured.output.range(of: $0)?.lowerBound }
    #expect(positions.count == 6)
    #expect(positions == positions.sorted())
    #expect(captured.errors.isEmpty)
  }

  @Test func aStageWithoutAFolderIsMarkedNotBuilt() {
    let captured = CapturedConsole()
    let empty = Workbook(root: URL(fileURLWithPath: "/nonexistent-workbook"))
    _ = Episode91.main(arguments: ["overview"], console: captured.console, workbook: empty)
    #expect(captured.output.components(separatedBy: "(not built yet)").count - 1 == 6)
  }

  @Test func helpListsTheCommands() {
    let captured = CapturedConsole()
    #expect(Episode91.main(arguments: ["--help"], console: captured.console) == 0)
    #expect(captured.output.contains("Usage: swift run Episode91"))
  }

  @Test func anUnknownCommandIsAUsageErrorOnStandardError() {
    let captured = CapturedConsole()
    #expect(Episode91.main(arguments: ["frobnicate"], console: captured.console) == 2)
    #expect(captured.output.isEmpty)
    #expect(captured.errors.contains("unknown command 'frobnicate'"))
    #expect(captured.errors.contains("--help"))
  }

  @Test(arguments: ["2", "environment-in-reducer", "Stage2EnvironmentInReducer", "stage2environmentinreducer"])
  func stagesAreFoundByNumberNameOrTarget(name: String) {
    #expect(Stage.named(name)?.number == 2)
  }

  @Test func anUnknownStageNameFindsNothing() {
    #expect(Stage.named("7") == nil)
    #expect(Stage.named("global") == nil)
  }
}
