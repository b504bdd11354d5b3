import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// What a Mac leaves in the workbook's folders is never the workbook's: Finder's `.DS_Store` in every folder it
/// opened, and `._<name>` beside each file copied onto a disk that is not APFS or HFS+ (its name can end in
/// `.swift`). Recreated here with those names, as Linux has no Finder.
@Suite struct FinderLitterTests {
  @Test func aCheckpointsSourcesLeaveOutFinderLitter() throws {
    let fixture = try FixtureWorkbook(withLessons: false)
    try fixture.addStage(
      2,
      files: [
        "main.swift": "print(1)\n", ".DS_Store": "Bud1", "Counter/._Counter.swift": "\u{0}\u{5}\u{16}\u{7}",
        "Counter/Counter.swift": "let count = 0\n",
      ],
      tests: [".DS_Store": "Bud1", "CounterTests.swift": "// tests\n"])
    let sources = fixture.workbook.swiftSources(of: Stage.all[1])
    #expect(sources.keys.sorted() == ["Counter/Counter.swift", "Tests/CounterTests.swift", "main.swift"])
  }

  @Test func theSharedModulesLeaveOutFinderLitter() throws {
    let fixture = try FixtureWorkbook(withLessons: false)
    try fixture.write("Bud1", to: "Sources/.DS_Store")
    try fixture.write("public let x = 1\n", to: "Sources/Effect/Effect.swift")
    try fixture.write("", to: "Sources/Episode91/main.swift")
    #expect(fixture.workbook.sharedSourceFolders.map(\.lastPathComponent) == ["Effect"])
  }

  /// The tutorials' staleness check lists what is in the catalog: a `.DS_Store` there is no leftover page.
  @Test func theTutorialCatalogLeavesOutFinderLitter() throws {
    let fixture = try FixtureWorkbook(withLessons: false)
    let catalog = TutorialCatalog.folder
    try fixture.write("@Tutorials {}\n", to: catalog + "/Episode91.tutorial")
    try fixture.write("Bud1", to: catalog + "/.DS_Store")
    try fixture.write("let x = 1\n", to: catalog + "/" + TutorialCatalog.codeFolder + "/walk2-00-main.swift.txt")
    try fixture.write("Bud1", to: catalog + "/" + TutorialCatalog.codeFolder + "/.DS_Store")
    #expect(
      fixture.workbook.committedTutorialFiles().map(\.path) == [
        "Episode91.tutorial", TutorialCatalog.codeFolder + "/walk2-00-main.swift.txt",
      ])
  }
}
