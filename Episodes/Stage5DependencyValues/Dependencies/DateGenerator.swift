import Foundation

/// The current date as a dependency: `@Dependency(\.date) var date`, then `date.now` (or `date()`)
/// where the code called `Date()`.
///
/// The library's built-in `date` has this shape: `DateGenerator { … }`, `.constant(_:)`, `now`,
/// which a test may set (`$0.date.now = someDate` makes it constant), and `callAsFunction()`. It
/// has only a live value: a test that uses it without overriding it gets the default `testValue`,
/// which reports the access and then answers with the live `Date()`. Ours has a test value of its
/// own, below.
struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The date now. Setting it makes the generator answer that date from then on.
  var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  func callAsFunction() -> Date {
    generate()
  }
}

extension DateGenerator {
  /// Always the same date, so a test can say what a timestamp will be.
  static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }

  /// "Unimplemented", as the library's documentation recommends for the dependencies an app
  /// defines: declaring and reading it is fine, asking it for `now` reports and answers 1970-01-01.
  /// The built-in reports on reading and answers the live date; ours behaves like `nthPrime`
  /// instead, so a test is reported only when it needs a date it did not choose, and never gets the
  /// clock's. Not while `withDependencies` sets values: writing through the key path `\.date.now`
  /// (`$0.date.now = …`) reads `now` before it sets it.
  static let testValue = DateGenerator {
    if !DependencyValues.isSetting {
      reportIssue(unimplementedMessage(dependency: "date", endpoint: "now"))
    }
    return Date(timeIntervalSince1970: 0)
  }
}

extension DependencyValues {
  var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
