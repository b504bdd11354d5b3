extension Walk {
  /// The covered files after steps 1…`step` (0: as checkpoint `from` has them; every step: as checkpoint `into`
  /// has them, byte for byte), path → text. A file the change adds appears with the first step that writes in it;
  /// a file it deletes is gone once its last hunk is applied.
  ///
  /// Hunks keep their places in the old file whichever of them are applied, because `diff` never lets two
  /// hunks touch; so any prefix of the steps gives a real state, in whatever order the writer put them.
  func files(afterStep step: Int) -> [String: String] {
    var files: [String: String] = [:]
    for diff in self.files {
      files[diff.path] = text(of: diff, afterStep: step)
    }
    return files
  }

  /// One covered file after steps 1…`step`, or nil when it does not exist then: the code DocC's `@Code` shows
  /// for that step. Only that file's hunks are applied, as the tutorial asks for one file at a time.
  func text(of path: String, afterStep step: Int) -> String? {
    files.first { $0.path == path }.flatMap { text(of: $0, afterStep: step) }
  }

  private func text(of diff: FileDiff, afterStep step: Int) -> String? {
    let hunks = stepHunks.prefix(step).joined().filter { $0.path == diff.path }.map(\.hunk)
    if diff.status == .added && hunks.isEmpty { return nil }
    if diff.status == .deleted && hunks.count == diff.hunks.count { return nil }
    let old = FileDiff.lines(of: before[diff.path] ?? "")
    return Self.text(of: Self.applying(hunks, to: old))
  }

  /// The files a step writes in, in the order of its blocks, each once.
  func paths(ofStep step: Int) -> [String] {
    var paths: [String] = []
    for hunk in stepHunks[step - 1] where !paths.contains(hunk.path) {
      paths.append(hunk.path)
    }
    return paths
  }

  /// `old` with `hunks` applied: the lines before each hunk as they are, then the hunk's new side.
  static func applying(_ hunks: [DiffHunk], to old: [String]) -> [String] {
    var lines: [String] = []
    var next = 0
    for hunk in hunks.sorted(by: { $0.oldStart < $1.oldStart }) {
      // `diff -u` names the line before a hunk that has no old lines; otherwise its first line.
      let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      lines += old[next..<start]
      lines += hunk.lines.compactMap { line in
        switch line {
        case .context(let text), .added(let text): text
        case .removed: nil
        }
      }
      next = start + hunk.oldCount
    }
    return lines + old[next...]
  }

  /// Lines as the workbook's Swift files hold them: each ended by `\n` (swift format writes no other ending).
  static func text(of lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}
