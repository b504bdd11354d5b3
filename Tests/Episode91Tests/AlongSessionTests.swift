import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// `along`'s session run in the test's own process, its keys and saves scripted, its screens printed whole (as
/// into a pipe) and read back: the keys and saves no terminal test reaches. No compiler runs here (no shared
/// modules are handed to it), so each test takes a moment.
@Suite struct AlongSessionTests {
  /// A copy of the walk into `stage` at its state after `done` steps, its progress there, in a folder of its own.
  static func copy(into stage: Stage, at done: Int) throws -> (WorkingCopy, Walk) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("along-session-\(UUID().uuidString)")
    let walk = try Workbook.current.walk(into: stage, in: .english)
    let copy = WorkingCopy(into: stage, workbook: .current, folder: folder)
    try copy.lay(walk.files(afterStep: done))
    try AlongProgress(done: done, start: "").write(in: copy)
    return (copy, walk)
  }

  /// The session on `copy`, each of `script`'s entries answering one of its asks for input (a save done in the
  /// entry, then a tick, or a key), then the end of its input; what it printed.
  static func run(_ walk: Walk, _ copy: WorkingCopy, _ script: [() throws -> WatchInput]) throws -> String {
    guard case .read(let progress) = AlongProgress.read(in: copy) else { throw CocoaError(.fileReadCorruptFile) }
    let captured = CapturedConsole()
    var script = script[...]
    let environment = WatchEnvironment(
      nextInput: { (try? script.popFirst()?()) ?? .endOfInput }, stamp: FileStamp.of, readsSingleKeys: false,
      begin: {}, end: {}, clearScreen: {})
    let session = AlongSession(
      walk: walk, copy: copy, console: captured.console, environment: environment, checker: nil,
      progress: progress, screenSize: { ScreenSize(columns: 80, rows: 24) })
    #expect(session.run() == 0)
    return captured.output
  }

  /// `text` as `along` prints it at 80 columns: wrapped, and a word wider than the screen (a long path) cut.
  static func printed(_ text: String) -> String {
    wrapped(text, width: 80).flatMap { line in
      stride(from: 0, to: line.count, by: 80).map { String(line.dropFirst($0).prefix(80)) }
    }.joined(separator: "\n")
  }

  /// The first step, in any walk, that `matches`, with its walk's stage.
  static func firstStep(_ matches: (Walk, Int) -> Bool) throws -> (Stage, Int)? {
    for stage in Stage.all.dropFirst() {
      let walk = try Workbook.current.walk(into: stage, in: .english)
      if let number = (1...walk.source.steps.count).first(where: { matches(walk, $0) }) { return (stage, number) }
    }
    return nil
  }

  /// `t` on `number`: the step's files are the walk's, the step is done and recorded, and the learner, who
  /// changed nothing, has nothing kept aside.
  static func expectTaken(_ stage: Stage, _ number: Int) throws {
    let (copy, walk) = try copy(into: stage, at: number - 1)
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    let output = try run(walk, copy, [{ .key("t") }])
    let files = walk.paths(ofStep: number).map { "`\($0)`" }.joined(separator: ", ")
    let took = Self.printed("Took the walk's version of \(files).")
    #expect(output.contains("\n\(took)\nStep \(number) done.\n"), "\(output)")
    #expect(CopyReading.of(copy).files == walk.files(afterStep: number))
    #expect(AlongProgress.read(in: copy) == .read(AlongProgress(done: number, start: "")))
    let kept = try FileManager.default.contentsOfDirectory(atPath: copy.url(WorkingCopy.privateFolder).path)
    #expect(!kept.contains { $0.hasPrefix("step-") }, "nothing of the learner's to keep: \(kept)")
  }

  @Test func tTakesAMechanicalStepWhole() throws {
    let (stage, number) = try #require(
      try Self.firstStep { walk, number in
        walk.source.steps[number - 1].blocks.contains(where: \.isFolded)
          && !AlongJudge(walk: walk).changesOnlyComments(number)
      })
    try Self.expectTaken(stage, number)
  }

  @Test func tPassesAStepThatChangesOnlyComments() throws {
    let (stage, number) = try #require(
      try Self.firstStep { walk, number in AlongJudge(walk: walk).changesOnlyComments(number) })
    try Self.expectTaken(stage, number)
  }

  /// The screen says what the compiler will say once the step is done as one sentence, for each kind of statement:
  /// errors quoted, code that builds, and no new error with the walk's reason.
  @Test(arguments: ["reports", "builds", "no new error"])
  func theScreenSaysWhatTheCompilerWillSayAsOneSentence(kind: String) throws {
    func isKind(_ statement: CompilerStatement) -> Bool {
      switch kind {
      case "builds": statement.builds
      case "no new error": statement.noNewError != nil
      default: !statement.errors.isEmpty
      }
    }
    let (stage, number) = try #require(
      try Self.firstStep { walk, number in walk.source.steps[number - 1].compiler.map(isKind) ?? false })
    let (copy, walk) = try Self.copy(into: stage, at: number - 1)
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    let statement = try #require(walk.source.steps[number - 1].compiler)
    let output = try Self.run(walk, copy, [])
    let sentence =
      switch kind {
      case "builds": "Once it is done, it builds."
      case "no new error": "Once it is done, the compiler reports no new error: \(statement.noNewError ?? "")"
      default:
        "Once it is done, the compiler reports \(statement.errors.map { "`\($0)`" }.joined(separator: ", "))."
      }
    #expect(output.contains("\n" + Self.printed(sentence) + "\n"), "\(output)")
    #expect(!output.contains("Compiler:"), "\(output)")
  }

  /// `r` where the lesson does not build yet says so and runs nothing.
  @Test func rWaitsForAStepWhereTheCodeBuilds() throws {
    let (stage, number) = try #require(
      try Self.firstStep { walk, number in walk.source.steps[number - 1].compiler.map { !$0.builds } ?? false })
    let (copy, walk) = try Self.copy(into: stage, at: number)
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    let output = try Self.run(walk, copy, [{ .key("r") }])
    #expect(output.contains("\nThe code does not build at this step yet: r runs the tests once it does.\n"))
    #expect(!output.contains("Running the stage's tests"))
  }

  /// `r` where the lesson builds but the tests still import the earlier checkpoint: says until which step, and
  /// runs nothing (a run would only show `no such module`).
  @Test func rSaysWhenTheTestsStillImportTheEarlierCheckpoint() throws {
    func importsEarlier(_ walk: Walk, _ step: Int) -> Bool {
      walk.files(afterStep: step).contains { path, text in
        DiffScope.isTest(path) && text.contains("import \(walk.from.target)\n")
      }
    }
    let (stage, number) = try #require(
      try Self.firstStep { walk, number in
        (walk.source.steps[..<number].last { $0.compiler != nil }?.compiler?.builds ?? true)
          && importsEarlier(walk, number)
      })
    let (copy, walk) = try Self.copy(into: stage, at: number)
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    let moved = try #require((number + 1...walk.source.steps.count).first { !importsEarlier(walk, $0) })
    let output = try Self.run(walk, copy, [{ .key("r") }])
    let said = Self.printed(
      "The stage's tests still import `\(walk.from.target)`, the earlier checkpoint, until step \(moved) changes "
        + "that: r runs them once it is done.")
    #expect(output.contains("\n\(said)\n"), "\(output)")
    #expect(!output.contains("Running the stage's tests"))
  }

  /// The copy's `Package.swift` edited while `along` runs: at the next save, said in plain words, the learner's
  /// edit kept aside and `along`'s manifest back.
  @Test func anEditedManifestIsSaidAtTheNextSave() throws {
    let (copy, walk) = try Self.copy(into: Stage.all[1], at: 0)
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    let edited = copy.manifest + "// mine\n"
    let output = try Self.run(
      walk, copy,
      [
        {
          try Data(edited.utf8).write(to: copy.url(WorkingCopy.manifestName), options: .atomic)
          return .tick
        }
      ])
    let kept = try FileManager.default.contentsOfDirectory(atPath: copy.url(WorkingCopy.privateFolder).path)
      .filter { $0.hasPrefix("Package.swift-") }
    try #require(kept.count == 1)
    let keptPath = copy.workbook.displayPath(copy.url("\(WorkingCopy.privateFolder)/\(kept[0])"))
    let manifestPath = copy.workbook.displayPath(copy.url(WorkingCopy.manifestName))
    let said = Self.printed(
      "\(manifestPath) was edited, but along writes it so that your copy builds with the workbook's modules: your "
        + "version is kept as \(keptPath), and along's is back. Put your own code in the walk's files.")
    #expect(output.contains("\n\n\(said)\n\nType d (diff)"), "\(output)")
    #expect(try String(contentsOf: copy.url(WorkingCopy.manifestName), encoding: .utf8) == copy.manifest)
    #expect(try String(contentsOf: copy.url("\(WorkingCopy.privateFolder)/\(kept[0])"), encoding: .utf8) == edited)
  }

  /// A covered file the learner moved is said as one moved file, by its walk path, whether it was renamed in its
  /// folder or moved with its name; one deleted is said missing; nothing is undone.
  @Test(arguments: [("Counter/Moved.swift", true), ("Elsewhere/{name}", true), (nil, false)])
  func aMovedOrDeletedFileIsSaidAsSuch(movedTo: String?, kept: Bool) throws {
    let (copy, walk) = try Self.copy(into: Stage.all[1], at: 0)
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    let path = try #require(
      walk.files(afterStep: 0).keys.sorted().first { !walk.paths(ofStep: 1).contains($0) && !DiffScope.isTest($0) })
    let name = URL(fileURLWithPath: path).lastPathComponent
    let destination = movedTo?.replacingOccurrences(of: "{name}", with: name)
    let output = try Self.run(
      walk, copy,
      [
        {
          if let destination {
            try FileManager.default.createDirectory(
              at: copy.url(destination).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: copy.url(path), to: copy.url(destination))
          } else {
            try FileManager.default.removeItem(at: copy.url(path))
          }
          return .tick
        }
      ])
    let said =
      destination.map {
        "\($0) looks like \(path) moved or renamed: the walk keeps it at \(path); move it back to have it checked."
      } ?? "\(path) is missing from your copy."
    #expect(output.contains("\n" + Self.printed(said) + "\n"), "\(output)")
    #expect(!output.contains("is not one of the walk's files"), "\(output)")
    if let destination {
      #expect(!output.contains("\(path) is missing"), "\(output)")
      #expect(FileManager.default.fileExists(atPath: copy.url(destination).path) == kept, "never undone")
    }
  }

  /// A walk already done, opened again, says so and what is left to do; `t` there takes nothing and says the same.
  @Test func aWalkAlreadyDoneSaysSoAndTakesNothing() throws {
    let stage = Stage.all[2]
    let count = try Workbook.current.walkSource(into: stage, in: .english).steps.count
    let (copy, walk) = try Self.copy(into: stage, at: count)
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    let said = Self.printed(
      "The walk into stage 3 is done: nothing is left to make. p goes back over the steps, r runs the tests, and "
        + "`swift run Episode91 along 3 --restart` starts again, keeping this copy.")
    let opened = try Self.run(walk, copy, [])
    #expect(opened.contains("\n" + said + "\n"), "\(opened)")
    let taken = try Self.run(walk, copy, [{ .key("t") }])
    #expect(taken.components(separatedBy: said).count == 3, "said on opening and after t: \(taken)")
    #expect(!taken.contains("Took the walk's version"), "\(taken)")
    #expect(CopyReading.of(copy).files == walk.files(afterStep: count))
  }

  /// A read-only copy: `t` cannot write, and says why in plain words; nothing is lost. Root writes into a
  /// read-only folder all the same, so as root there is nothing to see.
  @Test(.enabled(if: getuid() != 0, "root ignores a folder's permissions, so nothing fails to be written"))
  func aReadOnlyCopySaysSoAndLosesNothing() throws {
    let (copy, walk) = try Self.copy(into: Stage.all[1], at: 0)
    let folders =
      [copy.folder.path, copy.url(WorkingCopy.privateFolder).path]
      + walk.paths(ofStep: 1).map { copy.url($0).deletingLastPathComponent().path }
    defer {
      for folder in folders { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
      try? FileManager.default.removeItem(at: copy.folder)
    }
    let before = CopyReading.of(copy).files
    for folder in folders { try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder) }
    let output = try Self.run(walk, copy, [{ .key("t") }])
    let folder = copy.workbook.displayPath(copy.folder)
    let said = Self.printed(
      "Your copy's folder \(folder) is read-only, so along cannot record your progress or write the walk's files "
        + "there. Every save is still checked and nothing of yours is lost; make it writable "
        + "(`chmod -R u+w \(folder)`) to go on recording.")
    #expect(output.contains(said), "\(output)")
    #expect(CopyReading.of(copy).files == before)
    #expect(AlongProgress.read(in: copy) == .read(AlongProgress(done: 0, start: "")))
  }
}
