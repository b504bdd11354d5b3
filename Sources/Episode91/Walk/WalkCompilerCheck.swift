import Foundation

/// What the compiler says after each step of a walk, held against what the step says it says: a step that says
/// `builds.` must leave code that type-checks, and every error a step quotes must be one the compiler reports.
///
/// A step's state is every covered file as the steps so far left it: the checkpoint's lesson files, type-checked
/// as one module; and, for a test step that says something, the stage's test files against that module. The
/// checkpoint's machinery (`Probes/`, `Checks/`, `Exercises/`), which no walk covers, is replaced by the two names
/// `main.swift` needs, so the lesson's code is judged alone. Type-checking is all it does: no code is generated.
struct WalkCompilerCheck: Sendable {
  /// One step's statement and what the compiler said.
  struct Verdict: Equatable, Sendable {
    var step: Int
    var statement: CompilerStatement
    /// Every error the compiler reported, as it words them (without file and line).
    var errors: [String]

    /// Whether the step says what the compiler says: nothing when it builds, each quoted error among those found.
    var holds: Bool {
      statement.builds
        ? errors.isEmpty : statement.errors.allSatisfy { quoted in errors.contains { $0.contains(quoted) } }
    }
  }

  /// The folder holding the shared modules' `.swiftmodule`s (`Effect`, `PrimeTimeDomain`, …), as `swift build`
  /// left them.
  var modules: URL

  /// The build folder's modules: `<folder>/Modules` as SwiftPM 6 lays them out, or the folder itself (Xcode's
  /// products, older SwiftPM); nil when neither holds the shared modules.
  static func modules(in folder: URL) -> URL? {
    [folder.appendingPathComponent("Modules"), folder].first { candidate in
      FileManager.default.fileExists(atPath: candidate.appendingPathComponent("PrimeTimeTerminal.swiftmodule").path)
    }
  }

  /// Stand-ins for the checkpoint's machinery: the two names `main.swift` hands the terminal.
  static let machineryStandIns = """
    enum PrimeTimeProbes {
      static func answer(
        probeNamed name: String, write: (String) -> Void, writeError: (String) -> Void
      ) async -> Int32 { 0 }
    }
    enum YourStubs {
      static func answer(
        checkNamed name: String, write: (String) -> Void, writeError: (String) -> Void
      ) -> Int32 { 0 }
    }

    """

  /// Every step's verdict that has a statement; lesson steps each, test steps where they say something.
  func verdicts(of walk: Walk) -> [Verdict] {
    var cache: [[String: String]: [String]] = [:]
    var verdicts: [Verdict] = []
    for (index, step) in walk.source.steps.enumerated() {
      guard let statement = step.compiler else { continue }
      let state = walk.files(afterStep: index + 1)
      let lesson = state.filter { !DiffScope.isTest($0.key) }
      let aboutTests = step.paths.allSatisfy(DiffScope.isTest)
      let key = aboutTests ? state : lesson
      let errors: [String]
      if let known = cache[key] {
        errors = known
      } else {
        errors =
          aboutTests ? testErrors(state, module: walk.into.target) : lessonErrors(lesson, module: walk.into.target)
        cache[key] = errors
      }
      verdicts.append(Verdict(step: index + 1, statement: statement, errors: errors))
    }
    return verdicts
  }

  /// The errors of the lesson files as one module.
  func lessonErrors(_ lesson: [String: String], module: String) -> [String] {
    errors(in: lessonCheck(lesson, module: module))
  }

  /// The errors of the test files, type-checked against the lesson files built as the module they import; when the
  /// lesson itself does not build, its errors.
  func testErrors(_ state: [String: String], module: String) -> [String] {
    errors(in: testCheck(state, module: module))
  }

  /// One error where the compiler found it: the covered file's path as the walk names it and the line (none for
  /// an error of no file), and the error as the compiler words it. `along` shows these for a learner's code.
  struct LocatedError: Equatable, Sendable {
    var path: String?
    var line: Int?
    var message: String
  }

  /// The lesson's errors (or, with `tests`, the tests' errors against it) each where it was found, and whether
  /// Ctrl-C stopped the compiler, for `along`, which judges the learner's own code with the walk's own check.
  func locatedErrors(
    _ state: [String: String], module: String, tests: Bool
  ) -> (
    errors: [LocatedError], interrupted: Bool
  ) {
    let result =
      tests ? testCheck(state, module: module) : lessonCheck(state.filter { !DiffScope.isTest($0.key) }, module: module)
    var located: [LocatedError] = []
    for line in result.output.split(separator: "\n") {
      guard let range = line.range(of: ": error: ") else { continue }
      let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      let message = String(line[range.upperBound...])
      let path = place.count >= 3 ? place.dropLast(2).joined(separator: ":") : nil
      let number = place.count >= 3 ? Int(place[place.count - 2]) : nil
      let error = LocatedError(path: path.map(Self.walkPath), line: number, message: message)
      if !located.contains(error) { located.append(error) }
    }
    if located.isEmpty && !result.succeeded && !result.interrupted {
      located = errors(in: result).map { LocatedError(path: nil, line: nil, message: $0) }
    }
    return (located, result.interrupted)
  }

  /// A path as the compiler printed it (relative to the check's folder, or absolute there) as the walk names it.
  private static func walkPath(_ printed: String) -> String {
    guard let range = printed.range(of: "/walk-check-") else { return printed }
    let rest = printed[range.upperBound...]
    return rest.firstIndex(of: "/").map { String(rest[rest.index(after: $0)...]) } ?? printed
  }

  private func lessonCheck(_ lesson: [String: String], module: String) -> ProcessResult {
    withFolder { folder in
      let files = write(lesson, to: folder) + [write(Self.machineryStandIns, as: "MachineryStandIns.swift", to: folder)]
      return swiftc(["-typecheck", "-module-name", module] + files, in: folder)
    }
  }

  private func testCheck(_ state: [String: String], module: String) -> ProcessResult {
    withFolder { folder in
      let lesson = state.filter { !DiffScope.isTest($0.key) }
      let tests = state.filter { DiffScope.isTest($0.key) }
      // The tests import the later checkpoint, as its test target does; a test file still importing the earlier
      // one is an error here, as it would be there (`no such module`).
      let imported = module
      let lessonFiles =
        write(lesson, to: folder) + [write(Self.machineryStandIns, as: "MachineryStandIns.swift", to: folder)]
      let built = swiftc(
        ["-emit-module", "-enable-testing", "-module-name", imported, "-emit-module-path", imported + ".swiftmodule"]
          + lessonFiles, in: folder)
      guard built.succeeded else { return built }
      let testFiles = write(tests, to: folder)
      return swiftc(["-typecheck", "-module-name", imported + "Tests", "-I", "."] + testFiles, in: folder)
    }
  }

  /// `swiftc` with the language mode the package builds in, one module at a time (`-wmo`: a frontend job per
  /// file would parse every file again for each), finding the shared modules where `swift build` put them.
  private func swiftc(_ arguments: [String], in folder: URL) -> ProcessResult {
    ProcessRunner.run(
      ProcessRequest(
        executable: URL(fileURLWithPath: "/usr/bin/env"),
        arguments: ["swiftc", "-wmo", "-swift-version", "6", "-I", modules.path] + Self.platformArguments
          + arguments,
        workingDirectory: folder, timeout: 300))
  }

  /// What a Mac needs besides: on macOS the Testing and XCTest modules live in the platform's developer folder,
  /// which SwiftPM names to the compiler (`-F`, `-I`) and `swiftc` alone does not; Linux's toolchain has them in
  /// its own library folder.
  static let platformArguments: [String] = {
    #if canImport(Darwin)
      let result = ProcessRunner.run(
        ProcessRequest(executable: URL(fileURLWithPath: "/usr/bin/xcrun"), arguments: ["--show-sdk-platform-path"]))
      let platform = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      guard result.succeeded, !platform.isEmpty else { return [] }
      return ["-F", platform + "/Developer/Library/Frameworks", "-I", platform + "/Developer/usr/lib"]
    #else
      return []
    #endif
  }()

  /// `error: …` lines, without the file and line before them.
  private func errors(in result: ProcessResult) -> [String] {
    if case .couldNotStart(let reason) = result.termination { return ["could not start swiftc: \(reason)"] }
    var errors: [String] = []
    for line in result.output.split(separator: "\n") {
      guard let range = line.range(of: "error: ") else { continue }
      let message = String(line[range.upperBound...])
      if !errors.contains(message) { errors.append(message) }
    }
    if errors.isEmpty && !result.succeeded {
      errors.append(result.output.split(separator: "\n").last.map(String.init) ?? "swiftc failed")
    }
    return errors
  }

  private func write(_ files: [String: String], to folder: URL) -> [String] {
    files.keys.sorted().map { path in write(files[path] ?? "", as: path, to: folder) }
  }

  private func write(_ text: String, as path: String, to folder: URL) -> String {
    let url = folder.appendingPathComponent(path)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
    return path
  }

  private func withFolder<T>(_ body: (URL) -> T) -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walk-check-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return body(folder)
  }
}
