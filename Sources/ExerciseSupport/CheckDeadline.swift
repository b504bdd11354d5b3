import Foundation

/// How long the check of a learner's stub may run before it is stopped, and how a check that was stopped says so.
///
/// A check normally finishes in well under a second: it runs a few reducers, stores and effects on small values.
/// An endless loop (a `while` whose condition never changes, a reducer that sends itself the same action, an
/// effect that waits for something that never comes) is one of the commonest beginner mistakes, and without a
/// deadline it hangs `verify`, leaves `watch` deaf to the next save and hangs `swift test`.
///
/// Ten seconds: ten times the slowest check's usual time, so a laptop busy compiling beside it never stops a check
/// that would have finished, and still short enough that a learner watching the screen learns what happened before
/// wondering whether anything is happening. `EPISODE91_CHECK_SECONDS` sets another limit (a very slow machine, or a
/// test that must not wait ten seconds).
public enum CheckDeadline {
  /// The variable that sets the limit, in seconds; `verify` passes its own limit to the checks it runs with it.
  public static let environmentVariable = "EPISODE91_CHECK_SECONDS"

  /// The limit when nothing sets another.
  public static let standardSeconds: Double = 10

  /// The exit status of a checkpoint whose check ran past the limit: 124, as GNU `timeout` exits when it stopped
  /// what it ran, and none that `--check` otherwise uses (0 pass, 1 fail, 2 no such exercise).
  public static let exitStatus: Int32 = 124

  /// The limit `environment` sets, when it sets a positive number of seconds; else `standardSeconds`.
  public static func seconds(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
    guard let text = environment[environmentVariable], let seconds = Double(text), seconds > 0, seconds.isFinite
    else { return standardSeconds }
    return seconds
  }

  /// `seconds` as people write it: `10`, `0.5`.
  public static func written(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
