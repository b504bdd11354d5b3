import Foundation

/// The terminal's settings while `watch` or `walk` reads single keys, and the way back to how the learner had them.
///
/// Only line editing (canonical mode) and echo go: each key arrives as it is pressed and is not printed.
/// Output processing and signals stay as they were, so `\n` still starts a new line and Ctrl-C still sends
/// SIGINT, which `InterruptSignal` turns into an ordinary way out, past the restore. Ctrl-Z (SIGTSTP) gives the
/// learner's settings back before Episode91 stops, and `fg` (SIGCONT) brings single keys back (`suspend`).
final class TerminalMode {
  private let descriptor: Int32
  private var original: TerminalModes?
  /// Whether single keys are on, to be put back after Ctrl-Z and `fg`.
  private var isSingleKeys = false

  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// Switches to single keys; does nothing when the descriptor is not a terminal.
  func enterSingleKeys() {
    guard original == nil, let saved = TerminalModes.save(descriptor) else { return }
    original = saved
    isSingleKeys = true
    var settings = saved.settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSANOW, &settings)
  }

  /// Puts back the settings `enterSingleKeys` found. Safe to call more than once.
  func restore() {
    isSingleKeys = false
    guard let original else { return }
    original.restore()
    self.original = nil
  }

  /// Ctrl-Z: the learner's settings back, then Episode91 stops as SIGTSTP would stop it (its default action, for
  /// this one signal); once the shell continues it (`fg`), single keys again, from the settings the terminal has
  /// then. Without this the shell's `fg` brought `walk` back in line mode, where `n` waited for Enter.
  func suspend() {
    let wasSingleKeys = isSingleKeys
    restore()
    InterruptSignal.stopAsSIGTSTPWould()
    if wasSingleKeys { enterSingleKeys() }
  }

  /// SIGCONT without a Ctrl-Z before it (a `kill -STOP` from elsewhere, then `fg`): single keys again, in case the
  /// shell put its own settings on the terminal meanwhile.
  func resume() {
    guard isSingleKeys, let original else { return }
    var settings = original.settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSANOW, &settings)
  }
}

/// The signals that end `watch` and `walk` (SIGINT, SIGTERM, SIGHUP, SIGQUIT), those that stop and continue
/// them (SIGTSTP, SIGCONT), and the one that says the window changed size (SIGWINCH, in a pipe of its own): the
/// handler only writes the signal's number to a pipe, and the key reader, which waits on the pipes beside standard
/// input, hands the loop an `.interrupt` or a `.resize`, or stops and continues with the terminal restored. So an ending signal leaves through the same door as `q`, the terminal is restored on the way out, and
/// `Termination` then ends Episode91 by that signal.
///
/// Installed without `SA_RESTART` (and not with `signal()`, which asks for it on both macOS and Glibc), so a
/// signal during a blocking read ends the read instead of going unseen. A build inside `watch` catches the ending
/// signals itself (`InterruptForwarding`) and gives them back to this handler when it ends.
enum InterruptSignal {
  /// The signals that end `watch`.
  static let signals = InterruptForwarding.signals

  /// Read by the key reader with `select`. `uninstall` gives the signals back the meaning they had before
  /// `install` and forgets any that arrived, so a signal from one `watch` never ends the next.
  static let pipe: SignalPipe = SignalPipe(signals: signals + [SIGTSTP, SIGCONT], flags: 0) {
    InterruptSignal.pipe.wake($0)
  }

  /// SIGWINCH, caught while `watch` or `walk` has a screen on the terminal, so the screen is drawn again at once
  /// for the window's new size rather than at the next key. With `SA_RESTART`, unlike `pipe`: dragging a window's
  /// corner sends dozens, and each would otherwise end whatever blocking call it landed in (a read of a stub, a
  /// write to the terminal, a wait for a build) with EINTR; `select`, which the key reader waits in, is woken all
  /// the same, since neither Linux nor macOS restarts it. SIGWINCH's default is to do nothing, on Linux and macOS
  /// alike, so outside `watch` and `walk` nothing changes, and no program Episode91 starts needs it reset.
  static let resizes: SignalPipe = SignalPipe(signals: [SIGWINCH], flags: SA_RESTART) {
    InterruptSignal.resizes.wake($0)
  }

  /// Catches the signals `watch` and `walk` read through their pipes.
  static func install() {
    pipe.install()
    resizes.install()
  }

  /// Gives them back what they meant before `install`.
  static func uninstall() {
    resizes.uninstall()
    pipe.uninstall()
  }

  /// Stops Episode91 as SIGTSTP's default action does, and returns once it is continued, with the handler back.
  static func stopAsSIGTSTPWould() {
    var action = signalAction(SIG_DFL)
    var caught = sigaction()
    sigaction(SIGTSTP, &action, &caught)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    raise(SIGTSTP)
    sigaction(SIGTSTP, &caught, nil)
  }
}
