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
