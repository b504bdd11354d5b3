import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every program Episode91 starts (but `run`'s app, which replaces it): started here with `posix_spawn`, not
/// Foundation's `Process`, so that Episode91 itself decides each one's process group, which descriptors it gets,
/// and when it is reaped.
///
/// Foundation's `Process` puts every program in a process group of its own, on Linux and on macOS alike. For a
/// build that is right, but a pager in such a group is not the terminal's foreground group, and the kernel stops it
/// (SIGTTOU, SIGTTIN) the moment it touches the terminal: `diff` showed a blank screen. Foundation also reaps a
/// program on Linux only once its pipes close, and on Linux closes a child's other descriptors from a listing of
/// `/proc/self/fd` taken before a sibling started on another thread created its pipes, so siblings' pipes leaked
/// into one another.
final class ChildProcess: @unchecked Sendable {
  /// Who a program is for, which decides where it runs. The one place that decides it, for every program.
  enum Role {
    /// A build, a check, a probe, or `docc preview`: it works on its own, its output captured or not read by the
    /// learner. It runs in a process group of its own, which it leads: the terminal's Ctrl-C reaches Episode91
    /// alone, and whatever signal ends Episode91, the group is asked to stop with SIGINT (`InterruptForwarding`),
    /// the one signal `swift build` stops its compilers for (they run in process groups of their own, out of reach
    /// of a signal to this group); what is left after a short grace is killed, group by group.
    case ownGroup
    /// The pager, or anything else the learner drives at the terminal. It stays in Episode91's process group, which
    /// the shell made the terminal's foreground group, so it may read keys and set the terminal's modes; in a group
    /// of its own it would be stopped at its first touch of the terminal. The terminal's Ctrl-C and Ctrl-\ reach it
    /// directly; they are its keys, not Episode91's (`InterruptForwarding` neither passes them on nor ends for them).
    case terminal
  }

  /// Where a standard descriptor of the program comes from.
  enum Stream {
    /// Episode91's own (the terminal, for the pager's output).
    case inherited
    case nullDevice
    /// A new pipe whose other end Episode91 keeps: `input`, `output` or `error` below.
    case pipe
  }

  let processID: pid_t
  /// The process group the program leads, or nil when it shares Episode91's.
  let group: pid_t?
  /// Episode91's ends of the pipes asked for, -1 otherwise. `closeDescriptors` closes them.
  private(set) var input: Int32 = -1
  private(set) var output: Int32 = -1
  private(set) var error: Int32 = -1
  /// Readable once the program has been reaped: `poll` waits on it beside the output pipes.
  var exitSignal: Int32 { reaper.wake.readEnd }
  private let reaper: Reaper

  /// Held while pipes are created and a program starts, by every thread that starts one: each pipe is close-on-exec
  /// from the moment it exists, and no program starts between a pipe's creation and that flag (`pipe2` would do it
  /// at once, but it is not in macOS). A program thus inherits only the pipes `posix_spawn`'s file actions give it.
  private static let launching = NSLock()

  private init(processID: pid_t, group: pid_t?, reaper: Reaper) {
    self.processID = processID
    self.group = group
    self.reaper = reaper
  }

  deinit {
    closeDescriptors()
    reap()
  }

  /// Starts `executable`. Every signal starts at its default and none is blocked in the program, whatever the
  /// starting thread blocks or Episode91 ignores (SIGPIPE while a pager runs), but for those Episode91 started with
  /// ignored (`Inherited`), which stay ignored. Throws the reason it could not start.
  static func start(
    _ executable: URL, _ arguments: [String], environment: [String: String], in folder: URL?, role: Role,
    input: Stream, output: Stream, error: Stream
  ) throws(POSIXError) -> ChildProcess {
    launching.lock()
    defer { launching.unlock() }
    var ours: [Int32] = [-1, -1, -1]
    var theirs: [Int32] = [-1, -1, -1]
    func closeAll() {
      (ours + theirs).filter { $0 >= 0 }.forEach { close($0) }
    }
    for (index, stream) in [input, output, error].enumerated() where stream == .pipe {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        let reason = errno
        closeAll()
        throw POSIXError(POSIXErrorCode(rawValue: reason) ?? .EMFILE)
      }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      // Standard input's write end is ours, the others' read ends.
      (ours[index], theirs[index]) = index == 0 ? (ends[1], ends[0]) : (ends[0], ends[1])
    }
    let wake = WakePipe()
    guard wake.readEnd >= 0 else {
      closeAll()
      throw POSIXError(.EMFILE)
    }

    let attributes = SpawnAttributes()
    let actions = SpawnActions()
    for (index, stream) in [input, output, error].enumerated() {
      switch stream {
      case .inherited: break
      case .nullDevice: actions.open(Int32(index), "/dev/null", index == 0 ? O_RDONLY : O_WRONLY)
      case .pipe: actions.duplicate(theirs[index], to: Int32(index))
      }
    }
    var command = [executable.path] + arguments
    var path = executable.path
    if let folder {
      if !actions.changeDirectory(to: folder.path) {
        // No `posix_spawn_file_actions_addchdir_np` (Glibc before 2.29): a shell goes there and `exec`s the program,
        // keeping its process.
        command = ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, folder.path] + command
        path = "/bin/sh"
      }
    }
    attributes.prepare(ownGroup: role == .ownGroup)
    // Nothing but 0–2 (and `/bin/sh`'s own, when it changes directory for the program): not a descriptor another
    // part of Episode91 opened without close-on-exec, nor one Episode91 inherited so.
    #if canImport(Darwin)
      // macOS: `POSIX_SPAWN_CLOEXEC_DEFAULT` closes every descriptor the file actions do not name; the inherited
      // standard ones are named.
      for (index, stream) in [input, output, error].enumerated() where stream == .inherited {
        actions.inherit(Int32(index))
      }
      attributes.closeEverythingElse()
    #else
      actions.closeFrom(3)
    #endif
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var processID: pid_t = 0
    let failed = posix_spawn(&processID, path, &actions.raw, &attributes.raw, argv, envp)
    theirs.filter { $0 >= 0 }.forEach { close($0) }
    guard failed == 0 else {
      ours.filter { $0 >= 0 }.forEach { close($0) }
      throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .ENOENT)
    }
    let child = ChildProcess(
      processID: processID, group: role == .ownGroup ? processID : nil, reaper: Reaper(processID, wake: wake))
    (child.input, child.output, child.error) = (ours[0], ours[1], ours[2])
    return child
  }

  /// The program's wait status once it has ended, else nil.
  var status: Int32? { reaper.status.value }

  /// Waits until the program has ended, at most until `deadline`; its wait status, or nil at the deadline.
  func waitForExit(until deadline: DispatchTime = .distantFuture) -> Int32? {
    guard reaper.exited.wait(timeout: deadline) == .success else { return nil }
    reaper.exited.signal()
    return reaper.status.value
  }

  /// Sends `signal` to the program's whole process group, or to the program alone when it shares Episode91's; nothing
  /// once it has been reaped (`reap`). Until then its number is still ours even after it ended: the ended program
  /// stays a zombie, which keeps its process id and its group's, so no other program can have taken them, and what
  /// it left in its group is still reached. Says whether it was sent.
  @discardableResult
  func send(_ signal: Int32) -> Bool {
    reaper.whileUnreaped {
      if let group {
        kill(-group, signal)
      } else {
        kill(processID, signal)
      }
    }
  }

  /// Whether the system has forgotten the program (`reap`): its numbers may be another's, and `send` sends nothing.
  var isReaped: Bool { reaper.isReaped }

  /// Lets the system forget the ended program (`waitpid`): from now on its number and its group's may be another
  /// program's, so `send` does nothing. Called once the caller has killed what it left in its group, and by `deinit`.
  func reap() {
    reaper.release()
  }

  /// `reap`, then waits until the system has forgotten the program, at most until `deadline`: a caller that says a
  /// program is gone (its number free, `kill(pid, 0)` failing) must not return while it is still a zombie, which the
  /// reaping thread, on a loaded machine, may not yet have reached. Says whether it was reaped in time.
  @discardableResult
  func reap(waitingUntil deadline: DispatchTime) -> Bool {
    reaper.release()
    return reaper.waitUntilReaped(until: deadline)
  }

  /// Closes Episode91's ends of the program's pipes. Safe to call more than once.
  func closeDescriptors() {
    for descriptor in [input, output, error] where descriptor >= 0 { close(descriptor) }
    (input, output, error) = (-1, -1, -1)
  }

  /// Closes the pipe to the program's standard input, which it then reads to its end.
  func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  /// Why a program could not start, as `strerror` says it.
  static func reason(_ error: POSIXError) -> String {
    String(cString: strerror(error.code.rawValue))
  }

  /// The wait status of a program whose end could not be learned: "exited 255", never a success.
  static let unknownEnd: Int32 = 255 << 8

  /// Whether a wait status says the program ended by a signal, and which; else its exit status.
  static func decode(_ status: Int32) -> (signal: Int32?, exitStatus: Int32) {
    // `WIFSIGNALED` and `WEXITSTATUS` are macros Swift does not import; Glibc and Darwin encode the status alike.
    let signal = status & 0x7f
    return signal != 0 && signal != 0x7f ? (signal, 0) : (nil, (status >> 8) & 0xff)
  }
}

/// The thread that waits for one program's end and says so through a pipe `poll` can wait on beside the program's
/// output, then reaps it once its owner lets go (`release`), so it never stays a zombie for long.
///
/// It learns of the end with `waitid(…, WNOWAIT)`, which leaves the program a zombie: until it is reaped, its
/// process id and its group's stay ours, and a signal to the group cannot reach a group that took the number since.
/// macOS has `waitid` and `WNOWAIT` too; its `siginfo_t` has `si_status` as a field, Glibc's inside a union.
private final class Reaper: @unchecked Sendable {
  let status = LockIsolatedStatus()
  let exited = DispatchSemaphore(value: 0)
  let wake: WakePipe
  private let released = DispatchSemaphore(value: 0)
  /// Signalled once the program has been reaped.
  private let reapedNow = DispatchSemaphore(value: 0)
  /// Held while the program is signalled and while it is reaped, so no signal goes out after.
  private let lock = NSLock()
  private var reaped = false
  private var isReleased = false

  init(_ processID: pid_t, wake: WakePipe) {
    self.wake = wake
    Thread.detachNewThread { [self] in
      status.set(Self.waitForEnd(of: processID))
      wake.signal()
      exited.signal()
      released.wait()
      lock.lock()
      var raw: Int32 = 0
      while waitpid(processID, &raw, WNOHANG) < 0 && errno == EINTR {}
      reaped = true
      lock.unlock()
      reapedNow.signal()
    }
  }

  /// Waits until the program has been reaped, at most until `deadline`; says whether it was.
  func waitUntilReaped(until deadline: DispatchTime) -> Bool {
    guard reapedNow.wait(timeout: deadline) == .success else { return false }
    reapedNow.signal()
    return true
  }

  /// Runs `body` only while the program is not reaped; says whether it ran.
  func whileUnreaped(_ body: () -> Void) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if !reaped { body() }
    return !reaped
  }

  var isReaped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return reaped
  }

  /// Lets the thread reap the program once it has ended. Safe to call more than once.
  func release() {
    lock.lock()
    defer { lock.unlock() }
    guard !isReleased else { return }
    isReleased = true
    released.signal()
  }

  /// The program's wait status, rebuilt from what `waitid` says, without reaping it. A `waitid` that fails (ECHILD:
  /// someone reaped it, as the kernel does when SIGCHLD is ignored) says nothing of how it ended, and
  /// `ChildProcess.unknownEnd` is never taken for a success.
  private static func waitForEnd(of processID: pid_t) -> Int32 {
    var info = siginfo_t()
    while true {
      if waitid(P_PID, id_t(processID), &info, WEXITED | WNOWAIT) == 0 { break }
      if errno != EINTR { return ChildProcess.unknownEnd }
    }
    #if canImport(Darwin)
      let (code, value) = (info.si_code, info.si_status)
    #else
      let (code, value) = (info.si_code, info._sifields._sigchld.si_status)
    #endif
    switch code {
    case Int32(CLD_EXITED): return (value & 0xff) << 8
    case Int32(CLD_KILLED): return value & 0x7f
    case Int32(CLD_DUMPED): return (value & 0x7f) | 0x80
    default: return ChildProcess.unknownEnd
    }
  }
}

/// One wait status behind a lock.
private final class LockIsolatedStatus: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Int32?

  var value: Int32? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func set(_ status: Int32) {
    lock.lock()
    stored = status
    lock.unlock()
  }
}

/// A pipe one byte is written to once, closed when the last of its users (the reaper, the runner) lets go of it.
private final class WakePipe: @unchecked Sendable {
  let readEnd: Int32
  private let writeEnd: Int32

  /// Made under `ChildProcess.launching`, so close-on-exec before any program can start.
  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  deinit {
    if readEnd >= 0 { close(readEnd) }
    if writeEnd >= 0 { close(writeEnd) }
  }
}

/// `posix_spawnattr_t`, whose Swift type differs: Darwin's is a pointer the `init` allocates, Glibc's a struct.
private final class SpawnAttributes {
  #if canImport(Darwin)
    var raw: posix_spawnattr_t? = nil
  #else
    var raw = posix_spawnattr_t()
  #endif

  init() {
    posix_spawnattr_init(&raw)
  }

  deinit {
    posix_spawnattr_destroy(&raw)
  }

  /// Signals at their defaults, none blocked, and a process group of its own when `ownGroup`. Only the signals
  /// Episode91 catches or ignores are listed: a full set would name SIGKILL and SIGSTOP, which cannot be reset. Those
  /// ignored when Episode91 started are left out, so they stay ignored, as `nohup` asked.
  func prepare(ownGroup: Bool) {
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in Inherited.watchedSignals + [SIGCHLD] where !Inherited.ignoredSignals.contains(signal) {
      sigaddset(&defaults, signal)
    }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&raw, &defaults)
    posix_spawnattr_setsigmask(&raw, &none)
    var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    if ownGroup {
      // Group 0: the program's own number, so it leads a new group.
      posix_spawnattr_setpgroup(&raw, 0)
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
    }
    posix_spawnattr_setflags(&raw, Int16(flags))
  }

  #if canImport(Darwin)
    /// `POSIX_SPAWN_CLOEXEC_DEFAULT`, Apple's: the program gets only the descriptors the file actions name.
    func closeEverythingElse() {
      var flags: Int16 = 0
      posix_spawnattr_getflags(&raw, &flags)
      posix_spawnattr_setflags(&raw, flags | Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
    }
  #endif
}

/// `posix_spawn_file_actions_t`, the same way.
private final class SpawnActions {
  #if canImport(Darwin)
    var raw: posix_spawn_file_actions_t? = nil
  #else
    var raw = posix_spawn_file_actions_t()
  #endif

  init() {
    posix_spawn_file_actions_init(&raw)
  }

  deinit {
    posix_spawn_file_actions_destroy(&raw)
  }

  func open(_ descriptor: Int32, _ path: String, _ flags: Int32) {
    posix_spawn_file_actions_addopen(&raw, descriptor, path, flags, 0)
  }

  /// `dup2`, which also clears close-on-exec on the copy.
  func duplicate(_ descriptor: Int32, to target: Int32) {
    posix_spawn_file_actions_adddup2(&raw, descriptor, target)
  }

  #if canImport(Darwin)
    /// Keeps `descriptor` open in the program under `POSIX_SPAWN_CLOEXEC_DEFAULT`.
    func inherit(_ descriptor: Int32) {
      posix_spawn_file_actions_addinherit_np(&raw, descriptor)
    }
  #else
    /// Closes every descriptor from `lowest` up in the program (`posix_spawn_file_actions_addclosefrom_np`, Glibc
    /// 2.34, looked up by name for the same reason as `changeDirectory`). Without it (an older Glibc) the program
    /// still gets none of Episode91's pipes, which are close-on-exec from their creation (`launching`).
    func closeFrom(_ lowest: Int32) {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return }
      typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&raw, lowest)
    }
  #endif

  /// `posix_spawn_file_actions_addchdir_np`: in Glibc since 2.29 and macOS since 10.15, but Glibc declares it only
  /// with the GNU extensions Swift's Glibc module leaves out, so it is looked up by name. False when there is none.
  func changeDirectory(to path: String) -> Bool {
    guard let function = Self.addChangeDirectory else { return false }
    return function(&raw, path) == 0
  }

  #if canImport(Darwin)
    private typealias AddChangeDirectory =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>
      ) -> Int32
  #else
    private typealias AddChangeDirectory =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
      ) -> Int32
  #endif

  private static let addChangeDirectory: AddChangeDirectory? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return nil }
    return unsafeBitCast(symbol, to: AddChangeDirectory.self)
  }()
}
