import Dispatch
import Effect
import Testing

@Suite struct EffectTests {
  @Test func anEffectDoesNothingUntilItRuns() {
    let runs = LockIsolated(0)
    let effect = Effect<Int>.sync {
      runs.withValue { $0 += 1 }
      return 42
    }
    #expect(runs.value == 0)

    let recorder = Recorder(effect)
    #expect(runs.value == 1)
    #expect(recorder.outputs == [42])
    #expect(recorder.completionCount == 1)

    _ = Recorder(effect)
    #expect(runs.value == 2, "every run does the work again")
  }

  @Test func valueDeliversOneOutputThenCompletes() {
    let recorder = Recorder(Effect(value: "hello"))
    #expect(recorder.outputs == ["hello"])
    #expect(recorder.completionCount == 1)
  }

  @Test func fireAndForgetDoesTheWorkAndDeliversNothing() {
    let didWork = LockIsolated(false)
    let recorder = Recorder(Effect<Int>.fireAndForget { didWork.withValue { $0 = true } })
    #expect(didWork.value)
    #expect(recorder.outputs.isEmpty)
    #expect(recorder.isCompleted)
  }

  @Test func eraseToEffectIsTheSameEffect() {
    let runs = LockIsolated(0)
    let erased = Effect<Int>.sync {
      runs.withValue { $0 += 1 }
      return 7
    }.map { $0 * 2 }.eraseToEffect()
    #expect(runs.value == 0, "still lazy")

    #expect(Recorder(erased).outputs == [14])
    #expect(runs.value == 1)
  }

  @Test func emptyOnlyCompletes() {
    let recorder = Recorder(Effect<Never>.empty)
    #expect(recorder.completionCount == 1)
  }

  @Test func aNeverEffectAdoptsAnyOutputThroughFireAndForget() {
    let saved = LockIsolated<[String]>([])
    let save = Effect<Never> { subscriber in
      saved.withValue { $0.append("favorite-primes.json") }
      subscriber.complete()
    }
    let recorder = Recorder<String>(save.fireAndForget())
    #expect(saved.value == ["favorite-primes.json"])
    #expect(recorder.outputs.isEmpty)
    #expect(recorder.isCompleted)
  }

  @Test func mapTransformsEachOutputInOrder() {
    let numbers = Effect<Int>.concatenate(Effect(value: 1), Effect(value: 2), Effect(value: 3))
    let recorder = Recorder(numbers.map { "#\($0)" })
    #expect(recorder.outputs == ["#1", "#2", "#3"])
    #expect(recorder.completionCount == 1)
  }

  @Test func compactMapDropsWhatItCannotTransform() {
    let numbers = Effect<String>.concatenate(Effect(value: "2"), Effect(value: "two"), Effect(value: "31"))
    let recorder = Recorder(numbers.compactMap { Int($0) })
    #expect(recorder.outputs == [2, 31])
    #expect(recorder.completionCount == 1)
  }

  @Test func mergeDeliversEveryOutputAndCompletesOnceAllHave() {
    let scheduler = TestScheduler()
    let merged = Effect.merge(
      Effect(value: "slow").delay(for: .seconds(2), scheduler: scheduler),
      Effect(value: "fast").delay(for: .seconds(1), scheduler: scheduler)
    )
    let recorder = Recorder(merged)

    scheduler.advance(by: .seconds(1))
    #expect(recorder.outputs == ["fast"])
    #expect(!recorder.isCompleted, "the slow effect is still running")

    scheduler.advance(by: .seconds(1))
    #expect(recorder.outputs == ["fast", "slow"])
    #expect(recorder.completionCount == 1)
  }

  @Test func mergingNothingCompletesAtOnce() {
    #expect(Recorder(Effect<Int>.merge([])).completionCount == 1)
  }

  @Test func concatenateStartsEachEffectWhenThePreviousCompletes() {
    let scheduler = TestScheduler()
    let started = LockIsolated<[String]>([])
    func step(_ name: String) -> Effect<String> {
      Effect.sync {
        started.withValue { $0.append(name) }
        return name
      }
      .delay(for: .seconds(1), scheduler: scheduler)
    }
    let recorder = Recorder(Effect.concatenate(step("first"), step("second")))
    #expect(started.value == ["first"])

    scheduler.advance(by: .seconds(1))
    #expect(recorder.outputs == ["first"])
    #expect(started.value == ["first", "second"])

    scheduler.advance(by: .seconds(1))
    #expect(recorder.outputs == ["first", "second"])
    #expect(recorder.completionCount == 1)
  }

  @Test func futureBridgesCallbackWork() {
    let scheduler = TestScheduler()
    let effect = Effect<Int?>.future { callback in
      scheduler.schedule { callback(17) }
    }
    let recorder = Recorder(effect)
    #expect(recorder.outputs.isEmpty)
    scheduler.advance()
    #expect(recorder.outputs == [17])
    #expect(recorder.isCompleted)
  }

  @Test func taskBridgesAsyncWork() async {
    let effect = Effect<Int>.task {
      await Task.yield()
      return 7
    }
    let outputs = await withCheckedContinuation { continuation in
      let collected = LockIsolated<[Int]>([])
      effect.run(
        receiveOutput: { output in collected.withValue { $0.append(output) } },
        receiveCompletion: { continuation.resume(returning: collected.value) }
      )
    }
    #expect(outputs == [7])
  }

  @Test func cancellingATaskEffectCancelsTheTask() async {
    let sawCancellation = await withCheckedContinuation { continuation in
      let effect = Effect<Bool>.task {
        while !Task.isCancelled { await Task.yield() }
        continuation.resume(returning: true)
        return true
      }
      effect.run(receiveOutput: { _ in }).cancel()
    }
    #expect(sawCancellation)
  }
}
