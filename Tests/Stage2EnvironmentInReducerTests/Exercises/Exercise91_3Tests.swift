import ExerciseChecks
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage2EnvironmentInReducer

@Suite("91.3 logging with a logger from the environment")
struct Exercise91_3Tests {
  @Test(.disabled(if: Exercise.e91_3.isUntouched, Comment(rawValue: Exercise.e91_3.notStartedMessage)))
  @MainActor func yourLogging() throws {
    reportCheck(try #require(YourStubs.failures(of: .e91_3)), for: .e91_3)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(LoggingCheck.check { Solution91_3.logging($0, logger: $1) } == [])
  }

  @Test func loggingWhileTheReducerRunsIsRejected() {
    #expect(namedHints(LoggingCheck.check { Wrong91_3.loggingWhileReducing($0, logger: $1) }, of: .e91_3) == [2])
  }

  @Test func loggingTheValueBeforeTheActionIsRejected() {
    #expect(namedHints(LoggingCheck.check { Wrong91_3.loggingTheOldValue($0, logger: $1) }, of: .e91_3) == [3])
  }

  @Test func droppingTheReducersEffectsIsRejected() {
    #expect(namedHints(LoggingCheck.check { Wrong91_3.droppingTheReducersEffects($0, logger: $1) }, of: .e91_3) == [2])
  }

  @Test func loggingOnlyTheValueIsRejected() {
    #expect(namedHints(LoggingCheck.check { Wrong91_3.loggingOnlyTheValue($0, logger: $1) }, of: .e91_3) == [3])
  }

  @Test func loggingOnlyTheActionIsRejected() {
    #expect(namedHints(LoggingCheck.check { Wrong91_3.loggingOnlyTheAction($0, logger: $1) }, of: .e91_3) == [3])
  }

  @Test(.enabled(if: Exercise.e91_3.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e91_3)) != [])
  }
}
