import Effect
import Testing

@testable import Stage5DependencyValues

/// The dependency system's first runs, each added by walk 5 as soon as the idea it shows is built,
/// while the rest of PrimeTime is still checkpoint 4's: they need nothing but `Dependencies/`.
/// There is no `.dependencies` trait yet at that point of the walk, so each test installs what it
/// needs, and reads keys of its own that no other test reads.
@Suite struct DependencyFirstRunsTests {
  /// `@Dependency` captures the values current when it is created: a feature created inside an
  /// override keeps it after the override's scope has ended.
  @Test func aFeatureKeepsTheOverrideItWasCreatedIn() {
    let greeter = withDependencies {
      $0.greeting = "bonjour"
    } operation: {
      Greeter()
    }
    #expect(greeter.greeting == "bonjour")
  }

  /// A live key with no test value of its own: a test that reads it without overriding it is
  /// reported, to the reporter the test installed, and carries on with the preview value.
  @Test func aTestThatForgetsToOverrideIsTold() {
    let reported = LockIsolated<[String]>([])
    let reporter = IssueReporter { message, _ in reported.withValue { $0.append(message) } }

    let answer = IssueReporter.$current.withValue(reporter) {
      @Dependency(\.weather) var weather
      return weather
    }

    #expect(answer == "sunny, as previews like it")
    #expect(reported.value.count == 1)
  }

  /// A default is computed on its first read, then kept: three reads, one computation.
  @Test func aDefaultIsComputedOnce() {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(\.countedOnce) var countedOnce
      _ = (countedOnce, countedOnce, countedOnce)
    }
    #expect(CountedOnceKey.computations.value == 1)
  }
}

private struct Greeter {
  @Dependency(\.greeting) var greeting
}

private enum GreetingKey: TestDependencyKey {
  static let testValue = "hello"
}

/// Asks the weather service in the app; a test must say what the weather is.
private enum WeatherKey: DependencyKey {
  static let liveValue = "whatever the service says"
  static let previewValue = "sunny, as previews like it"
}

private enum CountedOnceKey: TestDependencyKey {
  static let computations = LockIsolated(0)
  static var testValue: Int {
    computations.withValue { $0 += 1 }
    return computations.value
  }
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }

  fileprivate var weather: String {
    get { self[WeatherKey.self] }
    set { self[WeatherKey.self] = newValue }
  }

  fileprivate var countedOnce: Int {
    get { self[CountedOnceKey.self] }
    set { self[CountedOnceKey.self] = newValue }
  }
}
