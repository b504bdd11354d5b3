/// A description of work that delivers zero or more outputs and then completes.
///
/// The episodes build `Effect` on Combine's `Publisher`. Combine exists only on Apple platforms, so this
/// workbook writes the little it needs by hand, keeping the episodes' names (`sync`, `fireAndForget`, `map`,
/// `receive(on:)`, `delay(for:scheduler:)`, `eraseToEffect()`). Combine's own types have no counterpart:
/// `Just(x)` is `Effect(value: x)`, `Empty` is `.empty`, and `Deferred` is not needed, since every effect waits
/// for `run`. The README's "From the transcript to this workbook" table lists each of them.
///
/// An effect is a value: building one does no work. Work starts when someone calls `run`, which is what
/// the `Store` does with the effects its reducer returns.
public struct Effect<Output: Sendable>: Sendable {
  private let start: @Sendable (EffectSubscriber<Output>) -> Void

  /// Creates an effect from a function that starts the work and reports to `subscriber`.
  ///
  /// The function runs once per `run`, never at creation, which is what keeps effects lazy.
  public init(_ start: @escaping @Sendable (_ subscriber: EffectSubscriber<Output>) -> Void) {
    self.start = start
  }

  /// Starts the work.
  ///
  /// - Returns: a handle whose `cancel()` stops further outputs and tells the work to stop.
  @discardableResult
  public func run(
    receiveOutput: @escaping @Sendable (Output) -> Void,
    receiveCompletion: @escaping @Sendable () -> Void = {}
  ) -> any Cancellable {
    let subscriber = EffectSubscriber(receiveOutput: receiveOutput, receiveCompletion: receiveCompletion)
    start(subscriber)
    return subscriber
  }
}

/// Something that can be told to stop.
public protocol Cancellable: Sendable {
  func cancel()
}

/// The receiving end of a running effect.
///
/// It enforces the contract every effect relies on, so that no individual effect has to: outputs stop after
/// completion or cancellation, completion is reported at most once, and cancellation runs the effect's
/// clean-up exactly once.
public final class EffectSubscriber<Output: Sendable>: Cancellable {
  private enum Phase {
    case running(cancelHandlers: [@Sendable () -> Void])
    case completed
    case cancelled
  }

  private let receiveOutput: @Sendable (Output) -> Void
  private let receiveCompletion: @Sendable () -> Void
  private let phase = LockIsolated(Phase.running(cancelHandlers: []))

  init(
    receiveOutput: @escaping @Sendable (Output) -> Void,
    receiveCompletion: @escaping @Sendable () -> Void
  ) {
    self.receiveOutput = receiveOutput
    self.receiveCompletion = receiveCompletion
  }

  /// Whether the effect was cancelled; long-running work can check it to stop early.
  public var isCancelled: Bool {
    phase.withValue { if case .cancelled = $0 { true } else { false } }
  }

  /// Delivers one output, unless the effect has completed or been cancelled.
  public func send(_ output: Output) {
    let isRunning = phase.withValue { if case .running = $0 { true } else { false } }
    guard isRunning else { return }
    receiveOutput(output)
  }

  /// Reports that no more outputs will come. Later calls, and calls after `cancel()`, do nothing.
  public func complete() {
    let wasRunning = phase.withValue { phase -> Bool in
      guard case .running = phase else { return false }
      phase = .completed
      return true
    }
    if wasRunning { receiveCompletion() }
  }

  /// Stops the effect: no more outputs, no completion, and the clean-up registered with `onCancel` runs.
  public func cancel() {
    let handlers = phase.withValue { phase -> [@Sendable () -> Void] in
      guard case .running(let handlers) = phase else { return [] }
      phase = .cancelled
      return handlers
    }
    handlers.forEach { $0() }
  }

  /// Registers clean-up to run if the effect is cancelled, such as cancelling a request or an inner effect.
  ///
  /// Registered after cancellation, it runs at once; after completion, it is dropped.
  public func onCancel(_ handler: @escaping @Sendable () -> Void) {
    let runNow = phase.withValue { phase -> Bool in
      switch phase {
      case .running(let handlers):
        phase = .running(cancelHandlers: handlers + [handler])
        return false
      case .completed:
        return false
      case .cancelled:
        return true
      }
    }
    if runNow { handler() }
  }
}
