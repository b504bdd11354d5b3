extension Effect {
  /// An effect that delivers one value and completes, like Combine's `Just`.
  public init(value: Output) {
    self.init { subscriber in
      subscriber.send(value)
      subscriber.complete()
    }
  }

  /// An effect that completes without delivering anything.
  ///
  /// The mock file client's `save` is one: it returns `Effect<Never>` and has nothing to do.
  public static var empty: Effect {
    Effect { subscriber in subscriber.complete() }
  }

  /// Computes one value when the effect runs, not when it is built.
  public static func sync(work: @escaping @Sendable () -> Output) -> Effect {
    Effect { subscriber in
      subscriber.send(work())
      subscriber.complete()
    }
  }

  /// Does some work when the effect runs and delivers nothing, for effects whose result no reducer needs.
  public static func fireAndForget(work: @escaping @Sendable () -> Void) -> Effect {
    Effect { subscriber in
      work()
      subscriber.complete()
    }
  }

  /// Bridges callback-based work, like Combine's `Future`: the work calls `callback` once with its result.
  public static func future(
    _ work: @escaping @Sendable (_ callback: @escaping @Sendable (Output) -> Void) -> Void
  ) -> Effect {
    Effect { subscriber in
      work { output in
        subscriber.send(output)
        subscriber.complete()
      }
    }
  }

  /// Bridges async/await work. Cancelling the effect cancels the task.
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async -> Output
  ) -> Effect {
    Effect { subscriber in
      let task = Task(priority: priority) {
        let output = await operation()
        subscriber.send(output)
        subscriber.complete()
      }
      subscriber.onCancel { task.cancel() }
    }
  }

  /// Runs effects at the same time and completes when all of them have.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// Runs effects at the same time and completes when all of them have.
  public static func merge(_ effects: [Effect]) -> Effect {
    Effect { subscriber in
      let remaining = LockIsolated(effects.count)
      guard !effects.isEmpty else { return subscriber.complete() }
      for effect in effects {
        let running = effect.run(
          receiveOutput: { subscriber.send($0) },
          receiveCompletion: {
            let isLast = remaining.withValue { count -> Bool in
              count -= 1
              return count == 0
            }
            if isLast { subscriber.complete() }
          }
        )
        subscriber.onCancel { running.cancel() }
      }
    }
  }

  /// Runs effects one after another: each starts when the one before it completes.
  public static func concatenate(_ effects: Effect...) -> Effect {
    concatenate(effects)
  }

  /// Runs effects one after another: each starts when the one before it completes.
  public static func concatenate(_ effects: [Effect]) -> Effect {
    guard let first = effects.first else { return .empty }
    let rest = Array(effects.dropFirst())
    return Effect { subscriber in
      let running = first.run(
        receiveOutput: { subscriber.send($0) },
        receiveCompletion: {
          guard !subscriber.isCancelled else { return }
          let next = concatenate(rest).run(
            receiveOutput: { subscriber.send($0) },
            receiveCompletion: { subscriber.complete() }
          )
          subscriber.onCancel { next.cancel() }
        }
      )
      subscriber.onCancel { running.cancel() }
    }
  }
}
