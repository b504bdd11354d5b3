import Foundation

/// Where the workbook's files are: the package root every command and check reads from, and how far a
/// learner has got with each exercise stub.
public struct Workbook: Sendable {
  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  /// The workbook this module was built from. Everything runs from source, so the source file's own path
  /// finds the root; tests and `Episode91` agree on it without being told.
  public static let current = Workbook(
    root: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // ExerciseSupport
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
  )

  /// The folder of shipped stubs, relative to the root.
  public static let pristineFolder = "Tests/ExercisePristine"

  public func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The names in the workbook's folder `relativePath`, sorted, leaving out hidden ones (a name that starts with
  /// "."); none when the folder cannot be read. On a Mac, Finder leaves a `.DS_Store` in every folder it opens,
  /// and a copy onto a disk that is not APFS or HFS+ adds a `._<name>` beside each file: neither is the
  /// workbook's, so no list of its stubs, checkpoints or sources may count them.
  public func visibleNames(in relativePath: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(relativePath).path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Where the stub is with respect to its shipped copy.
  public func stubState(of exercise: Exercise) -> StubState {
    let stub = FileManager.default.contents(atPath: url(exercise.stubPath).path)
    guard let pristine = FileManager.default.contents(atPath: url(exercise.pristinePath).path) else {
      return .noShippedCopy
    }
    return stub == pristine ? .untouched : .edited
  }

  /// Whether the learner has not started the exercise: the stub is byte for byte as shipped.
  ///
  /// A missing stub or a missing shipped copy counts as started, so the checks run and say what is wrong
  /// rather than staying silently skipped.
  public func isUntouched(_ exercise: Exercise) -> Bool {
    stubState(of: exercise) == .untouched
  }
}

/// A stub's state on disk, compared with the copy the workbook shipped.
public enum StubState: Equatable, Sendable {
  /// Byte for byte as shipped: the exercise is not started.
  case untouched
  /// Changed, or deleted, by the learner.
  case edited
  /// The stub exists but its shipped copy does not: a workbook bug that CI catches.
  case noShippedCopy
}

extension Exercise {
  /// Whether this exercise is not started in the workbook the tests run from.
  ///
  /// Checks use it to skip cleanly: `.disabled(if: Exercise.e91_4.isUntouched, …)`.
  public var isUntouched: Bool {
    Workbook.current.isUntouched(self)
  }
}
