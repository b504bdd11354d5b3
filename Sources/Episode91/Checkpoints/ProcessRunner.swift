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
  /// Seconds Episode91 still waits for a program's end and its last output after killing it.
  static let gracePeriod: Double = 2

  /// Runs `request` to completion with standard input from `/dev/null`, capturing both outputs.
  ///
  /// Both pipes are drained on their own threads while the program runs, so a chatty program can never
  /// block on a full pipe; a timer stops it at its deadline, and Episode91 never waits much longer than that.
  static func run(_ request: ProcessRequest) -> ProcessResult {
    run(request, inheriting: ProcessInfo.processInfo.environment, interrupts: .live)
  }

  /// Runs `request` as if Episode91's own environment were `inherited` (tests recreate Xcode's with it), with
  /// Ctrl-C passed on by `interrupts`: the live one, or a test's.
  static func run(
    _ request: ProcessRequest, inheriting inherited: [String: String] = ProcessInfo.processInfo.environment,
    interrupts: InterruptForwarding = .live
  ) -> ProcessResult {
    let process = Process()
    process.executableURL = request.executable
    process.arguments = request.arguments
    if let workingDirectory = request.workingDirectory {
      process.currentDirectoryURL = workingDirectory
    }
    process.environment = environment(for: request, inheriting: inherited)
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    // Not `waitUntilExit()`: swift-corelibs-foundation (Linux) implements it by spinning a run loop that, on a
    // thread of our own, has nothing to wait on, so it burnt a core for as long as a build ran, slowing the very
    // compiler it waited for (1.3 s of CPU in a 1.7 s verify). Foundation calls the termination handler once it
    // has reaped the program, on Linux and on macOS alike.
    let exited = DispatchGroup()
    exited.enter()
    process.terminationHandler = { _ in exited.leave() }
    interrupts.prepare()
    do {
      try process.run()
    } catch {
      interrupts.cancel()
      exited.leave()
      return ProcessResult(termination: .couldNotStart(error.localizedDescription))
    }
    interrupts.begin(process.processIdentifier)
    // The child has its own copies of the write ends; ours must close, or reading never sees end of file.
    try? output.fileHandleForWriting.close()
    try? errors.fileHandleForWriting.close()
    let readers = DispatchGroup()
    let outputData = drain(output, group: readers)
    let errorData = drain(errors, group: readers)
    let running = RunningProcess(process)
    let timedOut = request.timeout.map { stop(running, after: $0) } ?? LockIsolated(false)
    // On Linux, Foundation notices the end only once the pipes close, so a grandchild that keeps them
    // open could hold us long after the program was killed: give up shortly after the forced stop.
    let longest = request.timeout.map { DispatchTime.now() + $0 + gracePeriod } ?? .distantFuture
    let termination: ProcessResult.Termination
    if exited.wait(timeout: longest) == .timedOut {
      termination = .timedOut
    } else if timedOut.value {
      termination = .timedOut
    } else if process.terminationReason == .uncaughtSignal {
      termination = .signalled(process.terminationStatus)
    } else {
      termination = .exited(process.terminationStatus)
    }
    let interrupted = interrupts.end(process.processIdentifier)
    _ = readers.wait(timeout: .now() + gracePeriod)
    return ProcessResult(
      termination: termination,
      standardOutput: String(decoding: outputData.value, as: UTF8.self),
      standardError: String(decoding: errorData.value, as: UTF8.self), interrupted: interrupted)
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

  /// Reads what `pipe` delivers as it comes, on a thread of its own, so even a program that is given up on
  /// leaves what it wrote so far.
  private static func drain(_ pipe: Pipe, group: DispatchGroup) -> LockIsolated<Data> {
    let data = LockIsolated(Data())
    let handle = pipe.fileHandleForReading
    onOwnThread(group: group) {
      while case let chunk = handle.availableData, !chunk.isEmpty {
        data.withValue { $0.append(chunk) }
      }
    }
    return data
  }

  /// Arms the deadline and returns whether it fired. SIGKILL, not SIGTERM: a probe has nothing to clean
  /// up, and children started by Foundation on Linux may not react to SIGTERM at all.
  private static func stop(_ running: RunningProcess, after timeout: Double) -> LockIsolated<Bool> {
    let fired = LockIsolated(false)
    let processID = running.process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      guard running.process.isRunning else { return }
      fired.withValue { $0 = true }
      kill(processID, SIGKILL)
    }
    return fired
  }
}

/// A started `Process`, handed to the timer that stops it at its deadline.
///
/// swift-corelibs-foundation (Linux) declares `Process` `@unchecked Sendable`; Apple's Foundation does not, so on
/// macOS capturing it in a `@Sendable` closure is an error in Swift 6 mode. The timer only asks whether it still
/// runs and reads its process id, after `run()`; nothing changes its settings after that.
private final class RunningProcess: @unchecked Sendable {
  let process: Process

  init(_ process: Process) {
    self.process = process
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
