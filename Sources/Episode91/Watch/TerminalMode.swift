import Foundation

/// The terminal's settings while `watch` reads single keys, and the way back to how the learner had them.
///
/// Only line editing (canonical mode) and echo go: each key arrives as it is pressed and is not printed.
/// Output processing and signals stay as they were, so `\n` still starts a new line and Ctrl-C still sends
/// SIGINT, which `InterruptSignal` turns into an ordinary way out, past the restore.
final class TerminalMode {
  private let descriptor: Int32
  private var original: termios?

  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// Switches to single keys; does nothing when the descriptor is not a terminal.
  func enterSingleKeys() {
    var settings = termios()
    guard original == nil, tcgetattr(descriptor, &settings) == 0 else { return }
    original = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSANOW, &settings)
  }

  /// Puts back the settings `enterSingleKeys` found. Safe to call more than once.
  func restore() {
    guard var settings = original else { return }
    tcsetattr(descriptor, TCSANOW, &settings)
    original = nil
  }
}

/// Ctrl-C (SIGINT) and SIGTERM while `watch` runs: the handler only writes one byte to a pipe, and the key
/// reader, which waits on that pipe beside standard input, hands the loop an `.interrupt`. So a signal leaves
/// through the same door as `q`, and the terminal is restored on the way out.
///
/// Installed with `sigaction` and without `SA_RESTART`, not with `signal()`: `signal()` asks for BSD semantics on
/// both macOS and Glibc, which restart an interrupted `read`, so a Ctrl-C during a blocking read would go unseen.
enum InterruptSignal {
  /// The pipe's two ends, made once, before any handler can run. Closed on exec, so builds never inherit them.
  static let pipe: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    guard Foundation.pipe(&ends) == 0 else { return (-1, -1) }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    return (ends[0], ends[1])
  }()

  static let signals = [SIGINT, SIGTERM]

  /// What each signal meant before `install`, put back by `uninstall`: under `swift test` that is the test
  /// runner's own handling, not necessarily the default. Unsafe because it is global and mutable: only `watch`'s
  /// one thread touches it, in `begin` and `end`.
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

  /// Catches the signals. A caught signal is reset to its default in every child, so a build still stops
  /// on Ctrl-C.
  static func install() {
    _ = pipe
    var action = sigaction()
    let handler: @convention(c) (Int32) -> Void = { _ in
      var byte: UInt8 = 1
      _ = write(InterruptSignal.pipe.write, &byte, 1)
    }
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    for number in signals where previous[number] == nil {
      var old = sigaction()
      if sigaction(number, &action, &old) == 0 {
        previous[number] = old
      }
    }
  }

  /// Gives the signals back the meaning they had before `install` and forgets any that arrived.
  static func uninstall() {
    for (number, old) in previous {
      var old = old
      sigaction(number, &old, nil)
    }
    previous = [:]
    var byte: UInt8 = 0
    while read(pipe.read, &byte, 1) > 0 {}
  }
}
