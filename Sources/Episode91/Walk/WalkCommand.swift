import ExerciseSupport
import Messages

extension Episode91 {
  /// `walk <stage> [--refresh]`: the change into `stage` from the stage before it, one step at a time, as its
  /// walk file tells it: a screen per step at a terminal, every step at once into a pipe or a file. With
  /// `--refresh`, it rewrites the walk files' fences to the current hunks instead.
  static func walk(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let stage = try walkStage(invocation.arguments.positionals)
    let (workbook, console) = (invocation.workbook, invocation.console)
    if invocation.arguments.flags.contains("--refresh") {
      return refreshWalks(into: stage, workbook: workbook, console: console)
    }
    if invocation.arguments.flags.contains("--check") {
      return checkWalk(into: stage, workbook: workbook, console: console)
    }
    if invocation.arguments.flags.contains("--check-runs") {
      return checkRuns(into: stage, workbook: workbook, console: console)
    }
    let walk: Walk
    do {
      walk = try workbook.walk(into: stage, in: console.language)
    } catch {
      return report(error, stage: stage, console: console)
    }
    guard console.isTerminal else {
      console.write(WalkScreen.everyStep(of: walk, workbook: workbook, console: console))
      return ExitCode.success
    }
    let session = WalkSession(
      walk: walk, workbook: workbook, console: console, environment: .live(console: console))
    return session.run()
  }

  /// The stage `walk` walks into: one, and one with a stage before it.
  static func walkStage(_ names: [String]) throws(UsageError) -> Stage {
    guard names.count == 1 else { throw UsageError(WalkMessage.takesOneStage) }
    let stage = try Stage.named(orThrow: names[0])
    guard stage.previous != nil else { throw UsageError(WalkMessage.nothingToWalkInto) }
    return stage
  }

  /// `--refresh`: both languages' walk files, each fence rewritten to its current hunk, and what could not be.
  static func refreshWalks(into stage: Stage, workbook: Workbook, console: Console) -> Int32 {
    let written = Language.allCases.filter { workbook.hasWalk(into: stage, in: $0) }
    guard !written.isEmpty else {
      let file = workbook.displayPath(workbook.walkFile(into: stage, in: console.language))
      let missing = WalkProblem(file: file, line: 0, .missingWalk, ["stage": "\(stage.number)"])
      return report(WalkFailure(problems: [missing]), stage: stage, console: console)
    }
    var problems: [WalkProblem] = []
    for language in written {
      let refresh = workbook.refreshWalk(into: stage, in: language)
      for fence in refresh.rewritten {
        console.line(
          console.text(WalkMessage.refreshed, ["file": refresh.file, "path": fence.path, "step": fence.step]))
      }
      if refresh.rewritten.isEmpty && refresh.problems.isEmpty {
        console.line(console.text(WalkMessage.upToDate, ["file": refresh.file]))
      }
      problems += refresh.problems
    }
    guard problems.isEmpty else {
      return report(WalkFailure(problems: problems), stage: stage, console: console)
    }
    return ExitCode.success
  }

  /// `--check`, a writer's tool: every step's compiler line held against the compiler, after building the
  /// checkpoint (and with it the shared modules the check type-checks against). Each step's line and what the
  /// compiler said are printed, so a writer sees the errors to quote; a line that is not so fails the command.
  static func checkWalk(into stage: Stage, workbook: Workbook, console: Console) -> Int32 {
    let executables = Executables.standard
    let failures = executables.compileIfNeeded([stage], in: workbook)
    if let failure = failures[stage] {
      console.error(console.text(CommandLineMessage.errorPrefix, ["message": failure.text(in: console.language)]))
      return ExitCode.failure
    }
    guard let modules = WalkCompilerCheck.modules(in: executables.folder) else {
      console.error(
        console.text(
          CommandLineMessage.errorPrefix,
          ["message": console.text(WalkMessage.noModules, ["folder": executables.folder.path])]))
      return ExitCode.failure
    }
    var problems: [WalkProblem] = []
    // Each language's file must parse and replay; the compiler is asked once, of the English steps, since the
    // Korean walk's blocks and compiler lines must be the same (`WalkTests`).
    var checked: (walk: Walk, file: String)?
    for language in Language.allCases where workbook.hasWalk(into: stage, in: language) {
      let file = workbook.displayPath(workbook.walkFile(into: stage, in: language))
      let source: WalkSource
      do {
        source = try workbook.walkSource(into: stage, in: language)
      } catch {
        problems.append(error)
        continue
      }
      let (before, after) = workbook.walkCheckpoints(into: stage)
      let replay = WalkReplay(source, before: before, after: after, file: file, stage: stage)
      // A walk written in parts does not reach the later checkpoint until its last part is in: that is said, and
      // every step so far is still checked.
      problems += replay.problems + replay.stale.map(\.problem)
      guard replay.broken.isEmpty, checked == nil, let previous = stage.previous else { continue }
      checked = (Walk(from: previous, into: stage, source: source, states: replay.states), file)
      for line in WalkMeasures(source).report {
        console.line(line)
      }
    }
    if let (walk, file) = checked {
      for verdict in WalkCompilerCheck(modules: modules).verdicts(of: walk) {
        let step = walk.source.steps[verdict.step - 1]
        console.line(
          "\(file):\(verdict.statement.line): \(verdict.holds ? "ok" : "NOT SO") \(verdict.step) \(step.title)")
        console.line("    compiler: \(verdict.found)")
        problems += verdict.problems(file: file, stepTitle: step.title)
      }
    }
    guard problems.isEmpty else { return report(WalkFailure(problems: problems), stage: stage, console: console) }
    return ExitCode.success
  }

  /// `--check-runs`, for writers and CI: every `Run:` line of both languages' walks held against its test, each
  /// step's state laid out as `along`'s working copy, built and tested. Each line and what the test did are
  /// printed as they are found (a first build takes a while); a line that is not so fails the command. The
  /// Korean walk's lines must name the English ones' tests and outcomes (`WalkTests`), so the English are run.
  static func checkRuns(
    into stage: Stage, workbook: Workbook, console: Console,
    check: WalkRunCheck? = nil
  ) -> Int32 {
    let language: Language = workbook.hasWalk(into: stage, in: .english) ? .english : .korean
    let walk: Walk
    do {
      walk = try workbook.walk(into: stage, in: language)
    } catch {
      return report(error, stage: stage, console: console)
    }
    let file = workbook.displayPath(workbook.walkFile(into: stage, in: language))
    let check = check ?? .onWorkingCopy(workbook: workbook, folder: WalkRunCheck.folder(in: workbook))
    var problems: [WalkProblem] = []
    let verdicts = check.verdicts(of: walk) { verdict in
      let step = walk.source.steps[verdict.step - 1]
      console.line(
        "\(file):\(verdict.statement.line): \(verdict.holds ? "ok" : "NOT SO") \(verdict.step) \(step.title)")
      console.line("    `\(verdict.statement.test)`: \(verdict.found)")
      if let problem = verdict.problem(file: file, stepTitle: step.title) { problems.append(problem) }
    }
    if verdicts.last?.outcome == .interrupted { return ExitCode.interrupted }
    guard problems.isEmpty else { return report(WalkFailure(problems: problems), stage: stage, console: console) }
    return ExitCode.success
  }

  /// Says which walk does not fit the checkpoints, every problem on its own line, and gives the exit code: the
  /// command line was right, the workbook is not.
  static func report(_ failure: WalkFailure, stage: Stage, console: Console) -> Int32 {
    let heading = console.text(WalkMessage.doesNotFit, ["stage": "\(stage.number)"])
    console.error(console.text(CommandLineMessage.errorPrefix, ["message": heading]))
    for problem in failure.problems {
      console.error("  " + problem.text(in: console.language))
    }
    return ExitCode.failure
  }
}
