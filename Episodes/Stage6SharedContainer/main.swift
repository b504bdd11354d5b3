import Foundation

// PrimeTime in the terminal. All of it is in `runPrimeTime`, so tests can run it in-process.
let status = await runPrimeTime(
  arguments: Array(CommandLine.arguments.dropFirst()),
  console: .standard,
  environment: ProcessInfo.processInfo.environment
)
exit(status)
