import ExerciseSupport
import Foundation

extension Workbook {
  /// A checkpoint's Swift sources as the diff sees them: path → contents.
  ///
  /// Paths are relative to the checkpoint folder, so the same file has the same path in every stage and a
  /// diff pairs them up. The stage's tests come along under `Tests/`, because how testing changes is half of
  /// what each stage teaches. Only `*.swift` files: build products, data files and editor litter are noise.
  /// The exercises' `Exercises/` and `Checks/` folders are left out too: each stage has its own exercises, so they
  /// would show up as whole files deleted and added, burying the handful of lines the stage really changed.
  func swiftSources(of stage: Stage) -> [String: String] {
    var sources: [String: String] = [:]
    for (path, url) in swiftFiles(under: checkpointFolder(for: stage)) where !isExercise(path) {
      sources[path] = sourceText(at: url) ?? ""
    }
    for (path, url) in swiftFiles(under: testFolder(for: stage)) where !isExercise(path) {
      sources["Tests/" + path] = sourceText(at: url) ?? ""
    }
    return sources
  }

  /// Whether a checkpoint-relative path is part of the stage's exercises (their stubs in `Exercises/`, their
  /// checks in `Checks/`) rather than of the app or its tests.
  func isExercise(_ path: String) -> Bool {
    ["Exercises", "Checks"].contains(path.split(separator: "/").first)
  }

  /// The `*.swift` files below `folder`, keyed by their path relative to it; hidden files and folders are skipped
  /// (`Workbook.visibleNames` says which a Mac leaves behind: `._Counter.swift` is one that ends in `.swift`).
  func swiftFiles(under folder: URL) -> [(path: String, url: URL)] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [(path: String, url: URL)] = []
    while let path = enumerator.nextObject() as? String {
      let isHidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
      if path.hasSuffix(".swift") && !isHidden {
        files.append((path: path, url: folder.appendingPathComponent(path)))
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// A source file's text, or nil if it cannot be read; invalid UTF-8 is decoded leniently, not dropped.
  func sourceText(at url: URL) -> String? {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }
}
