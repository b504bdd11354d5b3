import Effect
import Foundation

/// The whole program, callable in-process so tests can run it; `main.swift` only passes it the real streams.
///
/// - Returns: the exit status: 0 when everything ran, 1 when a command was refused or the file client reported
///   a problem, 2 when the options or the script could not be read (and then nothing ran).
@MainActor
func runPrimeTime(arguments: [String], console: Console, environment: [String: String]) async -> Int32 {
  let options: Options
  switch Options.parse(arguments, environment: environment) {
  case .success(let parsed):
    options = parsed
  case .failure(let error):
    console.writeError("\(error.message) Run with --help to see the options.\n")
    return 2
  }
  if options.showsHelp {
    console.write(usage + commandHelp)
    return 0
  }
  if let probe = options.probe {
    return await runProbe(named: probe, console: console)
  }

  var script = options.script
  if script == nil && !console.inputIsTerminal {
    script = await readAllLines(from: console)
  }
  var commands: [Command] = []
  if let script {
    switch parseScript(script) {
    case .success(let parsed):
      commands = parsed
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
  AppStores.registerLive(initialValue: AppState(count: options.count), configuration: configuration)
  let session = Session(
    console: console,
    style: Style(isColored: console.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty),
    printsStateJSON: options.printsStateJSON,
    fileProblemCount: fileProblemCount
  )
  if script != nil {
    return await session.run(commands)
  }
  return await session.runInteractively()
}

private func readAllLines(from console: Console) async -> String {
  var lines: [String] = []
  while let line = await console.readLine() {
    lines.append(line)
  }
  return lines.joined(separator: "\n")
}
