import Foundation

exit(
  Episode91.main(
    arguments: Array(CommandLine.arguments.dropFirst()), console: .standard(),
    workbook: Executables.here.workbook ?? .current, executables: .standard))
