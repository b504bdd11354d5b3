import Foundation

/// One exercise of the workbook: a stub a learner completes inside a checkpoint, and the checks that judge it.
///
/// Every command and every check names an exercise by its short `id`: the episode and the exercise's number
/// for the published ones (`91.3`), the stage and a number for the workbook's own (`5.1`). Its words are
/// messages like every other sentence (`ExerciseWords` in `Sources/Messages`), and its prompt is the doc comment
/// of its stub, in English and in Korean.
public struct Exercise: Hashable, Sendable {
  public let id: String
  /// The checkpoint the exercise belongs to: its executable target, and (plus `Tests`) its test target.
  public let stage: String

  public init(id: String, stage: String) {
    self.id = id
    self.stage = stage
  }

  /// `91.4` becomes `91_4`, the spelling used in type and file names.
  public var identifierSuffix: String {
    id.replacingOccurrences(of: ".", with: "_")
  }

  /// The namespace the stub declares, `Exercise91_4`, also the stub's file name.
  public var typeName: String { "Exercise\(identifierSuffix)" }

  /// The test suite that runs the exercise's check under `swift test`, on the stub, the reference solution and
  /// the known-wrong versions.
  public var testSuiteName: String { "\(typeName)Tests" }

  /// The stub the learner edits, relative to the workbook's root.
  public var stubPath: String { "Episodes/\(stage)/Exercises/\(typeName).swift" }

  /// The test suite, relative to the workbook's root.
  public var testsPath: String { "Tests/\(stage)Tests/Exercises/\(testSuiteName).swift" }

  /// The exercise's check as its checkpoint runs it (`--check <id>`), relative to the workbook's root: the whole
  /// check, or the adapter that hands the stub to a check in `Sources/ExerciseChecks`.
  public var checkPath: String { "Episodes/\(stage)/Checks/\(typeName)Check.swift" }

  /// The reference solution, relative to the workbook's root.
  public var solutionPath: String { "Tests/\(stage)Tests/Exercises/Solutions/Solution\(identifierSuffix).swift" }

  /// The stub exactly as shipped, relative to the workbook's root. It sits outside every target, so SwiftPM
  /// neither compiles it nor warns about it, and `Episode91 reset` copies it back byte for byte.
  public var pristinePath: String { "\(Workbook.pristineFolder)/\(typeName).swift.txt" }
}

extension Exercise {
  /// Finds an exercise by id (`91.4`), also accepting the file spelling (`91_4`, `Exercise91_4`).
  public static func named(_ name: String) -> Exercise? {
    let key = name.lowercased()
    return all.first { exercise in
      exercise.id == key || exercise.identifierSuffix == key || exercise.typeName.lowercased() == key
    }
  }
}
