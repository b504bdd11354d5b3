import ExerciseSupport
import Messages
import PrimeTimeTerminal
import XCTest

/// `--check <id>`, what `Episode91 verify` runs: each checkpoint judges the stubs of its own exercises, whatever
/// state they are in, and refuses every other exercise by naming its own.
final class CheckAnswerTests: XCTestCase {
  @MainActor func testEachCheckpointChecksItsOwnExercisesAndOnlyThose() async {
    XCTAssertEqual(Set(Exercise.all.map(\.stage)), Set(checkpoints.map(\.name)))
    for checkpoint in checkpoints {
      let own = Exercise.all.filter { $0.stage == checkpoint.name }
      for exercise in Exercise.all {
        let recorder = TestConsole()
        let status = await checkpoint.run(["--check", exercise.id], recorder, [:])
        if exercise.stage == checkpoint.name {
          XCTAssertTrue([0, 1].contains(status), "\(exercise.id): \(status)")
          let verdict =
            status == 0
            ? "✓ \(exercise.id) \(ExerciseWords.title(exercise.id).text(in: .english)): passes\n"
            : "✗ \(exercise.id) \(ExerciseWords.title(exercise.id).text(in: .english)):\n"
          XCTAssertTrue(recorder.output.hasPrefix(verdict), recorder.output)
        } else {
          XCTAssertEqual(status, 2)
          XCTAssertEqual(
            recorder.errorOutput,
            "\(checkpoint.name) has no exercise '\(exercise.id)'. Its exercises: \(own.map(\.id).joined(separator: ", ")).\n"
          )
        }
      }
    }
  }
}
