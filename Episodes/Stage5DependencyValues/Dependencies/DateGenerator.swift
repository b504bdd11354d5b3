import Foundation

/// The current date as a dependency: `@Dependency(\.date) var date`, then `date.now` where the code called `Date()`.
///
/// The real library has a built-in `date` of the same shape (`DateGenerator`, `.constant(_:)`, `now`), but with only
/// a live value: a test that uses it without overriding it gets the default `testValue`, which reports the access
/// and then answers with the live `Date()`. Ours has a test value of its own, below.
struct DateGenerator: Sendable {
  let generate: @Sendable () -> Date

  var now: Date { generate() }
}

extension DateGenerator {
  /// Always the same date, so a test can say what a timestamp will be.
  static func constant(_ date: Date) -> DateGenerator {
    DateGenerator(generate: { date })
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator(generate: { Date() })

  /// "Unimplemented", as the library's documentation recommends for the dependencies an app defines: declaring and
  /// reading it is fine, asking it for `now` reports and answers 1970-01-01. The built-in reports on reading and
  /// answers the live date; ours behaves like `nthPrime` instead, so a test is reported only when it needs a date
  /// it did not choose, and never gets the clock's.
  static let testValue = DateGenerator(generate: {
    reportIssue(unimplementedMessage(dependency: "date", endpoint: "now"))
    return Date(timeIntervalSince1970: 0)
  })
}

extension DependencyValues {
  var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
