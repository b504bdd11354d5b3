import ExerciseSupport
import Foundation

/// One state of a walk (walk into stage N, after step k) laid out as a package of its own that builds alone: the
/// covered files at the paths the walk names them (`Counter/CounterReducer.swift`, `Tests/CounterTests.swift`),
/// a `Package.swift` we generate, and the stand-ins for the checkpoint's machinery that `main.swift` names.
///
/// It serves two callers with one mechanism: `along`, whose learner edits the copy in Xcode or an editor and
/// builds it there, and the check of the walks' `Run:` lines, which lays out each step's state and runs the named
/// test (`lay`, then `test(named:)`). So what a `Run:` line promises is what a learner sees in their copy.
///
/// The package depends on the workbook by path and uses its shared modules through the `.library` products the
/// workbook's `Package.swift` declares: no copy of them, and no package from outside. Its module has the later
/// checkpoint's name, as the walk's compiler check gives it (`WalkCompilerCheck`), so the tests' `@testable import`
/// of that checkpoint is what the walk says it is at every step. The workbook's own target of that name is never
/// built here: SwiftPM builds only what the products used reach.
struct WorkingCopy: Sendable {
  /// What went wrong writing the copy, with the path and the system's reason.
  struct Problem: Error, Equatable, Sendable {
    var path: String
    var reason: String
  }

  /// How one test run by name ended.
  enum TestOutcome: Equatable, Sendable {
    case passed
    case failed(output: String)
    /// The package or its tests do not build: `swift build --build-tests`'s errors, as the compiler words them.
    case doesNotBuild(errors: [String])
    /// The filter matched no test.
    case noSuchTest
    /// Ctrl-C stopped the build or the test.
    case interrupted
  }

  /// The walk's later checkpoint: the module the copy builds, `<target>`, and its tests, `<target>Tests`.
  var stage: Stage
  var workbook: Workbook
  var folder: URL

  /// `Along/<Stage>/` at the workbook's root (git-ignored), unless told another folder (a check lays its states in
  /// a temporary one).
  init(into stage: Stage, workbook: Workbook, folder: URL? = nil) {
    self.stage = stage
    self.workbook = workbook
    self.folder = folder ?? Self.folder(into: stage, workbook: workbook)
  }

  /// Where `along <stage>` keeps the learner's copy: `Along/<Stage>` in the workbook, or in the folder
  /// `EPISODE91_ALONG_FOLDER` names (the terminal tests' own, so they never touch a learner's copy).
  static func folder(
    into stage: Stage, workbook: Workbook, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let parent =
      environment[Self.folderVariable].map { URL(fileURLWithPath: $0) }
      ?? workbook.root.appendingPathComponent(Self.parentFolder)
    return parent.appendingPathComponent(stage.target)
  }

  static let folderVariable = "EPISODE91_ALONG_FOLDER"

  /// The git-ignored folder at the workbook's root that holds every copy.
  static let parentFolder = "Along"

  /// The shared modules the lesson's code imports, and those its tests import besides.
  static let lessonProducts = ["Effect", "CasePaths", "PrimeTimeDomain", "FavoritesFile", "PrimeTimeTerminal"]
  static let testProducts = ["ValueDiff"]

  /// The files the copy holds beside the covered ones: ours, never compared with a walk's state.
  static let manifestName = "Package.swift"
  static let standInsName = "MachineryStandIns.swift"
  /// Where `along` keeps what is its own: progress, the learner's versions of files they took the walk's for.
  static let privateFolder = ".along"

  /// The copy's `Package.swift`: one executable target of the lesson's files (everything outside `Tests/`), one test
  /// target of `Tests/`, both on the workbook's products. The workbook is named by a relative path when the copy
  /// lies inside it, so a moved or renamed clone keeps working.
  var manifest: String {
    let products = { (names: [String]) in
      names.map { ".product(name: \"\($0)\", package: \"Episode91\")" }.joined(separator: ", ")
    }
    return """
      // swift-tools-version: 6.1
      // Written by `swift run Episode91 along \(stage.number)`, which writes it again when it differs: the walk's
      // lesson files (everything outside Tests/) as the checkpoint's module, and its tests, on the workbook's shared
      // modules. Open this file in Xcode (File > Open) to code along there.
      import PackageDescription

      let package = Package(
        name: "Along\(stage.target)",
        platforms: [.macOS(.v13)],
        dependencies: [.package(name: "Episode91", path: "\(workbookPath)")],
        targets: [
          .executableTarget(
            name: "\(stage.target)",
            dependencies: [\(products(Self.lessonProducts))],
            path: ".", exclude: ["Tests"]),
          .testTarget(
            name: "\(stage.target)Tests",
            dependencies: [.target(name: "\(stage.target)"), \(products(Self.lessonProducts + Self.testProducts))],
            path: "Tests"),
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// The workbook's root as seen from the copy: relative when the copy is inside it.
  var workbookPath: String {
    let root = workbook.root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let here = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    guard here.count > root.count, Array(here.prefix(root.count)) == root else {
      return workbook.root.standardizedFileURL.path
    }
    return Array(repeating: "..", count: here.count - root.count).joined(separator: "/")
  }

  /// The stand-ins, with a word on why they are there.
  static let standIns =
    "// Written by `swift run Episode91 along`: the checkpoint's probes and exercise checks are not part of the walk,\n"
    + "// so these stand in for the two names main.swift hands the terminal. Never compared with the walk.\n"
    + WalkCompilerCheck.machineryStandIns

  /// Makes the copy hold exactly `files` (path → text, as `Walk.files(afterStep:)` gives them): each written where
  /// its path says, every other covered file removed, and the manifest and stand-ins written when they differ (an
  /// unchanged file keeps its date, so SwiftPM rebuilds only what changed).
  func lay(_ files: [String: String]) throws(Problem) {
    try write(manifest, as: Self.manifestName)
    try write(Self.standIns, as: Self.standInsName)
    for path in Set(coveredPaths()).subtracting(files.keys) {
      do {
        try FileManager.default.removeItem(at: url(path))
      } catch {
        throw Problem(path: path, reason: error.localizedDescription)
      }
    }
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      try write(text, as: path)
    }
  }

  /// Writes `text` at `path` in the copy unless it already holds exactly that.
  func write(_ text: String, as path: String) throws(Problem) {
    let target = url(path)
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: target.path) == data { return }
    do {
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target, options: .atomic)
    } catch {
      throw Problem(path: path, reason: error.localizedDescription)
    }
  }

  /// The manifest and the stand-ins as `along` writes them, at the start and at every save; an edited manifest is
  /// kept in `.along/` first, never lost. Where the edit was kept, when there was one.
  /// Whether writing `url` fails because the nearest folder holding it that exists is read-only, which the
  /// learner can fix (`chmod`); root writes anywhere, so a root session never sees it.
  static func isReadOnly(_ url: URL) -> Bool {
    var folder = url.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.path) && folder.path != "/" {
      folder = folder.deletingLastPathComponent()
    }
    return !FileManager.default.isWritableFile(atPath: folder.path)
  }

  @discardableResult
  func restoreOurFiles() -> URL? {
    var kept: URL?
    let manifest = url(Self.manifestName)
    if let data = FileManager.default.contents(atPath: manifest.path), data != Data(self.manifest.utf8) {
      let keeping = url(Self.privateFolder).appendingPathComponent("Package.swift-\(AlongProgress.stamp())")
      try? FileManager.default.createDirectory(
        at: keeping.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? data.write(to: keeping)) != nil { kept = keeping }
    }
    // Never written over an edit that could not be kept.
    if kept != nil || FileManager.default.contents(atPath: manifest.path) == nil {
      try? write(self.manifest, as: Self.manifestName)
    }
    try? write(Self.standIns, as: Self.standInsName)
    return kept
  }

  /// `path` (as the walk names it) in the copy.
  func url(_ path: String) -> URL {
    folder.appendingPathComponent(path)
  }

  /// The Swift files in the copy that a walk's state would hold: every one but ours, outside hidden folders
  /// (`.build`, `.along`, an editor's), sorted.
  func coveredPaths() -> [String] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    var paths: [String] = []
    for case let url as URL in walker {
      if url.lastPathComponent.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift" else { continue }
      let full = url.standardizedFileURL.resolvingSymlinksInPath().path
      guard full.hasPrefix(base) else { continue }
      let path = String(full.dropFirst(base.count))
      if path != Self.manifestName && path != Self.standInsName { paths.append(path) }
    }
    return paths.sorted()
  }

  /// `swift build` in the copy (with `--build-tests`, the tests too): the app's module, and the shared modules
  /// the first time (the copy has a build folder of its own).
  func build(tests: Bool = false) -> ProcessResult {
    swift(["build"] + (tests ? ["--build-tests"] : []))
  }

  /// Builds the copy and its tests, then runs the tests `name` picks (`swift test --filter`: a test function's
  /// bare name, `TypeName/functionName`, or a suite), and says how that went.
  func test(named name: String) -> TestOutcome {
    let built = build(tests: true)
    if built.interrupted { return .interrupted }
    guard built.succeeded else { return .doesNotBuild(errors: Self.errors(in: built.output)) }
    let ran = swift(["test", "--skip-build", "--filter", name])
    if ran.interrupted { return .interrupted }
    guard ran.succeeded else { return .failed(output: ran.output) }
    return Self.testCount(in: ran.output) == 0 ? .noSuchTest : .passed
  }

  /// The app's or the tests' run in the copy, as `r` shows it: `swift run` or `swift test`, output captured.
  func run(tests: Bool) -> ProcessResult {
    swift(tests ? ["test"] : ["run", stage.target, "--help"])
  }

  private func swift(_ arguments: [String]) -> ProcessResult {
    ProcessRunner.run(
      ProcessRequest(
        executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift"] + arguments,
        workingDirectory: folder))
  }

  /// How many tests ran, as XCTest (`Executed 3 tests`, the last such line sums them) and Swift Testing (`Test run
  /// with 2 tests`) report it.
  static func testCount(in output: String) -> Int {
    var xctest = 0
    var testing = 0
    for line in output.split(separator: "\n") {
      let words = line.split(separator: " ")
      if let at = words.firstIndex(of: "Executed"), at + 1 < words.count, let count = Int(words[at + 1]) {
        xctest = count
      }
      if line.contains("Test run with"), let at = words.firstIndex(of: "with"), at + 1 < words.count,
        let count = Int(words[at + 1])
      {
        testing = count
      }
    }
    return xctest + testing
  }

  /// The compiler's `error:` lines, each once, as it words them after `error: `.
  static func errors(in output: String) -> [String] {
    var errors: [String] = []
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: "error: ") else { continue }
      let message = String(line[range.upperBound...])
      if !errors.contains(message) { errors.append(message) }
    }
    return errors
  }
}
