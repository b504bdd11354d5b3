import Foundation

/// `diff` at a terminal goes through the learner's pager, as git's does: a diff runs to thousands of lines, and
/// without one a learner lands at the end of the last file.
///
/// Which pager is a pure function of the environment and of whether standard output is a terminal, so a test
/// can hold every case; running it is `page`.
enum Pager {
  /// The command to page through, or nil to write straight out: never when standard output is not a terminal
  /// (a pipe, a file, a test), never when `PAGER` is empty or `cat`; `$PAGER`, else `less -R`.
  static func command(environment: [String: String], isTerminal: Bool) -> String? {
    guard isTerminal else { return nil }
    let pager = (environment["PAGER"] ?? "less -R").trimmingCharacters(in: .whitespaces)
    guard !pager.isEmpty, pager != "cat" else { return nil }
    return pager
  }

  /// Runs `command` with `/bin/sh -c`, as git runs `$PAGER`, and writes `text` to it; waits until the learner
  /// leaves it. False when the pager could not start (the shell could not find or run it), so the caller writes
  /// the text itself and nothing is lost.
  ///
  /// `LESS` defaults to `FRX`, git's default: quit when the text fits one screen, let colour through, and leave
  /// the text on the screen afterwards.
  static func page(
    _ text: String, through command: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.environment = environment.merging(["LESS": "FRX"]) { own, _ in own }
    let input = Pipe()
    process.standardInput = input
    do {
      try process.run()
    } catch {
      return false
    }
    // A learner who quits the pager early closes the pipe: the rest of the text has nowhere to go, which is
    // no failure. Ignored, SIGPIPE would otherwise end Episode91 (on Linux and macOS alike) at the next write.
    let previous = signal(SIGPIPE, SIG_IGN)
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    signal(SIGPIPE, previous)
    // The shell's answer for a command it could not find (127) or not run (126).
    return !(process.terminationReason == .exit && [126, 127].contains(process.terminationStatus))
  }
}
