/// A scheduler whose clock moves only when a test moves it.
///
/// Work scheduled on it waits until the test calls `advance(by:)` or `run()`, and then runs on the test's own
/// thread, in time order (ties in the order they were scheduled). A one-second delay is tested in
/// microseconds, and nothing depends on how fast the machine is.
public final class TestScheduler: Scheduler {
  private struct ScheduledAction {
    let date: Duration
    let sequence: Int
    let action: @Sendable () -> Void
  }

  private struct Timeline {
    var now = Duration.zero
    var nextSequence = 0
    var scheduled: [ScheduledAction] = []
  }

  private let state = LockIsolated(Timeline())

  public init() {}

  /// The virtual time that has passed since the scheduler was created.
  public var now: Duration {
    state.withValue { $0.now }
  }

  /// How many actions are waiting for the clock to reach them.
  public var pendingCount: Int {
    state.withValue { $0.scheduled.count }
  }

  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
    state.withValue { state in
      let date = state.now + max(delay, .zero)
      state.scheduled.append(ScheduledAction(date: date, sequence: state.nextSequence, action: action))
      state.nextSequence += 1
    }
  }

  /// Moves the clock forward by `interval`, running every action that falls due on the way, including
  /// actions those actions schedule. With no argument it runs what is due now.
  public func advance(by interval: Duration = .zero) {
    let target = now + interval
    while let action = takeNextAction(dueBy: target) {
      action()
    }
    state.withValue { $0.now = max($0.now, target) }
  }

  /// Runs every scheduled action, moving the clock as far as needed, until nothing is left.
  public func run() {
    while let action = takeNextAction(dueBy: nil) {
      action()
    }
  }

  /// Removes the earliest action due by `deadline` (any action when `nil`) and moves the clock to it.
  private func takeNextAction(dueBy deadline: Duration?) -> (@Sendable () -> Void)? {
    state.withValue { state in
      let earliest = state.scheduled.indices.min { lhs, rhs in
        let (a, b) = (state.scheduled[lhs], state.scheduled[rhs])
        return (a.date, a.sequence) < (b.date, b.sequence)
      }
      guard let index = earliest else { return nil }
      let next = state.scheduled[index]
      if let deadline, next.date > deadline { return nil }
      state.scheduled.remove(at: index)
      state.now = max(state.now, next.date)
      return next.action
    }
  }
}
