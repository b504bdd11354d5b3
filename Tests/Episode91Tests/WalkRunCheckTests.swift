import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// `walk <N> --check-runs` on the small walk of `WalkSourceTests` with two `Run:` lines, the tests' outcomes given
/// by a stand-in for the working copy (a real build takes half a minute; `.ci/run` runs the real check on the real
/// walks): each line is run at its step's state, and a line whose test does otherwise is named, with what it did.
@Suite struct WalkRunCheckTests {
  /// The small walk with a run line on its second step (the test not written yet there) and on its test step.
  static let withRuns = WalkSourceTests.small
    .replacing(
      "Compiler: `cannot find 'y' in scope`",
      with: "Compiler: `cannot find 'y' in scope`\n\nRun: `testOld` passes — the old test still runs.",
      maxReplacements: 1
    )
    .replacing("A new name.", with: "A new name.\n\nRun: `CounterTests/testNew` fails — nothing calls it yet.")

  /// Records the states and tests it is asked about, and answers from `outcomes` by test name.
  final class StandIn: @unchecked Sendable {
    let lock = NSLock()
    var asked: [(stage: Int, files: [String: String], test: String)] = []
    let outcomes: [String: WorkingCopy.TestOutcome]

    init(_ outcomes: [String: WorkingCopy.TestOutcome]) {
      self.outcomes = outcomes
    }

    var check: WalkRunCheck {
      WalkRunCheck { stage, files, test in
        // `NSLock.withLock` arrived in macOS 14; the workbook runs on macOS 13.
        self.lock.lock()
        self.asked.append((stage.number, files, test))
        self.lock.unlock()
        return self.outcomes[test] ?? .noSuchTest
      }
    }
  }

  static func fixture() throws -> FixtureWorkbook {
    let fixture = try WalkSourceTests.fixture(walk: withRuns)
    #expect(fixture.run(["walk", "2", "--refresh"]).code == 0)
    return fixture
  }

  @Test func eachRunLineIsRunAtItsStepsState() throws {
    let fixture = try Self.fixture()
    let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let standIn = StandIn([
      "testOld": .passed, "CounterTests/testNew": .failed(output: "✘ Test testNew() recorded an issue"),
    ])
    let verdicts = standIn.check.verdicts(of: walk)
    #expect(verdicts.map(\.step) == [2, 6])
    #expect(verdicts.map(\.holds) == [true, true])
    #expect(standIn.asked.map(\.test) == ["testOld", "CounterTests/testNew"])
    #expect(standIn.asked.map(\.stage) == [2, 2])
    #expect(standIn.asked[0].files == walk.files(afterStep: 2))
    #expect(standIn.asked[1].files == walk.files(afterStep: 6))
    #expect(standIn.asked[0].files["Tests/CounterTests.swift"] == "func testOld() {}\n")
  }

  @Test func aLineWhoseTestDoesOtherwiseIsNamed() throws {
    let fixture = try Self.fixture()
    let standIn = StandIn([
      "testOld": .failed(
        output: "Test Suite 'All tests' started\n✘ Test testOld() recorded an issue at CounterTests.swift:1:1\n"),
      "CounterTests/testNew": .passed,
    ])
    let captured = CapturedConsole()
    let code = Episode91.checkRuns(
      into: Stage.all[1], workbook: fixture.workbook, console: captured.console, check: standIn.check)
    #expect(code == 1)
    let file = WalkSourceTests.file
    #expect(
      captured.output == """
        \(file):47: NOT SO 2 Change the second x
            `testOld`: fails
        \(file):102: NOT SO 6 The test follows
            `CounterTests/testNew`: passes

        """)
    #expect(
      captured.errors == """
        error: The walk into stage 2 does not fit the checkpoints:
          \(file):47: step "Change the second x": it says `testOld` passes, but at this step's state it fails: ✘ Test testOld() recorded an issue at CounterTests.swift:1:1
          \(file):102: step "The test follows": it says `CounterTests/testNew` fails, but at this step's state it passes

        """)
  }

  /// In the tutorial a run line closes its step's caption, after the compiler's word (DocC gives a step one
  /// paragraph after its code, and shows a Markdown hard break there as a space).
  @Test func theTutorialShowsTheRunLineUnderTheCompilersWord() throws {
    let fixture = try Self.fixture()
    let walk = try fixture.workbook.walk(into: Stage.all[1], in: .english)
    let page = try #require(
      TutorialCatalog.files(walks: [.english: [2: walk]]).first { $0.path == "from-1-to-2.tutorial" }
    ).text
    #expect(
      page.contains(
        "\nCompiler: `cannot find 'y' in scope` Run: `testOld` passes — the old test still runs.\n}\n"))
    #expect(page.contains("\nRun: `CounterTests/testNew` fails — nothing calls it yet.\n}\n"))
  }

  @Test func aMissingTestAndTestsThatDoNotBuildAreSaidSo() throws {
    let fixture = try Self.fixture()
    let standIn = StandIn(["testOld": .doesNotBuild(errors: ["cannot find 'y' in scope"])])
    let captured = CapturedConsole()
    #expect(
      Episode91.checkRuns(
        into: Stage.all[1], workbook: fixture.workbook, console: captured.console, check: standIn.check) == 1)
    let file = WalkSourceTests.file
    #expect(
      captured.errors.split(separator: "\n").dropFirst() == [
        "  \(file):47: step \"Change the second x\": the tests do not build at this step's state, so `testOld` cannot run: `cannot find 'y' in scope`",
        "  \(file):102: step \"The test follows\": no test named `CounterTests/testNew` is in the stage's tests at this step's state",
      ])
  }
}
