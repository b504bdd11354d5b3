/// Runs an effect, then everything it scheduled on `scheduler`, and reports what it delivered: for tests, and for
/// the exercise checks a checkpoint runs on a learner's stub, with effects whose test doubles answer at once.
public func runToCompletion<Output>(
  _ effect: Effect<Output>,
  scheduler: TestScheduler? = nil
) -> (outputs: [Output], didComplete: Bool) {
  let outputs = LockIsolated<[Output]>([])
  let didComplete = LockIsolated(false)
  effect.run(
    receiveOutput: { output in outputs.withValue { $0.append(output) } },
    receiveCompletion: { didComplete.withValue { $0 = true } }
  )
  scheduler?.run()
  return (outputs.value, didComplete.value)
}
