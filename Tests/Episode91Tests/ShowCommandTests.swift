import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `show <stage>` against fixture checkpoints.
@Suite struct ShowCommandTests {
  @Test func keySignaturesAreQuotedFromTheCheckpointAndMissingOnesSaidSo() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(
      1,
      files: [
        "ComposableArchitecture/Reducer.swift":
          "public typealias Reducer<Value, Action> = (inout Value, Action) -> [Effect<Action>]\n",
        "Counter/CounterEnvironment.swift": "struct CounterEnvironment {\n  var nthPrime: (Int) -> Effect<Int?>\n}\n"
          + "nonisolated(unsafe) var Current = CounterEnvironment.live\n",
        "FavoritePrimes/Env.swift": "nonisolated(unsafe) var Current = FavoritePrimesEnvironment.live\n",
        "Exercises/Exercise91_1.swift": "enum Exercise91_1 {\n  typealias Reducer<V, A> = (inout V, A) -> Void\n}\n",
      ])
    let result = fixture.run(["show", "1"])
    #expect(result.code == 0)
    #expect(result.output.contains("Key signatures, quoted from Episodes/Stage1GlobalCurrent"))
    #expect(result.output.contains("ComposableArchitecture/Reducer.swift:1"))
    #expect(result.output.contains("1 | public typealias Reducer<Value, Action> = (inout Value, Action)"))
    #expect(result.output.contains("2 |   var nthPrime: (Int) -> Effect<Int?>"))
    #expect(result.output.contains("Counter/CounterEnvironment.swift:4"))
    #expect(result.output.contains("FavoritePrimes/Env.swift:1"))
    #expect(result.output.contains("`Store`: no declaration found in the checkpoint's source."))
    // An exercise stub is the learner's code, not the stage's.
    #expect(!result.output.contains("Exercises/Exercise91_1.swift:"))
    #expect(result.output.contains("swift run Stage1GlobalCurrent"))
    #expect(result.output.contains("How the tests changed"))
  }

  @Test func aStageNotCompiledYetSaysHowToCompileIt() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(4)
    let result = fixture.run(["show", "tuplized-environment"])
    #expect(result.code == 0)
    #expect(result.output.contains("(not compiled yet: `swift build` compiles it)"))
    #expect(result.output.contains("What changed, and why"))
  }

  @Test func theStagesExercisesLeadToTheirStubs() throws {
    let fixture = try FixtureWorkbook()
    let output = fixture.run(["show", "3"]).output
    #expect(output.contains("  - 91.4 (Episodes/Stage3ErasedStore/Exercises/Exercise91_4.swift): "))
    #expect(output.contains("  - 91.5 (Episodes/Stage3ErasedStore/Exercises/Exercise91_5.swift): "))
  }

  @Test func everyStageFitsOneHundredColumns() throws {
    let fixture = try FixtureWorkbook()
    for stage in Stage.all {
      let output = fixture.run(["show", String(stage.number)]).output
      #expect(output.split(separator: "\n").allSatisfy { $0.count <= 100 }, "stage \(stage.number)")
    }
  }

  @Test(arguments: [[], ["9"], ["1", "2"], ["1", "--verbose"]])
  func usageErrorsExitTwo(arguments: [String]) throws {
    let fixture = try FixtureWorkbook()
    let result = fixture.run(["show"] + arguments)
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: "))
  }
}

extension FixtureWorkbook {
  /// The declarations `show 4` quotes, as small as they can be, so its pinned screen changes only when the
  /// lesson or the screen's layout does.
  static let stageFourSources = [
    "Counter/CounterEnvironment.swift": "typealias CounterEnvironment = (Int) -> Effect<Int?>\n",
    "FavoritePrimes/FavoritePrimesEnvironment.swift": "typealias FavoritePrimesEnvironment = FileClient\n",
    "App/AppEnvironment.swift":
      "typealias AppEnvironment = (\n  fileClient: FileClient,\n  nthPrime: (Int) -> Effect<Int?>\n)\n",
  ]
}
