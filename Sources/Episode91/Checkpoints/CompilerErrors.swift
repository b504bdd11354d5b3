import Foundation

/// The lines of a build's output that say what failed, trimmed, each once, in the order the build printed them:
/// the compiler's `<file>.swift:<line>:<column>: error: …` and SwiftPM's own `error: …`. Both `compare`'s note
/// for a checkpoint that does not compile and `verify`'s verdict read a failed build through this.
///
/// A `swift build` prints each error twice (once as it compiles the file, once in the summary), and indents the
/// source excerpts under it (`` `- error: `` there, which this keeps too; callers pick the lines they quote).
func compilerErrorLines(in output: String) -> [String] {
  var seen: Set<String> = []
  return output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { $0.contains("error:") && seen.insert($0).inserted }
}

/// The versions in SwiftPM's refusal to build with a toolchain older than `Package.swift` asks for ("package
/// 'episode91' is using Swift tools version 6.1.0 but the installed version is 6.0.3"), or nil for any other
/// output. On a Mac this is what `xcode-select` pointing at an older Xcode or Command Line Tools looks like.
func swiftTooOld(in output: String) -> (installed: String, required: String)? {
  guard
    let match = output.firstMatch(
      of: /is using Swift tools version ([0-9.]+) but the installed version is ([0-9.]+)/)
  else { return nil }
  return (String(match.output.2), String(match.output.1))
}

/// Whether `line` is SwiftPM's account of its progress (`[0/4] Write sources`, `Building for debugging...`,
/// `Build complete!`), which says nothing about what went wrong and is never shown as an error.
func isBuildProgress(_ line: some StringProtocol) -> Bool {
  let trimmed = line.trimmingCharacters(in: .whitespaces)
  if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
    let counts = trimmed[trimmed.index(after: trimmed.startIndex)..<close].split(separator: "/")
    if counts.count == 2 && counts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) { return true }
  }
  return ["Building for ", "Build complete!", "Planning build", "Compiling ", "Write ", "Emitting module "]
    .contains { trimmed.hasPrefix($0) }
}
