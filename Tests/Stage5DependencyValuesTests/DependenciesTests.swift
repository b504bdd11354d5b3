import Dispatch
import Effect
import Foundation
import Testing

@testable import Stage5DependencyValues

/// The mechanism itself: contexts, reports, caching, and how far an override reaches.
@Suite(.dependencies)
struct DependenciesTests {
  @Test func swiftTestRunsInTheTestContext() {
    #expect(DependencyContext.isTestProcess)
    #expect(DependencyContext.detected == .test)
    #expect(DependencyValues.current.context == .test)
  }

  /// The real library's rules: the variable forces the context, previews come next, then the test
  /// process.
  @Test func theEnvironmentCanForceTheContext() {
    #expect(DependencyContext.detect(environment: [:], isTestProcess: false) == .live)
    #expect(DependencyContext.detect(environment: [:], isTestProcess: true) == .test)
    #expect(
      DependencyContext.detect(
        environment: ["XCODE_RUNNING_FOR_PREVIEWS": "1"], isTestProcess: true) == .preview)
    for (value, context) in [
      ("live", DependencyContext.live), ("preview", .preview), ("test", .test),
    ] {
      let environment = ["SWIFT_DEPENDENCIES_CONTEXT": value, "XCODE_RUNNING_FOR_PREVIEWS": "1"]
      #expect(
        DependencyContext.detect(environment: environment, isTestProcess: true) == context,
        "\(value)")
    }
  }

  @Test func anUnknownForcedContextIsReportedAndIgnored() {
    withKnownIssue {
      #expect(
        DependencyContext.detect(
          environment: ["SWIFT_DEPENDENCIES_CONTEXT": "staging"], isTestProcess: true) == .test)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(#"SWIFT_DEPENDENCIES_CONTEXT is "staging", which is not"#)
      }
    }
  }

  /// The report names the dependency and says how to fix it; the test captures it instead of
  /// failing.
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
        @Dependency(\\.fileClient) has no test implementation, but was accessed from a test \
        context. A test may not use a dependency's live value: override 'fileClient' with \
        withDependencies { $0.fileClient = … } for the test, or give FileClientKey a testValue.
        """
      ]
    )
    #expect(
      loaded == [try! JSONEncoder().encode([2, 31])],
      "it carried on with the in-memory preview value")
  }

  /// As in the real library (its `isSetting`): a default read in order to change it, while
  /// `withDependencies` sets values, is not reported. The change starts from the preview value.
  @Test func readingADefaultToChangeItIsNotReported() {
    let loaded = withDependencies {
      $0.fileClient.save = { _, _ in .empty }
      $0.liveOnly += 1
    } operation: {
      @Dependency(\.fileClient) var fileClient
      @Dependency(\.liveOnly) var liveOnly
      #expect(liveOnly == 11)
      return runToCompletion(fileClient.load("favorite-primes.json")).outputs
    }

    #expect(
      loaded == [try! JSONEncoder().encode([2, 31])], "the rest of the file client is the preview's"
    )
  }

  @Test func anUnimplementedEndpointIsReportedWhenCalled() {
    @Dependency(\.date) var date  // Reading is fine…

    withKnownIssue {
      _ = date.now  // …calling is not.
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "@Dependency(\\.date) has no test implementation, but date.now")
      }
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

  // MARK: - On each read, the values current then are merged over the captured ones, the current
  // ones winning

  @Test func aFeatureCreatedWithTheDefaultsSeesALaterOverride() {
    let feature = Dependency(\.x)

    #expect(
      withDependencies {
        $0.x = 4
      } operation: {
        feature.wrappedValue
      } == 4)
  }

  @Test func aLaterOverrideWinsOverTheCapturedOne() {
    let feature = withDependencies {
      $0.x = 3
    } operation: {
      Dependency(\.x)
    }

    #expect(
      withDependencies {
        $0.x = 5
      } operation: {
        feature.wrappedValue
      } == 5)
    #expect(feature.wrappedValue == 3, "outside any override, the captured one")
  }

  @Test func aFeatureCreatedInAnOverrideOfXSeesALaterOverrideOfY() {
    let (x, y) = withDependencies {
      $0.x = 3
    } operation: {
      (Dependency(\.x), Dependency(\.y))
    }

    let (readX, readY) = withDependencies {
      $0.y = 7
    } operation: {
      (x.wrappedValue, y.wrappedValue)
    }
    #expect(readY == 7)
    #expect(readX == 3)
  }

  /// The current values win even when they are the older ones, as in the real library: a feature
  /// created in an inner scope and read back in the outer one sees the outer override.
  @Test func theCurrentValuesWinEvenWhenTheyAreOlder() {
    let read = withDependencies {
      $0.x = 1
    } operation: {
      let feature = withDependencies {
        $0.x = 2
      } operation: {
        Dependency(\.x)
      }
      return feature.wrappedValue
    }
    #expect(read == 1)
  }

  @Test func dependencyCapturesTheValuesWhenItIsCreated() {
    let captured = withDependencies {
      $0.nthPrime = { _ in .sync { 17 } }
    } operation: {
      Dependency(\.nthPrime)
    }

    #expect(runToCompletion(captured.wrappedValue(7)).outputs == [17], "read after the scope ended")
  }

  /// Two tasks standing for two tests that run at the same time, each with its own override. They
  /// take turns with continuations, the same way on every run: A overrides, B overrides and reads,
  /// then A reads.
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

  /// The pitfall: a Dispatch callback runs outside the task that made the override, so it reads the
  /// default, here the unimplemented test value, which fails the test when called.
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
      issue.comments.contains {
        $0.rawValue.hasPrefix("@Dependency(\\.nthPrime) has no test implementation")
      }
    }
  }

  /// The fix: capture the current values before the work escapes, and re-apply them inside the
  /// callback.
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

  /// This workbook's `.dependency` trait, shaped like the real library's `.dependency(_:_:)`: it
  /// overrides one dependency for the whole test.
  @Test(.dependency(\.nthPrime, { _ in .sync { 5 } }))
  func aTestTraitOverridesOneDependency() {
    @Dependency(\.nthPrime) var nthPrime
    #expect(runToCompletion(nthPrime(7)).outputs == [5])
  }
}

/// Two plain dependencies for the merge's scenarios.
private enum XKey: TestDependencyKey {
  static let testValue = 0
}

private enum YKey: TestDependencyKey {
  static let testValue = 0
}

/// A dependency with only a live value, whose test value reports.
private enum LiveOnlyKey: DependencyKey {
  static let liveValue = 10
}

extension DependencyValues {
  fileprivate var x: Int {
    get { self[XKey.self] }
    set { self[XKey.self] = newValue }
  }

  fileprivate var y: Int {
    get { self[YKey.self] }
    set { self[YKey.self] = newValue }
  }

  fileprivate var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
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
