extension Effect {
  /// Transforms each output, as the episodes do to turn a dependency's result into an action.
  public func map<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Effect<NewOutput> {
    Effect<NewOutput> { subscriber in
      let upstream = self.run(
        receiveOutput: { subscriber.send(transform($0)) },
        receiveCompletion: { subscriber.complete() }
      )
      subscriber.onCancel { upstream.cancel() }
    }
  }

  /// Delivers only the outputs `transform` turns into a value, and drops the rest.
  ///
  /// The favorite primes reducer loads with it, as the episode does with Combine's `compactMap` and `decode`:
  /// a missing or unreadable file sends nothing.
  public func compactMap<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput?
  ) -> Effect<NewOutput> {
    Effect<NewOutput> { subscriber in
      let upstream = self.run(
        receiveOutput: { output in
          if let newOutput = transform(output) { subscriber.send(newOutput) }
        },
        receiveCompletion: { subscriber.complete() }
      )
      subscriber.onCancel { upstream.cancel() }
    }
  }

  /// Delivers outputs and completion on `scheduler`, in order.
  ///
  /// The episodes use it to bring a network response back to the main queue before it reaches the store.
  public func receive(on scheduler: some Scheduler) -> Effect {
    Effect { subscriber in
      let upstream = self.run(
        receiveOutput: { output in scheduler.schedule { subscriber.send(output) } },
        receiveCompletion: { scheduler.schedule { subscriber.complete() } }
      )
      subscriber.onCancel { upstream.cancel() }
    }
  }

  /// Starts the work on `scheduler`, so slow work can leave the queue that runs the store.
  public func subscribe(on scheduler: some Scheduler) -> Effect {
    Effect { subscriber in
      scheduler.schedule {
        guard !subscriber.isCancelled else { return }
        let upstream = self.run(
          receiveOutput: { subscriber.send($0) },
          receiveCompletion: { subscriber.complete() }
        )
        subscriber.onCancel { upstream.cancel() }
      }
    }
  }

  /// Delivers each output, and the completion, `interval` later on `scheduler`.
  public func delay(for interval: Duration, scheduler: some Scheduler) -> Effect {
    Effect { subscriber in
      let upstream = self.run(
        receiveOutput: { output in scheduler.schedule(after: interval) { subscriber.send(output) } },
        receiveCompletion: { scheduler.schedule(after: interval) { subscriber.complete() } }
      )
      subscriber.onCancel { upstream.cancel() }
    }
  }
}

extension Effect {
  /// This effect, as it is.
  ///
  /// In the episodes `Effect` wraps a Combine publisher, and `eraseToEffect()` turns the publisher a chain of
  /// Combine operators built (`Just(x).delay(…)`) back into an `Effect`. Here every operator already returns an
  /// `Effect`, so there is nothing to erase. It is kept so that the transcript's
  /// `nthPrime(n).map(…).receive(on: DispatchQueue.main).eraseToEffect()` still compiles as written.
  public func eraseToEffect() -> Effect {
    self
  }
}

extension Effect where Output == Never {
  /// Runs this work for its side effect and adopts any output type, since it never delivers a value.
  ///
  /// The favorite primes reducer returns `fileClient.save(…).fireAndForget()` as an `Effect<Action>`.
  public func fireAndForget<NewOutput>() -> Effect<NewOutput> {
    map { never -> NewOutput in }
  }
}
