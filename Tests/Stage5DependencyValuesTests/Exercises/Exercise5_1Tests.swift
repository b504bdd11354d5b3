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
    #expect(
      namedHints(Exercise5_1Check.check(Wrong5_1.counterViewReducer) { $0.referenceAnalytics = $1 }, of: .e5_1) == [3])
  }

  @Test func trackingOnlySavesIsRejected() {
    #expect(
      namedHints(Exercise5_1Check.check(Wrong5_1.tracksOnlySaves) { $0.referenceAnalytics = $1 }, of: .e5_1) == [3])
  }

  @Test func aKeyWhoseTestValueIsSilentIsRejected() {
    #expect(namedHints(Exercise5_1Check.check(Wrong5_1.silentInTests) { $0.silentAnalytics = $1 }, of: .e5_1) == [2])
  }

  /// The leaf's effect still reaches a test's override of analytics (the first part passes), so only a test
  /// that forgot the override tells: nothing is reported, as with a silent test value, and the failure points at
  /// the hint for that, hint 2; the check cannot see which of the two kept the report from coming.
  @Test func aParentThatPicksTheClientIsRejected() {
    #expect(
      namedHints(Exercise5_1Check.check(Wrong5_1.parentPicksTheClient) { $0.referenceAnalytics = $1 }, of: .e5_1)
        == [2])
  }

  @Test(.enabled(if: Exercise.e5_1.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e5_1)) != [])
  }
}
