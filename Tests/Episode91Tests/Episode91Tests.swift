import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Captures what a command writes, so tests read exactly what a learner would see.
final class CapturedConsole {
  var output = ""
  var errors = ""
  var usesColor = false
  /// What a person at a terminal types, a line each; nil when standard input is not a terminal.
  var typed: [String]?

  var console: Console {
    var console = Console(
      write: { [unowned self] in output += $0 },
      writeError: { [unowned self] in errors += $0 },
      usesColor: usesColor)
    console.inputIsTerminal = typed != nil
    console.readAnswer = { [unowned self] in typed?.isEmpty == false ? typed?.removeFirst() : nil }
    return console
  }
}

@Suite struct Episode91Tests {
  @Test func theOverviewListsEveryStageInOrder() throws {
    let captured = CapturedConsole()
    let code = Episode91.main(arguments: ["overview"], console: captured.console)
    #expect(code == 0)
    let titles = try Stage.all.map { try Workbook.current.lesson(of: $0, in: .english).title }
    let positions = titles.compactMap { captured.output.range(of: $0)?.lowerBound }
    #expect(positions.count == Stage.all.count)
    #expect(positions == positions.sorted())
    #expect(captured.errors.isEmpty)
  }

  /// The registry, Package.swift and the folders under Episodes/ name the same checkpoints in the same order,
  /// so a stage added to one and forgotten in another fails here rather than in front of a learner.
  @Test func theRegistryNamesEveryCheckpointFolderAndPackageTarget() throws {
    let root = Workbook.current.root
    let folders = Workbook.current.visibleNames(in: "Episodes").filter { $0.hasPrefix("Stage") }
    #expect(Set(folders) == Set(Stage.all.map(\.target)))
    #expect(Stage.all.map(\.number) == Array(1...Stage.all.count))
    #expect(Stage.all.allSatisfy { $0.target.hasPrefix("Stage\($0.number)") })
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let listed = Stage.all.compactMap { manifest.range(of: "\"\($0.target)\"")?.lowerBound }
    #expect(listed.count == Stage.all.count)
    #expect(listed == listed.sorted())
  }

  @Test func everyStageHasItsOwnNotes() throws {
    let notes = try Stage.all.map { try Workbook.current.lesson(of: $0, in: .english).sections[0] }
    #expect(Set(notes.map(\.lines)).count == Stage.all.count)
    #expect(Set(Stage.all.map(\.slug)).count == Stage.all.count)
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
    #expect(Stage.named(String(Stage.all.count + 1)) == nil)
    #expect(Stage.named("global") == nil)
  }
}
