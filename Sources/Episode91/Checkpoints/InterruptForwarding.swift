import Foundation

/// The signals that end Episode91 (Ctrl-C's SIGINT, SIGTERM, a closed terminal's SIGHUP, Ctrl-\'s SIGQUIT) while a
/// program it started runs (a build, a check, a probe, docc, the pager): each program is asked to stop in the way it
/// understands, and remembered, so the caller waits for the program to end and says "interrupted", never "does not
/// compile", and `Termination` then ends Episode91 by the same signal. What has not ended `grace` seconds later is
/// killed (SIGKILL), group by group, but only a group still ours (`ChildProcess.send`). Nothing Episode91 started
/// outlives it.
///
/// `ChildProcess.Role` decides where a program runs. One in a group of its own (a build) is out of the terminal's
/// reach: the terminal sends Ctrl-C to its foreground group only, which is Episode91's, so without this the build
/// went on without us, holding `.build`'s lock. Its group is sent SIGINT, whichever signal came: `swift build` stops
/// the compilers it started (each in a process group of its own, out of reach of a signal to the build's group) on
/// SIGINT alone, and left them running on SIGHUP and SIGTERM; SIGQUIT would wake the Swift backtracer in every Swift
/// program of the group, which took 11–20 s to let a build go and let a looping check run on. One that shares our
/// group (the pager) was already reached by the terminal's Ctrl-C and Ctrl-\, which are its keys: those are neither
/// passed on nor taken as the end of Episode91; SIGTERM and SIGHUP are passed on as they came.
///
/// Ctrl-Z (SIGTSTP) pauses the programs in groups of their own with us: they are sent SIGTSTP, Episode91 stops, and
/// once continued (`fg`) they are sent SIGCONT. `swift build` does not pass SIGTSTP on, so its compilers finish the
/// file they are on.
///
/// While at least one program runs, the signals are caught: the handler writes the signal's number to a pipe (all a
/// signal handler may safely do), and a thread waiting on that pipe does the rest. Outside those runs the signals
/// mean what they meant before (in `watch`, its own handler; elsewhere their default, which ends Episode91 as they
/// should, with nothing of ours running). Programs start with every signal at its default and none blocked
/// (`ChildProcess.start`).
final class InterruptForwarding: @unchecked Sendable {
  /// The one that catches the process's signals; a test makes its own and calls `interrupt()` itself.
  static let live = InterruptForwarding(catchesSignals: true)

  /// The signals passed on, each of which ends Episode91.
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Seconds a program asked to stop has before it is killed. SIGINT stops `swift build` and its compilers in well
  /// under a tenth of a second, so Ctrl-\ during a build is back at the prompt at once; on a loaded machine it took
  /// over half a second now and then, and a build killed before it stopped its compilers leaves them running (they
  /// are out of reach in groups of their own), so it gets nine tenths of a second.
  ///
  /// The same grace for a key the learner typed (Ctrl-C, Ctrl-\) as for a closed window nobody watches: the grace
  /// is how long a build still stopping its compilers is left to finish, and a learner waiting does not make it stop
  /// sooner. Measured by hand on a loaded two-core machine, Ctrl-\ during a build was back at the prompt in 13–147 ms
  /// in 18 of 20 tries; the slowest build to stop by itself took 839 ms, which 0.9 s still leaves room for; and one,
  /// pressed as the build started, waited out a whole second's grace (1022 ms). So 0.9 s: a build killed at the
  /// grace is reaped about 30 ms later, and the prompt is back within the second a learner is promised.
  static let grace: Double = 0.9

  /// One running program: how to signal it, whether it shares our group, whether a signal was passed on, and
  /// whether it was asked to stop (then killed if it has not after `grace`).
  private struct Running {
    var send: (Int32) -> Void
    var sharesOurGroup: Bool
    var interrupted: Bool
    var askedToStop = false
  }

  /// How Episode91 stops itself on Ctrl-Z while programs run, returning once continued: by default as SIGTSTP's
  /// default action would; `watch` gives back the learner's terminal modes around it (`TerminalMode.suspend`). Called
  /// on the thread that reads the signals, while the thread that set it waits for a program.
  var stopsItself: () -> Void {
    get { locked { stopper } }
    set { locked { stopper = newValue } }
  }
  private var stopper: () -> Void = { InterruptSignal.stopAsSIGTSTPWould() }

  private let catchesSignals: Bool
  private let lock = NSLock()
  /// The programs running now.
  private var running: [pid_t: Running] = [:]
  /// Programs between `prepare` and `begin`, and the signal that came meanwhile.
  private var starting = 0
  private var signalWhileStarting: Int32?
  /// Whether the last program to end, leaving none, shared our group (the pager): a terminal key read from the pipe
  /// after its end came while it ran, and was its (a pipeline's shell that Ctrl-\ ended ends at once).
  private var lastEndedSharedOurGroup = false
  /// Called once a program is being watched over, so a test presses Ctrl-C only after that.
  private let began: @Sendable (pid_t) -> Void

  /// Seconds this one gives a program asked to stop: `grace`, but for a test that watches a program stop by itself on a
  /// loaded machine.
  private let stopGrace: Double

  init(
    catchesSignals: Bool, grace: Double = InterruptForwarding.grace,
    began: @escaping @Sendable (pid_t) -> Void = { _ in }
  ) {
    self.catchesSignals = catchesSignals
    self.stopGrace = grace
    self.began = began
  }

  /// Catches the signals from just before a program starts, so one that comes while it starts is not lost:
  /// Episode91 would die of it and leave the program running.
  func prepare() {
    locked {
      starting += 1
      lastEndedSharedOurGroup = false
      if catchesSignals && starting + running.count == 1 { Self.pipe.install() }
    }
  }

  /// Starts passing signals on to `child`, which has just started; one that came since `prepare` reaches it now.
  func begin(_ child: ChildProcess) {
    begin(child.processID, sharesOurGroup: child.group == nil) { child.send($0) }
  }

  /// The same for a program another way started (a test's): its group is asked of the system.
  func begin(_ processID: pid_t) {
    let group = getpgid(processID)
    let sharesOurGroup = group <= 0 || group == getpgid(0)
    begin(processID, sharesOurGroup: sharesOurGroup) { signal in
      kill(sharesOurGroup ? processID : -group, signal)
    }
  }

  private func begin(_ processID: pid_t, sharesOurGroup: Bool, send: @escaping (Int32) -> Void) {
    let stopping: Bool = locked {
      starting -= 1
      var program = Running(send: send, sharesOurGroup: sharesOurGroup, interrupted: false)
      if let signal = signalWhileStarting {
        program.interrupted = true
        askToStop(&program, for: signal)
      }
      running[processID] = program
      if starting == 0 { signalWhileStarting = nil }
      return program.askedToStop
    }
    began(processID)
    if stopping { killLeftoversAfterGrace() }
  }

  /// The program `prepare` was for never started.
  func cancel() {
    locked {
      starting -= 1
      if starting == 0 { signalWhileStarting = nil }
      if catchesSignals && starting + running.count == 0 { Self.pipe.uninstall() }
    }
  }

  /// Whether a signal was passed on to `processID` so far.
  func wasInterrupted(_ processID: pid_t) -> Bool {
    locked { running[processID]?.interrupted ?? false }
  }

  /// Stops passing signals on to `processID`, which has ended, and says whether one was.
  func end(_ processID: pid_t) -> Bool {
    locked {
      let ended = running.removeValue(forKey: processID)
      if starting == 0 && running.isEmpty { lastEndedSharedOurGroup = ended?.sharesOurGroup ?? false }
      let interrupted = ended?.interrupted ?? false
      if catchesSignals && starting + running.count == 0 { Self.pipe.uninstall() }
      return interrupted
    }
  }

  /// `signal` came (Ctrl-C by default): every program running now, and any program starting now, is asked to stop,
  /// and killed if it has not `grace` seconds later. The terminal's keys (SIGINT, SIGQUIT) while only programs in our
  /// own group run (the pager) were theirs, and change nothing here. SIGTSTP pauses them instead (`suspend`).
  func interrupt(_ signal: Int32 = SIGINT) {
    if signal == SIGTSTP { return suspend() }
    let stopping: Bool = locked {
      // The key may be read a moment after the pager it was for has ended (`lastEndedSharedOurGroup`).
      if Self.isTerminalKey(signal) && starting == 0
        && (running.isEmpty ? lastEndedSharedOurGroup : running.values.allSatisfy(\.sharesOurGroup))
      {
        return false
      }
      if catchesSignals { Termination.record(signal) }
      if starting > 0 { signalWhileStarting = signalWhileStarting ?? signal }
      for processID in running.keys {
        running[processID]?.interrupted = true
        askToStop(&running[processID]!, for: signal)
      }
      return true
    }
    if stopping { killLeftoversAfterGrace() }
  }

  /// Asks `program` to stop for `signal`: a program in a group of its own gets SIGINT, whatever came; one in our
  /// group gets SIGTERM or SIGHUP as they came, and nothing for the terminal's keys, which reached it already.
  private func askToStop(_ program: inout Running, for signal: Int32) {
    if !program.sharesOurGroup {
      program.send(SIGINT)
      program.askedToStop = true
    } else if !Self.isTerminalKey(signal) {
      program.send(signal)
      program.askedToStop = true
    }
  }

  private static func isTerminalKey(_ signal: Int32) -> Bool {
    signal == SIGINT || signal == SIGQUIT
  }

  /// `stopGrace` seconds from now, kills every program that was asked to stop and still runs, group by group.
  private func killLeftoversAfterGrace() {
    DispatchQueue.global().asyncAfter(deadline: .now() + stopGrace) { [self] in
      locked {
        for program in running.values where program.askedToStop { program.send(SIGKILL) }
      }
    }
  }

  /// Ctrl-Z: the programs in groups of their own pause, Episode91 stops (`stopsItself`), and once it is continued
  /// they go on. The pager, in our group, was stopped by the terminal already.
  private func suspend() {
    // A program between `prepare` and `begin` is starting this very moment: it is waited for, so it pauses too.
    while locked({ starting > 0 }) { sched_yield() }
    let (paused, stop): ([(Int32) -> Void], () -> Void) = locked {
      (running.values.filter { !$0.sharesOurGroup }.map(\.send), stopper)
    }
    paused.forEach { $0(SIGTSTP) }
    stop()
    paused.forEach { $0(SIGCONT) }
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
  /// SIGTSTP is caught too, to pause the programs with us (`suspend`).
  ///
  /// With `SA_RESTART`: the handler only wakes that thread, and the rest of Episode91 carries on as if no signal
  /// came, so a `read`, `poll` or `wait` it is blocked in when the signal lands on its thread resumes (or, for
  /// `poll`, returns EINTR, which the runner retries) instead of failing, which code not written for signals could
  /// take for an error. macOS restarts the same calls.
  private static let pipe: SignalPipe = SignalPipe(
    signals: signals + [SIGTSTP], flags: SA_RESTART, handler: { InterruptForwarding.pipe.wake($0) },
    onSignal: { InterruptForwarding.live.interrupt($0) })
}
