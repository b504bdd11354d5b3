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
