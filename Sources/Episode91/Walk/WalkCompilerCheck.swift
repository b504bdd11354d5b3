import Foundation
import Messages

/// What the compiler says after each step of a walk, held against what the step says it says: a step that says
/// `builds.` must leave code that type-checks; every error a step quotes must be one the compiler reports, and the
/// step's own: new at that step (not reported at the state before it) or in a file the step changes; a step that
/// says `no new error — …` must leave code that does not build, all of whose errors were there before it, in files
/// it does not change.
///
/// A step's state is every covered file as the steps so far left it: the checkpoint's lesson files, type-checked
/// as one module; and, for a test step that says something, the stage's test files against that module. The
/// checkpoint's machinery (`Probes/`, `Checks/`, `Exercises/`), which no walk covers, is replaced by the two names
/// `main.swift` needs, so the lesson's code is judged alone. Type-checking is all it does: no code is generated.
struct WalkCompilerCheck: Sendable {
  /// One error as the compiler reports it: its message, the covered file it is in (nil for one in no file), and the
  /// text of the line it points at. The line's number is left out: it moves when a step above it adds a line, and
  /// the error is still the same one; its text tells it from the same message at another place in the file.
  struct CompilerError: Hashable, Sendable {
    var file: String?
    var message: String
    var site: String = ""
  }

  /// One step's statement and what the compiler said.
  struct Verdict: Equatable, Sendable {
    var step: Int
    var statement: CompilerStatement
    /// Every error the compiler reported after the step, in its order.
    var errors: [CompilerError]
    /// The errors of the state before the step, of the same files; asked only where the statement needs them
    /// (it quotes an error in a file the step does not change, or says no new error), empty otherwise.
    var errorsBefore: [CompilerError] = []
    /// The files the step changes.
    var changes: [String]

    /// Why the statement is not so, each reason once; empty when it holds.
    enum Unmet: Equatable, Sendable {
      /// It says `builds.`, and the compiler reports errors.
      case doesNotBuild
      /// It quotes an error the compiler does not report.
      case notReported(String)
      /// It quotes an error the compiler reported before the step too, only in files the step does not change.
      case notNew(String, files: [String])
      /// It says no new error, and the code builds.
      case builds
      /// It says no new error, and this one is new or in a file the step changes.
      case new(CompilerError)
    }

    /// Whether the error is the step's own: in a file it changes, or not reported before it.
    func isOwn(_ error: CompilerError) -> Bool {
      error.file.map { changes.contains($0) } == true || !errorsBefore.contains(error)
    }

    var unmet: [Unmet] {
      if statement.builds { return errors.isEmpty ? [] : [.doesNotBuild] }
      if statement.noNewError != nil {
        if errors.isEmpty { return [.builds] }
        return errors.filter(isOwn).map(Unmet.new)
      }
      return statement.errors.compactMap { quoted in
        let matching = errors.filter { $0.message.contains(quoted) }
        if matching.isEmpty { return .notReported(quoted) }
        if matching.contains(where: isOwn) { return nil }
        var files: [String] = []
        for file in matching.compactMap(\.file) where !files.contains(file) { files.append(file) }
        return .notNew(quoted, files: files)
      }
    }

    var holds: Bool { unmet.isEmpty }

    /// Whether the rule needs the state before the step: an error in no file the step changes is quoted, or the
    /// step says no new error.
    static func needsErrorsBefore(_ statement: CompilerStatement, errors: [CompilerError], changes: [String]) -> Bool {
      guard !statement.builds, !errors.isEmpty else { return false }
      if statement.noNewError != nil { return true }
      return statement.errors.contains { quoted in
        !errors.contains { $0.message.contains(quoted) && $0.file.map { changes.contains($0) } == true }
      }
    }

    /// What the compiler said, as a walk writer quotes it: `builds.`, or each error in backticks.
    var found: String {
      errors.isEmpty ? "builds." : Self.quoted(errors)
    }

    static func quoted(_ errors: [CompilerError]) -> String {
      var messages: [String] = []
      for error in errors where !messages.contains(error.message) { messages.append(error.message) }
      return messages.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Each reason as a problem of the walk file, in the walk's language.
    func problems(file: String, stepTitle: String) -> [WalkProblem] {
      unmet.map { reason in
        let (key, arguments): (WalkMessage, [String: String]) =
          switch reason {
          case .doesNotBuild: (.compilerLineNotSo, ["found": found])
          case .notReported(let quoted): (.compilerErrorNotReported, ["error": quoted, "found": found])
          case .notNew(let quoted, let files):
            (.compilerErrorNotNew, ["error": quoted, "files": files.joined(separator: ", ")])
          case .builds: (.compilerNoNewErrorButBuilds, [:])
          case .new(let error): (.compilerNoNewErrorButNew, ["error": error.message, "file": error.file ?? "?"])
          }
        return WalkProblem(file: file, line: statement.line, step: stepTitle, key, arguments)
      }
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
  ///
  /// The compiler is asked about each distinct state once, `concurrency` states at a time: first the states after
  /// the steps, then the states before those whose rule needs them. Most of a check is waiting on `swiftc`, one
  /// module at a time, so the longest walk's check was the long pole of `swift test`.
  func verdicts(of walk: Walk, concurrency: Int = 2) -> [Verdict] {
    let module = walk.into.target
    func key(afterStep step: Int, aboutTests: Bool) -> StateKey {
      let state = walk.files(afterStep: step)
      return StateKey(aboutTests: aboutTests, files: aboutTests ? state : state.filter { !DiffScope.isTest($0.key) })
    }
    let cache = ErrorCache()
    func ask(_ keys: [StateKey]) {
      var unique: [StateKey] = []
      for key in keys where cache[key] == nil && !unique.contains(key) { unique.append(key) }
      let (check, states, workers) = (self, unique, max(1, min(concurrency, unique.count)))
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: states.count, by: workers) {
          let key = states[index]
          cache[key] =
            key.aboutTests ? check.testErrors(key.files, module: module) : check.lessonErrors(key.files, module: module)
        }
      }
    }
    let stated = walk.source.steps.enumerated().compactMap { index, step in
      step.compiler.map {
        (number: index + 1, step: step, statement: $0, aboutTests: step.paths.allSatisfy(DiffScope.isTest))
      }
    }
    ask(stated.map { key(afterStep: $0.number, aboutTests: $0.aboutTests) })
    var verdicts = stated.map { stated in
      Verdict(
        step: stated.number, statement: stated.statement,
        errors: cache[key(afterStep: stated.number, aboutTests: stated.aboutTests)] ?? [], changes: stated.step.paths)
    }
    let needing = verdicts.indices.filter { index in
      Verdict.needsErrorsBefore(
        verdicts[index].statement, errors: verdicts[index].errors, changes: verdicts[index].changes)
    }
    ask(needing.map { key(afterStep: stated[$0].number - 1, aboutTests: stated[$0].aboutTests) })
    for index in needing {
      verdicts[index].errorsBefore =
        cache[key(afterStep: stated[index].number - 1, aboutTests: stated[index].aboutTests)] ?? []
    }
    return verdicts
  }

  /// The errors of each state asked about, shared by the workers that ask.
  private final class ErrorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [StateKey: [CompilerError]] = [:]

    // `NSLock.withLock` arrived in macOS 14; the workbook runs on macOS 13.
    subscript(key: StateKey) -> [CompilerError]? {
      get {
        lock.lock()
        defer { lock.unlock() }
        return errors[key]
      }
      set {
        lock.lock()
        defer { lock.unlock() }
        errors[key] = newValue
      }
    }
  }

  /// A state as the cache knows it: the files type-checked, and how (the lesson alone, or its tests against it).
  private struct StateKey: Hashable, Sendable {
    var aboutTests: Bool
    var files: [String: String]
  }

  /// The errors of the lesson files as one module.
  func lessonErrors(_ lesson: [String: String], module: String) -> [CompilerError] {
    lessonCheck(lesson, module: module) { result, folder in Self.errors(in: result, folder: folder) }
  }

  /// The errors of the test files, type-checked against the lesson files built as the module they import; when the
  /// lesson itself does not build, its errors.
  func testErrors(_ state: [String: String], module: String) -> [CompilerError] {
    testCheck(state, module: module) { result, folder in Self.errors(in: result, folder: folder) }
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
    let read = { (result: ProcessResult, folder: URL) in (result, Self.reported(in: result, folder: folder)) }
    let (result, reported) =
      tests
      ? testCheck(state, module: module, read)
      : lessonCheck(state.filter { !DiffScope.isTest($0.key) }, module: module, read)
    if result.interrupted { return ([], true) }
    var located: [LocatedError] = []
    for (error, line) in reported {
      let error = LocatedError(path: error.file, line: line, message: error.message)
      if !located.contains(error) { located.append(error) }
    }
    return (located, false)
  }

  /// The lesson files type-checked in a folder of their own, and what `read` makes of the compiler's answer while
  /// the folder is still there (the errors' lines are read from it).
  private func lessonCheck<Answer>(
    _ lesson: [String: String], module: String, _ read: (ProcessResult, URL) -> Answer
  ) -> Answer {
    withFolder { folder in
      let files = write(lesson, to: folder) + [write(Self.machineryStandIns, as: "MachineryStandIns.swift", to: folder)]
      return read(swiftc(["-typecheck", "-module-name", module] + files, in: folder), folder)
    }
  }

  /// The test files type-checked against the lesson built as their module (or the lesson's answer, when it does
  /// not build), read as `lessonCheck` reads it.
  private func testCheck<Answer>(
    _ state: [String: String], module: String, _ read: (ProcessResult, URL) -> Answer
  ) -> Answer {
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
      guard built.succeeded else { return read(built, folder) }
      let testFiles = write(tests, to: folder)
      return read(
        swiftc(["-typecheck", "-module-name", imported + "Tests", "-I", "."] + testFiles, in: folder), folder)
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
  /// its own library folder. Swift Testing's macros are a plugin in the toolchain's `host/plugins/testing`, which
  /// SwiftPM names too (`-plugin-path`): Xcode 16 also linked it from `host/plugins`, where `swiftc` looks by
  /// itself, and later Xcodes do not.
  static let platformArguments: [String] = {
    #if canImport(Darwin)
      func xcrun(_ arguments: [String]) -> String? {
        let result = ProcessRunner.run(
          ProcessRequest(executable: URL(fileURLWithPath: "/usr/bin/xcrun"), arguments: arguments))
        let said = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.succeeded && !said.isEmpty ? said : nil
      }
      guard let platform = xcrun(["--show-sdk-platform-path"]) else { return [] }
      var arguments = ["-F", platform + "/Developer/Library/Frameworks", "-I", platform + "/Developer/usr/lib"]
      if let swiftc = xcrun(["--find", "swiftc"]) {
        // `…/usr/bin/swiftc` → `…/usr/lib/swift/host/plugins/testing`.
        let plugins = URL(fileURLWithPath: swiftc).deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("lib/swift/host/plugins/testing")
        if FileManager.default.fileExists(atPath: plugins.path) { arguments += ["-plugin-path", plugins.path] }
      }
      return arguments
    #else
      return []
    #endif
  }()

  /// The errors of `path:line:column: error: …` lines (or `error: …`, in no file), each once, with the file as the
  /// walk names it and the text of the line, read from `folder`; the compiler's excerpts of the code under each
  /// (`` `- error: … ``) are not errors of their own.
  static func errors(in result: ProcessResult, folder: URL) -> [CompilerError] {
    var errors: [CompilerError] = []
    for (error, _) in reported(in: result, folder: folder) where !errors.contains(error) {
      errors.append(error)
    }
    return errors
  }

  /// Every error the compiler reported, in its order, each with the line it points at (nil for one in no file);
  /// when it failed and reported none it could read, its last line, or why it could not start.
  static func reported(in result: ProcessResult, folder: URL) -> [(error: CompilerError, line: Int?)] {
    if case .couldNotStart(let reason) = result.termination {
      return [(CompilerError(file: nil, message: "could not start swiftc: \(reason)"), nil)]
    }
    var reported: [(error: CompilerError, line: Int?)] = []
    var files: [String: [Substring]] = [:]
    for line in result.output.split(separator: "\n") {
      guard let found = error(inLine: line, folder: folder) else { continue }
      var error = found.error
      if let file = error.file, let number = found.line {
        if files[file] == nil {
          let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
          files[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let lines = files[file] ?? []
        error.site = lines.indices.contains(number - 1) ? lines[number - 1].trimmingCharacters(in: .whitespaces) : ""
      }
      reported.append((error, found.line))
    }
    if reported.isEmpty && !result.succeeded {
      let last = result.output.split(separator: "\n").last.map(String.init) ?? "swiftc failed"
      reported.append((CompilerError(file: nil, message: last), nil))
    }
    return reported
  }

  /// One line's error: `Sources/Store.swift:12:5: error: …` names its file as it was given to `swiftc`, relative
  /// to `folder`, or, from some toolchains, as an absolute path (through `/private/tmp` on macOS, where `/tmp` is a
  /// link), which is cut after the folder's unique name.
  static func error(inLine line: Substring, folder: URL) -> (error: CompilerError, line: Int?)? {
    guard let range = line.range(of: "error: ") else { return nil }
    let message = String(line[range.upperBound...])
    let place = line[..<range.lowerBound]
    if place.isEmpty { return (CompilerError(file: nil, message: message), nil) }
    guard place.hasSuffix(": ") else { return nil }
    let fields = place.dropLast(2).split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count >= 2, fields.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
      return nil
    }
    var path = String(fields[0])
    if let inside = path.range(of: folder.lastPathComponent + "/") {
      path = String(path[inside.upperBound...])
    }
    guard !path.hasPrefix("<"), !path.isEmpty else { return (CompilerError(file: nil, message: message), nil) }
    return (CompilerError(file: path, message: message), Int(fields[1]))
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
