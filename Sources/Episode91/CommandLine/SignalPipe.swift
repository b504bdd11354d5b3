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

  /// A pipe for `signals`, installed with `sa_flags` `flags`. `handler` is `{ _ in Owner.pipe.wake() }`: a C
  /// function captures nothing, so it reaches the pipe through its owner's `static let`. With `onSignal`, a
  /// thread of its own waits on the pipe and calls it once per byte; without, the read end never blocks, for a
  /// caller that waits on it with `select`, and `uninstall` forgets whatever arrived.
  init(
    signals: [Int32], flags: Int32, handler: @escaping @convention(c) (Int32) -> Void,
    onSignal: (@Sendable () -> Void)? = nil
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

  /// What the handler does: one byte into the pipe.
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Catches `signals` with `sigaction`, remembering what they meant.
  func install() {
    var action = sigaction()
    #if canImport(Darwin)
      // macOS names the union `__sigaction_u` and its member `__sa_handler`; Glibc `__sigaction_handler` and
      // `sa_handler`.
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    for number in signals where previous[number] == nil {
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
  private static func call(_ onSignal: () -> Void, forEachByteIn readEnd: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = read(readEnd, &byte, 1)
      if count > 0 {
        onSignal()
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
