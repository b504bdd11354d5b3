import Effect
import Foundation
import PrimeTimeDomain
import TerminalText

/// The whole program, callable in-process so tests can run it; a checkpoint's `main.swift` passes it the real
/// streams, its name, how to start its app and how to answer a probe.
///
/// - Parameters:
///   - programName: the checkpoint's executable, named in `--help`.
///   - startApp: builds the checkpoint's live app, the way its stage builds a store, with the counter at `count`
///     and the live dependencies made from `configuration` (the flags and environment variables, read once).
///   - answerProbe: answers `--probe NAME` for `Episode91 compare` and returns the exit status: the
///     checkpoint's `PrimeTimeProbes.answer(probeNamed:write:writeError:)`, from ProbeKit.
///   - answerCheck: answers `--check ID` for `Episode91 verify`, running the check of one of the checkpoint's
///     exercises on the learner's stub, and returns the exit status: the checkpoint's
///     `YourStubs.answer(checkNamed:write:writeError:)`, from ExerciseChecks.
/// - Returns: the exit status: 0 when everything ran, 1 when a command was refused, the file client reported
///   a problem or the final screen or state could not be written, 2 when the options or the script could not be
///   read (and then nothing ran).
@MainActor
public func runPrimeTime(
  arguments: [String],
  console: AppConsole,
  environment: [String: String],
  programName: String,
  startApp: (_ count: Int, _ configuration: LiveConfiguration) -> PrimeTimeApp,
  answerProbe: (_ name: String, _ write: (String) -> Void, _ writeError: (String) -> Void) async -> Int32,
  answerCheck: (_ id: String, _ write: (String) -> Void, _ writeError: (String) -> Void) -> Int32
) async -> Int32 {
  let options: Options
  switch Options.parse(arguments, environment: environment) {
  case .success(let parsed):
    options = parsed
  case .failure(let error):
    console.writeError("\(error.message) Run with --help to see the options.\n")
    return 2
  }
  if options.showsHelp {
    console.write(usage(programName: programName) + "\n" + commandHelp)
    return console.finish(0, having: "the help")
  }
  if let probe = options.probe {
    let status = await answerProbe(escapingForQuotes(probe), console.write, console.writeError)
    return console.finish(status, having: "the probe's report")
  }
  if let exercise = options.check {
    let status = answerCheck(escapingInvisibles(exercise), console.write, console.writeError)
    return console.finish(status, having: "the check's verdict")
  }

  var script = options.script
  if script == nil && !console.inputIsTerminal {
    script = await readAllLines(from: console)
  }
  if script == nil && options.printsStateJSON {
    console.writeError(
      """
      --state-json prints the state a script ends in, and there is no script: give one with --script, or on \
      standard input. Run with --help to see the options.

      """
    )
    return 2
  }
  var instructions: [Instruction] = []
  if let script {
    switch parseScript(script) {
    case .success(let parsed):
      instructions = parsed
    case .failure(let error):
      console.writeError("\(error.message) Nothing was run. Run with --help to see the commands.\n")
      return 2
    }
  }

  let fileProblemCount = LockIsolated(0)
  let configuration = LiveConfiguration(
    wolframAppID: environment["WOLFRAM_APP_ID"].flatMap { $0.isEmpty ? nil : $0 },
    dataDirectory: URL(fileURLWithPath: options.dataDirectory),
    onFileProblem: { message in
      fileProblemCount.withValue { $0 += 1 }
      console.writeError(message + "\n")
    },
    isLogging: options.isLogging
  )
  let session = Session(
    app: startApp(options.count, configuration),
    console: console,
    style: TextStyle(outputIsTerminal: console.outputIsTerminal, environment: environment),
    printsStateJSON: options.printsStateJSON,
    fileProblemCount: fileProblemCount
  )
  if script != nil {
    return await session.run(instructions)
  }
  return await session.runInteractively()
}

private func readAllLines(from console: AppConsole) async -> String {
  var lines: [String] = []
  while let line = await console.readLine() {
    lines.append(line)
  }
  return lines.joined(separator: "\n")
}
