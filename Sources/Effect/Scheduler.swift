import Dispatch

/// Something that runs work later: a real queue in the app, virtual time in tests.
///
/// Effects take a scheduler instead of reaching for `DispatchQueue.main` themselves, so a test can swap in
/// a `TestScheduler` and decide when "later" happens.
public protocol Scheduler: Sendable {
  /// Runs `action` once `delay` has passed.
  func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
}

extension Scheduler {
  /// Runs `action` as soon as the scheduler gets to it.
  public func schedule(_ action: @escaping @Sendable () -> Void) {
    schedule(after: .zero, action)
  }
}

/// Dispatch queues are the live schedulers, so call sites read as in the episodes:
/// `.receive(on: DispatchQueue.main)`.
extension DispatchQueue: Scheduler {
  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
    guard delay > .zero else { return async(execute: action) }
    asyncAfter(deadline: .now() + delay.timeInterval, execute: action)
  }
}

extension DispatchQueue {
  /// The queue the workbook runs slow work on, away from the main queue.
  public static let background = DispatchQueue(label: "episode91.background", qos: .userInitiated)
}

extension Duration {
  /// The interval in seconds, as Dispatch wants it.
  var timeInterval: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
