import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// `along 2` on a real pseudo-terminal at 80×24, its copy in a folder of the test's own
/// (`EPISODE91_ALONG_FOLDER`), driven as a learner drives it: files written the way an editor saves them. Step 1
/// is saved re-laid-out and re-commented (accepted); step 2 with one identifier misspelt (not accepted: the
/// compiler's errors are shown, with their lines in the copy); `d` peeks; `t` takes the walk's version, keeping the
/// learner's beside it; `q` quits; a second `along` resumes at step 3 and refuses to share its copy with a third;
/// Ctrl-C ends it with 130; closing the terminal ends it; a copy moved away while `along` runs is said to be gone.
///
/// The compiler's check uses the shared modules this test build left in the build folder, so no build of the copy
/// runs here: about five seconds in all, most of it the two type-checks.
@Suite(.serialized) struct AlongOnATerminalTests {
  static let columns = 80
  static let rows = 24

  @Test(.enabled(if: TerminalSession.isAvailable, TerminalSession.unavailable))
  func aLearnerCodesAlongStepByStep() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("along-pty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: parent) }
    let stage = Stage.all[1]
    let walk = try Workbook.current.walk(into: stage, in: .english)
    let judge = AlongJudge(walk: walk)
    try #require(!judge.changesOnlyComments(1) && !judge.changesOnlyComments(2))
    let copy = WorkingCopy(
      into: stage, workbook: .current, folder: parent.appendingPathComponent(stage.target))
    let environment = [WorkingCopy.folderVariable: parent.path]
    func start() throws -> TerminalSession {
      try TerminalSession(
        ["--lang", "en", "along", "2"], in: Workbook.current.root, environment: environment,
        rows: UInt16(Self.rows), columns: UInt16(Self.columns))
    }
    /// Saves `text` at `path` as an editor does: a new file renamed over the old one.
    func save(_ text: String, at path: String) throws {
      try Data(text.utf8).write(to: copy.url(path), options: .atomic)
    }
    /// The last screen (from its pinned "Step n of m  ·  section" line, since the session's output has no escape codes left to
    /// find the clear by) holds no line wider than the terminal, and no more rows than it has.
    func expectScreenFits(_ session: TerminalSession) {
      let output = session.output
      guard let top = output.range(of: "  ·  ", options: .backwards) else { return }
      let lineStart = output[..<top.lowerBound].range(of: "Step ", options: .backwards)?.lowerBound ?? output.startIndex
      var model = ScreenModel(columns: Self.columns, rows: Self.rows)
      model.feed(String(output[lineStart...]))
      #expect(model.overflows.isEmpty, "lines wider than 80 columns: \(model.overflows)")
    }

    let session = try start()
    #expect(session.waitFor("Step 1 of \(judge.stepCount)"), "\(session.output.suffix(600))")
    #expect(session.waitFor("q: quit"))
    expectScreenFits(session)
    #expect(copy.coveredPaths() == walk.files(afterStep: 0).keys.sorted())

    // Step 1, laid out and commented the learner's way.
    var mark = session.output.count
    for path in walk.paths(ofStep: 1) {
      try save(AlongJudgeTests.reformatted(walk.files(afterStep: 1)[path]!), at: path)
    }
    #expect(session.waitFor("Step 1 done.", after: mark), "\(session.output.suffix(600))")
    #expect(session.waitFor("Step 2 of \(judge.stepCount)", after: mark))

    // Step 2 with an identifier misspelt: the compiler's errors on the learner's code, at their lines.
    let path = walk.paths(ofStep: 2)[0]
    let near = try #require(
      AlongJudgeTests.renamingAnIdentifier(
        walk.files(afterStep: 2)[path]!, addedIn: walk.change(ofStep: 2, path: path)))
    mark = session.output.count
    try save(near, at: path)
    #expect(session.waitFor("Not this step's code yet.", after: mark), "\(session.output.suffix(600))")
    #expect(session.waitFor("The step expects:", after: mark), "\(session.output.suffix(600))")
    #expect(session.waitFor("The compiler on your copy:", after: mark), "\(session.output.suffix(600))")
    expectScreenFits(session)

    mark = session.output.count
    session.type("d")
    #expect(session.waitFor("Where your copy first differs", after: mark), "\(session.output.suffix(600))")

    mark = session.output.count
    session.type("t")
    #expect(session.waitFor("Took the walk's version of", after: mark), "\(session.output.suffix(600))")
    #expect(session.waitFor("Step 2 done.", after: mark))
    let kept = try FileManager.default.contentsOfDirectory(atPath: copy.url(".along").path)
      .filter { $0.hasPrefix("step-2-") }
    #expect(kept.count == 1, "the learner's version is kept beside the walk's")
    if let folder = kept.first {
      #expect(try String(contentsOf: copy.url(".along/\(folder)/\(path)"), encoding: .utf8) == near)
    }
    expectScreenFits(session)

    session.type("q")
    let quit = try #require(session.waitForEnd(), "q did not end along")
    #expect(TerminalSession.shellStatus(quit.status) == 0)
    #expect(session.output.contains("Stopped. Your copy stays in"))
    expectScreenFits(session)

    // Resumed where the learner left off; a second `along` on the same copy is refused; Ctrl-C ends with 130.
    let resumed = try start()
    #expect(resumed.waitFor("Going on at step 3 of \(judge.stepCount)."), "\(resumed.output.suffix(600))")
    #expect(resumed.waitFor("q: quit"))
    let second = ProcessRunner.run(
      ProcessRequest(
        executable: TerminalSession.episode91, arguments: ["--lang", "en", "along", "2"],
        workingDirectory: Workbook.current.root, environment: environment, timeout: 60))
    #expect(second.termination == .exited(1))
    #expect(second.standardError.contains("Another `along` is already checking"), "\(second.output)")
    resumed.type("\u{03}")
    let interrupted = try #require(resumed.waitForEnd(), "Ctrl-C did not end along")
    #expect(TerminalSession.shellStatus(interrupted.status) == 130)

    // The terminal closed (its window shut): `along` ends, with the terminal's hang-up, as `watch` does.
    let closing = try start()
    #expect(closing.waitFor("q: quit"), "\(closing.output.suffix(600))")
    closing.hangUp()
    #expect(closing.waitForEnd() != nil, "along outlived its terminal")

    // The copy moved away while `along` runs: said, and nothing of it touched.
    let moving = try start()
    #expect(moving.waitFor("q: quit"), "\(moving.output.suffix(600))")
    let moved = parent.appendingPathComponent("moved")
    try FileManager.default.moveItem(at: copy.folder, to: moved)
    // It ends on its own: its end, then everything it wrote, is waited for before what it said is read.
    let gone = try #require(moving.waitForEnd())
    #expect(TerminalSession.shellStatus(gone.status) == 1)
    #expect(moving.output.contains("is gone (deleted or moved)"), "\(moving.output.suffix(600))")
    #expect(FileManager.default.fileExists(atPath: moved.appendingPathComponent(".along/progress.json").path))
  }
}
