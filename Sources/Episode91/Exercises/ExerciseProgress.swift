import ExerciseSupport
import Foundation
import Messages

/// What Episode91 remembers between commands: hints revealed and the last `verify` of each exercise.
///
/// It lives in `.episode91-progress.json` at the workbook's root (git-ignored), so `exercises` shows the
/// status without re-running every check.
struct ExerciseProgress: Codable, Equatable {
  /// How many hints of each exercise have been revealed.
  var hintsRevealed: [String: Int] = [:]
  /// The last verification of each exercise.
  var verified: [String: Verification] = [:]

  struct Verification: Codable, Equatable {
    var passed: Bool
    /// A fingerprint of the stub as it was verified: any edit since then makes the exercise "edited, not
    /// verified" until the next `verify`, whatever the last one said.
    var stubFingerprint: String
  }

  static let fileName = ".episode91-progress.json"

  static func load(from root: URL) -> ExerciseProgress {
    let url = root.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path),
      let progress = try? JSONDecoder().decode(ExerciseProgress.self, from: data)
    else { return ExerciseProgress() }
    return progress
  }

  func save(to root: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: root.appendingPathComponent(Self.fileName), options: .atomic)
  }
}

/// Where a learner is with one exercise.
enum ExerciseStatus: Equatable {
  case notStarted
  /// Changed since the last `verify`, or never verified: nothing is known about it yet.
  case editedNotVerified
  /// The last `verify` of the stub as it is now failed.
  case failing
  /// The last `verify` of the stub as it is now passed.
  case done

  /// The word `exercises` shows for it: `console.text(status.label)`.
  var label: ExerciseMessage {
    switch self {
    case .notStarted: .statusNotStarted
    case .editedNotVerified: .statusEditedNotVerified
    case .failing: .statusFailing
    case .done: .statusDone
    }
  }
}

extension Workbook {
  /// The status of `exercise`: the stub's bytes decide "not started", the last `verify` the rest.
  func status(of exercise: Exercise, progress: ExerciseProgress) -> ExerciseStatus {
    switch stubState(of: exercise) {
    case .untouched: return .notStarted
    case .edited, .noShippedCopy:
      guard let verification = progress.verified[exercise.id],
        verification.stubFingerprint == fingerprint(of: exercise)
      else { return .editedNotVerified }
      return verification.passed ? .done : .failing
    }
  }

  /// A fingerprint of the stub's current bytes (64-bit FNV-1a; it only needs to notice an edit).
  func fingerprint(of exercise: Exercise) -> String {
    let bytes = FileManager.default.contents(atPath: url(exercise.stubPath).path) ?? Data()
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
