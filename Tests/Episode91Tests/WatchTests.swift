import Effect
import ExerciseSupport
import Foundation
import Messages
import TerminalText
import Testing

@testable import Episode91

/// The learner, the terminal and the clock for `watch`: each step runs when `watch` next waits for input,
/// so a test says exactly when a save happens and no test ever waits on a clock.
final class ScriptedLearner {
  enum Step {
    case tick
    case key(Character)
    /// Writes the stub, as an editor's save does, then lets a tick pass.
    case save(String, Exercise = .e91_4)
    case endOfInput
    case interrupt
  }

  let scratch: ScratchWorkbook
  private var steps: [Step]
  private var saves: [String: Int] = [:]
  /// What `watch` asked of the terminal, in order: `begin`, `clear`, `end`.
  private(set) var terminal: [String] = []
  /// Every `swift` command line the fake toolchain was given.
  let commands = LockIsolated<[[String]]>([])

  init(_ scratch: ScratchWorkbook, _ steps: [Step]) {
    self.scratch = scratch
    self.steps = steps
  }

  func run(_ exercise: Exercise? = nil, singleKeys: Bool = true, language: Language = .english) throws -> Int32 {
    let executables = Executables(
      folder: scratch.root.appendingPathComponent("bin"), runCaptured: judgingStubs(in: scratch.root, commands),
      replaceProcess: { _, _ in "not in tests" })
    var console = scratch.captured.console
    console.language = language
    let invocation = Invocation(
      usage: "swift run Episode91 watch [id]", arguments: try Arguments([], allowedFlags: []),
      console: console, workbook: scratch.workbook, executables: executables)
    let environment = WatchEnvironment(
      nextInput: { [unowned self] in nextStep() },
      stamp: { [unowned self] url in
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return FileStamp(modifiedSeconds: saves[url.path] ?? 0, modifiedNanoseconds: 0, size: 0, inode: 1)
      },
      readsSingleKeys: singleKeys,
      begin: { [unowned self] in terminal.append("begin") },
      end: { [unowned self] in terminal.append("end") },
      clearScreen: { [unowned self] in terminal.append("clear") })
    return ExerciseWatch(commands: ExerciseCommands(invocation), environment: environment).run(startingAt: exercise)
  }

  private func nextStep() -> WatchInput {
    guard !steps.isEmpty else {
      Issue.record("watch asked for input after the script ended")
      return .endOfInput
    }
    switch steps.removeFirst() {
    case .tick: return .tick
    case .key(let key): return .key(key)
    case .endOfInput: return .endOfInput
    case .interrupt: return .interrupt
    case .save(let text, let exercise):
      try? scratch.write(text, to: exercise.stubPath)
      saves[scratch.workbook.url(exercise.stubPath).path, default: 0] += 1
      return .tick
    }
  }

  var output: String { scratch.captured.output }
  var builds: Int { commands.value.filter { $0.first == "build" }.count }
}

extension ScratchWorkbook {
  /// Completes `exercises` as a learner who verified them would have: stubs that pass, passes recorded.
  fileprivate func pass(_ exercises: [Exercise]) throws {
    var progress = self.progress
    for exercise in exercises {
      try write("enum \(exercise.typeName) { /* done */ }\n", to: exercise.stubPath)
      progress.verified[exercise.id] = .init(passed: true, stubFingerprint: workbook.fingerprint(of: exercise))
    }
    try progress.save(to: root)
  }
}

/// A toolchain that judges the stubs by their text, as the real one would by their code: a stub containing
/// `oops` does not compile, so neither does its checkpoint; one containing `/* done */` passes its check, any
/// other fails it.
func judgingStubs(in root: URL, _ commands: LockIsolated<[[String]]>) -> RunProcess {
  { request in
    let arguments = commandLine(of: request)
    commands.withValue { $0.append(arguments) }
    let stub = { (exercise: Exercise) in
      (try? String(contentsOf: root.appendingPathComponent(exercise.stubPath), encoding: .utf8)) ?? ""
    }
    if arguments.first == "build" {
      let stage = arguments.last
      guard let broken = Exercise.all.first(where: { $0.stage == stage && stub($0).contains("oops") }) else {
        return ProcessResult(termination: .exited(0))
      }
      let log = """
        Building for debugging...
        [3/9] Compiling \(broken.stage) \(broken.typeName).swift
        \(root.path)/\(broken.stubPath):1:21: error: expected declaration
        \(root.path)/Episodes/\(broken.stage)/Checks/YourStubs.swift:12:5: error: cannot find '\(broken.typeName)' in scope
        """
      return ProcessResult(termination: .exited(1), standardOutput: log)
    }
    guard let folder = request.environment[ExerciseResults.environmentVariable] else {
      return ProcessResult(termination: .exited(1))
    }
    guard let exercise = arguments.last.flatMap(Exercise.named), arguments.first == exercise.stage else {
      return ProcessResult(termination: .exited(2))
    }
    let passed = stub(exercise).contains("/* done */")
    let failure = ExerciseFailure(exerciseID: exercise.id, what: "the store's value", expected: "1", actual: "0")
    let url = URL(fileURLWithPath: folder).appendingPathComponent("\(exercise.id).txt")
    try? ExerciseResults.text(for: passed ? [] : [failure]).write(to: url, atomically: true, encoding: .utf8)
    return ProcessResult(termination: .exited(passed ? 0 : 1), standardOutput: "check output")
  }
}

@Suite struct WatchTests {
  /// The screen is cleared where Episode91 writes only when that is a terminal: a console that captures the output
  /// (this test's, or an editor's) gets no escape codes, even when the process's own standard output is a terminal.
  @Test func theLiveWatchNeverClearsAConsoleThatIsNoTerminal() {
    let captured = CapturedConsole()
    WatchEnvironment.live(console: captured.console).clearScreen()
    #expect(captured.output == "")
    var terminal = captured.console
    terminal.clearsScreen = true
    WatchEnvironment.live(console: terminal).clearScreen()
    #expect(captured.output == "\u{1B}[H\u{1B}[2J")
  }

  @Test func itStartsAtTheNextUnfinishedExerciseAndVerifiesAgainOnlyWhenTheStubIsSaved() throws {
    let scratch = try ScratchWorkbook()
    try scratch.pass([.e91_1, .e91_2, .e91_3])
    let learner = ScriptedLearner(
      scratch, [.tick, .tick, .save("enum Exercise91_4 { /* tried */ }"), .tick, .key("q")])
    #expect(try learner.run() == 0)
    let output = learner.output
    #expect(output.hasPrefix("91.4 Store without the force cast"))
    #expect(output.contains(Exercise.e91_4.english.goal))
    #expect(output.contains("edit   \(Exercise.e91_4.stubPath)"))
    #expect(output.contains("91.4 is not started"))
    #expect(output.contains("✗ 91.4 Store without the force cast:"))
    #expect(output.contains("happened: 0"))
    #expect(output.contains("Watching Exercise91_4.swift: save it to check again."))
    #expect(output.contains("Keys: h hint · s solution · n next exercise · l list · r reset · q quit"))
    #expect(learner.builds == 1)
    #expect(learner.terminal == ["begin", "clear", "end"])
  }

  @Test func thePromptIsTheShippedStubsDocCommentWithoutItsTitleLine() throws {
    let scratch = try ScratchWorkbook()
    let shipped = """
      import Effect

      /// Exercise 91.4 — the Store without the force cast.
      ///
      /// Finish its `init`:
      ///
      ///     self.reducer = …
      enum Exercise91_4 {}

      """
    try scratch.write(shipped, to: Exercise.e91_4.pristinePath)
    try scratch.write(shipped + "// mine\n", to: Exercise.e91_4.stubPath)
    #expect(scratch.workbook.prompt(of: .e91_4, in: .english) == ["Finish its `init`:", "", "    self.reducer = …"])
    let learner = ScriptedLearner(scratch, [.key("q")])
    #expect(try learner.run(.e91_4) == 0)
    #expect(learner.output.contains("\n  Finish its `init`:\n\n      self.reducer = …\n\n  edit   "))
    #expect(!learner.output.contains(Exercise.e91_4.english.goal))
  }

  @Test func thePromptsParagraphsAndListItemsAreRewrappedToTheScreenAsWholes() throws {
    let scratch = try ScratchWorkbook()
    // Laid out for a 120-column editor, as the stubs are: wrapping each comment line on its own would leave a
    // word or two alone on a line in the middle of every paragraph.
    let shipped = [
      "/// Exercise 91.4 — the Store without the force cast.",
      "///",
      "/// A paragraph laid out for a 120-column editor, long enough that its first line runs past the screen's"
        + " 100 columns, and",
      "/// a second line that ends it.",
      "/// - a bullet whose text carries on past the end of the screen's hundred columns, on to the next line of the",
      "///   comment.",
      "/// 1. a numbered step that also carries on past the end of the screen's hundred columns, on to the next",
      "///    line.",
      "///",
      "///     self.reducer = …",
      "enum Exercise91_4 {}",
    ].joined(separator: "\n")
    try scratch.write(shipped, to: Exercise.e91_4.pristinePath)
    try scratch.write(shipped, to: Exercise.e91_4.stubPath)
    let learner = ScriptedLearner(scratch, [.key("q")])
    #expect(try learner.run(.e91_4) == 0)
    let expected = """

        A paragraph laid out for a 120-column editor, long enough that its first line runs past the
        screen's 100 columns, and a second line that ends it.
        - a bullet whose text carries on past the end of the screen's hundred columns, on to the next line
          of the comment.
        1. a numbered step that also carries on past the end of the screen's hundred columns, on to the
           next line.

            self.reducer = …

        edit   \(Exercise.e91_4.stubPath)
      """
    #expect(learner.output.contains(expected), "\(learner.output)")
  }

  @Test func aStubThatDoesNotCompileShowsOnlyItsOwnErrorsAndWatchingGoesOn() throws {
    let learner = ScriptedLearner(
      try ScratchWorkbook(),
      [.save("enum Exercise91_4 { oops }"), .tick, .save("enum Exercise91_4 { /* tried */ }"), .key("q")])
    #expect(try learner.run(.e91_4) == 0)
    let output = learner.output
    #expect(output.contains("✗ Checkpoint 3 does not compile:"))
    #expect(output.contains("  \(Exercise.e91_4.stubPath):1:21: error: expected declaration"))
    #expect(!output.contains("cannot find"))
    #expect(!output.contains("Compiling"))
    #expect(output.contains("✗ 91.4 Store without the force cast:"))
    #expect(learner.commands.value.map(\.first) == ["build", "build", "Stage3ErasedStore"])
  }

  /// A pass stays on screen: the verdict, the solution's key and how to move on, then the keys; a save checks the
  /// same exercise again, and only `n` moves on.
  @Test func aPassStaysOnScreenUntilNMovesOn() throws {
    let scratch = try ScratchWorkbook()
    let shipped91_5 = "/// Exercise 91.5 as shipped.\nenum Exercise91_5 {}\n"
    try scratch.write(shipped91_5, to: Exercise.e91_5.stubPath)
    try scratch.write(shipped91_5, to: Exercise.e91_5.pristinePath)
    let learner = ScriptedLearner(
      scratch,
      [
        .save("enum Exercise91_4 { /* done */ }"), .key("s"), .save("enum Exercise91_4 { /* another try */ }"),
        .key("n"), .key("q"),
      ])
    #expect(try learner.run(.e91_4) == 0)
    let output = learner.output
    let pass = """
      ✓ 91.4 Store without the force cast: passes

      Press s for 91.4's reference solution.
      Press n for the next exercise, 91.5; saving checks 91.4 again.

      Watching Exercise91_4.swift: save it to check again.
      Keys: h hint · s solution · n next exercise · l list · r reset · q quit

      """
    #expect(output.contains(pass), "\(output)")
    #expect(output.contains("enum Solution91_4 {}"))
    // The second save checks 91.4 again, which now fails; then n moves on to 91.5.
    #expect(output.components(separatedBy: "91.4 Store without the force cast   (").count - 1 == 3)
    let passes = try #require(output.range(of: "✓ 91.4 Store without the force cast: passes"))
    let fails = try #require(output.range(of: "✗ 91.4 Store without the force cast:"))
    let next = try #require(output.range(of: "91.5 Store holding a plain reducer   (0/\(Exercise.all.count) done)"))
    #expect(passes.upperBound <= fails.lowerBound && fails.upperBound <= next.lowerBound)
    #expect(output.components(separatedBy: "91.5 Store holding a plain reducer   (").count == 2)
    #expect(!output.contains("See the reference solution: swift run"))
    #expect(learner.terminal == ["begin", "clear", "clear", "clear", "end"])
  }

  @Test func aPassStaysOnScreenInKorean() throws {
    let scratch = try ScratchWorkbook()
    let learner = ScriptedLearner(scratch, [.save("enum Exercise91_4 { /* done */ }"), .key("q")])
    #expect(try learner.run(.e91_4, language: .korean) == 0)
    let pass = """
      ✓ 91.4 강제 캐스트(force cast) 없는 Store: 통과

      91.4의 참고 답안은 s를 누르면 볼 수 있습니다.
      n을 누르면 다음 연습 문제(91.5)로 넘어가고, 저장하면 91.4 연습 문제를 다시 검사합니다.

      Exercise91_4.swift 감시 중: 저장하면 다시 검사합니다.
      """
    #expect(learner.output.contains(pass), "\(learner.output)")
  }

  /// Typed as lines (an editor's console), moving on says Enter too.
  @Test func aPassSaysHowToMoveOnInLines() throws {
    let learner = ScriptedLearner(try ScratchWorkbook(), [.save("enum Exercise91_4 { /* done */ }"), .endOfInput])
    #expect(try learner.run(.e91_4, singleKeys: false) == 0)
    #expect(
      learner.output.contains(
        "Press s for 91.4's reference solution.\nType n and Enter for the next exercise, 91.5; saving checks 91.4 again.\n"
      ))
  }

  /// `watch 91.4` on an exercise that already passes checks it and stays, so a second solution can be tried.
  @Test func watchingAPassedExerciseStaysAndChecksEverySave() throws {
    let scratch = try ScratchWorkbook()
    try scratch.pass([.e91_4])
    let learner = ScriptedLearner(
      scratch,
      [
        .tick, .save("enum Exercise91_4 { /* tried */ }"), .save("enum Exercise91_4 { /* done */ } // again"),
        .key("q"),
      ])
    #expect(try learner.run(.e91_4) == 0)
    let output = learner.output
    #expect(output.components(separatedBy: "✓ 91.4 Store without the force cast: passes").count - 1 == 2)
    #expect(output.components(separatedBy: "✗ 91.4 Store without the force cast:").count - 1 == 1)
    #expect(!output.contains("91.5 Store holding a plain reducer"))
    #expect(learner.builds == 3)
    #expect(scratch.workbook.status(of: .e91_4, progress: scratch.progress) == .done)
  }

  /// A save of another started stub of the watched checkpoint gets its own verdict line, in the same build, so
  /// it is never left "edited, not verified".
  @Test func aSavedNeighbourGetsAVerdictLine() throws {
    let scratch = try ScratchWorkbook()
    try scratch.pass([.e91_4])
    try scratch.write("enum Exercise91_5 { /* tried */ }", to: Exercise.e91_5.stubPath)
    let learner = ScriptedLearner(scratch, [.save("enum Exercise91_4 { /* done */ } // tidied"), .key("q")])
    #expect(try learner.run(.e91_5) == 0)
    let output = learner.output
    #expect(output.components(separatedBy: "✗ 91.5 Store holding a plain reducer:").count - 1 == 2)
    #expect(output.contains("✓ 91.4 Store without the force cast: passes"))
    #expect(learner.builds == 2)
    #expect(scratch.workbook.status(of: .e91_4, progress: scratch.progress) == .done)
    #expect(
      learner.commands.value.filter { $0.first == "Stage3ErasedStore" }
        == [
          ["Stage3ErasedStore", "--check", "91.5"], ["Stage3ErasedStore", "--check", "91.5"],
          ["Stage3ErasedStore", "--check", "91.4"],
        ])
  }

  @Test func startingWithEveryExerciseDoneSaysSoAndWaitsForNothing() throws {
    let scratch = try ScratchWorkbook()
    try scratch.pass(Exercise.all)
    let learner = ScriptedLearner(scratch, [])
    #expect(try learner.run() == 0)
    #expect(learner.output.contains("You're done"))
    #expect(learner.terminal.isEmpty)
  }

  @Test func hintsTheListAndAResetThatAsksFirstAnswerTheirKeys() throws {
    let scratch = try ScratchWorkbook()
    try scratch.write("enum Exercise91_4 { /* tried */ }", to: Exercise.e91_4.stubPath)
    let learner = ScriptedLearner(
      scratch, [.key("h"), .key("l"), .key("r"), .key("x"), .key("R"), .key("y"), .key("?"), .key("q")])
    #expect(try learner.run(.e91_4) == 0)
    let output = learner.output
    #expect(unwrapped(output).contains(Exercise.e91_4.english.hints[0]))
    #expect(scratch.progress.hintsRevealed["91.4"] == 1)
    #expect(output.contains("0/\(Exercise.all.count) done"))
    #expect(output.contains("Reset 91.4 to the stub as shipped?"))
    #expect(output.contains("y resets; anything else keeps your edits."))
    #expect(output.contains("Kept your edits."))
    #expect(output.contains("91.4 is back as shipped"))
    #expect(try scratch.read(Exercise.e91_4.stubPath) == scratch.shipped)
    #expect(output.components(separatedBy: "Keys: h hint").count - 1 == 3)
  }

  @Test func aHintSaysWhichKeyShowsTheNextOneNotWhatToRun() throws {
    let keys = ScriptedLearner(try ScratchWorkbook(), [.key("h"), .key("q")])
    #expect(try keys.run(.e91_4) == 0)
    #expect(keys.output.contains("Press h again for the next hint."))
    #expect(!keys.output.contains("Run it again"))
    let lines = ScriptedLearner(try ScratchWorkbook(), [.key("h"), .endOfInput])
    #expect(try lines.run(.e91_4, singleKeys: false) == 0)
    #expect(lines.output.contains("Type h and Enter again for the next hint."))
  }

  @Test func theResetQuestionFitsTheScreen() throws {
    let learner = ScriptedLearner(try ScratchWorkbook(), [.key("r"), .key("x"), .key("q")])
    #expect(try learner.run(.e91_4) == 0)
    let lines = learner.output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("Reset 91.4 to the stub as shipped?") })
    #expect(lines.allSatisfy { $0.displayWidth <= 100 }, "\(lines.filter { $0.displayWidth > 100 })")
  }

  @Test func withoutATerminalTheKeysAreLines() throws {
    let learner = ScriptedLearner(try ScratchWorkbook(), [.key("r"), .key("n"), .endOfInput])
    #expect(try learner.run(singleKeys: false) == 0)
    #expect(learner.output.contains("Type a letter and Enter: h hint"))
    #expect(learner.output.contains("y and Enter resets"))
    #expect(learner.output.contains("Kept your edits."))
  }

  @Test(arguments: [WatchInput.key("q"), .interrupt, .endOfInput])
  func everyWayOutRestoresTheTerminal(input: WatchInput) throws {
    let scratch = try ScratchWorkbook()
    let step: ScriptedLearner.Step =
      switch input {
      case .key(let key): .key(key)
      case .interrupt: .interrupt
      default: .endOfInput
      }
    let learner = ScriptedLearner(scratch, [.tick, step])
    #expect(try learner.run(.e91_4) == (input == .interrupt ? 130 : 0))
    #expect(learner.terminal == ["begin", "end"])
    #expect(learner.output.hasSuffix("Stopped watching.\n"))
  }

  @Test func watchIsInTheHelpAndTheNextLine() throws {
    let captured = CapturedConsole()
    #expect(Episode91.main(arguments: ["--help"], console: captured.console) == 0)
    #expect(captured.output.contains("  watch [id]    check the next exercise"))
    let scratch = try ScratchWorkbook()
    #expect(scratch.run("exercises") == 0)
    #expect(scratch.captured.output.contains("then   swift run Episode91 watch "))
  }
}

/// The real key reader and terminal mode, on a pipe and a pseudo-terminal: serialized, because a signal
/// reaches the one interrupt pipe they share.
@Suite(.serialized) struct WatchInputTests {
  @Test func linesFromAPipeBecomeKeysAndItsEndEndsTheInput() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let reader = KeyReader(descriptor: ends[0], readsSingleKeys: false)
    _ = "h\n\n  s \nq".withCString { write(ends[1], $0, strlen($0)) }
    #expect(reader.next(waitingAtMost: 0) == .key("h"))
    #expect(reader.next(waitingAtMost: 0) == .key("s"))
    #expect(reader.next(waitingAtMost: 0) == .tick)
    close(ends[1])
    #expect(reader.next(waitingAtMost: 0) == .key("q"))
    #expect(reader.next(waitingAtMost: 0) == .endOfInput)
  }

  /// The arrows up and down and the page keys are keys of their own (`walk` scrolls with them); any other escape
  /// sequence is no key.
  @Test func aTerminalsKeysCountOneByOneAndOnlyArrowsAndPageKeysOfTheEscapeSequences() {
    #expect(KeyReader.keys(in: [0x68, 0x0A, 0x6E]) == [.key("h"), .key("n")])
    #expect(
      KeyReader.keys(in: [0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42]) == [.key(KeyReader.arrowUp), .key(KeyReader.arrowDown)])
    #expect(
      KeyReader.keys(in: [0x1B, 0x5B, 0x35, 0x7E, 0x6A, 0x1B, 0x5B, 0x36, 0x7E]) == [
        .key(KeyReader.pageUp), .key("j"), .key(KeyReader.pageDown),
      ])
    #expect(KeyReader.keys(in: [0x1B, 0x5B, 0x43, 0x6E]) == [])
    #expect(KeyReader.keys(in: [0x71, 0x04, 0x68]) == [.key("q"), .endOfInput])
  }

  /// Calls the catcher's handler for each signal, as the kernel would on Ctrl-C once `install` put it in place,
  /// instead of raising the signal, so no debugger can get in between. Xcode runs tests with LLDB attached, and LLDB's defaults for
  /// Darwin (`UnixSignals.cpp` in llvm-project) stop the process on SIGINT and SIGTERM and keep SIGINT from the
  /// program: a raised signal would pause the test in Xcode instead of passing.
  @Test func ctrlCReachesTheLoopAsAnInterrupt() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    let reader = KeyReader(descriptor: ends[0], readsSingleKeys: true)
    // The catcher's own handler, not whatever the process's table holds for SIGINT now: tests that run programs
    // install the build's forwarding catcher at the same time, and calling that one would send SIGINT to their
    // programs. `SignalPipeTests` checks what `install` puts in the table, on a signal no other test uses.
    let catcher = InterruptSignal.pipe
    #expect(catcher.flags & Int32(SA_RESTART) == 0, "a blocking read must end on the signal")
    // The signals that end watch; Ctrl-Z's would stop the test runner itself.
    for number in InterruptSignal.signals {
      catcher.install()
      catcher.handler(number)
      let input = reader.next(waitingAtMost: 0)
      catcher.uninstall()
      #expect(input == .interrupt)
      #expect(reader.next(waitingAtMost: 0) == .tick)
    }
  }

  /// SIGWINCH reaches the loop as one `.resize`, however many came while it was busy, from a pipe of its own installed
  /// with `SA_RESTART`, so that a window being dragged never ends another blocking call with EINTR.
  @Test func aResizedWindowReachesTheLoopAsOneResize() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    let reader = KeyReader(descriptor: ends[0], readsSingleKeys: true)
    let resizes = InterruptSignal.resizes
    #expect(resizes.signals == [SIGWINCH])
    #expect(resizes.flags & Int32(SA_RESTART) != 0)
    InterruptSignal.install()
    resizes.handler(SIGWINCH)
    resizes.handler(SIGWINCH)
    let input = reader.next(waitingAtMost: 0)
    let after = reader.next(waitingAtMost: 0)
    InterruptSignal.uninstall()
    #expect(input == .resize)
    #expect(after == .tick)
  }

  /// In a narrow window the keys' line breaks between keys only, and the lines of a verdict laid out for a wider
  /// window are wrapped again under their own indentation after a resize; a coloured line is left as it is.
  @Test func narrowWindowsBreakTheKeysBetweenKeysAndRewrapTheVerdict() {
    let keys = "Keys: h hint · s solution · n next exercise · l list · r reset · q quit"
    #expect(ExerciseWatch.keyLines(keys, width: 80) == [keys])
    #expect(
      ExerciseWatch.keyLines(keys, width: 50) == [
        "Keys: h hint · s solution · n next exercise", "l list · r reset · q quit",
      ])
    let line = "  Likely a loop in your code that never ends, or a wait for something that never comes."
    #expect(
      ExerciseWatch.rewrapped(line, width: 50, isCode: false) == [
        "  Likely a loop in your code that never ends, or a", "  wait for something that never comes.",
      ])
    #expect(ExerciseWatch.rewrapped(line, width: 100, isCode: false) == [line])
    let coloured = "\u{1B}[31m" + line + "\u{1B}[0m"
    #expect(ExerciseWatch.rewrapped(coloured, width: 50, isCode: false) == [coloured])
  }

  @Test func singleKeyModeIsUndoneExactly() throws {
    var controller: Int32 = -1
    var terminal: Int32 = -1
    try #require(openpty(&controller, &terminal, nil, nil, nil) == 0)
    defer {
      close(terminal)
      close(controller)
    }
    let before = try #require(Self.localFlags(terminal))
    #expect(before & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    let mode = TerminalMode(descriptor: terminal)
    mode.enterSingleKeys()
    #expect(Self.localFlags(terminal).map { $0 & tcflag_t(ICANON | ECHO) } == 0)
    #expect(Self.localFlags(terminal).map { $0 & tcflag_t(ISIG) } == tcflag_t(ISIG))
    mode.restore()
    mode.restore()
    #expect(Self.localFlags(terminal) == before)
  }

  private static func localFlags(_ descriptor: Int32) -> tcflag_t? {
    var settings = termios()
    return tcgetattr(descriptor, &settings) == 0 ? settings.c_lflag : nil
  }
}
