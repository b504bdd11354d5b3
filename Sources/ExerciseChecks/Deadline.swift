import ExerciseSupport
import Foundation
import Messages

/// Runs the check of `exercise` on the learner's stub; if it is still running after `seconds`, `whenMissed` gets
/// the sentences that say so (by default they go to standard error and the process ends, `endProcess`).
///
/// Every checkpoint's `YourStubs.failures(of:)` runs its checks through this, so the one deadline holds for
/// `--check` by hand, for `Episode91 verify` and `watch` (which also stop the checkpoint themselves a moment later,
/// killing its process group, in case it cannot stop itself), and for the exercise suites under `swift test`.
///
/// Why a watchdog that ends the whole process, rather than a check stopped and the tests going on: the checks run
/// on the main actor (the stores they drive are `@MainActor`), and Swift has no way to stop a thread that loops,
/// nor to go on without it, since the test runner itself needs the main actor to finish. So the only way not to
/// hang is to end the process, saying which exercise's check did not finish and why, after everything the tests
/// before it reported. Running each check in a child process instead would need the checkpoint's executable
/// beside the tests, which Xcode's test action does not build.
@MainActor
public func withDeadline<Result>(
  for exercise: Exercise, seconds: Double = CheckDeadline.seconds(),
  whenMissed: @escaping @Sendable (String) -> Void = CheckDeadline.endProcess, _ check: () -> Result
) -> Result {
  let finished = DispatchSemaphore(value: 0)
  let title = ExerciseWords.title(exercise.id).text(in: .english)
  let arguments = ["id": exercise.id, "title": title, "seconds": CheckDeadline.written(seconds)]
  let said = [ExerciseMessage.checkTimedOut, .checkTimedOutWhy].map { $0.text(in: .english, arguments) }
    .joined(separator: "\n")
  // Its own thread, not Dispatch's pool: a pool that is busy (tests running in parallel) could start it late.
  Thread.detachNewThread {
    if finished.wait(timeout: .now() + seconds) == .timedOut { whenMissed(said) }
  }
  defer { finished.signal() }
  return check()
}

extension CheckDeadline {
  /// What happens to a check that missed its deadline, when nothing else is asked: its sentences on standard
  /// error, then the process ends with `exitStatus`.
  ///
  /// `write` and `_exit`, not `print` and `exit`: the main thread is still running the learner's code, which may
  /// hold standard output's lock (a `print` in the loop) that `exit`'s flush would wait for forever; `_exit` ends
  /// the process at once, on Linux and on macOS alike, and what the tests printed before is already out.
  public static let endProcess: @Sendable (String) -> Void = { said in
    let bytes = Array((said + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(exitStatus)
  }
}
