import Dispatch
import Effect
import Foundation
import Testing

@testable import Stage5DependencyValues

/// The mechanism itself: contexts, reports, caching, and how far an override reaches.
@Suite(.dependencies)
struct DependenciesTests {
  @Test func swiftTestRunsInTheTestContext() {
    #expect(DependencyContext.detected == .test)
    #expect(DependencyValues.current.context == .test)
  }

  /// The report names the dependency and says how to fix it; the test captures it instead of failing.
  @Test func anUnOverriddenDependencyIsReportedByName() {
    let reported = LockIsolated<[String]>([])
    let collecting = IssueReporter { message, _ in reported.withValue { $0.append(message) } }

    let loaded = IssueReporter.$current.withValue(collecting) {
      @Dependency(\.fileClient) var fileClient
      return runToCompletion(fileClient.load("favorite-primes.json")).outputs
    }

    #expect(
      reported.value == [
        """
        @Dependency(\\.fileClient) has no test implementation, but was accessed from a test context. A test may \
        not use a dependency's live value: override 'fileClient' with withDependencies { $0.fileClient = … } for \
        the test, or give FileClientKey a testValue.
        """
      ]
    )
    #expect(loaded == [try! JSONEncoder().encode([2, 31])], "it carried on with the in-memory preview value")
  }

  @Test func anUnimplementedEndpointIsReportedWhenCalled() {
    @Dependency(\.date) var date  // Reading is fine…

    withKnownIssue {
      _ = date.now  // …calling is not.
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("@Dependency(\\.date) has no test implementation, but date.now") }
    }
  }

  @Test func aForcedContextChoosesWhichDefaultValue() {
    let previewAnswer = withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.nthPrime) var nthPrime
      return runToCompletion(nthPrime(7)).outputs
    }
    #expect(previewAnswer == [17], "the episode's mock")

    let liveClient = withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(abs(liveClient.timeIntervalSinceNow) < 60, "the live date is now")
  }

  @Test func defaultValuesAreComputedOncePerContext() {
    CountedKey.computations.withValue { $0 = 0 }
    @Dependency(\.counted) var first
    @Dependency(\.counted) var second
    _ = (first, second, first)
    #expect(CountedKey.computations.value == 1)

    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.counted) var preview
      _ = preview
    }
    #expect(CountedKey.computations.value == 2, "the preview context has its own cache entry")
  }

  @Test func dependencyCapturesTheValuesWhenItIsCreated() {
    let captured = withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      Dependency(\.nthPrime)
    }

    #expect(runToCompletion(captured.wrappedValue(7)).outputs == [17], "read after the scope ended")
  }

  /// Two tasks standing for two tests that run at the same time, each with its own override. They take turns
  /// with continuations, the same way on every run: A overrides, B overrides and reads, then A reads.
  @Test func concurrentOverridesNeverSeeEachOther() async {
    let (aHasOverridden, aHasOverriddenContinuation) = AsyncStream.makeStream(of: Void.self)
    let (bHasRead, bHasReadContinuation) = AsyncStream.makeStream(of: Void.self)

    async let readByA: [Int?] = withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      aHasOverriddenContinuation.finish()
      for await _ in bHasRead {}
      @Dependency(\.nthPrime) var nthPrime
      return runToCompletion(nthPrime(7)).outputs
    }
    async let readByB: [Int?] = withDependencies {
      $0.nthPrime = { _ in .sync { 5 } }
    } operation: {
      for await _ in aHasOverridden {}
      @Dependency(\.nthPrime) var nthPrime
      defer { bHasReadContinuation.finish() }
      return runToCompletion(nthPrime(7)).outputs
    }

    #expect(await readByA == [17])
    #expect(await readByB == [5])
  }

  /// The pitfall: a Dispatch callback runs outside the task that made the override, so it reads the default,
  /// here the unimplemented test value, which fails the test when called.
  @Test func anOverrideIsLostWhenWorkEscapesToADispatchCallback() async {
    let nthPrime = await withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          @Dependency(\.nthPrime) var nthPrime
          continuation.resume(returning: nthPrime)
        }
      }
    }

    withKnownIssue("the callback did not get the override") {
      #expect(runToCompletion(nthPrime(7)).outputs == [nil])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("@Dependency(\\.nthPrime) has no test implementation") }
    }
  }

  /// The fix: capture the current values before the work escapes, and re-apply them inside the callback.
  @Test func escapedDependenciesCarryTheOverrideIntoTheCallback() async {
    let nthPrime = await withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      await withCheckedContinuation { continuation in
        withEscapedDependencies { dependencies in
          DispatchQueue.global().async {
            dependencies.yield {
              @Dependency(\.nthPrime) var nthPrime
              continuation.resume(returning: nthPrime)
            }
          }
        }
      }
    }

    #expect(runToCompletion(nthPrime(7)).outputs == [17])
  }
}

/// A dependency that counts how often its default value is computed.
private enum CountedKey: TestDependencyKey {
  static let computations = LockIsolated(0)

  static var testValue: Int {
    computations.withValue { count in
      count += 1
      return count
    }
  }
}

extension DependencyValues {
  fileprivate var counted: Int {
    get { self[CountedKey.self] }
    set { self[CountedKey.self] = newValue }
  }
}
