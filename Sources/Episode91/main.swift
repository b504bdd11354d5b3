import Foundation

// Before anything else: SIGCHLD and SIGQUIT at their defaults, signals ignored on start noted, 0–2 open.
Inherited.settle()
// Every screen is laid out at the terminal's width (`COLUMNS` when set), or at 100 columns into a pipe or a file.
// `Termination.exit`: by the signal that ended the command, if one did (Ctrl-C, SIGTERM, a closed terminal).
Termination.exit(
  ScreenSize.$width.withValue(ScreenSize.measured().columns) {
    Episode91.main(
      arguments: Array(CommandLine.arguments.dropFirst()), console: .standard(),
      workbook: Executables.here.workbook ?? .current, executables: .standard)
  })
