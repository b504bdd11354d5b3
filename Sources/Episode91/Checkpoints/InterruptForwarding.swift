import Foundation

/// Ctrl-C while a captured program runs (a build, a check, a probe): passed on to the program's process group,
/// and remembered, so the caller waits for the program to end and says "interrupted", never "does not compile".
///
/// Foundation's `Process` starts the program in a process group of its own: swift-corelibs-foundation (Linux)
/// spawns it with `POSIX_SPAWN_SETPGROUP` (`Process.run()`), and `ForwardedInterruptTests` checks the groups on
/// every run. The terminal sends Ctrl-C to its foreground group only, which is Episode91's, so without this the
/// build went on without us, holding `.build`'s lock. macOS: Apple's Foundation is not open source, and the code
/// does not depend on which group it picks. A program in a group of its own gets SIGINT sent to its whole group
/// (the compilers under `swift build` too); one that shares our group was already reached by the terminal's
/// Ctrl-C, and is sent SIGINT on its own, never our group, which would signal Episode91 again.
///
/// A program inherits the signal mask of the thread that starts it: started from a worker thread that blocks
/// SIGINT (Dispatch's, Swift concurrency's), it would never see one. Episode91 starts programs from its main
/// thread and from threads of its own (`runAll`), which block nothing.
///
/// While at least one program runs, SIGINT and SIGTERM are caught: the handler writes one byte to a pipe (all a
/// signal handler may safely do), and a thread waiting on that pipe does the rest. Outside those runs the
/// signals mean what they meant before (in `watch`, its own handler).
final class InterruptForwarding: @unchecked Sendable {
  /// The one that catches the process's signals; a test makes its own and calls `interrupt()` itself.
  static let live = InterruptForwarding(catchesSignals: true)

  private let catchesSignals: Bool
  private let lock = NSLock()
  /// The programs running now, and whether each was interrupted.
  private var running: [pid_t: Bool] = [:]
  /// Programs between `prepare` and `begin`, and whether Ctrl-C came meanwhile.
  private var starting = 0
  private var interruptedWhileStarting = false
  /// Called once a program is being watched over, so a test presses Ctrl-C only after that.
  private let began: @Sendable (pid_t) -> Void

  init(catchesSignals: Bool, began: @escaping @Sendable (pid_t) -> Void = { _ in }) {
    self.catchesSignals = catchesSignals
    self.began = began
  }

  /// Catches Ctrl-C from just before a program starts, so one pressed while it starts is not lost: Episode91
  /// would die of it and leave the program running.
  func prepare() {
    locked {
      starting += 1
      if catchesSignals && starting + running.count == 1 { Self.pipe.install() }
    }
  }

  /// Starts passing Ctrl-C on to the program `processID`, which has just started; one pressed since `prepare`
  /// reaches it now.
  func begin(_ processID: pid_t) {
    locked {
      starting -= 1
      running[processID] = interruptedWhileStarting
      if interruptedWhileStarting { signal(processID) }
      if starting == 0 { interruptedWhileStarting = false }
    }
    began(processID)
  }

  /// The program `prepare` was for never started.
  func cancel() {
    locked {
      starting -= 1
      if starting == 0 { interruptedWhileStarting = false }
      if catchesSignals && starting + running.count == 0 { Self.pipe.uninstall() }
    }
  }

  /// Stops passing Ctrl-C on to `processID`, which has ended, and says whether it was interrupted.
  func end(_ processID: pid_t) -> Bool {
    locked {
      let interrupted = running.removeValue(forKey: processID) ?? false
      if catchesSignals && starting + running.count == 0 { Self.pipe.uninstall() }
      return interrupted
    }
  }

  /// Ctrl-C: SIGINT to the process group of every program running now, and to any program starting now.
  func interrupt() {
    locked {
      if starting > 0 { interruptedWhileStarting = true }
      for processID in running.keys {
        running[processID] = true
        signal(processID)
      }
    }
  }

  /// SIGINT to the program's own process group, or to the program alone when it shares ours.
  private func signal(_ processID: pid_t) {
    let group = getpgid(processID)
    if group > 0 && group != getpgid(0) {
      kill(-group, SIGINT)
    } else {
      kill(processID, SIGINT)
    }
  }

  /// `NSLock.withLock` arrived in macOS 14; the workbook runs on macOS 13.
  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  // MARK: the signals

  /// The pipe the handler writes to, and the thread that reads it, made once and kept.
  ///
  /// With `SA_RESTART`: the handler only wakes that thread, and the rest of Episode91 (and Foundation, draining
  /// the program's output and waiting for its end) carries on as if no signal came, so a `read` or `wait` it is
  /// blocked in when the signal lands on its thread resumes instead of failing with EINTR, which code not written
  /// for signals could take for an error. macOS restarts the same calls.
  private static let pipe: SignalPipe = SignalPipe(
    signals: [SIGINT, SIGTERM], flags: SA_RESTART, handler: { _ in InterruptForwarding.pipe.wake() },
    onSignal: { InterruptForwarding.live.interrupt() })
}
