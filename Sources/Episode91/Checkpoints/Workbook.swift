import Foundation

/// Where the workbook's files are, so every command reads the checkpoints' own sources.
struct Workbook: Sendable {
  let root: URL

  /// The workbook that this executable was built from: `swift run Episode91` always runs from source.
  static let current = Workbook(
    root: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Checkpoints
      .deletingLastPathComponent()  // Episode91
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
  )

  func checkpointFolder(for stage: Stage) -> URL {
    root.appendingPathComponent("Episodes").appendingPathComponent(stage.target)
  }

  func testFolder(for stage: Stage) -> URL {
    root.appendingPathComponent("Tests").appendingPathComponent(stage.target + "Tests")
  }
}

extension Workbook {
  /// The stages whose checkpoint folder exists, in story order: the ones a command can read.
  var builtStages: [Stage] {
    Stage.all.filter { $0.isBuilt(in: self) }
  }

  /// A path for messages: relative to the workbook, as a learner would type it.
  func displayPath(_ url: URL) -> String {
    let rootPath = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }
}
