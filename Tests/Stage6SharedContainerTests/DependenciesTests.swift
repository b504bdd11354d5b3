import Dispatch
import Effect
import Foundation
import Testing

@testable import Stage6SharedContainer

/// The mechanism itself: how a test overrides, what puts the value back, and how far an override
/// reaches.
@Suite(.serialized, .restoresDependencies)
struct DependenciesTests {
  @Test func aTestOverridesByWritingTheEntry() {
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }

    #expect(runToCompletion(Dependency[\.nthPrime](7)).outputs == [17])
    @Dependency(\.nthPrime) var nthPrime
    #expect(
      runToCompletion(nthPrime(7)).outputs == [17], "the property wrapper reads the same entry")
  }

  /// What the suite's trait does around every test, so that a test's override does not outlive it:
  /// what the body wrote is put back to the value from before.
  @Test func theTraitPutsBackWhatATestWrote() async throws {
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }

    try await restoringEntries {
      Dependencies[\.nthPrime] = { _ in .sync { 5 } }
    }

    #expect(runToCompletion(Dependency[\.nthPrime](7)).outputs == [17])
  }

  /// Unlike checkpoint 5's, a `@Dependency` here captures nothing when it is created: it reads the
  /// container every time it is read.
  @Test func dependencyReadsTheEntryEveryTime() {
    @Dependency(\.nthPrime) var nthPrime
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }
    #expect(runToCompletion(nthPrime(7)).outputs == [17])

    Dependencies[\.nthPrime] = { _ in .sync { 5 } }
    #expect(runToCompletion(nthPrime(7)).outputs == [5])
  }

  /// An entry nobody wrote holds the value it was declared with, its live one, and reading it
  /// reports nothing: here the real clock, which is harmless (the file client and Wolfram Alpha are
  /// not, so tests use tripwires).
  @Test func anEntryNobodyWroteGivesItsLiveValueSilently() {
    let before = Date()
    let now = Dependency[\.date].now
    #expect((before...Date()).contains(now), "the real clock")
  }

  /// Two tasks standing for two tests that run at the same time, as tests without `.serialized`
  /// would. They take turns with continuations, the same way on every run: A overrides, B reads, B
  /// overrides, then A reads.
  @Test func concurrentOverridesSeeEachOther() async {
    let (aHasOverridden, aHasOverriddenContinuation) = AsyncStream.makeStream(of: Void.self)
    let (bHasOverridden, bHasOverriddenContinuation) = AsyncStream.makeStream(of: Void.self)

    async let readByA: [Int?] = {
      Dependencies[\.nthPrime] = { _ in .sync { 17 } }
      aHasOverriddenContinuation.finish()
      for await _ in bHasOverridden {}
      return runToCompletion(Dependency[\.nthPrime](7)).outputs
    }()
    async let readByB: [Int?] = {
      for await _ in aHasOverridden {}
      let beforeOverriding = runToCompletion(Dependency[\.nthPrime](7)).outputs
      Dependencies[\.nthPrime] = { _ in .sync { 5 } }
      bHasOverriddenContinuation.finish()
      return beforeOverriding
    }()

    #expect(await readByB == [17], "B, which had overridden nothing yet, got A's double")
    #expect(await readByA == [5], "A's own override was replaced by B's")
  }

  /// Reads and writes from many threads at once: every read gets one of the values written, whole.
  /// That is all a test can see; that there is no data race is the queue's doing, and only the
  /// thread sanitizer (`swift test --sanitize=thread`) checks it.
  @Test func concurrentReadsAndWritesAreSafe() {
    let written = 0..<8
    Dependencies[\.nthPrime] = { _ in .sync { 0 } }
    let read = LockIsolated<Set<Int>>([])

    DispatchQueue.concurrentPerform(iterations: 1_000) { iteration in
      let value = written[iteration % written.count]
      if iteration.isMultiple(of: 2) {
        Dependencies[\.nthPrime] = { _ in .sync { value } }
      } else {
        let answer = runToCompletion(Dependency[\.nthPrime](7)).outputs
        read.withValue { $0.formUnion(answer.compactMap { $0 }) }
      }
    }

    #expect(!read.value.isEmpty)
    #expect(read.value.isSubset(of: Set(written)))
  }

  /// Work that escapes to a Dispatch callback reads the same container: the override checkpoint 5
  /// lost there is still seen, because nothing here is scoped.
  @Test func anOverrideFollowsWorkThatEscapesToADispatchCallback() async {
    Dependencies[\.nthPrime] = { _ in .sync { 17 } }

    let nthPrime = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: Dependency[\.nthPrime])
      }
    }

    #expect(runToCompletion(nthPrime(7)).outputs == [17])
  }

  /// `Dependencies[\.fileClient].save = …` changes one field, but it runs as a read of the whole
  /// entry, then a write of the whole entry: two trips through the queue, not one change. Spelled
  /// out in that order, a write that lands between the two, from another thread or another test,
  /// is lost. (Crocodil, the container of Puredux 2.2, adds `update(_:atomically:)`, one barrier
  /// around the whole change.)
  @Test func changingOneFieldIsAReadThenAWrite() {
    Dependencies[\.fileClient] = .mock
    var fileClient = Dependencies[\.fileClient]  // The read.
    Dependencies[\.fileClient].load = { _ in .sync { try! JSONEncoder().encode([5]) } }
    fileClient.save = { _, _ in .empty }
    Dependencies[\.fileClient] = fileClient  // The write, of the whole client read before.

    #expect(
      runToCompletion(Dependency[\.fileClient].load("favorite-primes.json")).outputs
        == [try! JSONEncoder().encode([2, 31])],
      "the load written between the read and the write is gone")
  }
}
