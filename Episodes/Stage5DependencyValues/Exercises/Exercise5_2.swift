import Foundation

/// Exercise 5.2 — make a test catch an un-overridden dependency.
///
/// A dependency's `testValue` is what a test gets when it forgot to override it. This one hands out real, random
/// UUIDs, so a test that forgot passes, or fails with a random value nobody can explain. The real library's rule:
/// a test context never falls back on live behaviour silently; reaching a dependency the test did not override
/// is reported as a test failure that names the dependency.
///
/// Change `UUIDGeneratorKey` so that a test that calls `uuid.generate()` without overriding `uuid` gets an issue
/// reported (through this checkpoint's `reportIssue`) that names `uuid`, while
/// - a test that overrides it gets exactly its override, with nothing reported;
/// - the running app (the live context) still gets random UUIDs, with nothing reported.
///
/// Look at `Dependencies/DependencyKey.swift` and `Dependencies/Unimplemented.swift` for two ways to do it.
///
/// Check your work: `swift run Episode91 verify 5.2`. Stuck? `swift run Episode91 hint 5.2`.
enum Exercise5_2 {
  struct UUIDGenerator: Sendable {
    var generate: @Sendable () -> UUID
  }

  enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator(generate: { UUID() })
    /// What a test gets when it forgot to override `uuid`: so far, the live behaviour.
    static let testValue = UUIDGenerator(generate: { UUID() })
  }
}

extension DependencyValues {
  var uuid: Exercise5_2.UUIDGenerator {
    get { self[Exercise5_2.UUIDGeneratorKey.self] }
    set { self[Exercise5_2.UUIDGeneratorKey.self] = newValue }
  }
}
