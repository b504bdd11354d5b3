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

  /// The program and arguments that run `command`: its words, when it has none of the characters a shell would
  /// read as more than a word's (git's list, but for the blanks between words), so the pager is Episode91's own
  /// child; else `/bin/sh -c`, as git runs such a `$PAGER`, with `exec` before the command when it is a single one
  /// (`execsItself`), so the shell becomes the pager and does not stay between.
  ///
  /// Not the shell for a plain command, and `exec` for a single one: with dash as `/bin/sh` (Debian, Ubuntu) the
  /// shell stays between, even for `sh -c 'less -R'`, and when Episode91 ended by SIGTERM or a hang-up, or Ctrl-\
  /// ended the shell, `less` was left behind, reading the terminal and eating the learner's next key. macOS's
  /// `/bin/sh`, bash, `exec`s a lone command itself; `exec` changes nothing there. git runs `sh -c "$PAGER"` without
  /// `exec` (run-command.c, `prepare_shell_cmd`), but git never ends before its pager: on a signal it waits for it.
  /// A pipeline or a list (`less | cat`) keeps its shell; what it leaves is ended with Episode91's group
  /// (`endWhatItLeft`).
  static func invocation(of command: String) -> [String] {
    let shellCharacters = Set("|&;<>()$`\\\"'*?[#~=%\n")
    guard !command.contains(where: shellCharacters.contains) else {
      return ["/bin/sh", "-c", execsItself(command) ?? command]
    }
    return command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// `command` with `exec` before its program, after the assignments that lead it (`LESS=-R exec less`: dash and
  /// bash alike pass them on to the program, and `exec LESS=-R less` looks for a program named `LESS=-R`); nil when
  /// it is more than one command, or begins with a word `exec` cannot go before, so the shell must stay. A `|`,
  /// `&`, `;`, parenthesis or line break outside quotes makes it more than one command (`$(…)` too, to be safe).
  static func execsItself(_ command: String) -> String? {
    var words: [(start: String.Index, text: String)] = []
    var word = ""
    var start = command.startIndex
    var quote: Character?
    var escaped = false
    for index in command.indices {
      let character = command[index]
      if escaped {
        escaped = false
      } else if let open = quote {
        if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true }
      } else if character == "\\" {
        escaped = true
      } else if character == "'" || character == "\"" {
        quote = character
      } else if "|&;()\n".contains(character) {
        return nil
      } else if character == " " || character == "\t" {
        if !word.isEmpty { words.append((start, word)) }
        word = ""
        continue
      }
      if word.isEmpty { start = index }
      word.append(character)
    }
    if !word.isEmpty { words.append((start, word)) }
    guard let program = words.first(where: { !isAssignment($0.text) }),
      !["exec", "!", "{", "if", "case", "for", "while", "until"].contains(program.text)
    else { return nil }
    return String(command[..<program.start]) + "exec " + String(command[program.start...])
  }

  /// Whether `word` assigns a variable (`NAME=value`) rather than names a program.
  private static func isAssignment(_ word: String) -> Bool {
    guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return false }
    let name = word[..<equals]
    return name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) } && name.first?.isNumber != true
  }

  /// Where `name` is: itself when it has a slash, else the first executable file of that name in a folder of
  /// `PATH`, as `execvp` looks; nil when there is none.
  static func executable(_ name: String, path: String?) -> URL? {
    guard !name.contains("/") else { return URL(fileURLWithPath: name) }
    for folder in (path ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = URL(fileURLWithPath: folder.isEmpty ? "." : String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs `command` (`invocation`) and writes `text` to it; waits until the learner leaves it. False when the pager
  /// could not start (not found, or the shell could not find or run it), so the caller writes the text itself and
  /// nothing is lost.
  ///
  /// The pager stays in Episode91's process group (`ChildProcess.Role.terminal`), the terminal's foreground group,
  /// so it can read keys and set the terminal's modes; its Ctrl-C is its own. It never outlives Episode91: SIGTERM
  /// and SIGHUP are passed on to it, and it is killed if it has not ended a moment later (`InterruptForwarding`).
  /// When it ends, the terminal's modes are put back as they were before it, even if it was killed before it could
  /// restore them itself.
  ///
  /// `LESS` defaults to `FRX`, git's default: quit when the text fits one screen, let colour through, and leave
  /// the text on the screen afterwards.
  static func page(
    _ text: String, through command: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    let words = invocation(of: command)
    guard let first = words.first, let program = executable(first, path: environment["PATH"]) else { return false }
    let modes = TerminalModes.save(STDOUT_FILENO)
    defer { modes?.restore() }
    let interrupts = InterruptForwarding.live
    interrupts.prepare()
    let pager: ChildProcess
    do {
      pager = try ChildProcess.start(
        program, Array(words.dropFirst()), environment: environment.merging(["LESS": "FRX"]) { own, _ in own },
        in: nil, role: .terminal, input: .pipe, output: .inherited, error: .inherited)
    } catch {
      interrupts.cancel()
      return false
    }
    interrupts.begin(pager)
    // A learner who quits the pager early closes the pipe: the rest of the text has nowhere to go, which is
    // no failure. Ignored, SIGPIPE would otherwise end Episode91 (on Linux and macOS alike) at the next write.
    BrokenPipes.ignore()
    defer { BrokenPipes.stopIgnoring() }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(pager.input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    pager.closeInput()
    let status = pager.waitForExit() ?? 0
    _ = interrupts.end(pager.processID)
    pager.reap()
    if words.first == "/bin/sh" { endWhatItLeft() }
    // The shell's answer for a command it could not find (127) or not run (126).
    let (signalled, exitStatus) = ChildProcess.decode(status)
    return !(signalled == nil && [126, 127].contains(exitStatus))
  }
}

extension Pager {
  /// Ends what a pager's shell left behind it: the `less` of a pipeline (`less -R | cat`) outlives the shell between
  /// when SIGTERM or a hang-up ended the shell (dash ends at once and leaves its children), or when Ctrl-\ did (`less`
  /// ignores SIGQUIT, dash does not), and then reads the terminal beside the learner's shell. They share Episode91's
  /// process group, and are sent SIGTERM there, which `less` takes as its cue to quit; with nothing left, nobody gets
  /// it.
  ///
  /// Only when Episode91 leads its group, as a shell with job control makes each job (and `swift run` execs
  /// Episode91, keeping the group): the group then holds Episode91 and the pager's processes alone, a build running
  /// in a group of its own. Started by a script or `make` without job control, Episode91 shares its parent's group,
  /// which is not ours to signal, and a pipeline's `less` may then outlive a SIGTERM. Episode91 ignores SIGTERM
  /// around the `kill`, so the copy it sends itself is dropped (an ignored signal is discarded when sent, on Linux
  /// and macOS alike), not taken for the learner's; `sigaction` puts back exactly what was there.
  static func endWhatItLeft() {
    guard getpgrp() == getpid() else { return }
    var ignore = signalAction(SIG_IGN)
    var previous = sigaction()
    guard sigaction(SIGTERM, &ignore, &previous) == 0 else { return }
    kill(0, SIGTERM)
    sigaction(SIGTERM, &previous, nil)
  }
}

/// A terminal's modes (`termios`) as they were, to put back: after the pager, and on every way out of `watch` and
/// `walk` (`TerminalMode`).
struct TerminalModes {
  let descriptor: Int32
  let settings: termios

  /// The modes of `descriptor` now; nil when it is not a terminal.
  static func save(_ descriptor: Int32) -> TerminalModes? {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return nil }
    return TerminalModes(descriptor: descriptor, settings: settings)
  }

  /// Puts them back once what was written has reached the terminal (`TCSADRAIN`).
  func restore() {
    var settings = settings
    tcsetattr(descriptor, TCSADRAIN, &settings)
  }
}

/// SIGPIPE ignored while any text is being written to a pager, and put back as it was once none is. A count rather
/// than each page saving and restoring on its own: two pages at once (the tests page in parallel in one process)
/// would otherwise put the default back under one still writing, and the next write to a closed pipe would end the
/// whole process.
private enum BrokenPipes {
  private static let lock = NSLock()
  // Read and written only while `lock` is held, which the compiler cannot see: hence `nonisolated(unsafe)`.
  nonisolated(unsafe) private static var writers = 0
  nonisolated(unsafe) private static var before = sigaction()

  // `lock()` and `unlock()` by hand: `NSLock.withLock` arrived in macOS 14, and the workbook runs on macOS 13.
  static func ignore() {
    lock.lock()
    defer { lock.unlock() }
    if writers == 0 {
      var ignoring = signalAction(SIG_IGN)
      sigaction(SIGPIPE, &ignoring, &before)
    }
    writers += 1
  }

  static func stopIgnoring() {
    lock.lock()
    defer { lock.unlock() }
    writers -= 1
    if writers == 0 { sigaction(SIGPIPE, &before, nil) }
  }
}
