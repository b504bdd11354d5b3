import Effect
import Foundation

/// A pipe a signal handler writes one byte to, the handler installed for some signals, and what those signals
/// meant before, to put back. Writing one byte is all a signal handler may safely do; whoever reads the pipe
/// does the rest: `watch`'s key reader (`InterruptSignal`) or the thread that passes Ctrl-C on to a build
/// (`InterruptForwarding`).
///
/// A caught signal is reset to its default in every program Episode91 starts (exec does that on Linux and on
/// macOS), so a build still stops on Ctrl-C. Installing again before `uninstall` changes nothing, and
/// `uninstall` puts back what the first `install` found: under `swift test` the test runner's own handling,
/// in a build inside `watch` the handler `watch` installed.
final class SignalPipe: @unchecked Sendable {
  /// The pipe's ends, made before any handler can run; closed on exec, so no program inherits them.
  let readEnd: Int32
  let writeEnd: Int32
  let signals: [Int32]
  let flags: Int32
  let handler: @convention(c) (Int32) -> Void
  /// Whether a thread of its own reads the pipe; otherwise `uninstall` empties it.
  private let isReadByAThread: Bool
  /// What each signal meant before `install`. Unguarded: its owners call `install` and `uninstall` one at a
  /// time (`InterruptForwarding` under its lock, `watch` from its one thread).
  private var previous: [Int32: sigaction] = [:]

  /// A pipe for `signals`, installed with `sa_flags` `flags`. `handler` is `{ Owner.pipe.wake($0) }`: a C
  /// function captures nothing, so it reaches the pipe through its owner's `static let`. With `onSignal`, a
  /// thread of its own waits on the pipe and calls it once per byte, with the signal's number; without, the read
  /// end never blocks, for a caller that waits on it with `select` and reads the numbers itself (`nextSignal`), and
  /// `uninstall` forgets whatever arrived.
  init(
    signals: [Int32], flags: Int32, handler: @escaping @convention(c) (Int32) -> Void,
    onSignal: (@Sendable (Int32) -> Void)? = nil
  ) {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      // The write end never blocks, so a handler never waits on a full pipe; the read end only when a thread
      // waits on it.
      for end in onSignal == nil ? ends : [ends[1]] {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
    self.signals = signals
    self.flags = flags
    self.handler = handler
    isReadByAThread = onSignal != nil
    if let onSignal, readEnd >= 0 {
      Thread.detachNewThread { [readEnd] in Self.call(onSignal, forEachByteIn: readEnd) }
    }
  }

  /// What the handler does: one byte into the pipe, the signal's number (every signal's fits in one). `write` may
  /// set `errno`, and the handler interrupts code that may be about to read it, so it is put back.
  func wake(_ signal: Int32 = 0) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(writeEnd, &byte, 1)
    errno = saved
  }

  /// The number of a signal that arrived, if one is waiting in a pipe no thread reads.
  func nextSignal() -> Int32? {
    var byte: UInt8 = 0
    return read(readEnd, &byte, 1) == 1 ? Int32(byte) : nil
  }

  /// Catches `signals` with `sigaction`, remembering what they meant; but a signal Episode91 started with ignored
  /// stays ignored (`nohup`, or a shell's `cmd &`, which ignores SIGINT and SIGQUIT): the classic rule, as shells
  /// and `make` follow it. Only the disposition found at start counts: Episode91 itself ignores one of these only
  /// while it writes to the pager (SIGPIPE, which no pipe here catches).
  func install() {
    var action = signalAction(handler, flags: flags)
    for number in signals where previous[number] == nil && !Inherited.ignoredSignals.contains(number) {
      var old = sigaction()
      if sigaction(number, &action, &old) == 0 { previous[number] = old }
    }
  }

  /// Gives the signals back what they meant before `install`; a pipe no thread reads forgets what arrived.
  func uninstall() {
    for (number, old) in previous {
      var old = old
      sigaction(number, &old, nil)
    }
    previous = [:]
    guard !isReadByAThread else { return }
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) > 0 {}
  }

  /// Waits on the pipe for as long as it is open, calling `onSignal` once per byte.
  private static func call(_ onSignal: (Int32) -> Void, forEachByteIn readEnd: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = read(readEnd, &byte, 1)
      if count > 0 {
        onSignal(Int32(byte))
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}

/// What Episode91 inherited from whoever started it, settled before anything else runs (`settle`, first thing in
/// `main`), so that every program it starts gets a sane start too.
enum Inherited {
  /// The signals whose disposition Episode91 looks at on start: those it catches, stops or resets in its children.
  static let watchedSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU]

  /// The ones that were ignored when Episode91 started: never caught here (`SignalPipe.install`), and left ignored
  /// in every program it starts (`ChildProcess`), so `nohup Episode91 tutorial` keeps docc through a hang-up too.
  /// Read once, at the first use: `settle` makes that the very start of `main`.
  static let ignoredSignals: Set<Int32> = Set(watchedSignals.filter(isIgnored))

  /// Puts right what a careless parent may have left, before anything slow happens:
  /// - SIGCHLD at its default. Ignored (it survives `exec`), the kernel reaps every child itself and `waitpid` fails,
  ///   and a failed build was once taken for a success.
  /// - SIGQUIT at its default, unless ignored on start. The Swift runtime installs its backtracer's handler for it,
  ///   and Ctrl-\ then opened the runtime's interactive crash screen for half a minute.
  /// - Descriptors 0, 1 and 2 open, on `/dev/null` where they were closed (OpenSSH's `sanitise_stdfd`): otherwise
  ///   the next `pipe` takes 0, and `walk <&-` waited for keys on its own signal pipe; and macOS's `posix_spawn`
  ///   fails with EBADF to pass a closed descriptor on (`addinherit_np`), where Linux leaves it closed.
  static func settle() {
    _ = ignoredSignals
    var standard = signalAction(SIG_DFL)
    sigaction(SIGCHLD, &standard, nil)
    if !ignoredSignals.contains(SIGQUIT) { sigaction(SIGQUIT, &standard, nil) }
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // `open` takes the lowest free number, which is this one: those below it are open by now.
      let opened = open("/dev/null", O_RDWR)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }

  /// Whether `signal` is ignored now. macOS names the handler `__sigaction_u.__sa_handler`, Glibc
  /// `__sigaction_handler.sa_handler`; `SIG_IGN` is the pointer 1 on both.
  private static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    #if canImport(Darwin)
      let handler = current.__sigaction_u.__sa_handler
    #else
      let handler = current.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// The signal that is ending Episode91, once one came, and the way out that signal would have taken.
///
/// Episode91 catches the signals that end it (SIGINT, SIGTERM, SIGHUP, SIGQUIT) while it has a program running or
/// the terminal in single-key mode, passes each on to what it started, restores the terminal, and returns from its
/// command as usual. `main` then ends it by the same signal, at its default (`exit`): a shell sees 130 for Ctrl-C and
/// 143 for SIGTERM, and a shell loop of Episode91's commands stops on Ctrl-C as it would for any program (bash goes on
/// with a loop whose command exited 130 itself, taking the signal as handled).
enum Termination {
  private static let received = LockIsolated<Int32?>(nil)

  /// The first of the ending signals that came, if any.
  static var signal: Int32? { received.value }

  /// Notes that `signal` came; the first one counts.
  static func record(_ signal: Int32) {
    received.withValue { $0 = $0 ?? signal }
  }

  /// Ends Episode91 with `code`, or by the signal that came, at its default action.
  static func exit(_ code: Int32) -> Never {
    if let signal {
      var action = signalAction(SIG_DFL)
      sigaction(signal, &action, nil)
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigaddset(&unblocked, signal)
      pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
      // Standard output may hold what was written last; the signal would end Episode91 before `exit` flushes it.
      fflush(nil)
      raise(signal)
      // Only if the signal did not end it (it cannot be that SIGQUIT's core dump is refused: it ends all the same).
      Foundation.exit(128 + signal)
    }
    Foundation.exit(code)
  }
}

/// A `sigaction` that runs `handler` (`SIG_DFL` for the signal's default action), with no signal blocked while it
/// runs. macOS names the union `__sigaction_u` and its member `__sa_handler`; Glibc `__sigaction_handler` and
/// `sa_handler`.
func signalAction(_ handler: (@convention(c) (Int32) -> Void)?, flags: Int32 = 0) -> sigaction {
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
  #else
    action.__sigaction_handler.sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = flags
  return action
}
