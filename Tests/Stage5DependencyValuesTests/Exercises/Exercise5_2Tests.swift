import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage5DependencyValues

@Suite("5.2 Catch an un-overridden dependency")
struct Exercise5_2Tests {
  @Test(.disabled(if: Exercise.e5_2.isUntouched, Comment(rawValue: Exercise.e5_2.notStartedMessage)))
  @MainActor func yourUUIDKey() throws {
    reportCheck(try #require(YourStubs.failures(of: .e5_2)), for: .e5_2)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise5_2Check.check(read: { $0.referenceUUID }, override: { $0.referenceUUID = $1 }) == [])
  }

  @Test func aKeyThatReportsEvenInTheAppIsRejected() {
    let failures = Exercise5_2Check.check(
      read: { $0.alwaysReportingUUID }, override: { $0.alwaysReportingUUID = $1 })
    #expect(namedHints(failures, of: .e5_2) == [1])
  }

  @Test func aReportThatNamesNoDependencyIsRejected() {
    #expect(
      namedHints(Exercise5_2Check.check(read: { $0.namelessUUID }, override: { $0.namelessUUID = $1 }), of: .e5_2)
        == [3])
  }

  @Test func aLiveValueThatIsNotRandomIsRejected() {
    #expect(
      namedHints(Exercise5_2Check.check(read: { $0.fixedLiveUUID }, override: { $0.fixedLiveUUID = $1 }), of: .e5_2)
        == [1])
  }

  @Test func anOverrideThatNeverArrivesIsRejected() {
    let failures = Exercise5_2Check.check(
      read: { $0.overrideDroppingUUID }, override: { $0.overrideDroppingUUID = $1 })
    #expect(namedHints(failures, of: .e5_2) == [1])
  }

  @Test(.enabled(if: Exercise.e5_2.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e5_2)) != [])
  }
}
