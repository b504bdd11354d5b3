import Effect
import Foundation

/// A program to run with its output captured: one checkpoint answering one probe or checking one exercise, or
/// `swift build`.
struct ProcessRequest: Equatable, Sendable {
  var executable: URL
  var arguments: [String]
  var workingDirectory: URL?
  /// Variables to set on top of Episode91's own environment.
  var environment: [String: String] = [:]
  /// Seconds to wait before stopping the program, so a hung checkpoint never hangs Episode91; nil waits for
  /// as long as it takes, as a build does.
  var timeout: Double?
}

/// How a captured program ended, and what it wrote.
struct ProcessResult: Equatable, Sendable {
  enum Termination: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
    case couldNotStart(String)
  }

  var termination: Termination
  var standardOutput: String = ""
  var standardError: String = ""
  /// Whether Ctrl-C stopped it (`InterruptForwarding`): what it wrote is then not its answer.
  var interrupted = false

  /// Whether the program ran and exited 0.
  var succeeded: Bool { termination == .exited(0) }

  /// Both outputs, for a program such as the compiler whose every line may matter; or why it never ran.
  var output: String {
    if case .couldNotStart(let reason) = termination { return "error: could not start: \(reason)" }
    return standardOutput + standardError
  }
}

/// Starts captured programs. Commands receive it as a closure, so tests can answer without any process.
typealias RunProcess = @Sendable (ProcessRequest) -> ProcessResult

enum ProcessRunner {
  /// Seconds Episode91 still waits for a program's last output after it ended or was killed: what it started in its
  /// group may still hold the pipes. After that, the group is killed, and what still holds them is given up on.
  static let gracePeriod: Double = 2

  /// Runs `request` to completion with standard input from `/dev/null`, capturing both outputs.
  ///
  /// Both pipes are read as the program writes, so a chatty program can never block on a full pipe; a timeout
  /// kills the program's whole process group, and Episode91 never waits much longer than that.
  static func run(_ request: ProcessRequest) -> ProcessResult {
    run(request, inheriting: ProcessInfo.processInfo.environment, interrupts: .live)
  }

  /// Runs `request` as if Episode91's own environment were `inherited` (tests recreate Xcode's with it), with
  /// signals passed on by `interrupts`: the live one, or a test's.
  ///
  /// The program is reaped and every descriptor of it closed before this returns, whichever way it ended: a
  /// `watch` that verifies hundreds of times keeps the descriptors it started with.
  static func run(
    _ request: ProcessRequest, inheriting inherited: [String: String] = ProcessInfo.processInfo.environment,
    interrupts: InterruptForwarding = .live
  ) -> ProcessResult {
    interrupts.prepare()
    let child: ChildProcess
    do {
      child = try ChildProcess.start(
        request.executable, request.arguments, environment: environment(for: request, inheriting: inherited),
        in: request.workingDirectory, role: .ownGroup, input: .nullDevice, output: .pipe, error: .pipe)
    } catch {
      interrupts.cancel()
      return ProcessResult(termination: .couldNotStart(ChildProcess.reason(error)))
    }
    interrupts.begin(child)
    defer { child.closeDescriptors() }
    let deadline = request.timeout.map { DispatchTime.now() + $0 }
    let captured = capture(child, deadline: deadline, interrupted: { interrupts.wasInterrupted(child.processID) })
    let interrupted = interrupts.end(child.processID)
    // What it left in its group has been killed by now: its process id and group may go. Waited for, so that the
    // program is gone when this returns; it has ended, or was killed a grace period ago, so the wait is short but for
    // a program stuck in the kernel, which is then reaped whenever it ends.
    child.reap(waitingUntil: .now() + gracePeriod)
    let termination: ProcessResult.Termination
    if captured.timedOut {
      termination = .timedOut
    } else if let status = child.status {
      let (signal, exitStatus) = ChildProcess.decode(status)
      termination = signal.map { .signalled($0) } ?? .exited(exitStatus)
    } else {
      termination = .timedOut
    }
    return ProcessResult(
      termination: termination, standardOutput: String(decoding: captured.output, as: UTF8.self),
      standardError: String(decoding: captured.error, as: UTF8.self), interrupted: interrupted)
  }

  /// Reads both outputs of `child` until both end and it has been reaped, waiting with `poll` (which serves pipes on
  /// macOS too; only terminals it does not) on the pipes and on the reaper's signal: no interval, Episode91 learns
  /// of the end the moment the program is reaped.
  ///
  /// At `deadline` the program's group is killed. Once the program has ended, what it started in its group gets
  /// `gracePeriod` to finish writing, none after a signal stopped it (Ctrl-C answers at once), and then the group is
  /// killed; what still holds a pipe `gracePeriod` after that (a process that left the group) is given up on.
  private static func capture(
    _ child: ChildProcess, deadline: DispatchTime?, interrupted: () -> Bool
  ) -> (output: Data, error: Data, timedOut: Bool) {
    var output = Data()
    var error = Data()
    var open = [child.output, child.error]
    var reaped = false
    var timedOut = false
    /// When the group was killed: from then on, a last `gracePeriod` to read.
    var killedAt: DispatchTime?
    /// When leftovers in the group are killed, once the program ended.
    var leftoversDeadline: DispatchTime?
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty || !reaped {
      let now = DispatchTime.now()
      if !reaped, !timedOut, let deadline, now >= deadline {
        timedOut = true
        child.send(SIGKILL)
        killedAt = now
      }
      if reaped, killedAt == nil, let leftoversDeadline, now >= leftoversDeadline {
        child.send(SIGKILL)
        killedAt = now
      }
      if let killedAt, now >= killedAt + gracePeriod { break }
      let wakeAt =
        killedAt.map { $0 + gracePeriod } ?? (reaped ? leftoversDeadline : timedOut ? nil : deadline)
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if !reaped { descriptors.append(pollfd(fd: child.exitSignal, events: Int16(POLLIN), revents: 0)) }
      // Milliseconds until the next thing to do, rounded up; -1 (no limit) when only the program's end is awaited.
      let milliseconds = wakeAt.map { wake -> Int32 in
        guard wake > now else { return 0 }
        return Int32(clamping: (wake.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1)
      }
      // `poll` on pipes only (the program's output and the reaper's exit pipe): macOS's `poll` serves pipes as
      // Linux's does; it is a terminal it fails on (POLLNVAL), which is why `KeyReader` waits with `select`.
      let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds ?? -1)
      if ready < 0 && errno != EINTR { break }
      guard ready > 0 else { continue }
      for descriptor in descriptors where descriptor.revents != 0 {
        if descriptor.fd == child.exitSignal {
          reaped = true
          leftoversDeadline = DispatchTime.now() + (interrupted() ? 0 : gracePeriod)
          continue
        }
        let count = read(descriptor.fd, &buffer, buffer.count)
        if count > 0 {
          if descriptor.fd == child.output {
            output.append(contentsOf: buffer[..<count])
          } else {
            error.append(contentsOf: buffer[..<count])
          }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          open.removeAll { $0 == descriptor.fd }
        }
      }
    }
    return (output, error, timedOut)
  }

  /// The variables by which a process learns that it runs tests, as Xcode sets them in the test process
  /// (`XCInjectBundle…` for a test bundle injected into a host app) and swift-dependencies' `isTesting` (in
  /// xctest-dynamic-overlay) and stage 5's `DependencyContext` read them.
  static let testRunnerVariables: Set = [
    "XCTestConfigurationFilePath", "XCTestSessionIdentifier", "XCTestBundlePath", "XCTestBundleInjectPath",
    "XCInjectBundle", "XCInjectBundleInto",
  ]

  /// What a started program's environment is: `inherited` without `testRunnerVariables`, then the request's own
  /// variables on top. Run from Xcode's tests, Episode91's processes would inherit those variables, and stage 5's
  /// checkpoint would take the test context: every live dependency unimplemented, and exit 1.
  static func environment(for request: ProcessRequest, inheriting inherited: [String: String]) -> [String: String] {
    inherited.filter { !testRunnerVariables.contains($0.key) }.merging(request.environment) { _, new in new }
  }
}

/// Runs independent requests a few at a time and returns their results in the same order.
///
/// The probes spend most of their time starting up and waiting, so a few more than the two cores keep
/// the machine busy without starving it.
func runAll(_ requests: [ProcessRequest], atMost limit: Int, using run: @escaping RunProcess) -> [ProcessResult] {
  let results = LockIsolated([ProcessResult?](repeating: nil, count: requests.count))
  let slots = DispatchSemaphore(value: max(1, limit))
  let group = DispatchGroup()
  for (index, request) in requests.enumerated() {
    slots.wait()
    // After Ctrl-C, what has not started never starts.
    guard !results.value.contains(where: { $0?.interrupted == true }) else {
      results.withValue { $0[index] = ProcessResult(termination: .signalled(SIGINT), interrupted: true) }
      slots.signal()
      continue
    }
    onOwnThread(group: group) {
      let result = run(request)
      results.withValue { $0[index] = result }
      slots.signal()
    }
  }
  group.wait()
  return results.value.map { $0 ?? ProcessResult(termination: .couldNotStart("never ran")) }
}

/// Runs blocking work (waiting for a process, reading a pipe) on a new thread, tracked by `group`.
///
/// Not on Dispatch's shared pool: on two cores it adds threads for blocked work only about once a second,
/// which made a dozen probes take seconds of waiting instead of milliseconds.
private func onOwnThread(group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
  group.enter()
  Thread.detachNewThread {
    work()
    group.leave()
  }
}
