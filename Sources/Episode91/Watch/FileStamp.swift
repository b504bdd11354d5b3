import Foundation

/// What changes when a file is saved: its modification time, its size, and its inode (editors that save by
/// writing a new file and renaming it over the old one give it a new inode).
///
/// `watch` compares stamps a few times a second: one `stat` call each, no file read, so waiting costs nothing.
/// `compare` and `run` order a checkpoint's sources and its executable by `modified`, read the same way.
struct FileStamp: Equatable, Sendable {
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int
  var size: Int64
  var inode: UInt64

  /// When the file was last modified, to the nanosecond, as a time since 1970 that two files can be ordered by.
  var modified: Duration {
    .seconds(modifiedSeconds) + .nanoseconds(modifiedNanoseconds)
  }

  /// The stamp of the file at `url` now, or `nil` when there is no such file.
  static func of(_ url: URL) -> FileStamp? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    // Darwin's `stat` names the modification time `st_mtimespec`; Glibc's, `st_mtim`. Both are a `timespec`.
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return FileStamp(
      modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec), size: Int64(info.st_size),
      inode: UInt64(info.st_ino))
  }
}
