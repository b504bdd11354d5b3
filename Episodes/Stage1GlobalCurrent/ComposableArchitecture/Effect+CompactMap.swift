import Effect

extension Effect {
  /// Delivers only the outputs `transform` turns into a value, and drops the rest.
  ///
  /// The episode loads favorite primes with Combine's `compactMap` and `decode`, sending nothing when the file
  /// is missing or unreadable. The shared `Effect` module has no `compactMap`, so this checkpoint adds one.
  func compactMap<NewOutput>(
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
}
