// The lesson of this checkpoint: README.md (한국어: README.ko.md).
import Foundation
import PrimeTimeTerminal

// PrimeTime in the terminal. The shared shell reads the flags and commands and draws the screen;
// this checkpoint only starts its app (`startPrimeTime`, in Terminal/), answers probes, and checks
// its exercises' stubs (`YourStubs`, in Checks/). All of it runs in-process in tests.
let status = await runPrimeTime(
  arguments: Array(CommandLine.arguments.dropFirst()),
  console: .standard,
  environment: ProcessInfo.processInfo.environment,
  programName: programName,
  startApp: startPrimeTime,
  answerProbe: PrimeTimeProbes.answer(probeNamed:write:writeError:),
  answerCheck: YourStubs.answer(checkNamed:write:writeError:)
)
exit(status)
