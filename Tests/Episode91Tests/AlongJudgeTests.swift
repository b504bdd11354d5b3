import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// `along`'s judgement replayed on every walk: each step's state is accepted as that step and the state before it
/// is not (but for steps that change only comments, which a key passes); the last state is the later checkpoint;
/// the learner's own layout and comments are accepted, and a renamed identifier, a missing label or a wrong generic
/// parameter are not. Tokens only: nothing here compiles, so the whole replay takes a few seconds.
@Suite struct AlongJudgeTests {
  static let stagesWithWalks = Array(Stage.all.dropFirst())

  static func walk(into stage: Stage) throws -> Walk {
    try Workbook.current.walk(into: stage, in: .english)
  }

  @Test(arguments: stagesWithWalks)
  func everyStepIsAcceptedAsItselfAndTheStateBeforeItIsNot(stage: Stage) throws {
    let walk = try Self.walk(into: stage)
    let judge = AlongJudge(walk: walk)
    for step in 1...judge.stepCount {
      let place = "walk \(stage.number), step \(step) \"\(walk.source.steps[step - 1].title)\""
      let (state, before) = (judge.keys[step], judge.keys[step - 1])
      let reached = judge.reached(state, after: step - 1)
      if judge.changesOnlyComments(step) {
        #expect(reached == nil, "\(place): a comment-only step passes by key")
      } else {
        let beforeAccepted = judge.matches(before, state: step)
        let beforeMovesOn = judge.reached(before, after: step - 1)
        #expect(reached == step, "\(place): accepted as that step")
        #expect(!beforeAccepted, "\(place): the state before it is accepted")
        #expect(beforeMovesOn == nil, "\(place): the state before it moves on")
      }
    }
    let (_, checkpoint) = Workbook.current.walkCheckpoints(into: stage)
    #expect(walk.files(afterStep: judge.stepCount) == checkpoint)
  }

  /// A learner ahead of the walk is moved to the step they reached.
  @Test func aCopyAheadMovesToTheStepItMatches() throws {
    let walk = try Self.walk(into: Stage.all[1])
    let judge = AlongJudge(walk: walk)
    let ahead = (3...judge.stepCount).first { !judge.changesOnlyComments($0) }!
    let reached = judge.reached(judge.keys[ahead], after: 0)
    #expect(reached == ahead)
  }

  /// The step's files re-laid-out and re-commented, at every step of every walk, are still that step.
  @Test(arguments: stagesWithWalks)
  func formattingAndCommentVariantsAreAccepted(stage: Stage) throws {
    let walk = try Self.walk(into: stage)
    let judge = AlongJudge(walk: walk)
    for step in 1...judge.stepCount {
      var keys = judge.keys[step]
      for path in walk.paths(ofStep: step) {
        guard let text = walk.files(afterStep: step)[path] else { continue }
        keys[path] = SwiftTokens.key(of: Self.reformatted(text))
      }
      let accepted = judge.matches(keys, state: step)
      #expect(accepted, "walk \(stage.number), step \(step)")
    }
  }

  /// At every step that has one to change: a renamed identifier, a label left out, generic parameters swapped.
  @Test(arguments: stagesWithWalks)
  func nearMissesAreRejected(stage: Stage) throws {
    let walk = try Self.walk(into: stage)
    let judge = AlongJudge(walk: walk)
    var tried = (renamed: 0, label: 0, generic: 0)
    for step in 1...judge.stepCount where !judge.changesOnlyComments(step) {
      let files = walk.files(afterStep: step)
      for path in walk.paths(ofStep: step) {
        guard let text = files[path] else { continue }
        let misses = [
          ("renamed", Self.renamingAnIdentifier(text, addedIn: walk.change(ofStep: step, path: path))),
          ("label", Self.leavingOutALabel(text)), ("generic", Self.swappingGenericParameters(text)),
        ]
        for (kind, miss) in misses {
          // A change inside a comment is no near miss: only those that change the code count.
          guard let miss, SwiftTokens.key(of: miss) != judge.keys[step][path] else { continue }
          switch kind {
          case "renamed": tried.renamed += 1
          case "label": tried.label += 1
          default: tried.generic += 1
          }
          var changed = judge.keys[step]
          changed[path] = SwiftTokens.key(of: miss)
          let accepted = judge.matches(changed, state: step)
          #expect(!accepted, "walk \(stage.number) step \(step) \(kind)")
        }
      }
    }
    #expect(tried.renamed > 0 && tried.label > 0)
  }

  /// `m`: a name of the learner's own, carried onto a later state of the file that changes another part of it, and
  /// no longer applying once a step rewrites the part it is in.
  @Test func aKeptSpellingIsCarriedOntoLaterStatesUntilItsPlaceIsRewritten() {
    func tokens(_ text: String) -> [String] { KeptSpelling.tokens(of: SwiftTokens.key(of: text)) }
    let reducer =
      "typealias Reducer<Value, Action, Environment> = (inout Value, Action, Environment) -> [Effect<Action>]\n"
    let combine =
      "func combine<Value, Action>(_ reducers: Reducer<Value, Action>...) -> Reducer<Value, Action> { f() }\n"
    let combined =
      "func combine<Value, Action, Environment>(_ reducers: Reducer<Value, Action, Environment>...)"
      + " -> Reducer<Value, Action, Environment> { f() }\n"
    let mine = reducer.replacing("Environment", with: "Env")
    let kept = KeptSpelling(walk: tokens(reducer + combine), mine: tokens(mine + combine))
    #expect(kept.changes.count == 2)
    #expect(kept.applied(to: tokens(reducer + combined)) == tokens(mine + combined))
    let rewritten = "typealias Reducer<Value, Action> = (inout Value, Action) -> [Effect<Action>]\n"
    #expect(kept.applied(to: tokens(rewritten + combined)) == nil)
  }

  /// `m` on a renamed generic: the compiler's errors name the learner's `Env` where the walk's name
  /// `Environment`, and read with the renaming they say the same; a changed type is no renaming.
  @Test func theCompilersErrorsAreReadWithTheLearnersOwnNames() {
    func tokens(_ text: String) -> [String] { KeptSpelling.tokens(of: SwiftTokens.key(of: text)) }
    let walk = "init<Environment>(reducer: Reducer<Value, Action, Environment>, environment: Environment) {}\n"
    let renamed = KeptSpelling(walk: tokens(walk), mine: tokens(walk.replacing("Environment", with: "Env")))
    #expect(renamed.renamings == ["Env": "Environment"])
    #expect(
      KeptSpelling.message("cannot assign value of type 'Reducer<Value, Action, Env>'", renaming: renamed.renamings)
        == "cannot assign value of type 'Reducer<Value, Action, Environment>'")
    #expect(KeptSpelling.message("'EnvHolder' is not Env_2", renaming: renamed.renamings) == "'EnvHolder' is not Env_2")
    let retyped = KeptSpelling(walk: tokens(walk), mine: tokens(walk.replacing("Reducer<", with: "[Reducer<")))
    #expect(retyped.renamings.isEmpty)
  }

  @Test func tokensIgnoreLayoutAndCommentsButNotWhatIsInsideAString() {
    let plain = "let greeting = \"a b\" // said\nfunc f(x: Int) -> Int { x }\n"
    let laidOut = "/* a /* nested */ comment */\nlet   greeting=\"a b\"\nfunc f(\n  x: Int,\n) -> Int {\n  x\n}\n"
    #expect(SwiftTokens.key(of: plain) == SwiftTokens.key(of: laidOut))
    #expect(SwiftTokens.key(of: plain) != SwiftTokens.key(of: plain.replacing("\"a b\"", with: "\"a  b\"")))
    #expect(SwiftTokens.key(of: "let s = \"// not a comment\"") != SwiftTokens.key(of: "let s = \"\""))
    #expect(
      SwiftTokens.key(of: "let s = \"\\(a) \\\"q\\\"\"; x")
        == ["let", "s", "=", "\"\\(a) \\\"q\\\"\"", ";", "x"].joined(separator: "\u{0}"))
    let multiLine = "let s = \"\"\"\n  one\n    two\n  \"\"\"\n"
    let reindented = "let s = \"\"\"\n      one\n        two\n      \"\"\"\n"
    #expect(SwiftTokens.key(of: multiLine) == SwiftTokens.key(of: reindented))
    #expect(SwiftTokens.key(of: multiLine) != SwiftTokens.key(of: multiLine.replacing("    two", with: "  two")))
    #expect(SwiftTokens.key(of: "#\"raw \"quoted\" text\"#") == "#\"raw \"quoted\" text\"#")
    #expect(SwiftTokens.key(of: "a->b") == SwiftTokens.key(of: "a -> b"))
  }

  // MARK: - Variants

  /// `text` as a learner might lay it out: a comment of their own on top, every line indented further with a
  /// comment after it, and lists broken after each comma; multi-line strings and comment lines left alone.
  static func reformatted(_ text: String) -> String {
    var inString = false
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let delimiters = line.components(separatedBy: "\"\"\"").count - 1
      if inString || delimiters % 2 == 1 {
        lines.append(line)
        if delimiters % 2 == 1 { inString.toggle() }
        continue
      }
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty else {
        lines.append(line)
        continue
      }
      if line.contains("\"") || line.contains("//") || line.contains("/*") || line.contains("#") {
        lines.append("  " + line)
        continue
      }
      lines.append("    " + line.replacing(", ", with: " ,\n      ") + " /* mine */")
    }
    return "// My notes on this file.\n\n" + lines.joined(separator: "\n")
  }

  /// The first identifier of four letters or more on a line the step adds, renamed everywhere in the file.
  static func renamingAnIdentifier(_ text: String, addedIn change: FileDiff) -> String? {
    let added = change.hunks.flatMap(\.lines).compactMap { line -> String? in
      if case .added(let text) = line, !text.contains("//"), !text.contains("\"") { return text }
      return nil
    }
    for line in added {
      if let match = line.firstMatch(of: #/\b([a-z][A-Za-z]{3,})\b/#), !Self.keywords.contains(String(match.1)) {
        let word = String(match.1)
        guard let whole = try? Regex("\\b\(word)\\b") else { return nil }
        return text.replacing(whole, with: word + "Renamed")
      }
    }
    return nil
  }

  static let keywords: Set = [
    "func", "return", "let", "var", "case", "switch", "guard", "else", "import", "struct", "enum", "extension",
    "static", "inout", "self", "true", "false", "some", "async", "await", "throws", "where", "init", "public",
    "private", "typealias", "protocol", "while", "break", "continue", "defer", "nonisolated", "unsafe", "final",
    "class", "escaping", "Sendable", "sending", "default",
  ]

  /// The first argument label in a call or a declaration, left out.
  static func leavingOutALabel(_ text: String) -> String? {
    guard let match = text.firstMatch(of: #/\(([a-z][A-Za-z]*): /#) else { return nil }
    return text.replacingCharacters(in: match.range, with: "(")
  }

  /// The first two generic parameters, swapped.
  static func swappingGenericParameters(_ text: String) -> String? {
    guard let match = text.firstMatch(of: #/<([A-Z]\w*), ([A-Z]\w*)/#), match.1 != match.2 else { return nil }
    return text.replacingCharacters(in: match.range, with: "<\(match.2), \(match.1)")
  }
}

/// Every sentence `along` says, in English and in Korean, asking for the same placeholders.
@Suite struct AlongLanguageTests {
  @Test func everyAlongMessageHasAKoreanEntryAskingForTheSameArguments() {
    checkCatalog(AlongMessage.self)
  }
}

/// What `along` does with a copy that is not as it left it: files it cannot read, a record it cannot read, a
/// second `along` on the same copy.
@Suite struct AlongBadInputTests {
  static func copy() throws -> WorkingCopy {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("along-bad-\(UUID().uuidString)")
    let copy = WorkingCopy(into: Stage.all[1], workbook: .current, folder: folder)
    try copy.lay(["Counter/CounterReducer.swift": "let a = 1\n", "Tests/CounterTests.swift": "let b = 2\n"])
    return copy
  }

  @Test func filesThatAreNotUTF8OrHugeAreNamedNotRead() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: copy.url("Counter/CounterReducer.swift"))
    try Data(repeating: UInt8(ascii: "a"), count: CopyReading.largestFile + 1).write(
      to: copy.url("Tests/CounterTests.swift"))
    let reading = CopyReading.of(copy)
    #expect(reading.files.isEmpty)
    #expect(reading.unreadable["Counter/CounterReducer.swift"] == .notUTF8)
    #expect(reading.unreadable["Tests/CounterTests.swift"] == .tooLarge(bytes: CopyReading.largestFile + 1))
  }

  @Test func aDeletedFileIsMissingFromTheJudgedState() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    try FileManager.default.removeItem(at: copy.url("Tests/CounterTests.swift"))
    #expect(CopyReading.of(copy).files.keys.sorted() == ["Counter/CounterReducer.swift"])
  }

  /// The unreadable record is set aside, never deleted, and named.
  @Test func aCorruptProgressRecordIsKeptAsideAndNamed() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    try copy.write("{ not json", as: ".along/progress.json")
    guard case .corrupt(let kept) = AlongProgress.read(in: copy) else {
      Issue.record("read as something else")
      return
    }
    #expect(kept.contains("progress.unreadable-"))
    #expect(AlongProgress.read(in: copy) == AlongProgress.Reading.none)
    let aside = try FileManager.default.contentsOfDirectory(atPath: copy.url(".along").path)
    #expect(aside.contains { $0.hasPrefix("progress.unreadable-") })
  }

  /// A checkpoint changed under an old copy: said; `--carry` gives the files the learner never changed the new
  /// start and leaves theirs as they are, keeping everything as it was in `.along/`. Run as the built Episode91,
  /// its input at an end at once, so each run makes or checks the copy and stops.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: TerminalSession.episode91.path)))
  func aChangedCheckpointIsSaidAndTheLearnersChangesAreCarriedOntoIt() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("along-carry-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: parent) }
    func along(_ arguments: [String]) -> ProcessResult {
      ProcessRunner.run(
        ProcessRequest(
          executable: TerminalSession.episode91, arguments: ["--lang", "en", "along", "2"] + arguments,
          workingDirectory: Workbook.current.root, environment: [WorkingCopy.folderVariable: parent.path],
          timeout: 60))
    }
    #expect(along([]).succeeded)
    let copy = WorkingCopy(
      into: Stage.all[1], workbook: .current, folder: parent.appendingPathComponent(Stage.all[1].target))
    let (untouched, changed) = ("Counter/CounterReducer.swift", "App/AppReducer.swift")
    let start = try Workbook.current.walk(into: Stage.all[1], in: .english).files(afterStep: 0)
    // As if the checkpoint had an extra line when the copy was made, which the learner never touched.
    try copy.write(start[untouched]! + "let old = 1\n", as: "\(AlongStart.startFolder)/\(untouched)")
    try copy.write(start[untouched]! + "let old = 1\n", as: untouched)
    try copy.write(start[changed]! + "let mine = 2\n", as: changed)
    let progress = try #require(AlongProgress.peek(in: copy).map { AlongProgress(done: $0, start: "stale") })
    try progress.write(in: copy)
    let told = along([])
    #expect(told.output.contains("Checkpoint 1 changed since this copy was made"), "\(told.output)")
    let carried = along(["--carry"])
    #expect(carried.output.contains("Carried your changes onto the new start"), "\(carried.output)")
    #expect(carried.output.contains("\(changed) stays as you wrote it"), "\(carried.output)")
    #expect(try String(contentsOf: copy.url(untouched), encoding: .utf8) == start[untouched])
    #expect(try String(contentsOf: copy.url(changed), encoding: .utf8) == start[changed]! + "let mine = 2\n")
    let kept = try FileManager.default.contentsOfDirectory(atPath: copy.url(".along").path)
      .filter { $0.hasPrefix("before-carry-") }
    #expect(kept.count == 1)
    #expect(!along([]).output.contains("changed since this copy was made"))
  }

  @Test func aSecondAlongOnTheSameCopyIsRefused() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy.folder) }
    var first = AlongLock(copy: copy)
    #expect(first != nil)
    #expect(AlongLock(copy: copy) == nil)
    first = nil
    #expect(first == nil)
    #expect(AlongLock(copy: copy) != nil, "the lock goes with the first")
  }
}

/// `along` alone: every walk, its title, and how far its copy has come, pinned.
@Suite struct AlongListTests {
  @Test func theListNamesEveryWalkAndTheStepItsCopyReached() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("along-list-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: parent) }
    let stage = Stage.all[2]
    let copy = WorkingCopy(into: stage, workbook: .current, folder: parent.appendingPathComponent(stage.target))
    try AlongProgress(done: 3, start: "").write(in: copy)
    let captured = CapturedConsole()
    let code = Episode91.listAlongWalks(
      workbook: .current, console: captured.console, environment: [WorkingCopy.folderVariable: parent.path])
    #expect(code == 0)
    let titles = try Stage.all.dropFirst().map { try Workbook.current.walkSource(into: $0, in: .english).title }
    let width = titles.map(\.displayWidth).max() ?? 0
    let count = try Workbook.current.walkSource(into: stage, in: .english).steps.count
    let rows = zip(Stage.all.dropFirst(), titles).map { stage, title in
      let reached = stage.number == 3 ? "step 4 of \(count)" : "not started"
      return "  \(stage.number)  " + title + String(repeating: " ", count: width - title.displayWidth) + "  " + reached
    }
    #expect(
      captured.output == """
        Walks to code along, each in a working copy of its own:

        \(rows.joined(separator: "\n"))

        Start or go on with `swift run Episode91 along <stage>`; `--path` prints a copy's folder.

        """)

    // At 80 columns the hint wraps as a paragraph does, rather than being cut by the terminal.
    let narrow = CapturedConsole()
    _ = ScreenSize.$width.withValue(80) {
      Episode91.listAlongWalks(
        workbook: .current, console: narrow.console, environment: [WorkingCopy.folderVariable: parent.path])
    }
    #expect(
      narrow.output.hasSuffix(
        """

        Start or go on with `swift run Episode91 along <stage>`; `--path` prints a
        copy's folder.

        """))
  }
}
