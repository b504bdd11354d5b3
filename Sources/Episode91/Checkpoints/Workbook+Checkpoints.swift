import ExerciseSupport
import Foundation

/// Where each checkpoint's files are in the workbook, so every command reads the checkpoints' own sources.
extension Workbook {
  func checkpointFolder(for stage: Stage) -> URL {
    root.appendingPathComponent("Episodes").appendingPathComponent(stage.target)
  }

  func testFolder(for stage: Stage) -> URL {
    root.appendingPathComponent("Tests").appendingPathComponent(stage.target + "Tests")
  }

  /// A path for messages: relative to the workbook, as a learner would type it.
  func displayPath(_ url: URL) -> String {
    let rootPath = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }
}
