import ExerciseSupport
import Foundation
import Messages

/// Where the compiled checkpoints are, and how Episode91 starts them and `swift` itself.
///
/// `swift build` puts every product of the package in one folder, so the checkpoints Episode91 runs are its
/// own siblings, built in the same configuration (debug or release) as itself. This is the one place that
/// knows that folder: the checkpoints' executables, the `swift build` a learner is told to type, and the
/// arguments that make Episode91's own builds reuse it.
struct Executables: Sendable {
  /// The build folder holding Episode91 and, once built, every checkpoint: `<scratch>/<platform>/<configuration>`.
  var folder: URL
  /// Runs a program with its output captured (probes, `swift build`, `swift test`).
  var runCaptured: RunProcess
  /// Hands the terminal over to a program for good (`run`). Returns only if it could not start, with why.
  var replaceProcess: @Sendable (_ executable: URL, _ arguments: [String]) -> String
  /// Compiles one checkpoint into `folder`, returning the exit status and what the compiler said; `nil` means
  /// this Episode91 never compiles (tests), and only tells the learner the command.
  var compile: (@Sendable (_ stage: Stage, _ workbook: Workbook) -> ProcessResult)? = nil

  static let standard: Executables = {
    var executables = Executables(
      folder: (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath()
        .deletingLastPathComponent(),
      runCaptured: ProcessRunner.run,
      replaceProcess: replaceCurrentProcess)
    executables.compile = { [executables] stage, workbook in
      executables.swift(["build", "--product", stage.target], in: workbook)
    }
    return executables
  }()

  /// Runs `swift` in the workbook with this build folder, without a deadline: a build takes what it takes.
  func swift(_ arguments: [String], environment: [String: String] = [:], in workbook: Workbook) -> ProcessResult {
    runCaptured(
      ProcessRequest(
        executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift"] + arguments + swiftBuildArguments,
        workingDirectory: workbook.root, environment: environment, timeout: nil))
  }

  /// The SwiftPM build folder (`--scratch-path`) holding `folder`, if `folder` is inside one.
  var scratchFolder: URL? {
    var candidate = folder
    for _ in 0..<3 {
      candidate = candidate.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("workspace-state.json").path) {
        return candidate
      }
    }
    return nil
  }

  /// Whether `folder` is where SwiftPM puts one configuration's products, so `swift build` can compile the
  /// checkpoints beside Episode91: inside a scratch path, or laid out as one (`<platform>/debug` or `release`).
  /// A copy of Episode91 somewhere else (`/tmp`) has no build folder to compile into.
  var isBuildFolder: Bool {
    scratchFolder != nil || ["debug", "release"].contains(folder.lastPathComponent)
  }

  /// The arguments that make `swift build` and `swift test` reuse this build folder and configuration,
  /// instead of starting a second build from scratch: `.build-ex/x86_64-unknown-linux-gnu/debug` gives
  /// `--scratch-path .build-ex`.
  var swiftBuildArguments: [String] {
    guard let scratchFolder else { return [] }
    return ["--scratch-path", scratchFolder.path] + (folder.lastPathComponent == "release" ? ["-c", "release"] : [])
  }

  func executable(for stage: Stage) -> URL {
    folder.appendingPathComponent(stage.target)
  }

  /// Whether `swift build` has produced this checkpoint's executable yet.
  func isCompiled(_ stage: Stage) -> Bool {
    FileManager.default.isExecutableFile(atPath: executable(for: stage).path)
  }

  /// Whether something is where the checkpoint's executable belongs, executable or not.
  func isPresent(_ stage: Stage) -> Bool {
    FileManager.default.fileExists(atPath: executable(for: stage).path)
  }

  /// Whether a checkpoint's sources changed after its executable was built, so what it reports is out of
  /// date: `swift run Episode91` rebuilds Episode91 only, not the checkpoints.
  func isStale(_ stage: Stage, in workbook: Workbook) -> Bool {
    guard let built = modificationDate(executable(for: stage)) else { return false }
    let sources = workbook.swiftFiles(under: workbook.checkpointFolder(for: stage))
    return sources.contains { source in
      (modificationDate(source.url) ?? .distantPast) > built
    }
  }

  /// Compiles each of `stages` whose executable is missing or older than its sources, and returns the
  /// compiler's first error for each one that does not compile (quoted as the compiler wrote it: only
  /// Episode91's own words for a build that said nothing are translated).
  ///
  /// Episode91 compiles checkpoints itself, when `compare` or `run` needs them, rather than depending on them
  /// in Package.swift: a learner's half-finished exercise then breaks only its own stage's column, never
  /// `hint` or `reset`, which they need most at exactly that moment.
  func compileIfNeeded(
    _ stages: [Stage], in workbook: Workbook, progress: (Stage) -> Void = { _ in }
  ) -> [Stage: LocalizedText] {
    // Outside a build folder, `swift build` would compile into the workbook's `.build`, never beside Episode91.
    guard let compile, isBuildFolder else { return [:] }
    var failures: [Stage: LocalizedText] = [:]
    for stage in stages where !isCompiled(stage) || isStale(stage, in: workbook) {
      progress(stage)
      let result = compile(stage, workbook)
      if !result.succeeded {
        failures[stage] = firstCompilerError(in: result.output)
      }
    }
    return failures
  }

  /// The line a learner needs from a failed build: the first error that points into a Swift file, else the
  /// first `error:` at all (SwiftPM's own "emit-module command failed" says nothing about where), else the
  /// last thing the build said.
  private func firstCompilerError(in output: String) -> LocalizedText {
    let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let quoted =
      lines.first { $0.contains(".swift:") && $0.contains(": error:") }
      ?? lines.first { $0.contains("error:") }
      ?? lines.last
    return quoted.map(LocalizedText.init(verbatim:)) ?? LocalizedText(CheckpointMessage.buildFailedSilently)
  }

  /// The command that compiles the checkpoints into this folder, as the learner should type it.
  ///
  /// The folder is `<scratch>/<platform>/<configuration>`; the scratch path and configuration are named only
  /// when they are not the defaults, so the usual advice stays the plain `swift build`, as it is outside a build
  /// folder, where no scratch path would put the checkpoints beside Episode91.
  func buildCommand(in workbook: Workbook, product: String? = nil) -> String {
    let configuration = folder.lastPathComponent
    let scratch = scratchFolder ?? folder.deletingLastPathComponent().deletingLastPathComponent()
    var command = "swift build"
    if configuration == "release" {
      command += " -c release"
    }
    if isBuildFolder,
      scratch.standardizedFileURL.path != workbook.root.appendingPathComponent(".build").standardizedFileURL.path
    {
      command += " --scratch-path \(workbook.displayPath(scratch))"
    }
    if let product {
      command += " --product \(product)"
    }
    return command
  }

  private func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}

/// Replaces Episode91 with `executable`, so the app owns the terminal: standard input, output and error,
/// signals such as Ctrl-C, and the exit status all reach the learner exactly as if they had started it.
/// Returns only if `execv` fails, with the reason.
private func replaceCurrentProcess(_ executable: URL, _ arguments: [String]) -> String {
  let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
  execv(executable.path, argv)
  let reason = String(cString: strerror(errno))
  argv.forEach { free($0) }
  return reason
}
