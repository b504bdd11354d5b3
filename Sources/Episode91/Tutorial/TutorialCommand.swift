import Effect
import ExerciseSupport
import Foundation
import Messages

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Episode91 {
  /// `tutorial [--lang ko] [--port N]`: the walks as DocC tutorials, converted by the toolchain's `docc` into
  /// the build folder and served by `docc preview` on localhost until Ctrl-C. `--generate` (for whoever changes
  /// a walk) rewrites the catalog from the walks instead.
  static func tutorial(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let console = invocation.console
    let arguments = invocation.arguments
    if arguments.flags.contains("--generate") {
      guard arguments.positionals.isEmpty, arguments.flags == ["--generate"] else {
        throw UsageError(CommandLineMessage.unknownOption, ["option": arguments.positionals.first ?? "--port"])
      }
      return generateTutorials(invocation)
    }
    let port = try requestedPort(arguments)
    guard let docc = invocation.executables.findDocc() else {
      #if os(macOS)
        console.error(console.text(TutorialMessage.doccMissingMacOS))
      #else
        let folder = Docc.swiftFolder(path: ProcessInfo.processInfo.environment["PATH"])?.path ?? "PATH"
        console.error(console.text(TutorialMessage.doccMissingLinux, ["folder": folder]))
      #endif
      return ExitCode.failure
    }
    let chosen: Int
    if let port {
      guard Port.isFree(port) else {
        console.error(console.text(TutorialMessage.portBusy, ["port": "\(port)"]))
        return ExitCode.failure
      }
      chosen = port
    } else {
      guard let free = Port.free() else {
        console.error(console.text(TutorialMessage.portBusy, ["port": "0"]))
        return ExitCode.failure
      }
      chosen = free
    }
    return Docc.preview(
      docc: docc, workbook: invocation.workbook, port: chosen, console: console)
  }

  /// `--port N`: a number from 1 to 65535 after the flag; nothing else is taken.
  private static func requestedPort(_ arguments: Arguments) throws(UsageError) -> Int? {
    guard arguments.flags.contains("--port") else {
      if let word = arguments.positionals.first {
        throw UsageError(CommandLineMessage.unknownOption, ["option": word])
      }
      return nil
    }
    guard arguments.positionals.count == 1, let port = Int(arguments.positionals[0]), (1...65535).contains(port)
    else {
      throw UsageError(TutorialMessage.usagePort, ["value": arguments.positionals.first ?? ""])
    }
    return port
  }

  /// Writes the catalog's pages and code from the walks, replacing what is there.
  private static func generateTutorials(_ invocation: Invocation) -> Int32 {
    let console = invocation.console
    let workbook = invocation.workbook
    do {
      let files = TutorialCatalog.files(walks: try workbook.tutorialWalks())
      try workbook.writeTutorialFiles(files)
      console.line(
        console.text(TutorialMessage.generated, ["count": "\(files.count)", "folder": TutorialCatalog.folder]))
      return ExitCode.success
    } catch {
      console.error(console.text(TutorialMessage.walksFailed))
      return ExitCode.failure
    }
  }
}

/// The toolchain's documentation compiler, and `docc preview` run until Ctrl-C.
enum Docc {
  /// Where `docc` is: on Linux beside `swift` (the swift.org toolchains put it in the same `usr/bin`), else on
  /// `PATH`; on macOS wherever `xcrun` says the selected Xcode has it. Nil when there is none: nothing is ever
  /// downloaded.
  static func find() -> URL? {
    #if os(macOS)
      // macOS: Xcode keeps docc inside its toolchain, off PATH; `xcrun --find` names the selected Xcode's.
      let found = ProcessRunner.run(
        ProcessRequest(
          executable: URL(fileURLWithPath: "/usr/bin/xcrun"), arguments: ["--find", "docc"],
          workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), timeout: 60))
      let path = found.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      return found.succeeded && FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    #else
      return find(path: ProcessInfo.processInfo.environment["PATH"])
    #endif
  }

  /// Linux's search, on a given `PATH`: beside the first `swift` on it (its links resolved, since
  /// `/usr/bin/swift` is often a link into the toolchain), then `docc` itself on it.
  static func find(path: String?) -> URL? {
    if let folder = swiftFolder(path: path) {
      let beside = folder.appendingPathComponent("docc")
      if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    }
    return executable(named: "docc", on: path)
  }

  /// The folder of the first `swift` on `path`, links resolved.
  static func swiftFolder(path: String?) -> URL? {
    guard let swift = executable(named: "swift", on: path) else { return nil }
    return URL(fileURLWithPath: swift.resolvingSymlinksInPath().path).deletingLastPathComponent()
  }

  private static func executable(named name: String, on path: String?) -> URL? {
    for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The tutorials page of `language` on a preview server at `port`.
  static func url(port: Int, language: Language) -> String {
    "http://localhost:\(port)/tutorials/\(TutorialCatalog.tableOfContents(in: language).lowercased())"
  }

  /// The arguments that convert the catalog, shared by `preview` here and `convert` in CI: the catalog has no
  /// Info.plist, so its name and identifier are given (Xcode takes them from the `Walks` target instead).
  static let catalogNaming = [
    "--fallback-display-name", "Walks", "--fallback-bundle-identifier", "episode91.walks",
  ]

  /// Reads `output` (docc's), handing each piece to `heard`, until `hasEnded` (the server was reaped, which
  /// `exitSignal` wakes `poll` for), the output closes, or `poll` fails with anything but EINTR: such a failure
  /// would fail again at once, and looping on it spun at full speed; the caller then waits for the server's end alone.
  /// `poll` is the system's but in a test, which makes it fail.
  static func readUntilEnd(
    of output: Int32, wakingOn exitSignal: Int32, hasEnded: () -> Bool,
    poll: (inout [pollfd]) -> Int32 = { systemPoll(&$0, 2, -1) }, heard: ([UInt8]) -> Void
  ) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !hasEnded() {
      var ready = [
        pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: exitSignal, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&ready) < 0 {
        if errno == EINTR { continue }
        return
      }
      guard ready[0].revents != 0 else { continue }
      let count = read(output, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      heard(Array(buffer[..<count]))
    }
  }

  /// `poll(2)`, by its module's name: Glibc's on Linux, Darwin's on macOS (which supports pipes, all it waits on here,
  /// though not terminals).
  private static func systemPoll(
    _ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ timeout: Int32
  )
    -> Int32
  {
    #if canImport(Darwin)
      Darwin.poll(descriptors, count, timeout)
    #else
      Glibc.poll(descriptors, count, timeout)
    #endif
  }

  /// Runs `docc preview` on the catalog until it stops: says where the tutorials are once it serves them, opens
  /// the browser on macOS, and lets Ctrl-C stop the server, which ends the command.
  static func preview(docc: URL, workbook: Workbook, port: Int, console: Console) -> Int32 {
    console.line(console.text(TutorialMessage.converting, ["docc": docc.path]))
    let output = workbook.root.appendingPathComponent(".build/tutorials")
    // docc is a server: in a process group of its own (`ChildProcess.Role`), with every signal that ends
    // Episode91 (Ctrl-C, SIGTERM, a closed terminal's SIGHUP, Ctrl-\) passed on to that group, and this process
    // waits for it instead of dying first, so it can say so and the port is free once Episode91 has ended.
    let interrupts = InterruptForwarding.live
    interrupts.prepare()
    let server: ChildProcess
    do {
      server = try ChildProcess.start(
        docc,
        ["preview", workbook.tutorialCatalog.path, "--port", "\(port)", "--output-path", output.path] + catalogNaming,
        environment: ProcessInfo.processInfo.environment, in: workbook.root, role: .ownGroup, input: .nullDevice,
        output: .pipe, error: .inherited)
    } catch {
      interrupts.cancel()
      console.error(console.text(TutorialMessage.previewFailed, ["status": ChildProcess.reason(error)]))
      return Episode91.ExitCode.failure
    }
    interrupts.begin(server)
    // docc prints its addresses in a box once the server listens: until then, read what it says. The rest it says
    // (each rebuild) is read too, so docc never blocks on a full pipe, until it ends: not until its output closes,
    // which something it started and that ignores Ctrl-C could hold open.
    var said = Data()
    var serving = false
    readUntilEnd(of: server.output, wakingOn: server.exitSignal, hasEnded: { server.status != nil }) { bytes in
      guard !serving else { return }
      said.append(contentsOf: bytes)
      serving = String(decoding: said, as: UTF8.self).contains("http://localhost:\(port)")
      if serving {
        let url = url(port: port, language: console.language)
        console.line(console.text(TutorialMessage.serving, ["url": url]))
        openBrowser(url)
      }
    }
    let status = server.waitForExit() ?? 0
    // What docc started in its group (none is known) goes with it, while its ended leader still holds the group's
    // number for us; then the leader is reaped.
    server.send(SIGKILL)
    server.reap()
    server.closeDescriptors()
    let interrupted = interrupts.end(server.processID)
    let (signal, exitStatus) = ChildProcess.decode(status)
    if interrupted {
      // Stopped by Ctrl-C (or another ending signal), before or after it served: what was asked. Episode91 then
      // ends by the same signal (`Termination`), never "stopped with exit status 2".
      if serving { console.line(console.text(TutorialMessage.stopped)) }
      return Episode91.ExitCode.interrupted
    }
    guard serving else {
      console.error(String(decoding: said, as: UTF8.self))
      console.error(console.text(TutorialMessage.previewFailed, ["status": "\(signal ?? exitStatus)"]))
      return Episode91.ExitCode.failure
    }
    console.line(console.text(TutorialMessage.stopped))
    return signal != nil || exitStatus == 0 ? Episode91.ExitCode.success : Episode91.ExitCode.failure
  }

  /// macOS opens the page in the default browser, for a learner at a terminal; elsewhere, or when the output goes
  /// to a script (CI's browser check), the printed address is enough.
  private static func openBrowser(_ url: String) {
    #if os(macOS)
      guard isatty(STDOUT_FILENO) == 1 else { return }
      let open = Process()
      open.executableURL = URL(fileURLWithPath: "/usr/bin/open")
      open.arguments = [url]
      try? open.run()
    #endif
  }
}

/// Local TCP ports for the preview server.
enum Port {
  /// Whether nothing listens on `port` on the loopback address: we bind it for a moment, as docc will.
  static func isFree(_ port: Int) -> Bool {
    bound(port) != nil
  }

  /// A port the system says is free now: bind port 0, read which one it gave, let it go.
  static func free() -> Int? {
    bound(0)
  }

  private static func bound(_ port: Int) -> Int? {
    guard let socket = loopbackSocket(boundTo: port) else { return nil }
    close(socket.descriptor)
    return socket.port
  }

  /// A TCP socket bound to `port` (0: any free one) on the loopback address, and the port it got; the caller
  /// closes it. Nil when the port is taken.
  static func loopbackSocket(boundTo port: Int) -> (descriptor: Int32, port: Int)? {
    #if canImport(Glibc)
      let socketType = Int32(SOCK_STREAM.rawValue)
    #else
      let socketType = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, socketType, 0)
    guard descriptor >= 0 else { return nil }
    // As docc's server (SwiftNIO) binds: a port whose last server stopped a moment ago, with connections still in
    // TIME_WAIT, is free for it, and was refused here for up to a minute. A port something listens on is still
    // refused, on Linux and on macOS alike, which is what this asks.
    var reuse: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      // macOS's sockaddr_in starts with its own length; Linux's has no such field.
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    var actual = sockaddr_in()
    var actualLength = length
    let named = withUnsafeMutablePointer(to: &actual) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actualLength) }
    }
    guard result == 0, named == 0 else {
      close(descriptor)
      return nil
    }
    return (descriptor, Int(UInt16(bigEndian: actual.sin_port)))
  }
}
