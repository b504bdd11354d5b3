import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// A walk cut into parts by its ideas: a `<!-- part: Title -->` line just before the `##` that opens each part. The
/// markers parse and are checked (before a `##`, from the first section, the same in both languages); DocC makes a
/// tutorial of each part, titled by it; the terminal names a part where it begins.
@Suite struct WalkPartsTests {
  /// The small walk of `WalkSourceTests` in two parts, one per section.
  static let inParts = WalkSourceTests.small
    .replacing("## The code", with: "<!-- part: Code first -->\n## The code", maxReplacements: 1)
    .replacing("## The tests", with: "<!-- part: Then its tests -->\n\n## The tests", maxReplacements: 1)

  static func parse(_ text: String) throws(WalkProblem) -> WalkSource {
    try WalkSource.parse(text, file: WalkSourceTests.file)
  }

  static func problem(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.text(in: .english)
    }
  }

  @Test func theMarkersCutTheWalkIntoParts() throws {
    let walk = try Self.parse(Self.inParts)
    #expect(walk.groups.map(\.part) == ["Code first", "Then its tests"])
    #expect(
      walk.parts == [WalkPart(title: "Code first", groups: 0..<1), WalkPart(title: "Then its tests", groups: 1..<2)])
    #expect(walk.partStarts == [1, 6])
    // The markers are no one's words.
    #expect(walk.introduction == ["The change, in [five steps](README.md)."])
    #expect(walk.groups.map(\.introduction) == [["Why the code changes."], ["The test follows the code."]])
    #expect(walk.steps.map(\.narration) == (try Self.parse(WalkSourceTests.small)).steps.map(\.narration))
  }

  @Test func aWalkWithoutMarkersIsOnePart() throws {
    let walk = try Self.parse(WalkSourceTests.small)
    #expect(walk.parts == [WalkPart(title: nil, groups: 0..<2)])
    #expect(walk.partStarts == [1])
  }

  @Test func aMarkerStandsJustBeforeTheSectionItOpens() {
    let file = WalkSourceTests.file
    #expect(
      Self.problem(
        Self.inParts.replacing(
          "<!-- part: Then its tests -->\n\n## The tests", with: "## The tests\n\n<!-- part: Then its tests -->"))
        == "\(file):95: a part marker, `<!-- part: Title -->`, stands alone just before the `##` that opens the part")
    #expect(
      Self.problem(
        Self.inParts.replacing("<!-- part: Then its tests -->\n", with: "<!-- part: Then its tests -->\nWhy.\n"))
        == "\(file):93: a part marker, `<!-- part: Title -->`, stands alone just before the `##` that opens the part")
    #expect(
      Self.problem(Self.inParts.replacing("<!-- part: Code first -->\n", with: ""))
        == "\(file):5: step \"The code\": a walk cut into parts marks its first part too, with a part marker before its first `##`"
    )
    #expect(
      Self.problem(
        Self.inParts.replacing(
          "## Check your understanding", with: "<!-- part: Questions -->\n## Check your understanding"))
        == "\(file):112: step \"Check your understanding\": a part marker opens a `##` section of steps, not the questions: the questions close the last part"
    )
  }

  @Test func bothLanguagesHaveTheSameParts() throws {
    let english = try Self.parse(Self.inParts)
    let korean = try Self.parse(
      WalkSourceTests.small.replacing("## The code", with: "<!-- part: 코드 -->\n## The code", maxReplacements: 1))
    #expect(
      WalkSource.differences(english: english, korean: korean, koreanFile: "WALK.ko.md").map { $0.text(in: .english) }
        == ["WALK.ko.md:6: its parts start at other steps than the English walk's: at steps 1, 6 there, 1 here"])
    let translated = try Self.parse(
      Self.inParts.replacing("Code first", with: "코드 먼저").replacing("Then its tests", with: "그다음 테스트"))
    #expect(WalkSource.differences(english: english, korean: translated, koreanFile: "WALK.ko.md").isEmpty)
  }

  /// Each part is a tutorial, titled by its marker; a later part says where the one before it stopped; the questions
  /// close the last part.
  @Test func eachPartIsATutorialTitledByItsMarker() throws {
    let fixture = try WalkSourceTests.fixture(
      walk: Self.inParts,
      korean: Self.inParts.replacing("Code first", with: "코드 먼저").replacing("Then its tests", with: "그다음 테스트"))
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 0)
    let english = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let korean = try fixture.workbook.walk(into: Stage.all[1], in: .korean)
    let files = TutorialCatalog.files(walks: [.english: [2: english], .korean: [2: korean]])
    func page(_ name: String) throws -> [Substring] {
      try #require(files.first { $0.path == name }).text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    #expect(
      try page("from-1-to-2.tutorial").prefix(3) == [
        "@Tutorial(time: 5) {", "@Intro(title: \"Stage 1 to 2, part 1 of 2: Code first\") {",
        "The change, in five steps.",
      ])
    #expect(
      try page("from-1-to-2-part-2.tutorial").prefix(3) == [
        "@Tutorial(time: 5) {", "@Intro(title: \"Stage 1 to 2, part 2 of 2: Then its tests\") {",
        "This part goes on where part 1, \"Code first\", stopped, after \"The code\".",
      ])
    #expect(
      try page("from-1-to-2-part-2-ko.tutorial").prefix(3) == [
        "@Tutorial(time: 5) {", "@Intro(title: \"1단계에서 2단계로, 2부 중 2부: 그다음 테스트\") {",
        "1부 \"코드 먼저\"의 마지막 절 \"The code\"에 이어지는 부분입니다.",
      ])
    #expect(try !page("from-1-to-2.tutorial").contains("@Assessments {"))
    #expect(try page("from-1-to-2-part-2.tutorial").contains("@Assessments {"))
    let contents = try page("Episode91.tutorial").filter { $0.hasPrefix("@TutorialReference") }
    #expect(
      contents == [
        "@TutorialReference(tutorial: \"doc:from-1-to-2\")", "@TutorialReference(tutorial: \"doc:from-1-to-2-part-2\")",
      ])
  }

  /// At the terminal, a part's first step names the part above the section's why.
  @Test func theTerminalNamesAPartWhereItBegins() throws {
    let fixture = try WalkSourceTests.fixture(walk: Self.inParts)
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 0)
    let output = fixture.run(["walk", "2"]).output
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(lines.firstIndex(of: "Step 1 of 6  ·  The code"))
    #expect(
      lines[(first + 1)...].prefix(5) == [
        "Change the first x", "", "Part 1 of 2: Code first", "", "  Why the code changes.",
      ])
    let sixth = try #require(lines.firstIndex(of: "Step 6 of 6  ·  The tests"))
    #expect(
      lines[(sixth + 1)...].prefix(5) == [
        "The test follows", "", "Part 2 of 2: Then its tests", "", "  The test follows the code.",
      ])
    #expect(output.components(separatedBy: "Part ").count == 3)
  }
}
