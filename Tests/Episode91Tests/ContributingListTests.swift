import ExerciseSupport
import Foundation
import Messages
import ProbeKit
import Testing

@testable import Episode91

/// Keeps CONTRIBUTING.md's lists ("Adding a stage", "Adding an exercise", "Adding a compare row", "Adding a
/// message") true. Each list names files by their path from the workbook's root, with `<Stage>`, `<N>` and `<Key>`
/// for what differs from one stage, exercise or key enum to the next. The code decides what belongs in a list:
/// a place that names every stage, every exercise or every probe is a place the next one must be added to.
@Suite struct ContributingListTests {
  // MARK: Adding a stage

  /// Every file outside the checkpoint folders that names every stage (by target or title) is one a new stage
  /// must be added to, so the list names it; and every file the list names there still names every stage.
  @Test func theStageListNamesEveryPlaceThatNamesEveryStage() throws {
    let entries = try Contributing.list("Adding a stage")
    let names = try Stage.all.map { stage in
      [stage.target, try Contributing.workbook.lesson(of: stage, in: .english).title]
    }
    let stageFolders = Stage.all.flatMap { ["Episodes/\($0.target)/", "Tests/\($0.target)Tests/"] }
    func namesEveryStage(_ text: String) -> Bool {
      names.allSatisfy { $0.contains { text.contains($0) } }
    }

    Contributing.expectEveryFileExists(
      entries.filter { $0.contains("<Stage>") }.flatMap { entry in
        Stage.all.map { entry.replacing("<Stage>", with: $0.target) }
      }, listedUnder: "Adding a stage")
    let listed = Set(entries.filter { !$0.contains("<Stage>") })
    let naming = Contributing.files.filter { path, text in
      !stageFolders.contains { path.hasPrefix($0) } && namesEveryStage(text)
    }.keys
    Contributing.expect(listed, isEvery: Set(naming), thatNames: "every stage", listedUnder: "Adding a stage")
  }

  // MARK: Adding an exercise

  /// The list's files exist for every exercise; each names the last exercise in the catalog, and every file that
  /// names it is on the list.
  @Test func theExerciseListNamesEveryPlaceThatNamesAnExercise() throws {
    let entries = try Contributing.list("Adding an exercise")
    #expect(entries.contains("Sources/ExerciseSupport/Catalog.swift"))
    func expanded(_ entry: String, for exercise: Exercise) -> String {
      entry.replacing("<Stage>", with: exercise.stage).replacing("<N>", with: exercise.underscoredID)
    }
    Contributing.expectEveryFileExists(
      Exercise.all.flatMap { exercise in entries.map { expanded($0, for: exercise) } },
      listedUnder: "Adding an exercise")

    let last = try #require(Exercise.all.last)
    let listed = Set(entries.map { expanded($0, for: last) })
    let naming = Contributing.files.filter { path, text in
      // .ci and .github name Swift versions in quotes, which are no exercises.
      !path.hasPrefix(".") && last.isNamed(in: text, path: path)
    }.keys
    for path in naming.sorted() where !listed.contains(path) {
      Issue.record(
        """
        \(path) names exercise \(last.id), so a new exercise may need it too: list it in CONTRIBUTING.md's \
        "Adding an exercise" (as a path with <Stage> and <N> if it is the exercise's own file)
        """)
    }
    for path in listed.sorted() where Contributing.exists(path) && !naming.contains(path) {
      Issue.record(
        """
        CONTRIBUTING.md's "Adding an exercise" lists \(path), which does not name exercise \(last.id): take it \
        off the list
        """)
    }
  }

  // MARK: Adding a compare row

  /// A file that names every probe is one a new probe is added to, and every file on the list names every probe.
  @Test func theCompareRowListNamesEveryPlaceThatNamesEveryProbe() throws {
    let entries = try Contributing.list("Adding a compare row")
    let listed = Set(
      entries.flatMap { entry in
        entry.contains("<Stage>") ? Stage.all.map { entry.replacing("<Stage>", with: $0.target) } : [entry]
      })
    let naming = Contributing.files.filter { _, text in
      let lowercased = text.lowercased()
      return Probe.allCases.allSatisfy { probe in
        text.contains(probe.rawValue) || lowercased.contains(probe.rawValue.replacing("-", with: ""))
      }
    }.keys
    Contributing.expect(listed, isEvery: Set(naming), thatNames: "every probe", listedUnder: "Adding a compare row")
  }

  // MARK: Adding a message

  /// Every key enum in `Messages` has the files the list names, and a suite that checks its catalogs.
  @Test func everyMessageKeyHasTheListsFilesAndACatalogCheck() throws {
    let entries = try Contributing.list("Adding a message")
    #expect(!entries.isEmpty)
    let declarations = Contributing.files.filter { path, _ in
      path.hasPrefix("Sources/Messages/") && !path.dropFirst("Sources/Messages/".count).contains("/")
    }
    let keys = declarations.values.flatMap { text in
      text.matches(of: /(?:enum|struct|extension)\s+(\w+)[^{\n]*MessageKey/).map { String($0.output.1) }
    }
    #expect(keys.count >= 7, "expected every key enum of Sources/Messages, found \(keys)")
    let tests = Contributing.files.filter { path, _ in path.hasPrefix("Tests/Episode91Tests/") }.values
    Contributing.expectEveryFileExists(
      keys.flatMap { key in entries.map { $0.replacing("<Key>", with: key) } }, listedUnder: "Adding a message")
    for key in keys.sorted() {
      #expect(
        tests.contains { $0.contains("checkCatalog(\(key).self)") },
        "\(key) has no `checkCatalog(\(key).self)` in a suite of Tests/Episode91Tests")
    }
  }
}

extension Exercise {
  /// The id as file and type names spell it: `92_1` for 92.1.
  fileprivate var underscoredID: String { id.replacing(".", with: "_") }

  /// Whether `text` (or the file's path) names this exercise: as `92_1` in a name (`e92_1`, `Exercise92_1Check`)
  /// but not inside a longer number, or as the id quoted, in a code span or in a link's text.
  fileprivate func isNamed(in text: String, path: String) -> Bool {
    if path.contains("\(underscoredID).") || path.contains("\(underscoredID)Check")
      || path.contains("\(underscoredID)Tests")
    {
      return true
    }
    if ["\"\(id)\"", "`\(id)`", "[\(id)]"].contains(where: text.contains) {
      return true
    }
    return text.ranges(of: underscoredID).contains { range in
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      return !(before.map { $0.isNumber || $0 == "_" || $0 == "." } ?? false) && !(after?.isNumber ?? false)
    }
  }
}

/// CONTRIBUTING.md's lists, and the workbook's files they are checked against.
private enum Contributing {
  /// The workbook's root, found from the source path (`Workbook.current`), never from the working directory or
  /// `Bundle.main`.
  static let root = Workbook.current.root

  static var workbook: Workbook { .current }

  /// The first code span of each `- ` item in the section `## <heading>`.
  static func list(_ heading: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "## \(heading)"[...]) else {
      throw ContributingError("CONTRIBUTING.md has no section `## \(heading)`")
    }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
    let paths = section.compactMap { line in line.firstMatch(of: /^- `([^`]+)`/).map { String($0.output.1) } }
    guard !paths.isEmpty else {
      throw ContributingError("CONTRIBUTING.md's `## \(heading)` lists no files")
    }
    return paths
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// One failure for each file that names what `heading` adds one of but is not listed (a place the next one
  /// must be added to), and one for each listed file that does not name it.
  static func expect(
    _ listed: Set<String>, isEvery naming: Set<String>, thatNames what: String, listedUnder heading: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for path in naming.subtracting(listed).sorted() {
      Issue.record(
        """
        \(path) names \(what), so the next one is added there too: list it in CONTRIBUTING.md's "\(heading)" \
        (with <Stage> for a checkpoint's own file), saying what changes in it
        """, sourceLocation: sourceLocation)
    }
    for path in listed.subtracting(naming).sorted() {
      Issue.record(
        """
        CONTRIBUTING.md's "\(heading)" lists \(path), which \
        \(exists(path) ? "does not name \(what)" : "is not there"): take it off the list
        """, sourceLocation: sourceLocation)
    }
  }

  /// One failure for each path that is not there, however many stages, exercises or keys it was expanded for.
  static func expectEveryFileExists(
    _ paths: [String], listedUnder heading: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for path in Set(paths).sorted() where !exists(path) {
      Issue.record(
        "CONTRIBUTING.md's \"\(heading)\" names \(path), which is not there", sourceLocation: sourceLocation)
    }
  }

  /// Every text file a maintainer edits, by its path from the root: the top-level documents and manifest, and
  /// everything under the folders that hold code, tests, scripts and CI. Build folders are never looked into.
  static let files: [String: String] = {
    var files: [String: String] = [:]
    let topLevel = ["Package.swift", "README.md", "README.ko.md", "CONTRIBUTING.md"]
    let folders = ["Sources", "Episodes", "Tests", "scripts", ".ci", ".github"]
    for path in topLevel {
      files[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walk {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
          let text = try? String(contentsOf: url, encoding: .utf8)
        else { continue }
        let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)
        files["\(folder)/\(relative)"] = text
      }
    }
    return files
  }()
}

private struct ContributingError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
