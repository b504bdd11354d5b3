import ExerciseSupport
import Foundation
import Messages

/// What Episode91 remembers between commands: hints revealed and the last `verify` of each exercise.
///
/// It lives in `.episode91-progress.json` at the workbook's root (git-ignored), so `exercises` shows the
/// status without re-running every check.
struct ExerciseProgress: Codable, Equatable {
  /// How many hints of each exercise have been revealed in their fixed order: hints 1 to this number.
  var hintsRevealed: [String: Int] = [:]
  /// Hints revealed ahead of that order, because a `verify` named them for what failed: hint 3 of 91.1 seen
  /// before hints 1 and 2. A hint joins `hintsRevealed` once every hint before it is seen too.
  var hintsRevealedAhead: [String: [Int]] = [:]
  /// The last verification of each exercise.
  var verified: [String: Verification] = [:]

  struct Verification: Codable, Equatable {
    var passed: Bool
    /// A fingerprint of the stub as it was verified: any edit since then makes the exercise "edited, not
    /// verified" until the next `verify`, whatever the last one said.
    var stubFingerprint: String
    /// The hints the failures of that verification named, in the order of the failures: what `hint` shows first.
    /// Empty for a pass, and in a progress file written before failures named their hints.
    var failedHints: [Int] = []

    init(passed: Bool, stubFingerprint: String, failedHints: [Int] = []) {
      self.passed = passed
      self.stubFingerprint = stubFingerprint
      self.failedHints = failedHints
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      passed = try container.decode(Bool.self, forKey: .passed)
      stubFingerprint = try container.decode(String.self, forKey: .stubFingerprint)
      failedHints = try container.decodeIfPresent([Int].self, forKey: .failedHints) ?? []
    }
  }

  init() {}

  /// Reads a progress file, also one written before hints were revealed out of order or named by failures: the
  /// fields added since are optional, so an older file is never moved aside as unreadable.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    hintsRevealed = try container.decode([String: Int].self, forKey: .hintsRevealed)
    hintsRevealedAhead = try container.decodeIfPresent([String: [Int]].self, forKey: .hintsRevealedAhead) ?? [:]
    verified = try container.decode([String: Verification].self, forKey: .verified)
  }

  /// The hints of `id` seen so far, by number.
  func hintsSeen(of id: String) -> Set<Int> {
    let inOrder = hintsRevealed[id] ?? 0
    return Set(inOrder > 0 ? Array(1...inOrder) : []).union(hintsRevealedAhead[id] ?? [])
  }

  /// Records that hint `number` of `id` was shown: in order when every hint before it was seen, ahead otherwise;
  /// hints seen ahead that now follow in order join the count.
  mutating func reveal(hint number: Int, of id: String) {
    var ahead = Set(hintsRevealedAhead[id] ?? [])
    ahead.insert(number)
    var inOrder = hintsRevealed[id] ?? 0
    ahead = ahead.filter { $0 > inOrder }
    while ahead.remove(inOrder + 1) != nil { inOrder += 1 }
    hintsRevealed[id] = inOrder == 0 ? nil : inOrder
    hintsRevealedAhead[id] = ahead.isEmpty ? nil : ahead.sorted()
  }

  static let fileName = ".episode91-progress.json"

  /// What `load` found, and what it did about a progress file it could not read.
  struct Loaded {
    var progress: ExerciseProgress
    var problem: LoadProblem?
  }

  enum LoadProblem: Equatable {
    /// The file was not progress Episode91 can read (not JSON, another shape, no permission to read it), so it was
    /// moved to `backup`, next to it, where the learner can still open it.
    case movedAside(file: URL, backup: URL)
    /// It could not be moved either; it is left as it was.
    case couldNotMoveAside(file: URL, reason: String)
  }

  /// The progress in `root`, or none yet. A file that cannot be read as progress is never written over: it is
  /// moved aside first, so the learner loses nothing and is told once (the next load finds no file).
  static func load(from root: URL) -> Loaded {
    let url = root.appendingPathComponent(fileName)
    // No file yet, or a folder in its place: there is nothing to read, and `save` says what is in the way.
    guard FileManager.default.fileExists(atPath: url.path), !isFolder(url) else {
      return Loaded(progress: ExerciseProgress())
    }
    if let data = FileManager.default.contents(atPath: url.path),
      let progress = try? JSONDecoder().decode(ExerciseProgress.self, from: data)
    {
      return Loaded(progress: progress)
    }
    let backup = backupURL(for: url)
    do {
      try FileManager.default.moveItem(at: url, to: backup)
      return Loaded(progress: ExerciseProgress(), problem: .movedAside(file: url, backup: backup))
    } catch {
      return Loaded(
        progress: ExerciseProgress(), problem: .couldNotMoveAside(file: url, reason: error.localizedDescription))
    }
  }

  /// Whether a folder stands where the progress file belongs: never read, never moved aside, only reported.
  static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// `.episode91-progress.json.unreadable`, or `….unreadable-2` and on when an earlier one is still there:
  /// an older backup is never replaced.
  static func backupURL(for url: URL) -> URL {
    let folder = url.deletingLastPathComponent()
    let name = url.lastPathComponent + ".unreadable"
    var candidate = folder.appendingPathComponent(name)
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = folder.appendingPathComponent("\(name)-\(number)")
      number += 1
    }
    return candidate
  }

  func save(to root: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: root.appendingPathComponent(Self.fileName), options: .atomic)
  }
}

extension ExerciseCommands {
  /// The learner's progress; on standard error, what happened to a progress file that could not be read.
  func loadProgress() -> ExerciseProgress {
    let loaded = ExerciseProgress.load(from: workbook.root)
    switch loaded.problem {
    case nil:
      break
    case .movedAside(let file, let backup):
      console.error(console.text(ExerciseMessage.progressMovedAside, ["path": file.path, "backup": backup.path]))
      console.error(console.text(ExerciseMessage.progressStartsAfresh))
    case .couldNotMoveAside(let file, let reason):
      console.error(console.text(ExerciseMessage.progressNotMovedAside, ["path": file.path, "reason": reason]))
      console.error(console.text(ExerciseMessage.progressLeftAsItWas))
    }
    return loaded.progress
  }

  /// Saves `progress`, or says on standard error that it could not, where, and what to do; returns whether it
  /// was saved, so a command never promises what the next run will not remember.
  func saveProgress(_ progress: ExerciseProgress) -> Bool {
    do {
      try progress.save(to: workbook.root)
      return true
    } catch {
      let url = workbook.root.appendingPathComponent(ExerciseProgress.fileName)
      if ExerciseProgress.isFolder(url) {
        printError(console.text(ExerciseMessage.progressIsAFolder, ["path": url.path]))
        console.error(console.text(ExerciseMessage.moveTheFolder))
      } else {
        printError(
          console.text(ExerciseMessage.progressNotSaved, ["path": url.path, "reason": error.localizedDescription]))
        console.error(console.text(ExerciseMessage.makeItWritable))
      }
      console.error(console.text(ExerciseMessage.progressNotKept))
      return false
    }
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
