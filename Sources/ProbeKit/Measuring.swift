import Effect

/// A double for `nthPrime` that writes its name in `calls` whenever it answers, so a probe can tell which one
/// a feature reached. Sendable, so stages whose dependencies must be can use it too.
public func namedNthPrime(_ name: String, calls: LockIsolated<[String]>) -> @Sendable (Int) -> Effect<Int?> {
  { _ in
    .sync {
      calls.withValue { $0.append(name) }
      return 17
    }
  }
}

/// How many `nthPrime` functions `value` holds, looking inside its fields, and theirs, all the way down.
public func nthPrimeCount(in value: Any) -> Int {
  if value is (Int) -> Effect<Int?> || value is @Sendable (Int) -> Effect<Int?> { return 1 }
  return Mirror(reflecting: value).children.reduce(0) { count, child in count + nthPrimeCount(in: child.value) }
}

/// Runs an effect whose doubles answer at once, and returns what it delivered.
public func runToEnd<Output>(_ effect: Effect<Output>) -> [Output] {
  let outputs = LockIsolated<[Output]>([])
  effect.run(receiveOutput: { output in outputs.withValue { $0.append(output) } })
  return outputs.value
}

/// Lets concurrently running tasks take numbered turns, 0 first, so they interleave the same way on every run.
actor Turns {
  private var current = 0
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

  func wait(for turn: Int) async {
    guard turn != current else { return }
    await withCheckedContinuation { continuation in waiting[turn] = continuation }
  }

  func finish(_ turn: Int) {
    current = turn + 1
    waiting.removeValue(forKey: current)?.resume()
  }
}

/// How many reads one round of `nanosecondsPerRead` makes, unless told otherwise.
public let readsPerRound = 50_000

/// The nanoseconds one `read` adds to a loop that otherwise only passes on a function it already holds (`hold`):
/// both hand what they have to `keepRead`.
///
/// Each loop runs `rounds` times, taking turns, and only the fastest run of each counts: a probe shares the
/// machine with other probes, and a round that was interrupted says nothing about the read.
public func nanosecondsPerRead(
  reading read: () -> Void, holding hold: () -> Void, rounds: Int, readsPerRound: Int = readsPerRound
) -> Double {
  let clock = ContinuousClock()
  var fastestWithReads = Duration.seconds(Int64.max)
  var fastestWithoutReads = Duration.seconds(Int64.max)
  for _ in 0..<rounds {
    fastestWithReads = min(fastestWithReads, clock.measure { for _ in 0..<readsPerRound { read() } })
    fastestWithoutReads = min(fastestWithoutReads, clock.measure { for _ in 0..<readsPerRound { hold() } })
  }
  let (seconds, attoseconds) = (fastestWithReads - fastestWithoutReads).components
  return max(0, Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(readsPerRound)
}

/// The smallest cost per read, in nanoseconds, that `nanosecondsPerRead` tells apart from none.
///
/// Not the clock's: it reads nanoseconds, and the figure divides a round's time by 50,000 reads. What limits it is
/// how far two runs of the same loops differ: a read that costs nothing (stages 2 and 3 read a field of a struct they
/// hold) measured 0, 0, 0, 0, 0 and 0.56 ns in six runs of stage 2's probe on a busy two-core machine, and 0.0, 2.1
/// and 0.1 ns in the runs of `compare` that reported it.
public let readCostResolution = 1.0

/// A read cost as its cell and sentence show it: `< 1` below `readCostResolution`, so that a read that costs
/// nothing reads the same on every run instead of 0.0 on one and 0.6 on the next; else to a tenth of a nanosecond.
public func readCostFigure(nanoseconds: Double) -> String {
  nanoseconds < readCostResolution ? "< 1" : String(format: "%.1f", nanoseconds)
}

/// Never set by the workbook. `keepRead` calls what it is handed only when this is true, and because any module
/// could set it, the optimizer must keep every read a loop makes. `nonisolated(unsafe)`: a plain global the
/// measuring loops only read, on one thread.
nonisolated(unsafe) public var keepReadCallsWhatItIsHanded = false

/// Call it with every `nthPrime` a read-cost loop reads or holds, inside the closure you hand to
/// `readCostReport`: the read must happen there, in your module, for the figure to be the read's cost.
///
/// It takes the function as a reducer uses it, to call there and then, not to store. Storing it made stage 5's
/// figure count a closure allocated and freed on every read: a function kept in a generic box comes out in the
/// box's calling convention, and a stored copy needs a wrapper, on the heap, in its own; a call needs none. The
/// counter's reducer, which calls `nthPrime(n)` at once, allocates no such wrapper (see its release build's
/// machine code).
@inline(never)
public func keepRead(_ nthPrime: (Int) -> Effect<Int?>) {
  if keepReadCallsWhatItIsHanded {
    _ = nthPrime(0)
  }
}
