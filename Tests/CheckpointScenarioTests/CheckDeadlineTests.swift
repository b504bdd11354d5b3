import Effect
import ExerciseChecks
import ExerciseSupport
import Foundation
import Testing

/// Every check of a learner's stub runs within a deadline (`withDeadline`), in `--check`, `verify`, `watch` and
/// `swift test` alike: a stub that loops forever is stopped, and the sentences say which exercise and why. Here the
/// watchdog's ending is the test's, which ends the loop instead of the process; the loop is the learner's endless
/// loop, which only the deadline ends, so nothing here waits for time to pass but the deadline itself.
@Suite struct CheckDeadlineTests {
  @MainActor @Test func aCheckThatLoopsIsStoppedAtItsDeadlineNamingTheExercise() {
    let stopped = LockIsolated(false)
    let said = LockIsolated<String?>(nil)
    let failures: [ExerciseFailure] = withDeadline(
      for: .e91_4, seconds: 0.05,
      whenMissed: { sentences in
        said.withValue { $0 = sentences }
        stopped.withValue { $0 = true }
      }
    ) {
      while !stopped.value {}
      return []
    }
    #expect(failures == [])
    #expect(
      said.value == """
        ✗ 91.4 Store without the force cast: the check did not finish in 0.05 seconds, so it was stopped.
        Likely a loop in your code that never ends, or a wait for something that never comes.
        """)
  }

  /// Each checkpoint's `YourStubs.failures(of:)`, the one way in for `--check` and for its exercise suites under
  /// `swift test`, runs its checks within the deadline.
  @Test(arguments: Set(Exercise.all.map(\.stage)).sorted())
  func everyCheckpointChecksItsStubsWithinTheDeadline(stage: String) throws {
    let source = try String(
      contentsOf: Workbook.current.url("Episodes/\(stage)/Checks/YourStubs.swift"), encoding: .utf8)
    #expect(
      source.contains(
        """
          static func failures(of exercise: Exercise) -> [ExerciseFailure]? {
            // Within the deadline every check has (`withDeadline`): a stub that loops forever is stopped, not waited on.
            withDeadline(for: exercise) {
        """))
  }
}
