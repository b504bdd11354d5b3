import ExerciseSupport
import Foundation

/// Where each checkpoint's files are in the workbook, so every command reads the checkpoints' own sources.
extension Workbook {
  func checkpointFolder(for stage: Stage) -> URL {
    root.appendingPathComponent("Episodes").appendingPathComponent(stage.target)
  }

  /// The modules under `Sources/` a checkpoint may be built from: all of them but Episode91's own and
  /// ExerciseTesting, which only test targets link.
  var sharedSourceFolders: [URL] {
    let notLinked: Set = ["Episode91", "ExerciseTesting"]
    return visibleNames(in: "Sources").filter { !notLinked.contains($0) }.map { url("Sources/" + $0) }
  }

  func testFolder(for stage: Stage) -> URL {
    root.appendingPathComponent("Tests").appendingPathComponent(stage.target + "Tests")
  }

  /// Whether `root` holds this workbook's Package.swift: the package named Episode91.
  var isEpisode91Package: Bool {
    let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    return manifest?.contains(#"name: "Episode91""#) == true
  }

  /// A path for messages: relative to the workbook, as a learner would type it.
  ///
  /// Both paths are compared as `realpath` gives them, not as written: on macOS `/tmp` and `/var` are links into
  /// `/private`, and Foundation's `resolvingSymlinksInPath` strips `/private` again, so one folder can arrive
  /// spelled two ways.
  func displayPath(_ url: URL) -> String {
    let rootPath = canonicalPath(root) + "/"
    let path = canonicalPath(url)
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : url.standardizedFileURL.path
  }
}

/// `url`'s path with every symbolic link resolved by the system's `realpath`, the same way on macOS and Linux;
/// for a path that does not exist (yet), its nearest existing folder is resolved and the rest kept as written.
func canonicalPath(_ url: URL) -> String {
  let path = url.standardizedFileURL.path
  if let resolved = realpath(path, nil) {
    defer { free(resolved) }
    return String(cString: resolved)
  }
  let parent = url.standardizedFileURL.deletingLastPathComponent()
  guard parent.path != path else { return path }
  return (canonicalPath(parent) as NSString).appendingPathComponent(url.lastPathComponent)
}
