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

  /// Reports in a test, but the message names no dependency: nobody can tell which override is missing.
  enum NamelessKey: DependencyKey {
    typealias Value = Exercise5_2.UUIDGenerator
    static let liveValue = Value(generate: { UUID() })
    static let testValue = Value(generate: {
      reportIssue("An unimplemented dependency was called.")
      return UUID()
    })
  }

  /// Reports in a test, but the app gets one fixed UUID instead of random ones.
  enum FixedLiveKey: DependencyKey {
    typealias Value = Exercise5_2.UUIDGenerator
    static let liveValue = Value(generate: { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)) })
    static let testValue = Solution5_2.UUIDGeneratorKey.testValue
  }
}

extension DependencyValues {
  var alwaysReportingUUID: Exercise5_2.UUIDGenerator {
    get { self[Wrong5_2.AlwaysReportingKey.self] }
    set { self[Wrong5_2.AlwaysReportingKey.self] = newValue }
  }
}

extension DependencyValues {
  var namelessUUID: Exercise5_2.UUIDGenerator {
    get { self[Wrong5_2.NamelessKey.self] }
    set { self[Wrong5_2.NamelessKey.self] = newValue }
  }

  var fixedLiveUUID: Exercise5_2.UUIDGenerator {
    get { self[Wrong5_2.FixedLiveKey.self] }
    set { self[Wrong5_2.FixedLiveKey.self] = newValue }
  }

  /// Registered right, but its setter drops the override: a test always gets the reporting test value.
  var overrideDroppingUUID: Exercise5_2.UUIDGenerator {
    get { self[Solution5_2.UUIDGeneratorKey.self] }
    set {}
  }
}
