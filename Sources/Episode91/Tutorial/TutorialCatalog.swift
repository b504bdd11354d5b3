import ExerciseSupport
import Foundation
import Messages

/// The walks as DocC tutorials: one `@Tutorial` per transition and language, one `@Tutorials` table of contents
/// per language, and every step's code as the real state of its file after that step.
///
/// Generated, never written by hand: `swift run Episode91 tutorial --generate` writes these files into
/// `Sources/Walks/Walks.docc`, and `TutorialCatalogTests` fails when a committed one differs from what
/// the walks give now. The walk files are the one source; the terminal's `walk`, GitHub and Xcode all read them.
enum TutorialCatalog {
  /// The catalog, relative to the workbook.
  static let folder = "Sources/Walks/Walks.docc"
  /// Where the generated code files go inside the catalog; everything in it is generated.
  static let codeFolder = "Resources/code"

  /// One file of the catalog: its path inside the catalog, and its text.
  struct File: Equatable, Sendable {
    var path: String
    var text: String
  }

  /// A chapter: the transitions that come from one part of the story.
  struct Chapter: Sendable {
    var name: TutorialMessage
    var text: TutorialMessage
    /// The stage the chapter starts from, whose diagram it shows.
    var startsFrom: Int
    /// The stages its walks lead into, in order.
    var into: [Int]
  }

  /// Episode 91 takes stages 1 to 3, episode 92 stage 3 to 4, and what came after the episodes stages 4 to 6.
  static let chapters = [
    Chapter(name: .chapterEpisode91, text: .chapterEpisode91Text, startsFrom: 1, into: [2, 3]),
    Chapter(name: .chapterEpisode92, text: .chapterEpisode92Text, startsFrom: 3, into: [4]),
    Chapter(name: .chapterAfter, text: .chapterAfterText, startsFrom: 4, into: [5, 6]),
  ]

  /// The table of contents' file name (without `.tutorial`), which is also its page: `/tutorials/episode91`.
  static func tableOfContents(in language: Language) -> String {
    language == .korean ? "Episode91-ko" : "Episode91"
  }

  /// A tutorial's file name, which is also its page: `/tutorials/walks/from-1-to-2`; a walk's second part is
  /// `from-4-to-5-part-2`.
  static func tutorialName(into stage: Int, part: Int = 1, in language: Language) -> String {
    "from-\(stage - 1)-to-\(stage)" + (part > 1 ? "-part-\(part)" : "") + (language == .korean ? "-ko" : "")
  }

  /// The walk's tutorials: one per part, where its part markers (`<!-- part: Title -->`) cut it where its ideas
  /// change; one for a walk without markers.
  static func parts(of walk: Walk) -> [WalkPart] {
    walk.source.parts
  }

  /// A stage's diagram, drawn by `scripts/draw-stage-diagrams` into `Resources/`.
  static func diagram(of stage: Stage, in language: Language) -> String {
    "stage\(stage.number)-\(stage.slug)" + (language == .korean ? "-ko" : "") + ".svg"
  }

  /// The code file showing `path` after `step` of the walk into `stage` (step 0: the earlier checkpoint's file).
  static func codeFile(into stage: Int, step: Int, path: String) -> String {
    let flat = path.replacingOccurrences(of: "/", with: "-")
    // `.txt`, so that `swift format` and the compiler never take an intermediate state for a source file; DocC
    // takes the language from the `name:` the step shows instead.
    return "walk\(stage)-\(step < 10 ? "0" : "")\(step)-\(flat).txt"
  }

  /// What an added file is compared with.
  static let emptyFile = "empty.txt"

  /// Every generated file, from the walks into each stage in both languages.
  static func files(walks: [Language: [Int: Walk]]) -> [File] {
    var files: [File] = []
    for language in [Language.english, .korean] {
      let ofLanguage = walks[language] ?? [:]
      files.append(File(path: tableOfContents(in: language) + ".tutorial", text: contents(ofLanguage, language)))
      for walk in ofLanguage.values.sorted(by: { $0.into.number < $1.into.number }) {
        let parts = parts(of: walk)
        for index in parts.indices {
          files.append(
            File(
              path: tutorialName(into: walk.into.number, part: index + 1, in: language) + ".tutorial",
              text: tutorial(walk, part: index + 1, language)))
        }
      }
    }
    // The code is the same in both languages (the walks share their steps and hunks), so it is written once, from
    // the English walk or, where there is none yet, the Korean.
    let either = (walks[.korean] ?? [:]).merging(walks[.english] ?? [:]) { _, english in english }
    files.append(File(path: codeFolder + "/" + emptyFile, text: ""))
    for walk in either.values.sorted(by: { $0.into.number < $1.into.number }) {
      for code in codeStates(of: walk) {
        files.append(File(path: codeFolder + "/" + code.file, text: CodePane.wrapped(code.text)))
      }
    }
    return files
  }

  /// One `@Code` of a tutorial: the file it shows, the one DocC compares it with, and which walk step it is (0 for
  /// a state written only to compare with).
  struct CodeState: Equatable, Sendable {
    var path: String
    var step: Int
    var file: String
    var text: String
    /// The state before this one, which DocC highlights the change against: for a file the step adds, an empty
    /// file, so that every line shows as new.
    var previousFile: String?
  }

  /// The code each DocC step shows: the file its instruction is about, after the step, compared with the state
  /// before it so DocC highlights the change; for a step that deletes the file, the file as it was, with the
  /// words "this file is deleted" in the step's text. Files are written once per state and reused.
  static func codeStates(of walk: Walk) -> [CodeState] {
    var states: [CodeState] = []
    // The last code file written for each path, and its text.
    var latest: [String: (file: String, text: String)] = [:]
    for (index, step) in walk.source.steps.enumerated() {
      let number = index + 1
      let path = shownPath(of: step)
      var previousFile: String?
      if let before = walk.text(of: path, afterStep: number - 1) {
        if let known = latest[path], known.text == before {
          previousFile = known.file
        } else {
          // The file as the earlier checkpoint has it, or as steps that showed other files left it: written to
          // compare with, and shown by no step.
          let file = codeFile(into: walk.into.number, step: number - 1, path: path)
          states.append(CodeState(path: path, step: 0, file: file, text: before, previousFile: nil))
          latest[path] = (file, before)
          previousFile = file
        }
      }
      guard let text = walk.text(of: path, afterStep: number) else {
        // Deleted: the file as it was, compared with itself, so nothing is highlighted; the words say why.
        if let previousFile, let before = latest[path]?.text {
          states.append(
            CodeState(path: path, step: number, file: previousFile, text: before, previousFile: previousFile))
        }
        latest[path] = nil
        continue
      }
      let file = codeFile(into: walk.into.number, step: number, path: path)
      states.append(
        CodeState(path: path, step: number, file: file, text: text, previousFile: previousFile ?? emptyFile))
      latest[path] = (file, text)
    }
    return states
  }

  /// The file a step's DocC pane shows: the first it shows in the terminal too, or, when every block is folded,
  /// the first it writes in.
  static func shownPath(of step: WalkStep) -> String {
    step.shownBlocks.first?.path ?? step.blocks[0].path
  }

  // MARK: - The pages

  private static func contents(_ walks: [Int: Walk], _ language: Language) -> String {
    let first = Stage.all[0]
    var lines = [
      "@Tutorials(name: \"\(TutorialMessage.tableOfContentsName.text(in: language))\") {",
      "@Intro(title: \"\(quoted(TutorialMessage.tableOfContentsTitle.text(in: language)))\") {",
      TutorialMessage.tableOfContentsText.text(in: language),
      "",
      image(of: first, language),
      "}",
    ]
    for chapter in chapters {
      let chapterWalks = chapter.into.filter { walks[$0] != nil }
      guard !chapterWalks.isEmpty, let start = Stage.all.first(where: { $0.number == chapter.startsFrom }) else {
        continue
      }
      lines += [
        "",
        "@Chapter(name: \"\(quoted(chapter.name.text(in: language)))\") {",
        chapter.text.text(in: language),
        "",
        image(of: start, language),
      ]
      for stage in chapterWalks {
        for part in 1...(walks[stage].map { parts(of: $0).count } ?? 1) {
          lines.append("@TutorialReference(tutorial: \"doc:\(tutorialName(into: stage, part: part, in: language))\")")
        }
      }
      lines.append("}")
    }
    lines += resources(walks, language)
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Point-Free's episodes the walks follow and their own code, then the libraries stages 5 and 6 rebuild; the
  /// text before them names the lessons and the terminal's walks, which live in the workbook, not on the web.
  private static func resources(_ walks: [Int: Walk], _ language: Language) -> [String] {
    let stages = walks.keys.sorted()
    let commands = stages.map { "`swift run Episode91\(language == .korean ? " --lang ko" : "") walk \($0)`" }
    var lines = [
      "",
      "@Resources {",
      TutorialMessage.resourcesText.text(in: language, ["commands": commands.joined(separator: ", ")]),
      "",
      "@Videos(destination: \"\(episodes[0].url)\") {",
      TutorialMessage.resourcesEpisodes.text(in: language),
      "",
    ]
    lines += episodes.map { "- [\($0.title)](\($0.url))" }
    lines += [
      "}", "", "@SampleCode(destination: \"\(codeSamples)\") {", TutorialMessage.resourcesCode.text(in: language), "",
    ]
    lines += episodes.map { "- [\($0.folder)](\(codeSamples)/tree/main/\($0.folder))" }
    lines += [
      "}", "", "@Documentation(destination: \"\(libraries[0].url)\") {",
      TutorialMessage.resourcesLibraries.text(in: language), "",
    ]
    lines += libraries.map { "- [\($0.name)](\($0.url))" }
    lines += ["}", "}"]
    return lines
  }

  /// The episodes the walks follow, on Point-Free, with their code's folder in episode-code-samples.
  static let episodes = [
    (
      title: "Episode #91: Dependency Injection Made Composable",
      url: "https://www.pointfree.co/episodes/ep91-dependency-injection-made-composable",
      folder: "0091-modular-dependency-injection-pt1"
    ),
    (
      title: "Episode #92: Dependency Injection Made Modular",
      url: "https://www.pointfree.co/episodes/ep92-dependency-injection-made-modular",
      folder: "0092-modular-dependency-injection-pt2"
    ),
    (
      title: "Episode #93: Modular Dependency Injection: The Point",
      url: "https://www.pointfree.co/episodes/ep93-modular-dependency-injection-the-point",
      folder: "0093-modular-dependency-injection-pt3"
    ),
  ]
  static let codeSamples = "https://github.com/pointfreeco/episode-code-samples"
  /// What stages 5 and 6 rebuild small.
  static let libraries = [
    (name: "swift-dependencies", url: "https://github.com/pointfreeco/swift-dependencies"),
    (name: "Puredux", url: "https://github.com/KazaiMazai/Puredux"),
  ]

  /// Part `part` (from 1) of the walk as a tutorial: titled by its part marker, where the walk has parts.
  private static func tutorial(_ walk: Walk, part: Int, _ language: Language) -> String {
    let source = walk.source
    let parts = parts(of: walk)
    let groups = parts[part - 1].groups
    let codes = Dictionary(grouping: codeStates(of: walk).filter { $0.step > 0 }, by: \.step)
    let title =
      parts[part - 1].title.map { name in
        TutorialMessage.partTitle.text(
          in: language,
          [
            "from": "\(walk.from.number)", "into": "\(walk.into.number)", "part": "\(part)",
            "count": "\(parts.count)", "name": unquoted(name),
          ])
      } ?? unquoted(source.title)
    var lines = [
      "@Tutorial(time: \(estimatedMinutes(of: walk, groups: groups))) {",
      "@Intro(title: \"\(quoted(title))\") {",
    ]
    // No @Image in the intro: DocC draws it as the page's background, under the text.
    if part == 1 {
      // How to code along (`along`) closes every walk's introduction, in the walk's language.
      lines += markdown(
        source.introduction + [
          "",
          AlongMessage.walkIntroduction.text(
            in: language, ["stage": "\(walk.into.number)", "target": walk.into.target]),
        ])
    } else {
      let previous = source.groups[groups.lowerBound - 1].title
      lines.append(
        escaped(
          TutorialMessage.partIntroduction.text(
            in: language,
            [
              "part": "\(part - 1)", "name": unquoted(parts[part - 2].title ?? ""), "section": unquoted(previous),
            ])))
    }
    lines += ["", beforeAfterImage(of: walk, language), "}"]

    // One section per `##` group, its introduction the why of its steps; one DocC step per walk step, its
    // instruction beside the code of the file it is about. No stage diagram in a section: DocC shows a section's
    // picture 410 px wide at 1280, too small for its labels; the introduction's before/after picture has both.
    for groupIndex in groups {
      let group = source.groups[groupIndex]
      lines += ["", "@Section(title: \"\(quoted(unquoted(group.title)))\") {", "@ContentAndMedia {"]
      lines += markdown(group.introduction)
      lines += ["}", "", "@Steps {"]
      for (number, step) in source.steps(of: group) {
        let text = stepText(step, number: number, of: walk, language)
        lines += ["@Step {", text.instruction]
        if let code = codes[number]?.first {
          let previous = code.previousFile.map { ", previousFile: \"\($0)\"" } ?? ""
          lines.append("@Code(name: \"\(code.path)\", file: \"\(code.file)\"\(previous))")
        }
        if let caption = text.caption {
          lines.append(caption)
        }
        lines.append("}")
      }
      lines += ["}", "}"]
    }

    if part == parts.count, !source.questions.isEmpty {
      lines += ["", "@Assessments {"]
      for question in source.questions {
        lines += ["@MultipleChoice {", escaped(question.question)]
        if !question.text.isEmpty {
          lines += [""] + markdown(question.text)
        }
        for choice in question.choices {
          let reaction: TutorialMessage = choice.isRight ? .reactionRight : .reactionWrong
          lines += [
            "",
            "@Choice(isCorrect: \(choice.isRight)) {",
            escaped(choice.text),
            "",
            "@Justification(reaction: \"\(quoted(reaction.text(in: language)))\") {",
            escaped(choice.reason),
            "}",
            "}",
          ]
        }
        lines.append("}")
      }
      lines.append("}")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A step's words in DocC, which allows one paragraph before its code and one after: the title in bold leading
  /// the instruction; then, as the caption, that the file is deleted, what the folded blocks do and where, what
  /// the compiler says, and the test the step runs and what it shows.
  private static func stepText(
    _ step: WalkStep, number: Int, of walk: Walk, _ language: Language
  ) -> (instruction: String, caption: String?) {
    let words = markdown(step.narration).filter { !$0.isEmpty }
    let instruction = (["**\(escaped(step.title))**"] + words).joined(separator: " ")
    var caption: [String] = []
    let path = shownPath(of: step)
    if walk.text(of: path, afterStep: number) == nil {
      caption.append(TutorialMessage.stepDeletes.text(in: language, ["path": path]))
    }
    let folded = step.paths.filter { path in step.blocks.contains { $0.path == path && $0.isFolded } }
    if !folded.isEmpty {
      let files = folded.map { "`\($0)`" }.joined(separator: ", ")
      caption += (step.foldSummary.map { [escaped($0)] } ?? [])
      caption.append(TutorialMessage.foldedFiles.text(in: language, ["files": files]))
    }
    if let compiler = step.compiler {
      caption.append(escaped(compiler.said(in: language)))
    }
    if let run = step.run {
      caption.append(escaped(run.said(in: language)))
    }
    return (instruction, caption.isEmpty ? nil : caption.joined(separator: " "))
  }

  /// About how long a learner takes over the walk's sections `groups` (all by default): three quarters of a minute
  /// a step, to read its instruction and its code. Counted in steps, not words, so that a part takes as long in
  /// every language.
  static func estimatedMinutes(of walk: Walk, groups: Range<Int>? = nil) -> Int {
    let source = walk.source
    let sections = groups.map { Array(source.groups[$0]) } ?? source.groups
    let steps = source.steps.count { step in sections.contains { $0.title == step.group } }
    return max(5, Int((Double(steps) * 0.75).rounded(.up)))
  }

  /// The walk's before/after diagram (`scripts/draw-stage-diagrams`): the stage it starts from above the one it
  /// arrives at.
  static func beforeAfterDiagram(from: Stage, into: Stage, in language: Language) -> String {
    "before-after-\(from.number)-to-\(into.number)" + (language == .korean ? "-ko" : "") + ".svg"
  }

  /// The before/after diagram as an inline Markdown image, which is the widest picture DocC gives the top of a
  /// tutorial: 571 px at a 1280 px window, where an @Image in the intro becomes a dimmed background, a section's
  /// picture is 410 px and a step's pane 617 px but only as tall as the window (measured in headless Chromium).
  /// The diagram is drawn 568 px wide, so it shows at its own size and its 12 px labels stay 12 px.
  private static func beforeAfterImage(of walk: Walk, _ language: Language) -> String {
    let alt = TutorialMessage.beforeAfterAlt.text(
      in: language, ["from": "\(walk.from.number)", "into": "\(walk.into.number)"])
    return "![\(alt)](\(beforeAfterDiagram(from: walk.from, into: walk.into, in: language)))"
  }

  private static func image(of stage: Stage, _ language: Language) -> String {
    let alt = TutorialMessage.diagramAlt.text(in: language, ["stage": "\(stage.number)"])
    return "@Image(source: \"\(diagram(of: stage, in: language))\", alt: \"\(quoted(alt))\")"
  }

  /// Walk Markdown as DocC reads it inside a directive: links to the workbook's own files become their text (the
  /// catalog has no such pages), and a line that would open a directive is escaped.
  private static func markdown(_ lines: [String]) -> [String] {
    var inCode = false
    return lines.map { line in
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle() }
      return inCode ? line : escaped(line)
    }
  }

  private static func escaped(_ line: String) -> String {
    var line = withoutLocalLinks(line)
    if line.hasPrefix("@") { line = "\\" + line }
    return line
  }

  /// `[the lesson](README.md)` → `the lesson`; links to the web stay.
  private static func withoutLocalLinks(_ line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "[") {
      guard let close = rest[open...].firstIndex(of: "]"), rest.index(after: close) < rest.endIndex,
        rest[rest.index(after: close)] == "(", let end = rest[close...].firstIndex(of: ")")
      else { break }
      let target = rest[rest.index(close, offsetBy: 2)..<end]
      result += rest[..<open]
      if target.hasPrefix("http://") || target.hasPrefix("https://") {
        result += rest[open...end]
      } else {
        result += rest[rest.index(after: open)..<close]
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// A heading as a directive's title, which DocC shows as plain text: without the backticks of code spans.
  private static func unquoted(_ text: String) -> String {
    text.replacingOccurrences(of: "`", with: "")
  }

  private static func quoted(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}

extension Workbook {
  /// The catalog's folder in this workbook.
  var tutorialCatalog: URL {
    root.appendingPathComponent(TutorialCatalog.folder)
  }

  /// Every walk the workbook has, by language and the stage it leads into; the first walk that fails stops it.
  func tutorialWalks() throws(WalkFailure) -> [Language: [Int: Walk]] {
    var walks: [Language: [Int: Walk]] = [:]
    for language in [Language.english, .korean] {
      for stage in Stage.all where stage.previous != nil && hasWalk(into: stage, in: language) {
        walks[language, default: [:]][stage.number] = try walk(into: stage, in: language)
      }
    }
    return walks
  }

  /// The generated files as they are on disk now, for the staleness check: the pages and every code file. Hidden
  /// files (Finder's `.DS_Store`) are not the catalog's, as nowhere in the workbook (`visibleNames`).
  func committedTutorialFiles() -> [TutorialCatalog.File] {
    var files: [TutorialCatalog.File] = []
    let root = tutorialCatalog
    for name in visibleNames(in: TutorialCatalog.folder) where name.hasSuffix(".tutorial") {
      if let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) {
        files.append(TutorialCatalog.File(path: name, text: text))
      }
    }
    let code = TutorialCatalog.folder + "/" + TutorialCatalog.codeFolder
    for name in visibleNames(in: code) {
      if let text = try? String(contentsOf: url(code + "/" + name), encoding: .utf8) {
        files.append(TutorialCatalog.File(path: TutorialCatalog.codeFolder + "/" + name, text: text))
      }
    }
    return files
  }

  /// Writes the generated files and removes any generated file the walks no longer give.
  func writeTutorialFiles(_ files: [TutorialCatalog.File]) throws {
    let manager = FileManager.default
    let root = tutorialCatalog
    let wanted = Set(files.map(\.path))
    for old in committedTutorialFiles() where !wanted.contains(old.path) {
      try manager.removeItem(at: root.appendingPathComponent(old.path))
    }
    try manager.createDirectory(
      at: root.appendingPathComponent(TutorialCatalog.codeFolder), withIntermediateDirectories: true)
    for file in files {
      try Data(file.text.utf8).write(to: root.appendingPathComponent(file.path), options: .atomic)
    }
  }
}
