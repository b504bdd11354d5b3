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
  /// Where the toolchain's `docc` is, for `tutorial`; nil when it has none.
  var findDocc: @Sendable () -> URL? = Docc.find
  /// How long the check of one exercise may run (`CheckDeadline`): ten seconds unless `EPISODE91_CHECK_SECONDS`
  /// says otherwise; a test sets a fraction of a second, so a looping check is stopped without a long wait.
  var checkSeconds: Double = CheckDeadline.seconds()

  /// Where this Episode91 found its workbook and build folder, worked out once.
  static let here = located(
    ownFolder: ownFolder(), workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    sourceWorkbook: .current)

  /// Episode91's own build folder, or the workbook's when Episode91 runs from elsewhere (Xcode).
  static var standard: Executables { here.executables }

  /// The workbook Episode91's commands read, and the build folder holding its checkpoints.
  ///
  /// Run by `swift run` or from `.build`, Episode91 sits in the build folder and its checkpoints are its
  /// siblings. Run by Xcode, it sits in DerivedData (`…/Build/Products/Debug`, no `workspace-state.json`), where
  /// `swift build` never puts anything: then the checkpoints are built into, and found in, the workbook's own
  /// `.build`. The workbook is the working directory when that is the workbook's root (what Xcode's scheme
  /// option sets), else the one Episode91 was compiled from, if it is still there. Nil when neither is: a copy
  /// of Episode91 on its own, which can only say how to run it from the workbook.
  static func located(
    ownFolder: URL, workingDirectory: URL, sourceWorkbook: Workbook,
    binFolder: (Workbook) -> URL? = defaultBinFolder
  ) -> (workbook: Workbook?, executables: Executables) {
    var executables = Executables(
      folder: ownFolder, runCaptured: ProcessRunner.run, replaceProcess: replaceCurrentProcess)
    var workbook: Workbook? = sourceWorkbook
    if !executables.isBuildFolder {
      workbook = [Workbook(root: workingDirectory), sourceWorkbook].first(where: \.isEpisode91Package)
      if let workbook, let folder = binFolder(workbook) {
        executables.folder = folder
      }
    }
    executables.compile = { [executables] stage, workbook in
      executables.swift(["build", "--product", stage.target], in: workbook)
    }
    return (workbook, executables)
  }

  /// The folder holding the running Episode91. `Bundle.main` is Episode91 itself here, a command-line tool (under
  /// `swift test` it would be the test runner, which is why no test finds the checkpoints through it). Symbolic
  /// links are resolved so that `.build/debug`, a link to `.build/<platform>/debug`, names the real folder.
  private static func ownFolder() -> URL {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return URL(fileURLWithPath: canonicalPath(executable)).deletingLastPathComponent()
  }

  /// The workbook's debug build folder: `.build/debug`, the link SwiftPM keeps to `.build/<platform>/debug`, once
  /// anything was built; before that, where `swift build --show-bin-path` says the first build will put it.
  static func defaultBinFolder(of workbook: Workbook) -> URL? {
    let link = workbook.root.appendingPathComponent(".build/debug")
    if FileManager.default.fileExists(atPath: link.path) {
      return URL(fileURLWithPath: canonicalPath(link))
    }
    let asked = ProcessRunner.run(
      ProcessRequest(
        executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift", "build", "--show-bin-path"],
        workingDirectory: workbook.root, timeout: 60))
    let path = asked.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    return asked.succeeded && path.hasPrefix("/") ? URL(fileURLWithPath: path) : nil
  }

  /// Runs `swift` in the workbook with this build folder, without a deadline: a build takes what it takes.
  ///
  /// `swift` is whichever `PATH` finds. On a Mac that is `/usr/bin/swift`, a shim that runs the `swift` of the
  /// developer folder `DEVELOPER_DIR` names, else of the one `xcode-select` chose (`man xcode-select`): not
  /// necessarily the Xcode that runs Episode91, which sets no variable naming itself that Apple documents. When
  /// that `swift` is too old, `swiftTooOld` turns SwiftPM's refusal into what to do.
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

  /// Whether a checkpoint's sources changed after it was last built, so what it reports is out of date:
  /// `swift run Episode91` rebuilds Episode91 only, not the checkpoints. A checkpoint is built from its own
  /// folder, the modules in `Sources/` it links (all but Episode91's and ExerciseTesting, which only test targets
  /// link), and `Package.swift`.
  ///
  /// Built means the later of the executable's time and the start of the last build of it Episode91 saw
  /// succeed (`buildRecord`): SwiftPM does not relink when a touched file compiles to the same code, as after a
  /// `git checkout` or a rebase, and the executable's own time would then call the checkpoint stale forever.
  func isStale(_ stage: Stage, in workbook: Workbook) -> Bool {
    guard let linked = FileStamp.of(executable(for: stage))?.modified else { return false }
    let built = max(linked, FileStamp.of(buildRecord(for: stage))?.modified ?? .zero)
    let shared = workbook.sharedSourceFolders.flatMap { workbook.swiftFiles(under: $0) }.map(\.url)
    let sources = workbook.swiftFiles(under: workbook.checkpointFolder(for: stage)).map(\.url) + shared
    return (sources + [workbook.url("Package.swift")]).contains { source in
      (FileStamp.of(source)?.modified ?? .zero) > built
    }
  }

  /// An empty file beside the checkpoint's executable whose time is when its last successful build started.
  func buildRecord(for stage: Stage) -> URL {
    folder.appendingPathComponent("\(stage.target).episode91-built")
  }

  /// Compiles each of `stages` that is missing or stale (`isStale`), and returns the
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
      let started = Date()
      let result = compile(stage, workbook)
      if result.interrupted {
        // Ctrl-C: the build was stopped, which says nothing about its code, and no other stage is built.
        failures[stage] = Self.interruptedBuild(of: stage)
        break
      } else if result.succeeded {
        recordBuild(of: stage, startedAt: started)
      } else {
        failures[stage] = firstCompilerError(in: result.output)
      }
    }
    return failures
  }

  /// What `compileIfNeeded` says of a build Ctrl-C stopped, in place of a compiler error: callers tell the two
  /// apart by it, since an interrupted build says nothing about the checkpoint's code.
  static func interruptedBuild(of stage: Stage) -> LocalizedText {
    LocalizedText(LoopMessage.interrupted, ["stage": "\(stage.number)"])
  }

  /// Notes that `stage` was built from the sources as they were at `start`; a record that cannot be written only
  /// means the next `compare` or `run` asks `swift build` again, which then does nothing.
  func recordBuild(of stage: Stage, startedAt start: Date) {
    let path = buildRecord(for: stage).path
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return }
    try? FileManager.default.setAttributes([.modificationDate: start], ofItemAtPath: path)
  }

  /// The line a learner needs from a failed build: the first error that points into a Swift file, else the
  /// first `error:` at all (SwiftPM's own "emit-module command failed" says nothing about where), else the
  /// last thing the build said.
  private func firstCompilerError(in output: String) -> LocalizedText {
    if let versions = swiftTooOld(in: output) {
      return LocalizedText(ToolchainMessage.tooOld, ["installed": versions.installed, "required": versions.required])
    }
    let errors = compilerErrorLines(in: output)
    let quoted =
      errors.first { $0.contains(".swift:") && $0.contains(": error:") } ?? errors.first
      ?? output.split(separator: "\n").last(where: { !isBuildProgress($0) }).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
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
    if isBuildFolder, canonicalPath(scratch) != canonicalPath(workbook.root.appendingPathComponent(".build")) {
      command += " --scratch-path \(workbook.displayPath(scratch))"
    }
    if let product {
      command += " --product \(product)"
    }
    return command
  }
}

/// Replaces Episode91 with `executable`, so the app owns the terminal: standard input, output and error,
/// signals such as Ctrl-C, and the exit status all reach the learner exactly as if they had started it.
/// Returns only if `execv` fails, with the reason. Under Xcode's debugger (Edit Scheme > Run > Info > Debug
/// executable, on by default) LLDB stops the process at the `exec` (its `target.process.stop-on-exec` is on by
/// default), so the README says to untick that or to use a terminal for `run`.
///
/// The app gets standard input, output and error and nothing else: every other descriptor Episode91 has open (its
/// signal pipes, a pipe Foundation left open, a socket) is marked close-on-exec first (`closeOnExec`).
private func replaceCurrentProcess(_ executable: URL, _ arguments: [String]) -> String {
  let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
  closeOnExec(from: 3)
  execv(executable.path, argv)
  let reason = String(cString: strerror(errno))
  argv.forEach { free($0) }
  return reason
}

/// Marks every open descriptor from `lowest` up close-on-exec, so a program Episode91 `exec`s inherits none of them.
///
/// Which descriptors are open is listed where the system lists them: `/proc/self/fd` on Linux, `/dev/fd` on macOS
/// (there `/proc` does not exist; its `/dev/fd` is the `fdesc` file system, which lists the calling process's open
/// descriptors, all of them). Where neither can be read, every number below the descriptor limit
/// (`getdtablesize`) is tried, which is slower (a `fcntl` each), not less sure.
func closeOnExec(from lowest: Int32) {
  for descriptor in openDescriptors() ?? Array(lowest..<getdtablesize()) where descriptor >= lowest {
    let flags = fcntl(descriptor, F_GETFD)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
  }
}

/// The descriptors this process has open now, from the system's listing; nil when there is none to read.
func openDescriptors() -> [Int32]? {
  #if canImport(Darwin)
    let listing = "/dev/fd"
  #else
    let listing = "/proc/self/fd"
  #endif
  guard let folder = opendir(listing) else { return nil }
  defer { closedir(folder) }
  var descriptors: [Int32] = []
  while let entry = readdir(folder) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    if let descriptor = Int32(name) { descriptors.append(descriptor) }
  }
  // The listing's own descriptor is among them, and closed by now.
  return descriptors
}
