import Foundation

@testable import Stage5DependencyValues

/// Known-wrong takes on exercise 5.2, which its check must reject.
enum Wrong5_2 {
  /// Too eager: the live value reports too, so the running app warns on every UUID.
  enum AlwaysReportingKey: DependencyKey {
    typealias Value = Exercise5_2.UUIDGenerator

    static let liveValue = Value(generate: {
      reportIssue(unimplementedMessage(dependency: "alwaysReportingUUID"))
      return UUID()
    })
    static let testValue: Value = liveValue
  }
}

extension DependencyValues {
  var alwaysReportingUUID: Exercise5_2.UUIDGenerator {
    get { self[Wrong5_2.AlwaysReportingKey.self] }
    set { self[Wrong5_2.AlwaysReportingKey.self] = newValue }
  }
}
