import ExerciseSupport
import Foundation
import Messages
import Testing

@testable import Episode91

/// The DocC tutorials are generated from the walks: the committed catalog must be exactly what the walks give now,
/// and each tutorial's code must run from one checkpoint to the next, byte for byte.
@Suite struct TutorialCatalogTests {
  static let regenerate = "swift run Episode91 tutorial --generate"

  /// Every committed page and code file is what `--generate` writes, and nothing else is there.
  @Test func theCommittedCatalogIsWhatTheWalksGive() throws {
    let workbook = Workbook.current
    let generated = TutorialCatalog.files(walks: try workbook.tutorialWalks())
    let committed = Dictionary(uniqueKeysWithValues: workbook.committedTutorialFiles().map { ($0.path, $0.text) })
    for file in generated where committed[file.path] != file.text {
      // Named, not shown: a whole page or code file in the failure would bury which one it is.
      Issue.record("\(TutorialCatalog.folder)/\(file.path) is stale or missing: run `\(Self.regenerate)`")
    }
    let wanted = Set(generated.map(\.path))
    for path in committed.keys where !wanted.contains(path) {
      Issue.record("\(TutorialCatalog.folder)/\(path) is left over from an older walk: run `\(Self.regenerate)`")
    }
  }

  /// Read from the committed pages, not the generator: every step's code is its file as the walk leaves it after
  /// that step (as it was before, for a step that deletes it), and DocC compares it with the file as it was before
  /// the step; the walk's own states run from one checkpoint to the next (`WalkTests`).
  @Test(arguments: Stage.all.dropFirst().map(\.number))
  func everyStepShowsItsFileAsTheWalkLeavesIt(into number: Int) throws {
    let workbook = Workbook.current
    let text = Self.pages(into: number, in: .english).joined(separator: "\n")
    guard !text.isEmpty else { return }  // no walk written yet
    let walk = try workbook.walk(into: Stage.all[number - 1], in: .english)
    let code = workbook.tutorialCatalog.appendingPathComponent(TutorialCatalog.codeFolder)
    func read(_ file: String) throws -> String {
      try String(contentsOf: code.appendingPathComponent(file), encoding: .utf8)
    }
    var step = 0
    for line in text.split(separator: "\n") {
      if line == "@Step {" { step += 1 }
      guard line.hasPrefix("@Code(") else { continue }
      let name = try #require(argument("name", in: line))
      let file = try #require(argument("file", in: line))
      let before = walk.text(of: name, afterStep: step - 1)
      let after = walk.text(of: name, afterStep: step) ?? before
      #expect(try read(file) == after.map(CodePane.wrapped), "step \(step): \(file) is not \(name) after the step")
      if let previous = argument("previousFile", in: line), previous != TutorialCatalog.emptyFile {
        #expect(
          try read(previous) == before.map(CodePane.wrapped), "step \(step): \(previous) is not \(name) before it")
      } else {
        #expect(before == nil, "step \(step): \(name) existed before the step, but DocC compares it with nothing")
      }
    }
    #expect(step == walk.source.steps.count)
  }

  /// The pages of the walk into `number` in `language`, its parts in order; none when it has no walk.
  static func pages(into number: Int, in language: Language) -> [String] {
    let catalog = Workbook.current.tutorialCatalog
    var pages: [String] = []
    for part in 1... {
      let name = TutorialCatalog.tutorialName(into: number, part: part, in: language) + ".tutorial"
      guard let text = try? String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8) else { break }
      pages.append(text)
    }
    return pages
  }

  /// Each walk is one tutorial per language (or one per part, for a walk its markers cut into parts): a section per walk section, a DocC
  /// step per walk step, each with its words and its code, and the questions closing the last part.
  @Test func everyWalkIsATutorialWithItsStepsAndQuestions() throws {
    for (language, walks) in try Workbook.current.tutorialWalks() {
      for (number, walk) in walks {
        let pages = Self.pages(into: number, in: language)
        let name = TutorialCatalog.tutorialName(into: number, in: language)
        #expect(pages.count == TutorialCatalog.parts(of: walk).count, "\(name)")
        let lines = pages.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count { $0.hasPrefix("@Section(") } == walk.source.groups.count, "\(name)")
        let steps = lines.indices.filter { lines[$0] == "@Step {" }
        #expect(steps.count == walk.source.steps.count, "\(name)")
        for (index, start) in steps.enumerated() {
          let body = lines[(start + 1)...].prefix { $0 != "}" }
          // Words first (DocC takes the first paragraph as the step's text), and a code pane, never blank.
          #expect(
            body.first.map { !$0.isEmpty && !$0.hasPrefix("@") } == true, "\(name) step \(index + 1) has no words")
          #expect(body.contains { $0.hasPrefix("@Code(") }, "\(name) step \(index + 1) has no code")
        }
        #expect(lines.count { $0 == "@MultipleChoice {" } == walk.source.questions.count)
        #expect(walk.source.questions.count >= 3, "\(name) asks fewer than three questions")
        #expect(pages.last?.contains("@Assessments {") == true)
      }
    }
  }

  /// No code file is blank, and none has a line wider than the code pane shows.
  @Test func everyCodeFileHasCodeThatFitsThePane() throws {
    for file in try TutorialCatalog.files(walks: Workbook.current.tutorialWalks())
    where file.path.hasPrefix(TutorialCatalog.codeFolder) && !file.path.hasSuffix(TutorialCatalog.emptyFile) {
      #expect(!file.text.isEmpty, "\(file.path) is blank")
      let widest = file.text.split(separator: "\n").map(\.count).max() ?? 0
      #expect(widest <= CodePane.columns, "\(file.path) has a line of \(widest) columns")
    }
  }

  /// The English and Korean tutorials show the same code in the same order: only the prose differs.
  @Test(arguments: Stage.all.dropFirst().map(\.number))
  func bothLanguagesShowTheSameCode(into number: Int) throws {
    func codeLines(_ language: Language) -> [Substring] {
      Self.pages(into: number, in: language).joined(separator: "\n").split(separator: "\n").filter {
        $0.hasPrefix("@Code(")
      }
    }
    #expect(codeLines(.english) == codeLines(.korean))
  }

  /// Each tutorial (each part of a walk in parts) opens with its walk's before/after diagram, in its language, as an
  /// inline picture closing the introduction (DocC's widest slot at the top of a tutorial), and the picture is there.
  @Test func eachTutorialOpensWithItsBeforeAfterDiagram() throws {
    let workbook = Workbook.current
    let walks = try workbook.tutorialWalks()
    let files = TutorialCatalog.files(walks: walks)
    for (language, ofLanguage) in walks {
      for (number, walk) in ofLanguage {
        let picture = TutorialCatalog.beforeAfterDiagram(from: walk.from, into: walk.into, in: language)
        #expect(picture == "before-after-\(number - 1)-to-\(number)\(language == .korean ? "-ko" : "").svg")
        for part in 1...TutorialCatalog.parts(of: walk).count {
          let name = TutorialCatalog.tutorialName(into: number, part: part, in: language) + ".tutorial"
          let page = try #require(files.first { $0.path == name }, "\(name) is not generated")
          let intro = page.text.split(separator: "\n").drop { !$0.hasPrefix("@Intro(") }.prefix { $0 != "}" }
          #expect(intro.last?.hasPrefix("![") == true && intro.last?.hasSuffix("](\(picture))") == true, "\(name)")
          #expect(!page.text.contains("@Image("), "\(name): DocC shows an @Image too small to read")
        }
        let svg = workbook.tutorialCatalog.appendingPathComponent("Resources/" + picture)
        #expect(FileManager.default.fileExists(atPath: svg.path), "\(picture): run scripts/draw-stage-diagrams")
      }
    }
  }

  /// Each lesson opens with its stage's diagram, in its language, and the picture is there.
  @Test(arguments: Stage.all)
  func eachLessonShowsItsDiagram(stage: Stage) throws {
    let workbook = Workbook.current
    for language in [Language.english, .korean] {
      let lesson = try String(
        contentsOf: workbook.checkpointFolder(for: stage).appendingPathComponent(StageLesson.fileName(in: language)),
        encoding: .utf8)
      let image = "../../\(TutorialCatalog.folder)/Resources/\(TutorialCatalog.diagram(of: stage, in: language)))"
      let lines = lesson.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[2].hasPrefix("![") && lines[2].hasSuffix(image), "\(stage.target) \(language): \(lines[2])")
      let svg = workbook.tutorialCatalog.appendingPathComponent(
        "Resources/" + TutorialCatalog.diagram(of: stage, in: language))
      #expect(FileManager.default.fileExists(atPath: svg.path))
    }
  }

  @Test func everyMessageHasBothLanguages() {
    checkCatalog(TutorialMessage.self)
  }

  /// `name: "value"` in a directive line.
  private func argument(_ name: String, in line: Substring) -> String? {
    guard let start = line.range(of: "\(name): \"") else { return nil }
    let rest = line[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }
}

/// `tutorial`'s screens that need no docc running: a missing docc, a busy port, a bad port, pinned in both languages.
@Suite struct TutorialCommandTests {
  @Test func aMissingDoccSaysWhatToInstall() throws {
    let fixture = try FixtureWorkbook()
    var executables = fixture.executables()
    executables.findDocc = { nil }
    let english = fixture.run(["tutorial"], executables: executables)
    #expect(english.code == 1)
    #expect(english.output.isEmpty)
    let korean = fixture.run(["--lang", "ko", "tutorial"], executables: executables)
    #expect(korean.code == 1)
    #if os(macOS)
      #expect(english.errors == TutorialMessage.doccMissingMacOS.text(in: .english) + "\n")
      #expect(
        english.errors
          == "xcrun could not find docc, which ships with Xcode. Install Xcode 16.3 or newer, choose it with `sudo xcode-select --switch /Applications/Xcode.app`, and run this again. Episode91 downloads nothing itself.\n"
      )
      #expect(
        korean.errors
          == "xcrun이 docc를 찾지 못했습니다. docc는 Xcode에 들어 있습니다. Xcode 16.3 이상을 설치하고 `sudo xcode-select --switch /Applications/Xcode.app`으로 선택한 뒤 다시 실행하세요. Episode91은 아무것도 내려받지 않습니다.\n"
      )
    #else
      let folder = Docc.swiftFolder(path: ProcessInfo.processInfo.environment["PATH"])?.path ?? "PATH"
      #expect(
        english.errors
          == "docc is not beside swift (\(folder)) or on PATH. It ships with the Swift toolchains from swift.org: install one (https://www.swift.org/install) and run this again. Episode91 downloads nothing itself.\n"
      )
      #expect(
        korean.errors
          == "swift 옆(\(folder))에도, PATH에도 docc가 없습니다. docc는 swift.org의 Swift 툴체인에 들어 있으니 툴체인을 설치하고(https://www.swift.org/install) 다시 실행하세요. Episode91은 아무것도 내려받지 않습니다.\n"
      )
    #endif
  }

  /// A port something already listens on is refused before docc starts.
  @Test func aBusyPortIsRefusedPlainly() throws {
    let fixture = try FixtureWorkbook()
    var executables = fixture.executables()
    executables.findDocc = { URL(fileURLWithPath: "/bin/false") }
    let (descriptor, port) = try #require(listeningSocket())
    defer { close(descriptor) }
    let english = fixture.run(["tutorial", "--port", "\(port)"], executables: executables)
    #expect(english.code == 1)
    #expect(
      english.errors
        == "Port \(port) is already in use on this machine. Choose another with --port, or leave --port out and Episode91 picks a free one.\n"
    )
    let korean = fixture.run(["--lang", "ko", "tutorial", "--port", "\(port)"], executables: executables)
    #expect(korean.code == 1)
    #expect(
      korean.errors
        == "이 컴퓨터에서 \(port)번 포트를 이미 쓰고 있습니다. --port로 다른 포트를 고르거나, --port를 빼서 Episode91이 빈 포트를 고르게 하세요.\n"
    )
  }

  @Test(arguments: [["--port"], ["--port", "0"], ["--port", "70000"], ["--port", "http"]])
  func aBadPortIsAUsageError(arguments: [String]) throws {
    let fixture = try FixtureWorkbook()
    let result = fixture.run(["tutorial"] + arguments)
    #expect(result.code == 2)
    #expect(result.errors.contains("--port needs a port number from 1 to 65535"))
  }

  @Test func helpIsItsUsageAndSummary() throws {
    let fixture = try FixtureWorkbook()
    #expect(
      fixture.run(["tutorial", "--help"]).output
        == "Usage: swift run Episode91 tutorial [--port N]\n\n  the walks as step-by-step DocC tutorials, served on localhost for your browser\n"
    )
    #expect(
      fixture.run(["--lang", "ko", "tutorial", "--help"]).output
        == "사용법: swift run Episode91 tutorial [--port N]\n\n  과정을 DocC 튜토리얼로 만들어 브라우저에서 보도록 localhost에서 제공\n"
    )
  }

  /// A socket listening on a loopback port the system chose, as another server would.
  private func listeningSocket() -> (Int32, Int)? {
    guard let socket = Port.loopbackSocket(boundTo: 0) else { return nil }
    guard listen(socket.descriptor, 1) == 0 else {
      close(socket.descriptor)
      return nil
    }
    return socket
  }
}
