import Foundation

/// The current date as a dependency: `Dependency[\.date].now` where the code called `Date()`.
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

extension Dependencies {
  var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }

  private enum DateGeneratorKey: DependencyKey {
    nonisolated(unsafe) static var currentValue = DateGenerator(generate: { Date() })
  }
}
