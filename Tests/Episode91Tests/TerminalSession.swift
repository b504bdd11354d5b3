import Effect
import Foundation
import Testing

@testable import Episode91

/// The built Episode91 running on a pseudo-terminal of its own, as a learner runs it in a terminal window: the
/// leader of a new session whose controlling terminal is the pseudo-terminal, so the kernel's line discipline sends
/// Ctrl-C, Ctrl-Z and the hang-up to it exactly as a terminal does. The test holds the other end: it reads what
/// Episode91 draws, types keys, and waits for its end. Every wait is on something happening (text on the screen, a
/// process ending) and only bounded by a deadline, which fails the test; nothing waits for time to pass.
///
/// Started by `spawnOnTerminal` below, which `InterruptOnATerminalTests` uses too, on Linux and macOS alike.
final class TerminalSession: @unchecked Sendable {
  static let episode91 = TestBuild.folder.appendingPathComponent("Episode91")
  static let isAvailable = FileManager.default.isExecutableFile(atPath: episode91.path)
  static let unavailable: Comment = "Episode91 must be built beside these tests (`swift build` builds it)"

  let processID: pid_t
  private let main: Int32
  /// Written to by `hangUp`: the reader, which alone closes `main`, stops. Closing `main` while a thread is blocked
  /// reading it would not release the terminal until that read returned, and the kernel would hang nothing up.
  private let stop: [Int32]
  /// Written to once Episode91 is reaped: the reader then reads whatever it wrote that is still waiting in the
  /// terminal, and says so through `drained`. Without it, a wait could see the end before the last line arrived.
  private let reaped: [Int32]
  /// Whether the reader has read everything Episode91 wrote before it ended.
  private let drained = LockIsolated(false)
  /// Whether the reader closed `main`, after `hangUp`.
  private let closed = LockIsolated(false)
  /// The terminal's modes before Episode91 started.
  let modesBefore: termios
  private let screen = LockIsolated(Data())
  private let changed = NSCondition()
  private let status = LockIsolated<Int32?>(nil)
  private let ended = DispatchSemaphore(value: 0)
  /// Signalled once the reader has read everything (the terminal's last holder closed it) or was stopped.
  private let readerEnded = DispatchSemaphore(value: 0)
  /// When Episode91 was reaped, by the monotonic clock.
  private let endedAt = LockIsolated<DispatchTime?>(nil)

  /// Starts `executable` (Episode91 by default) with `arguments` in `folder`, on a terminal of `rows` × `columns`;
  /// with `inheriting`, that descriptor open on `/dev/null` (not close-on-exec) in it; with `ignoring`, those signals
  /// (by their names without `SIG`: `HUP`, `CHLD`) ignored in it, as `nohup` leaves them (`canIgnore`); with
  /// `closing`, those standard descriptors closed, as `2>&-` leaves them.
  init(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:], executable: URL = episode91,
    rows: UInt16 = 24, columns: UInt16 = 80, inheriting extra: Int32? = nil, ignoring: [String] = [],
    closing: [Int32] = []
  ) throws {
    var main: Int32 = -1
    var terminal: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&main, &terminal, nil, nil, &size) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENOTTY)
    }
    // Not inherited by programs other tests start meanwhile, which would keep the terminal open.
    _ = fcntl(main, F_SETFD, FD_CLOEXEC)
    _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
    self.main = main
    var stop: [Int32] = [-1, -1]
    guard pipe(&stop) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
    for end in stop { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.stop = stop
    var reaped: [Int32] = [-1, -1]
    guard pipe(&reaped) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
    for end in reaped { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.reaped = reaped
    let terminalPath = String(cString: ttyname(terminal))
    var modes = termios()
    tcgetattr(terminal, &modes)
    modesBefore = modes
    var variables = ProcessInfo.processInfo.environment.filter {
      !ProcessRunner.testRunnerVariables.contains($0.key)
    }
    variables["TERM"] = "xterm"
    variables["NO_COLOR"] = "1"
    variables.removeValue(forKey: "PAGER")
    variables.removeValue(forKey: "LESS")
    variables.removeValue(forKey: "COLUMNS")
    variables.removeValue(forKey: "LINES")
    variables.merge(environment) { _, new in new }
    processID = try Self.spawnOnTerminal(
      executable.path, arguments, in: folder, environment: variables, terminal: terminalPath, extra: extra,
      ignoring: ignoring, closing: closing)
    Thread.detachNewThread { [self, main, stop, reaped] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      /// Everything Episode91 wrote has been read: a wait that found nothing can say so.
      func markDrained() {
        drained.withValue { $0 = true }
        changed.lock()
        changed.broadcast()
        changed.unlock()
      }
      defer {
        markDrained()
        readerEnded.signal()
      }
      /// Reads what is waiting in the terminal now, or waits for something (`wait`); false at its end of file.
      func readOnce(wait: Bool) -> Bool {
        // Finding nothing at once: the process has ended, so all it wrote is in the terminal already (Linux's poll
        // on the main side flushes the kernel's pending buffer first; macOS's terminals write through).
        if !wait, Self.readable([main], waiting: false)?.contains(main) != true { return false }
        let count = read(main, &buffer, buffer.count)
        if count < 0 && errno == EINTR { return true }
        guard count > 0 else { return false }
        changed.lock()
        screen.withValue { $0.append(contentsOf: buffer.prefix(count)) }
        changed.broadcast()
        changed.unlock()
        return true
      }
      var draining = false
      while true {
        guard let ready = Self.readable(draining ? [main, stop[0]] : [main, stop[0], reaped[0]], waiting: true)
        else { continue }
        if ready.contains(stop[0]) {
          close(main)
          closed.withValue { $0 = true }
          break
        }
        if ready.contains(reaped[0]) {
          draining = true
          while readOnce(wait: false) {}
          markDrained()
          continue
        }
        if ready.contains(main) && !readOnce(wait: true) { break }
      }
    }
    // The test's copy of the terminal side stays open until Episode91 has ended: the shell that starts it opens its own
    // only once it runs, and a terminal side nobody holds makes `main` answer EIO, which ended the reader before
    // Episode91 wrote a word. Closed after, so reading `main` ends once what Episode91 left holding it is gone.
    Thread.detachNewThread { [self, processID, terminal, reaped] in
      var raw: Int32 = 0
      while true {
        let result = waitpid(processID, &raw, 0)
        if result < 0 && errno == EINTR { continue }
        break
      }
      close(terminal)
      endedAt.withValue { $0 = .now() }
      status.withValue { $0 = raw }
      var byte: UInt8 = 1
      _ = write(reaped[1], &byte, 1)
      ended.signal()
    }
  }

  /// Which of `descriptors` can be read now, or once one can (`waiting`); nil if a signal or an error cut the wait
  /// short. `poll` on Linux; `select` on macOS, whose `poll` serves no device: the terminal's main side answers
  /// POLLNVAL there, which would make every wait return at once and every read block.
  private static func readable(_ descriptors: [Int32], waiting: Bool) -> Set<Int32>? {
    #if canImport(Darwin)
      guard let ready = DescriptorSet.waitForReading(descriptors, milliseconds: waiting ? -1 : 0) else {
        return waiting ? nil : []
      }
      return Set(descriptors.filter(ready.contains))
    #else
      var ready = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let count = poll(&ready, nfds_t(ready.count), waiting ? -1 : 0)
      guard count >= 0 else { return nil }
      return Set(ready.filter { $0.revents != 0 }.map(\.fd))
    #endif
  }

  /// Where Perl is, which `ignoring` needs: on macOS and in every Debian and Ubuntu (`perl-base` is essential).
  static let perl = "/usr/bin/perl"
  static let canIgnore = FileManager.default.isExecutableFile(atPath: perl)

  /// Only once the reader has ended (it holds the session), so nothing polls the stop pipe any more.
  deinit {
    if status.value == nil { kill(processID, SIGKILL) }
    if !closed.value { close(main) }
    stop.forEach { close($0) }
    reaped.forEach { close($0) }
  }

  /// Everything Episode91 wrote so far, line ends as `\n`, without the escape sequences a pager adds (`ESC [ … m`,
  /// `ESC =`).
  var output: String {
    let text = String(decoding: screen.value, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    return text.replacing(#/\x1B(\[[0-9;?]*[A-Za-z]|[=>])/#, with: "")
  }

  /// Waits until the screen shows `text` (after `since` characters of it), or Episode91 ended and all it wrote was
  /// read, or 60 s passed.
  @discardableResult
  func waitFor(_ text: String, after since: Int = 0, seconds: Double = 60) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    changed.lock()
    defer { changed.unlock() }
    while true {
      let now = output
      if now.count >= since, now.dropFirst(since).contains(text) { return true }
      if drained.value || !changed.wait(until: deadline) {
        let last = output
        return last.count >= since && last.dropFirst(since).contains(text)
      }
    }
  }

  /// Presses `keys` on the terminal.
  func type(_ keys: String) {
    _ = keys.utf8CString.withUnsafeBufferPointer { write(main, $0.baseAddress, $0.count - 1) }
  }

  /// Resizes the terminal's window, as dragging its corner does: the kernel sends SIGWINCH to Episode91.
  func resize(columns: Int, rows: Int) throws {
    try ScreenWidthTests.resize(descriptor: main, columns: columns, rows: rows)
  }

  /// Closes the test's end, as closing the terminal window does: the kernel hangs the terminal up (SIGHUP). Returns
  /// once it is closed, so the hang-up's SIGHUP has been sent.
  func hangUp() {
    var byte: UInt8 = 1
    _ = write(stop[1], &byte, 1)
    if readerEnded.wait(timeout: .now() + 60) == .success { readerEnded.signal() }
  }

  /// Waits for Episode91's end, at most `seconds`: its raw wait status, and when it was reaped. Nil if it did not
  /// end in time, and then it is killed. Everything it wrote has been read by then: the terminal's end of file (its
  /// last holder gone) is waited for too.
  func waitForEnd(seconds: Double = 60) -> (status: Int32, at: DispatchTime)? {
    let deadline = DispatchTime.now() + seconds
    guard ended.wait(timeout: deadline) == .success, let raw = status.value, let at = endedAt.value else {
      kill(processID, SIGKILL)
      return nil
    }
    ended.signal()
    if readerEnded.wait(timeout: deadline) == .success { readerEnded.signal() }
    return (raw, at)
  }

  /// The terminal's modes now, asked on the test's side, which answers for the terminal side on Linux (as for
  /// `tcgetpgrp` in `InterruptOnATerminalTests`). Nil after `hangUp`.
  func modesNow() -> termios? {
    guard !closed.value else { return nil }
    var modes = termios()
    return tcgetattr(main, &modes) == 0 ? modes : nil
  }

  /// Whether two sets of modes agree in every flag a program at the terminal may change.
  static func sameModes(_ one: termios, _ other: termios) -> Bool {
    one.c_lflag == other.c_lflag && one.c_iflag == other.c_iflag && one.c_oflag == other.c_oflag
      && one.c_cflag == other.c_cflag
  }

  /// The exit status a shell would show for a raw wait status: the exit code, or 128 + the signal.
  static func shellStatus(_ raw: Int32) -> Int32 {
    let (signal, exitStatus) = ChildProcess.decode(raw)
    return signal.map { 128 + $0 } ?? exitStatus
  }

  /// Starts `executable` as the leader of a new session whose controlling terminal is `terminal`, open as its
  /// standard input, output and error, with the signals Episode91 catches or ignores at their defaults and none
  /// blocked: a test runner's thread may block or ignore SIGINT, and the program would inherit that.
  ///
  /// A session leader without a controlling terminal acquires the first terminal it opens (without `O_NOCTTY`), on
  /// Linux and on macOS (xnu's `open1`: "The first terminal open … by a session leader results in it being set as
  /// the controlling terminal"). So the terminal is opened after the new session is made (`POSIX_SPAWN_SETSID`),
  /// in the new process: not by `posix_spawn`'s file actions, which Glibc runs after `setsid` but xnu runs before it
  /// (`exec_handle_file_actions`, then `setsid_internal`, in `posix_spawn` in bsd/kern/kern_exec.c), so the terminal
  /// never became the program's on macOS. The program starts as `/bin/sh`, which opens the terminal as 0, 1 and 2,
  /// goes to `folder` and `exec`s the program, which keeps the process, its session and its terminal: what runs is
  /// the program itself, as a terminal window runs it. `fork` would do it by hand, but Swift on macOS marks it
  /// unavailable, and `posix_spawn_file_actions_addchdir_np` is a GNU extension Glibc hides from Swift. Glibc has
  /// had `POSIX_SPAWN_SETSID` since 2.26, macOS since 10.15.
  ///
  /// `extra`, when given, is a descriptor opened on /dev/null beside the terminal, to see whether it reaches what
  /// Episode91 starts. `ignoring` names signals ignored before the program starts, which keeps them so: by Perl, which
  /// then `exec`s it in the same process, since a shell's `trap ''` does not ignore SIGCHLD (dash keeps its own
  /// handler); `closing`, standard descriptors the shell closes.
  static func spawnOnTerminal(
    _ executable: String, _ arguments: [String], in folder: URL, environment: [String: String], terminal: String,
    extra: Int32? = nil, ignoring: [String] = [], closing: [Int32] = []
  ) throws -> pid_t {
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawnattr_init(&attributes)
    posix_spawn_file_actions_init(&actions)
    defer {
      posix_spawnattr_destroy(&attributes)
      posix_spawn_file_actions_destroy(&actions)
    }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU, SIGCHLD] {
      sigaddset(&defaults, signal)
    }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    #if canImport(Darwin)
      let newSession = POSIX_SPAWN_SETSID
    #else
      // Glibc's value (<spawn.h>), which it declares only with the GNU extensions Swift's Glibc module leaves out.
      let newSession: Int32 = 0x80
    #endif
    // Nothing of the test process reaches the program but what the file actions name: a descriptor another test has
    // open meanwhile (the write end of a stand-in script it is writing) would live on in this Episode91, and running
    // that script failed with ETXTBSY, "Text file busy". macOS: `POSIX_SPAWN_CLOEXEC_DEFAULT`; Glibc 2.34:
    // `posix_spawn_file_actions_addclosefrom_np`, looked up by name (Swift's Glibc module hides it). 0–2 start on
    // /dev/null, until the shell opens the terminal on them.
    var flags = newSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    #if canImport(Darwin)
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #else
      if let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
      }
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    if let extra { posix_spawn_file_actions_addopen(&actions, extra, "/dev/null", O_RDONLY, 0) }
    // `exec` with redirections only keeps them in the shell, which fails and exits if the terminal does not open.
    let close = closing.isEmpty ? "" : "exec " + closing.map { "\($0)>&-" }.joined(separator: " ") + "; "
    let script = #"exec 0<>"$0" 1>&0 2>&0; "# + close + #"cd "$1" || exit 126; shift; exec "$@""#
    let ignoreThenExec = #"$SIG{$_} = "IGNORE" for split / /, shift; exec { $ARGV[0] } @ARGV or exit 127"#
    let ignore = ignoring.isEmpty ? [] : [perl, "-e", ignoreThenExec, ignoring.joined(separator: " ")]
    let command = ["/bin/sh", "-c", script, terminal, folder.path] + ignore + [executable] + arguments
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var processID: pid_t = 0
    let failed = posix_spawn(&processID, "/bin/sh", &actions, &attributes, argv, envp)
    guard failed == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EINVAL) }
    return processID
  }
}
