import Effect
import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// A throwaway workbook in a temporary folder holding every exercise's stub and shipped copy, so these tests
/// edit, reset and verify stubs without touching the real ones.
final class ScratchWorkbook {
  let root: URL
  let captured = CapturedConsole()
  let exercise = Exercise.e91_4
  let shipped = "/// Exercise 91.4 as shipped.\nenum Exercise91_4 {}  \n"

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-tests-\(UUID().uuidString)")
    for other in Exercise.all {
      let text = other == exercise ? shipped : "enum \(other.typeName) {}\n"
      try write(text, to: other.stubPath)
      try write(text, to: other.pristinePath)
    }
    try write("enum Solution91_4 {}\n", to: exercise.solutionPath)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  var workbook: Workbook { Workbook(root: root) }

  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Runs `swift run Episode91 <arguments>` against this workbook, with `swift` answered by `runner`.
  func run(_ arguments: String..., runner: @escaping RunProcess = failing) -> Int32 {
    run(arguments, runner: runner)
  }

  /// With `checkSeconds`, that is the deadline of every check (`CheckDeadline`) instead of ten seconds.
  func run(_ arguments: [String], runner: @escaping RunProcess = failing, checkSeconds: Double? = nil) -> Int32 {
    var executables = Executables(
      folder: root.appendingPathComponent("bin"), runCaptured: runner, replaceProcess: { _, _ in "not in tests" })
    if let checkSeconds { executables.checkSeconds = checkSeconds }
    return Episode91.main(arguments: arguments, console: captured.console, workbook: workbook, executables: executables)
  }

  var progress: ExerciseProgress { ExerciseProgress.load(from: root).progress }
}

/// A `swift` for commands that must never start a build.
private func failing(_ request: ProcessRequest) -> ProcessResult {
  Issue.record("unexpected `\(request.arguments.joined(separator: " "))`")
  return ProcessResult(termination: .exited(1))
}

/// What a fake toolchain was asked: `swift`'s arguments (`build --product …`), or a checkpoint's name and its
/// arguments (`Stage3ErasedStore --check 91.4`).
func commandLine(of request: ProcessRequest) -> [String] {
  request.executable.lastPathComponent == "env"
    ? Array(request.arguments.dropFirst()) : [request.executable.lastPathComponent] + request.arguments
}

/// A toolchain whose build ends as `build` says and whose checkpoint writes `result` for the exercise it checks,
/// as the real `--check` does; it records the commands it was given.
func recording(
  _ commands: LockIsolated<[[String]]>, build: ProcessResult = ProcessResult(termination: .exited(0)), result: String?
) -> RunProcess {
  { request in
    let arguments = commandLine(of: request)
    commands.withValue { $0.append(arguments) }
    if arguments.first == "build" { return build }
    if let result, let folder = request.environment[ExerciseResults.environmentVariable],
      let exercise = arguments.last.flatMap(Exercise.named)
    {
      let url = URL(fileURLWithPath: folder).appendingPathComponent("\(exercise.id).txt")
      try? result.write(to: url, atomically: true, encoding: .utf8)
    }
    return ProcessResult(
      termination: .exited(result?.hasPrefix("pass") == true ? 0 : 1), standardOutput: "check output")
  }
}

@Suite struct ExerciseCatalogTests {
  @Test func thereAreFifteenExercisesWithUniqueIDsInStoryOrder() {
    let ids = Exercise.all.map(\.id)
    #expect(
      ids == [
        "91.1", "91.2", "91.3", "91.4", "91.5", "92.1", "92.2", "93.1", "93.2", "93.3", "5.1", "5.2", "5.3", "5.4",
        "6.1",
      ])
    #expect(Set(ids).count == ids.count)
  }

  @Test(arguments: Exercise.all)
  func everyExerciseBelongsToAStageThatExists(exercise: Exercise) {
    #expect(Stage.all.contains { $0.target == exercise.stage })
  }

  @Test(arguments: Exercise.all)
  func aWrittenStubHasItsShippedCopyChecksAndSolution(exercise: Exercise) {
    let workbook = Workbook.current
    for path in [exercise.pristinePath, exercise.checkPath, exercise.testsPath, exercise.solutionPath] {
      #expect(FileManager.default.fileExists(atPath: workbook.url(path).path), "\(exercise.id): \(path) is missing")
    }
  }

  /// The suite runs the same check `--check` runs, on the stub through the checkpoint's `YourStubs`, so
  /// `swift test` and `verify` never disagree.
  @Test(arguments: Exercise.all)
  func everySuiteChecksTheStubThroughItsCheckpoint(exercise: Exercise) throws {
    let suite = try String(contentsOf: Workbook.current.url(exercise.testsPath), encoding: .utf8)
    #expect(suite.contains("YourStubs.failures(of: .e\(exercise.identifierSuffix))"), "\(exercise.testsPath)")
    let checkpointChecks = "Episodes/\(exercise.stage)/Checks/YourStubs.swift"
    let list = try String(contentsOf: Workbook.current.url(checkpointChecks), encoding: .utf8)
    #expect(
      list.contains("case .e\(exercise.identifierSuffix): \(exercise.typeName)Check.yours()"), "\(checkpointChecks)")
  }

  /// The checkpoints link these to answer `--check`: a test framework imported there would ship inside the app.
  @Test func theChecksACheckpointRunsImportNoTestFramework() throws {
    let folders =
      ["Sources/ExerciseChecks", "Sources/ExerciseSupport"] + Stage.all.map { "Episodes/\($0.target)/Checks" }
    for folder in folders {
      let url = Workbook.current.url(folder)
      let files = Workbook.current.visibleNames(in: folder).filter { $0.hasSuffix(".swift") }
      #expect(!files.isEmpty, "\(folder) holds no check")
      for file in files {
        let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
        for framework in ["Testing", "XCTest"] {
          #expect(!text.contains("import \(framework)\n"), "\(folder)/\(file) imports \(framework)")
        }
      }
    }
  }

  @Test func everyShippedCopyBelongsToAnExercise() throws {
    for name in Self.shippedCopiesWithoutAnExercise(in: Workbook.current) {
      Issue.record("\(name) is in \(Workbook.pristineFolder) but not in the catalog")
    }
  }

  /// Finder writes a `.DS_Store` into `Tests/ExercisePristine` once a learner opens it: not a shipped copy.
  @Test func finderLitterAmongTheShippedCopiesIsNoStrayCopy() throws {
    let fixture = try FixtureWorkbook(withLessons: false)
    for exercise in Exercise.all {
      try fixture.write("", to: exercise.pristinePath)
    }
    try fixture.write("", to: Workbook.pristineFolder + "/README.md")
    try fixture.write("Bud1", to: Workbook.pristineFolder + "/.DS_Store")
    try fixture.write("", to: Workbook.pristineFolder + "/._Exercise91_1.swift.txt")
    #expect(Self.shippedCopiesWithoutAnExercise(in: fixture.workbook) == [])
    try fixture.write("", to: Workbook.pristineFolder + "/Exercise99_9.swift.txt")
    #expect(Self.shippedCopiesWithoutAnExercise(in: fixture.workbook) == ["Exercise99_9.swift.txt"])
  }

  /// The files in the shipped stubs' folder that are neither its README nor an exercise's copy.
  static func shippedCopiesWithoutAnExercise(in workbook: Workbook) -> [String] {
    let expected = Set(Exercise.all.map { URL(fileURLWithPath: $0.pristinePath).lastPathComponent })
    return workbook.visibleNames(in: Workbook.pristineFolder).filter { $0 != "README.md" && !expected.contains($0) }
  }

  @Test(arguments: ["91.4", "91_4", "Exercise91_4", "exercise91_4"])
  func exercisesAreFoundByIDOrFileName(name: String) {
    #expect(Exercise.named(name)?.id == "91.4")
  }
}

@Suite struct ExerciseCommandsTests {
  @Test func anUntouchedStubIsNotStartedAndAnEditedOneNotVerifiedUntilVerified() throws {
    let scratch = try ScratchWorkbook()
    let exercise = scratch.exercise
    #expect(scratch.workbook.status(of: exercise, progress: scratch.progress) == .notStarted)
    try scratch.write(scratch.shipped + "// my work\n", to: exercise.stubPath)
    #expect(scratch.workbook.status(of: exercise, progress: scratch.progress) == .editedNotVerified)
    try FileManager.default.removeItem(at: scratch.workbook.url(Exercise.e91_2.stubPath))
    #expect(scratch.workbook.status(of: .e91_2, progress: scratch.progress) == .editedNotVerified)
  }

  @Test func verifyOfAnUntouchedStubSaysSoWithoutBuilding() throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run("verify", "91.4") == 1)
    #expect(scratch.captured.output.contains("91.4 is not started"))
    #expect(!unwrapped(scratch.captured.output).contains(Exercise.e91_4.english.hints[0]))
  }

  @Test func verifyBuildsThenRunsOnlyThatExercisesChecksAndRecordsAPass() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* done */ }\n", to: scratch.exercise.stubPath)
    let commands = LockIsolated<[[String]]>([])
    #expect(scratch.run("verify", "91.4", runner: recording(commands, result: "pass\n")) == 0)
    #expect(
      commands.value == [
        ["build", "--product", "Stage3ErasedStore"], ["Stage3ErasedStore", "--check", "91.4"],
      ])
    #expect(scratch.captured.output.contains("✓ 91.4 Store without the force cast: passes"))
    #expect(!scratch.captured.output.contains("check output"))
    #expect(scratch.workbook.status(of: scratch.exercise, progress: scratch.progress) == .done)

    try scratch.write("enum Exercise91_4 { /* edited again */ }\n", to: scratch.exercise.stubPath)
    #expect(scratch.workbook.status(of: scratch.exercise, progress: scratch.progress) == .editedNotVerified)
  }

  @Test func passingTheLastExerciseSaysSoLoudly() throws {
    let scratch = try ScratchWorkbook()
    var progress = scratch.progress
    for exercise in Exercise.all {
      try scratch.write("enum \(exercise.typeName) { /* done */ }\n", to: exercise.stubPath)
      progress.verified[exercise.id] = .init(
        passed: exercise != scratch.exercise, stubFingerprint: scratch.workbook.fingerprint(of: exercise))
    }
    try progress.save(to: scratch.root)
    let commands = LockIsolated<[[String]]>([])
    #expect(scratch.run("verify", "91.4", runner: recording(commands, result: "pass\n")) == 0)
    #expect(scratch.captured.output.contains("*** You're done: every exercise passes. ***"))
  }

  @Test func passingOneOfManySaysWhatIsNext() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* done */ }\n", to: scratch.exercise.stubPath)
    let commands = LockIsolated<[[String]]>([])
    #expect(scratch.run("verify", "91.4", runner: recording(commands, result: "pass\n")) == 0)
    #expect(!scratch.captured.output.contains("You're done"))
    #expect(scratch.captured.output.contains("See the reference solution: swift run Episode91 solution 91.4"))
  }

  @Test func aValueOverSeveralLinesStaysUnderItsLabel() {
    let failure = ExerciseFailure(
      exerciseID: "91.3", what: "the new value in the log", expected: "the new value",
      actual: "Action: deposit(6)\nValue: Ledger(total: 1230)")
    let expected = """
      91.3: the new value in the log
        expected: the new value
        happened: Action: deposit(6)
                  Value: Ledger(total: 1230)
      """
    #expect(failure.description == expected)
  }

  @Test func aCheckThatCrashesShowsTheRuntimesMessageAndTheWorkbookLinesItCrashedInNotRegisters() throws {
    let scratch = try ScratchWorkbook()
    let stub = scratch.exercise.stubPath
    try scratch.write("enum Exercise91_4 { /* crashes */ }\n", to: stub)
    let root = scratch.root.path
    // The shape of Swift's backtrace on Linux, trimmed: the crashed thread is not the first one shown.
    let crash = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

      *** Program crashed: Illegal instruction at 0x00007f763756df7f ***

      Thread 0 "Stage3ErasedStor":

        0      0x00007ff2f1092301 sigsuspend + 65 in libc.so.6

      Thread 2 "oot.default-qos" crashed:

        0      0x00007f512616df7f _assertionFailure(_:_:file:line:flags:) + 265 in libswiftCore.so
        3 [ra] 0x0000564076c3cc22 closure #1 in static Exercise91_4.send(_:) + 1665 in Stage3ErasedStore \
      at \(root)/\(stub):46:98
        4 [ra] [thunk] 0x0000564076c3cd10 thunk for @escaping @callee_guaranteed () -> () + 12 in \
      Stage3ErasedStore at //<compiler-generated>
        5 [ra] 0x0000564076c3d000 static Exercise91_4Check.check(_:) + 770 in Stage3ErasedStore \
      at \(root)/\(scratch.exercise.checkPath):31:11

      Thread 4 "oot.default-qos":

        0 0x0000564076c3e000 another test + 1 in Stage3ErasedStore at \(root)/Tests/Another.swift:1:1

      Registers:
      rax 0x0000000000000000  0

      Images (46 omitted):
        0x00005566cbf03000–0x00005566cc7b9050 5ec31d54 Stage3ErasedStore \(root)/.build/debug/Stage3ErasedStore
      """
    let runner: RunProcess = { request in
      request.arguments.dropFirst().first == "build"
        ? ProcessResult(termination: .exited(0))
        : ProcessResult(termination: .signalled(4), standardOutput: "", standardError: crash)
    }
    #expect(scratch.run("verify", "91.4", runner: runner) == 1)
    let output = scratch.captured.output
    #expect(output.contains("✗ 91.4 Store without the force cast: its check did not finish (a crash?)"))
    #expect(output.contains("\n  Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n"))
    #expect(output.contains("\n  \(stub):46:98\n  \(scratch.exercise.checkPath):31:11\n"))
    for noise in ["rax", "Images", "Another.swift", "compiler-generated", "Program crashed", root] {
      #expect(!output.contains(noise), "\(noise)")
    }
  }

  @Test func aBuildFailureShowsOnlyTheCompilerErrors() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { oops }\n", to: scratch.exercise.stubPath)
    let path = scratch.root.path + "/" + scratch.exercise.stubPath
    let log = "Building for debugging...\n[3/9] Compiling\n\(path):1:21: error: expected declaration\n  | `- error: x\n"
    let commands = LockIsolated<[[String]]>([])
    let runner = recording(commands, build: ProcessResult(termination: .exited(1), standardOutput: log), result: nil)
    #expect(scratch.run("verify", "91.4", runner: runner) == 1)
    #expect(commands.value.count == 1)
    let output = scratch.captured.output
    #expect(output.contains("\(scratch.exercise.stubPath):1:21: error: expected declaration"))
    #expect(!output.contains("Compiling"))
    #expect(!output.contains(scratch.root.path))
  }

  @Test func everyHintOfEveryExerciseIsWrappedToTheScreen() throws {
    let scratch = try ScratchWorkbook()
    for exercise in Exercise.all {
      for _ in 0..<exercise.hintCount { _ = scratch.run("hint", exercise.id) }
    }
    let lines = scratch.captured.output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.displayWidth <= 100 }, "\(lines.filter { $0.displayWidth > 100 })")
  }

  @Test func hintsAreRevealedOneLevelAtATimeAndRemembered() throws {
    let scratch = try ScratchWorkbook()
    let hints = scratch.exercise.english.hints
    #expect(scratch.run("hint", "91.4") == 0)
    #expect(unwrapped(scratch.captured.output).contains(hints[0]))
    #expect(!unwrapped(scratch.captured.output).contains(hints[1]))
    #expect(scratch.progress.hintsRevealed["91.4"] == 1)
    for _ in hints.indices { _ = scratch.run("hint", "91.4") }
    #expect(unwrapped(scratch.captured.output).contains(hints[hints.count - 1]))
    #expect(scratch.captured.output.contains("That was the last hint"))
    #expect(scratch.progress.hintsRevealed["91.4"] == hints.count)
  }

  @Test func theSolutionOpensOnlyOncePassingOrWhenForced() throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run("solution", "91.4") == 1)
    #expect(scratch.captured.errors.contains("--force"))
    #expect(!scratch.captured.output.contains("Solution91_4"))
    #expect(scratch.run("solution", "91.4", "--force") == 0)
    #expect(scratch.captured.output.contains("enum Solution91_4 {}"))
  }

  @Test func theSolutionsHeadingAndCompareCommandFitTheScreenAndTheCommandStillPastes() throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run("solution", "91.4", "--force") == 0)
    let output = scratch.captured.output
    let lines = output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.displayWidth <= 100 }, "\(lines.filter { $0.displayWidth > 100 })")
    let heading = "91.4 Store without the force cast — reference solution\n  \(scratch.exercise.solutionPath)\n"
    #expect(output.hasPrefix(heading))
    let compare = """
      Compare with yours:
        git diff --no-index --ignore-all-space \\
          \(scratch.exercise.stubPath) \\
          \(scratch.exercise.solutionPath)

      """
    #expect(output.hasSuffix(compare), "\(output)")
  }

  @Test func anEditSinceTheLastVerifyIsEditedNotVerifiedNotFailing() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write(scratch.shipped + "// my work\n", to: scratch.exercise.stubPath)
    #expect(scratch.run("exercises") == 0)
    #expect(scratch.captured.output.contains("edited, not verified"))
    #expect(!scratch.captured.output.contains("failing"))
    #expect(scratch.run("solution", "91.4") == 1)
    #expect(scratch.captured.errors.contains("91.4 is edited, not verified: the solution opens once"))
  }

  @Test func resetRestoresTheStubByteForByteAndForgetsTheLastVerify() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* mine */ }", to: scratch.exercise.stubPath)
    var progress = scratch.progress
    progress.verified["91.4"] = .init(passed: true, stubFingerprint: scratch.workbook.fingerprint(of: scratch.exercise))
    try progress.save(to: scratch.root)
    #expect(scratch.run("reset", "91.4") == 0)
    #expect(try scratch.read(scratch.exercise.stubPath) == scratch.shipped)
    #expect(scratch.workbook.stubState(of: scratch.exercise) == .untouched)
    #expect(scratch.progress.verified["91.4"] == nil)
  }

  @Test func resettingAnUntouchedStubLeavesItsFileAlone() throws {
    let scratch = try ScratchWorkbook()
    let stub = scratch.workbook.url(scratch.exercise.stubPath).path
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: stub)
    #expect(scratch.run("reset", "91.4") == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: stub)[.modificationDate] as? Date == past)
  }

  @Test func checkPristineFailsOnAnEditedStub() throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run("exercises", "--check-pristine") == 0)
    try scratch.write("changed", to: scratch.exercise.stubPath)
    #expect(scratch.run("exercises", "--check-pristine") == 1)
    #expect(scratch.captured.errors.contains("91.4: \(scratch.exercise.stubPath) differs"))
  }

  @Test(arguments: [["hint", "9.9"], ["solution", "nope"], ["reset", "91.9"], ["verify", "1.1"], ["hint"]])
  func anUnknownOrMissingIDIsAUsageErrorListingTheValidOnes(arguments: [String]) throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run(arguments) == 2)
    #expect(scratch.captured.output.isEmpty)
    #expect(scratch.captured.errors.contains("Valid ids: 91.1 91.2 91.3 91.4"))
  }

  @Test func verifyReusesTheBuildFolderEpisode91WasBuiltIn() throws {
    let scratch = try ScratchWorkbook()
    let build = scratch.root.appendingPathComponent(".build-x")
    let products = build.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
    try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
    try scratch.write("{}", to: ".build-x/workspace-state.json")
    let executables = Executables(folder: products, runCaptured: failing, replaceProcess: { _, _ in "" })
    #expect(executables.swiftBuildArguments == ["--scratch-path", build.path])
    let installed = Executables(
      folder: URL(fileURLWithPath: "/usr/bin"), runCaptured: failing, replaceProcess: { _, _ in "" })
    #expect(installed.swiftBuildArguments == [])
  }
}

extension Exercise: CustomTestStringConvertible {
  public var testDescription: String { "\(id) \(english.title)" }
}
