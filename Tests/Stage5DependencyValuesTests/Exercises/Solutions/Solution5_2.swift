import Foundation

@testable import Stage5DependencyValues

/// The reference solution of exercise 5.2 (registered as `referenceUUID`, since the stub owns `uuid`).
enum Solution5_2 {
  enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = Exercise5_2.UUIDGenerator(generate: { UUID() })

    /// "Unimplemented": holding the dependency is fine, generating a UUID without an override is reported. (Leaving
    /// `testValue` out also works: `DependencyKey`'s default reports as soon as the dependency is read.)
    static let testValue = Exercise5_2.UUIDGenerator(generate: {
      reportIssue(unimplementedMessage(dependency: "referenceUUID", endpoint: "generate"))
      return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    })
  }
}

extension DependencyValues {
  var referenceUUID: Exercise5_2.UUIDGenerator {
    get { self[Solution5_2.UUIDGeneratorKey.self] }
    set { self[Solution5_2.UUIDGeneratorKey.self] = newValue }
  }
}
