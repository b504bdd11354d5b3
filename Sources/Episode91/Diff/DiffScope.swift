/// Which of a diff's files a reader sees: the lesson's, or some of them.
///
/// A checkpoint holds machinery beside its lesson: the probes `compare` asks, and each stage's exercise stubs and
/// checks (`swiftSources` already leaves those two out). A walk covers the lesson only, and `diff --lesson` shows
/// only the app's code, which is what a learner reading the change at a terminal wants first.
enum DiffScope {
  /// Probes and their tests, exercise stubs and checks: how Episode91 measures and checks a checkpoint, not what
  /// the lesson changes. Paths as `diff` names them (test files under `Tests/`).
  static func isMachinery(_ path: String) -> Bool {
    let folder = path.split(separator: "/").first.map(String.init)
    return ["Probes", "Checks", "Exercises"].contains(folder) || path == "Tests/ProbeTests.swift"
      || path.hasPrefix("Tests/Exercises/")
  }

  /// The stage's test files, which `diff` shows under `Tests/`.
  static func isTest(_ path: String) -> Bool {
    path.hasPrefix("Tests/")
  }

  /// Whether `path` is what a `diff … -- <filter>` names: that file, or a file in that folder (`Counter/` or
  /// `Counter`).
  static func path(_ path: String, matches filter: String) -> Bool {
    let folder = filter.hasSuffix("/") ? filter : filter + "/"
    return path == filter || path.hasPrefix(folder)
  }
}
