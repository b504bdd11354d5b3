import Effect
import Foundation
import Testing

@testable import Episode91

/// The one way a child is ended, in-process: what a program in a group of its own is sent for each ending signal, and
/// what is done after the grace; how the pager is started; and the port probe after a server stopped.
@Suite struct EndingAChildTests {
  /// SIGTERM (like SIGHUP and SIGQUIT) reaches a build as SIGINT, the one signal `swift build` stops its compilers
  /// for; the build's trap says which it got.
  @Test func sigtermAsksABuildToStopWithSIGINT() throws {
    let result = try runUntilReady(
      #"trap 'echo got INT; exit 1' INT; trap 'echo got TERM; exit 1' TERM; echo ready > "$1"; while :; do sleep 1; done"#,
      interruptingWith: SIGTERM, grace: 60)
    #expect(result.interrupted)
    #expect(result.standardOutput == "got INT\n")
  }

  /// A program that ignores SIGINT is killed once the grace is over, and the runner returns.
  @Test func aProgramThatIgnoresSIGINTIsKilledAfterTheGrace() throws {
    let result = try runUntilReady(
      #"trap '' INT; echo ready > "$1"; exec sleep 300"#, interruptingWith: SIGINT, grace: InterruptForwarding.grace)
    #expect(result.interrupted)
    #expect(result.termination == .signalled(SIGKILL))
  }

  /// Runs `script` with its own `InterruptForwarding` (giving `grace`), sends `signal` once the script says it is ready
  /// through a FIFO, and returns what the runner said.
  private func runUntilReady(_ script: String, interruptingWith signal: Int32, grace: Double) throws -> ProcessResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-ending-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("ready").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let forwarding = InterruptForwarding(catchesSignals: false, grace: grace)
    let result = LockIsolated<ProcessResult?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let request = ProcessRequest(
        executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, "build", fifo], timeout: 120)
      result.withValue { $0 = ProcessRunner.run(request, interrupts: forwarding) }
      finished.signal()
    }
    // Blocks until the script opens the FIFO and says it is ready.
    let reader = open(fifo, O_RDONLY)
    try #require(reader >= 0)
    var said = [UInt8](repeating: 0, count: 16)
    _ = read(reader, &said, said.count)
    close(reader)
    forwarding.interrupt(signal)
    finished.wait()
    return try #require(result.value)
  }

  /// A pager is started directly when it needs no shell, as git does, and through `/bin/sh -c` when it does; the shell
  /// `exec`s a single command, so that it does not stay between (dash would), and stays for a pipeline or a list.
  @Test(
    arguments: [
      ("less -R", ["less", "-R"]),
      ("  most   -s ", ["most", "-s"]),
      ("/usr/bin/less\t-FRX", ["/usr/bin/less", "-FRX"]),
      ("$HOME/bin/pager", ["/bin/sh", "-c", "exec $HOME/bin/pager"]),
      ("less '-R'", ["/bin/sh", "-c", "exec less '-R'"]),
      ("~/pager", ["/bin/sh", "-c", "exec ~/pager"]),
      ("less -R 2>/dev/null", ["/bin/sh", "-c", "exec less -R 2>/dev/null"]),
      ("less -P'a;b|c'", ["/bin/sh", "-c", "exec less -P'a;b|c'"]),
      ("LESS=-R less", ["/bin/sh", "-c", "LESS=-R exec less"]),
      ("LESS='-R -X' PAGER_X=\"a b\" less", ["/bin/sh", "-c", "LESS='-R -X' PAGER_X=\"a b\" exec less"]),
      ("less -R | cat", ["/bin/sh", "-c", "less -R | cat"]),
      ("less -R; echo done", ["/bin/sh", "-c", "less -R; echo done"]),
      ("less && clear", ["/bin/sh", "-c", "less && clear"]),
      ("(less)", ["/bin/sh", "-c", "(less)"]),
      ("exec less '-R'", ["/bin/sh", "-c", "exec less '-R'"]),
      ("LESS=-R", ["/bin/sh", "-c", "LESS=-R"]),
    ])
  func thePagerNeedsAShellOnlyForShellCharacters(command: String, invocation: [String]) {
    #expect(Pager.invocation(of: command) == invocation)
  }

  /// A port whose server stopped a moment ago, with its connection still closing (TIME_WAIT), is free for docc, which
  /// binds with SO_REUSEADDR; one something listens on is not.
  @Test func aPortWhoseServerJustStoppedIsFree() throws {
    let server = try #require(Port.loopbackSocket(boundTo: 0))
    #expect(listen(server.descriptor, 1) == 0)
    #expect(!Port.isFree(server.port), "a port something listens on counts as taken")
    let client = try #require(Port.loopbackSocket(boundTo: 0))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(server.port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(client.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    #expect(connected == 0)
    let accepted = accept(server.descriptor, nil, nil)
    #expect(accepted >= 0)
    // The server's side closes first, as docc's does when it stops, so its end of the connection lingers on the port.
    close(accepted)
    close(server.descriptor)
    close(client.descriptor)
    #expect(Port.isFree(server.port))
  }

  /// N14: the tutorial's read loop stops when `poll` fails with anything but EINTR (here EBADF, made up by the test's
  /// `poll`), instead of spinning on a failure that comes again at once; EINTR is retried. A loop that spun would
  /// poll on until `hasEnded` gives up after 100 calls.
  @Test(arguments: [0, 3])
  func theTutorialsReadLoopStopsOnAPollError(interruptionsFirst: Int) {
    var polls = 0
    var heard = false
    Docc.readUntilEnd(
      of: -1, wakingOn: -1, hasEnded: { polls >= 100 },
      poll: { _ in
        polls += 1
        errno = polls <= interruptionsFirst ? EINTR : EBADF
        return -1
      }, heard: { _ in heard = true })
    #expect(polls == interruptionsFirst + 1)
    #expect(!heard)
  }
}
