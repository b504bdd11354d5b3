import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage5DependencyValues

@Suite("5.1 A new dependency in a leaf feature")
struct Exercise5_1Tests {
  @Test(.disabled(if: Exercise.e5_1.isUntouched, Comment(rawValue: Exercise.e5_1.notStartedMessage)))
  @MainActor func yourAnalytics() throws {
    reportCheck(try #require(YourStubs.failures(of: .e5_1)), for: .e5_1)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise5_1Check.check(Solution5_1.counterViewReducer) { $0.referenceAnalytics = $1 } == [])
  }

  @Test func trackingWhileTheReducerRunsIsRejected() {
    #expect(Exercise5_1Check.check(Wrong5_1.counterViewReducer) { $0.referenceAnalytics = $1 } != [])
  }

  @Test func trackingOnlySavesIsRejected() {
    #expect(Exercise5_1Check.check(Wrong5_1.tracksOnlySaves) { $0.referenceAnalytics = $1 } != [])
  }

  @Test func aKeyWhoseTestValueIsSilentIsRejected() {
    #expect(Exercise5_1Check.check(Wrong5_1.silentInTests) { $0.silentAnalytics = $1 } != [])
  }

  @Test func aParentThatPicksTheClientIsRejected() {
    #expect(Exercise5_1Check.check(Wrong5_1.parentPicksTheClient) { $0.referenceAnalytics = $1 } != [])
  }

  @Test(.enabled(if: Exercise.e5_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e5_1)) != [])
  }
}
