import Foundation

/// The current date as a dependency, like the real library's built-in `date`: `@Dependency(\.date) var date`,
/// then `date.now` where the code called `Date()`.
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

  /// "Unimplemented", as the real library recommends for test values: reading it is fine, asking it for the
  /// date fails the test, since a test that checks timestamps must choose them.
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
