import Foundation

// `Termination.exit`: by the signal that ended the command, if one did (Ctrl-C, SIGTERM, a closed terminal).
Termination.exit(
  Episode91.main(
    arguments: Array(CommandLine.arguments.dropFirst()), console: .standard(),
    workbook: Executables.here.workbook ?? .current, executables: .standard))
