import Effect

/// Runs an effect and writes down what it delivers, so a test can assert on order and completion.
final class Recorder<Output: Sendable>: Sendable {
  enum Event: Sendable {
    case output(Output)
    case completed
  }

  private let events = LockIsolated<[Event]>([])
  let cancellable: any Cancellable

  init(_ effect: Effect<Output>) {
    let events = self.events
    cancellable = effect.run(
      receiveOutput: { output in events.withValue { $0.append(.output(output)) } },
      receiveCompletion: { events.withValue { $0.append(.completed) } }
    )
  }

  var outputs: [Output] {
    events.value.compactMap { if case .output(let output) = $0 { output } else { nil } }
  }

  var completionCount: Int {
    events.value.count { if case .completed = $0 { true } else { false } }
  }

  var isCompleted: Bool { completionCount > 0 }
}
