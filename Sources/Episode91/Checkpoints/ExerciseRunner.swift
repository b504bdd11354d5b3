import Foundation

/// Runs `swift` for `verify`, and can be replaced in tests so they never start a build.
struct ExerciseRunner: Sendable {
  /// Runs `swift` with `arguments` in `directory`, adding `environment` to this process's own, and returns
  /// the exit status and everything it wrote to standard output and standard error.
  var swift:
    @Sendable (_ arguments: [String], _ environment: [String: String], _ directory: URL) -> (
      status: Int32, output: String
    )

  static let live = ExerciseRunner { arguments, environment, directory in
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (127, "could not run swift: \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The build folder and configuration this Episode91 was built with, so `verify` reuses that build instead
  /// of starting a second one from scratch: `.build-ex/x86_64-unknown-linux-gnu/debug/Episode91` gives
  /// `--scratch-path .build-ex`. Nothing is returned when the executable is not inside a SwiftPM build folder.
  static func buildArguments(executable: URL? = Bundle.main.executableURL) -> [String] {
    guard let executable else { return [] }
    let configurationFolder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    var folder = configurationFolder
    for _ in 0..<3 {
      folder = folder.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("workspace-state.json").path) {
        let configuration = configurationFolder.lastPathComponent == "release" ? ["-c", "release"] : []
        return ["--scratch-path", folder.path] + configuration
      }
    }
    return []
  }
}
