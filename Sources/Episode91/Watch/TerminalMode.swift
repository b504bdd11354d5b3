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
/// Installed without `SA_RESTART` (and not with `signal()`, which asks for it on both macOS and Glibc), so a
/// Ctrl-C during a blocking read ends the read instead of going unseen. A build inside `watch` catches the
/// signals itself (`InterruptForwarding`) and gives them back to this handler when it ends.
enum InterruptSignal {
  static let signals = [SIGINT, SIGTERM]

  /// Read by the key reader with `select`. `uninstall` gives the signals back the meaning they had before
  /// `install` and forgets any that arrived, so a signal from one `watch` never ends the next.
  static let pipe: SignalPipe = SignalPipe(signals: signals, flags: 0) { _ in InterruptSignal.pipe.wake() }
}
