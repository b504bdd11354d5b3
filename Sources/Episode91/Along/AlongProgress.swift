import Foundation

/// How far a learner has come in one working copy, kept in the copy (`.along/progress.json`), so `along <stage>`
/// resumes there and a copy moved elsewhere takes its progress with it.
struct AlongProgress: Codable, Equatable, Sendable {
  /// Steps done: the next step is `done + 1`.
  var done = 0
  /// A fingerprint of the walk's starting state when the copy was made: a checkpoint changed since is noticed.
  var start = ""
  /// The learner's own spellings kept with `m`, by path.
  var kept: [String: KeptSpelling] = [:]

  static func url(in copy: WorkingCopy) -> URL {
    copy.url(WorkingCopy.privateFolder).appendingPathComponent("progress.json")
  }

  /// What reading the record found.
  enum Reading: Equatable {
    case none
    case read(AlongProgress)
    /// It was there but could not be read; it was set aside at `keptAt`, never deleted.
    case corrupt(keptAt: String)
  }

  static func read(in copy: WorkingCopy) -> Reading {
    let url = url(in: copy)
    guard let data = FileManager.default.contents(atPath: url.path) else { return .none }
    if let progress = try? JSONDecoder().decode(AlongProgress.self, from: data) { return .read(progress) }
    let aside = url.deletingLastPathComponent().appendingPathComponent("progress.unreadable-\(Self.stamp()).json")
    try? FileManager.default.moveItem(at: url, to: aside)
    return .corrupt(keptAt: copy.workbook.displayPath(aside))
  }

  func write(in copy: WorkingCopy) throws {
    let url = Self.url(in: copy)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: url, options: .atomic)
  }

  /// A fingerprint of `files` (FNV-1a over paths and texts in path order): the same files give the same one on
  /// every platform and run, unlike `Hasher`.
  static func fingerprint(_ files: [String: String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for path in files.keys.sorted() {
      for byte in Array(path.utf8) + [0] + Array((files[path] ?? "").utf8) + [0] {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return String(hash, radix: 16)
  }

  /// Date and time for a kept file's name, sortable and free of `:` (which Finder shows as `/`).
  static func stamp(_ date: Date = Date()) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: date)
  }
}

/// The one `along` that may judge a copy at a time: an advisory lock (`flock`) on `.along/lock`, held while
/// `along` runs and let go by the system however it ends, so a crash never leaves a copy locked. Two judges
/// writing one progress record would each undo the other's steps.
final class AlongLock {
  private let descriptor: Int32

  /// Takes the lock, or nil when another process holds it (or the folder cannot hold one).
  init?(copy: WorkingCopy) {
    let folder = copy.url(WorkingCopy.privateFolder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(folder.appendingPathComponent("lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    // `flock` is BSD's, on macOS and Linux alike; the lock belongs to the open file, so a child process started
    // later (a build) does not inherit it (`O_CLOEXEC`).
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
