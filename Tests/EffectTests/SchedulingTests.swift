import Dispatch
import Effect
import Testing

@Suite struct SchedulingTests {
  /// The episode's delayed example: decrement now, increment back one second later. Virtual time makes the
  /// second pass in microseconds, and lets the test look at the moment just before it ends.
  @Test func aOneSecondDelayIsObservedWithoutWaitingASecond() {
    enum CounterAction: Equatable, Sendable { case decrTapped, incrTapped }
    let scheduler = TestScheduler()
    let effect = Effect.concatenate(
      Effect(value: CounterAction.decrTapped),
      Effect(value: CounterAction.incrTapped).delay(for: .seconds(1), scheduler: scheduler)
    )
    let clock = ContinuousClock()
    let started = clock.now
    let recorder = Recorder(effect)

    #expect(recorder.outputs == [.decrTapped])
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.outputs == [.decrTapped], "one millisecond early, nothing more has arrived")
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.outputs == [.decrTapped, .incrTapped])
    #expect(recorder.completionCount == 1)
    #expect(scheduler.now == .seconds(1))
    #expect(clock.now - started < .milliseconds(500), "virtual time, not wall-clock time")
  }

  @Test func receiveOnHopsEveryOutputAndTheCompletion() {
    let scheduler = TestScheduler()
    let recorder = Recorder(Effect(value: 1).receive(on: scheduler))
    #expect(recorder.outputs.isEmpty, "nothing arrives until the scheduler runs")
    #expect(!recorder.isCompleted)
    #expect(scheduler.pendingCount == 2)

    scheduler.advance()
    #expect(recorder.outputs == [1])
    #expect(recorder.isCompleted)
    #expect(scheduler.now == .zero, "a hop takes no virtual time")
  }

  @Test func receiveOnARealQueueDeliversOnThatQueue() async {
    let queue = DispatchQueue(label: "receive-on-test")
    let key = DispatchSpecificKey<String>()
    queue.setSpecific(key: key, value: "receive-on-test")
    let label = await withCheckedContinuation { continuation in
      Effect(value: 1).receive(on: queue).run(receiveOutput: { _ in
        continuation.resume(returning: DispatchQueue.getSpecific(key: key))
      })
    }
    #expect(label == "receive-on-test")
  }

  @Test func subscribeOnStartsTheWorkOnTheScheduler() {
    let scheduler = TestScheduler()
    let started = LockIsolated(false)
    let effect = Effect<Int>.sync {
      started.withValue { $0 = true }
      return 1
    }
    let recorder = Recorder(effect.subscribe(on: scheduler))
    #expect(!started.value)
    scheduler.advance()
    #expect(started.value)
    #expect(recorder.outputs == [1])
  }

  @Test func cancellingStopsDeliveryAndCompletion() {
    let scheduler = TestScheduler()
    let recorder = Recorder(Effect(value: "late").delay(for: .seconds(1), scheduler: scheduler))
    recorder.cancellable.cancel()
    scheduler.run()
    #expect(recorder.outputs.isEmpty)
    #expect(!recorder.isCompleted)
  }

  @Test func cancellingAMergeCancelsEveryPart() {
    let scheduler = TestScheduler()
    let cancelled = LockIsolated(0)
    func part() -> Effect<Int> {
      Effect { subscriber in
        subscriber.onCancel { cancelled.withValue { $0 += 1 } }
        scheduler.schedule(after: .seconds(1)) { subscriber.send(1) }
      }
    }
    let recorder = Recorder(Effect.merge(part(), part()))
    recorder.cancellable.cancel()
    scheduler.run()
    #expect(cancelled.value == 2)
    #expect(recorder.outputs.isEmpty)
  }

  @Test func aCompletedEffectIgnoresLaterOutputs() {
    let recorder = Recorder(
      Effect<Int> { subscriber in
        subscriber.send(1)
        subscriber.complete()
        subscriber.send(2)
        subscriber.complete()
      })
    #expect(recorder.outputs == [1])
    #expect(recorder.completionCount == 1)
  }

  @Test func theTestSchedulerRunsTiesInTheOrderTheyWereScheduled() {
    let scheduler = TestScheduler()
    let order = LockIsolated<[Int]>([])
    for index in 1...3 {
      scheduler.schedule(after: .seconds(1)) { order.withValue { $0.append(index) } }
    }
    scheduler.schedule { order.withValue { $0.append(0) } }
    scheduler.run()
    #expect(order.value == [0, 1, 2, 3])
    #expect(scheduler.now == .seconds(1))
  }

  @Test func advancingRunsWorkThatWorkSchedules() {
    let scheduler = TestScheduler()
    let fired = LockIsolated<[Duration]>([])
    scheduler.schedule(after: .seconds(1)) {
      fired.withValue { $0.append(scheduler.now) }
      scheduler.schedule(after: .seconds(1)) { fired.withValue { $0.append(scheduler.now) } }
    }
    scheduler.advance(by: .seconds(5))
    #expect(fired.value == [.seconds(1), .seconds(2)])
    #expect(scheduler.now == .seconds(5))
  }
}
