import Foundation
import Testing

@testable import Episode91

/// `watch` catching Ctrl-C, then a build inside it catching it too, then the build ending: each signal reaches
/// the pipe of the catcher installed last, and each `uninstall` puts back exactly what its `install` found.
/// SIGUSR2, which nothing else in the tests catches, stands in for SIGINT, so suites running beside this one are
/// untouched; the test calls the installed handler as the kernel would, and raises nothing.
@Suite struct SignalPipeTests {
  /// Like `InterruptSignal.pipe`: read with `select`.
  static let watching: SignalPipe = SignalPipe(signals: [SIGUSR2], flags: 0) { _ in
    SignalPipeTests.watching.wake()
  }
  static let forwarded = DispatchSemaphore(value: 0)
  /// Like `InterruptForwarding`'s: read by a thread of its own.
  static let building: SignalPipe = SignalPipe(
    signals: [SIGUSR2], flags: SA_RESTART, handler: { _ in SignalPipeTests.building.wake() },
    onSignal: { _ in SignalPipeTests.forwarded.signal() })

  @Test func aBuildInsideWatchCatchesTheSignalAndGivesItBack() throws {
    let before = try #require(installedAction(SIGUSR2))
    Self.watching.install()
    Self.building.install()
    let whileBuilding = try #require(installedAction(SIGUSR2))
    #expect(whileBuilding.flags & Int32(SA_RESTART) != 0)
    let building = try #require(whileBuilding.handler)
    building(SIGUSR2)
    Self.forwarded.wait()
    #expect(DescriptorSet.waitForReading([Self.watching.readEnd], milliseconds: 0) == nil)

    Self.building.uninstall()
    let whileWatching = try #require(installedAction(SIGUSR2))
    #expect(whileWatching.flags & Int32(SA_RESTART) == 0)
    let watching = try #require(whileWatching.handler)
    watching(SIGUSR2)
    #expect(DescriptorSet.waitForReading([Self.watching.readEnd], milliseconds: 0) != nil)

    Self.watching.uninstall()
    #expect(DescriptorSet.waitForReading([Self.watching.readEnd], milliseconds: 0) == nil)
    let after = try #require(installedAction(SIGUSR2))
    // Not all flags: Glibc adds `SA_RESTORER` (its return trampoline) to every action it installs; macOS does not.
    #expect(after.flags & Int32(SA_RESTART) == before.flags & Int32(SA_RESTART))
    #expect((after.handler == nil) == (before.handler == nil))
  }
}

/// The handler and flags `sigaction` has for `number` now, or nil when it cannot say.
func installedAction(_ number: Int32) -> (handler: (@convention(c) (Int32) -> Void)?, flags: Int32)? {
  var action = sigaction()
  guard sigaction(number, nil, &action) == 0 else { return nil }
  #if canImport(Darwin)
    // macOS names the union `__sigaction_u` and its member `__sa_handler`.
    return (action.__sigaction_u.__sa_handler, action.sa_flags)
  #else
    return (action.__sigaction_handler.sa_handler, action.sa_flags)
  #endif
}
