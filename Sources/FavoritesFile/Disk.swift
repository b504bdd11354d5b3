import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The few system calls the favorites file needs, each turning its error number into a `PathProblem`. They call
// the system directly rather than through `FileManager`, whose errors name neither the path at fault nor what to
// do ("The operation could not be completed. File exists." for a data directory that is a regular file), and
// whose atomic write replaces the file's permissions and a symbolic link along with its contents.

/// What is at a path, following symbolic links.
enum Entry: Equatable {
  case nothing
  case file(size: Int, permissions: mode_t, owner: uid_t, group: gid_t)
  case folder
  case other
}

func entry(at path: String) throws(PathProblem) -> Entry {
  var info = stat()
  guard stat(path, &info) == 0 else {
    let errorNumber = errno
    if errorNumber == ENOENT { return .nothing }
    if errorNumber == EACCES { throw .isNotReadable((path as NSString).deletingLastPathComponent) }
    throw PathProblem(errorNumber: errorNumber, path: path, folder: (path as NSString).deletingLastPathComponent)
  }
  switch info.st_mode & S_IFMT {
  case S_IFREG:
    return .file(
      size: Int(info.st_size), permissions: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid)
  case S_IFDIR:
    return .folder
  default:
    return .other
  }
}

/// The whole of a regular file, refused before it is read when it is larger than `limit` bytes.
func contents(of path: String, limit: Int) throws(PathProblem) -> Data {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else {
    let errorNumber = errno
    if errorNumber == EACCES { throw .isNotReadable(path) }
    throw PathProblem(errorNumber: errorNumber, path: path, folder: (path as NSString).deletingLastPathComponent)
  }
  defer { close(descriptor) }
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 64 * 1024)
  while true {
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0 {
      if errno == EINTR { continue }
      throw PathProblem(errorNumber: errno, path: path, folder: (path as NSString).deletingLastPathComponent)
    }
    if count == 0 { return data }
    data.append(contentsOf: buffer[0..<count])
    // A file can grow after it was measured, and a device never ends.
    if data.count > limit { throw .isTooLarge(path, bytes: nil) }
  }
}

/// `path` with every symbolic link at its end followed, so a save replaces the link's target and keeps the link.
func followingLinks(_ path: String) throws(PathProblem) -> String {
  var path = path
  for _ in 0..<40 {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    else { return path }
    path =
      destination.hasPrefix("/")
      ? destination : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
  }
  throw .isALinkLoop(path)
}

/// Makes `folder` and every folder above it that is missing.
func makeFolder(_ folder: String) throws(PathProblem) {
  switch try entry(at: folder) {
  case .folder: return
  case .file: throw .isAFile(folder)
  case .other: throw .isASpecialFile(folder)
  case .nothing: break
  }
  let parent = (folder as NSString).deletingLastPathComponent
  if parent != folder { try makeFolder(parent) }
  if mkdir(folder, 0o777) != 0 && errno != EEXIST {
    throw PathProblem(errorNumber: errno, path: folder, folder: parent)
  }
}

/// Replaces the file at `path` with `data` all at once: the data goes to a hidden file beside it, which is then
/// renamed over it, so a crash leaves either the old file or the new one, never half of one.
///
/// The new file keeps the old one's permissions (and owner, where the system allows it), and the hidden file
/// never outlives the call, whether the save succeeded or not. A save that was killed before its rename left its
/// hidden file behind: this one removes those first.
func replaceContents(of path: String, with data: Data, keeping previous: Entry) throws(PathProblem) {
  let folder = (path as NSString).deletingLastPathComponent
  let name = (path as NSString).lastPathComponent
  removeAbandonedSaves(of: name, in: folder)
  let temporary = (folder as NSString).appendingPathComponent(savingPrefix(of: name) + UUID().uuidString)
  let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
  guard descriptor >= 0 else { throw PathProblem(errorNumber: errno, path: temporary, folder: folder) }
  // Held until the file is closed, so `removeAbandonedSaves` in another process leaves a save in progress alone.
  // A file system without locks only loses that courtesy.
  _ = flock(descriptor, LOCK_EX)
  var isInPlace = false
  defer { if !isInPlace { unlink(temporary) } }

  let failure = fill(descriptor, with: data, keeping: previous)
  if let errorNumber = failure {
    close(descriptor)
    throw PathProblem(errorNumber: errorNumber, path: temporary, folder: folder)
  }
  // Renamed while still open, and so still locked: the lock must cover the file until it has its final name.
  guard rename(temporary, path) == 0 else {
    let errorNumber = errno
    close(descriptor)
    throw PathProblem(errorNumber: errorNumber, path: path, folder: folder)
  }
  isInPlace = true
  // The data is already on the disk (`fill` waited for it), so a failing close loses nothing.
  close(descriptor)
}

/// The start of the hidden file's name while `name` is being saved: `.favorite-primes.json.saving-`, then a UUID.
private func savingPrefix(of name: String) -> String {
  ".\(name).saving-"
}

/// Removes the hidden files that saves of `name` killed before their rename left in `folder`: exactly
/// `.<name>.saving-<UUID>`, regular files, and only those no running save holds its lock on. Nothing else in the
/// folder is touched, and a file that cannot be removed is left for the next save. (A save caught in the instant
/// between creating its file and locking it would lose that file here, and then say it could not save: nothing
/// saved before is lost.)
func removeAbandonedSaves(of name: String, in folder: String) {
  let prefix = savingPrefix(of: name)
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
  for candidate in names where candidate.hasPrefix(prefix) {
    let suffix = String(candidate.dropFirst(prefix.count))
    // The form `UUID().uuidString` writes, and no other: uppercase, with its hyphens.
    guard UUID(uuidString: suffix)?.uuidString == suffix else { continue }
    let path = (folder as NSString).appendingPathComponent(candidate)
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { continue }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
      unlink(path)
    }
    close(descriptor)
  }
}

/// Writes `data` to a new file, gives it the permissions (and owner) of the file it replaces, and waits until
/// it is on the disk; the error number of the first step that failed, if one did.
private func fill(_ descriptor: Int32, with data: Data, keeping previous: Entry) -> Int32? {
  var written = 0
  while written < data.count {
    let count = data[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno != EINTR { return errno }
    written += max(count, 0)
  }
  if case .file(_, let permissions, let owner, let group) = previous {
    // Only root may give a file away; for anyone else the new file stays their own, which is harmless.
    _ = fchown(descriptor, owner, group)
    if fchmod(descriptor, permissions) != 0 { return errno }
  }
  return waitUntilOnDisk(descriptor)
}

/// Waits until what was written to `descriptor` is on the disk itself; the error number if that failed.
///
/// On macOS `fsync` only hands the data to the drive, whose cache may still lose it on power loss;
/// `fcntl(F_FULLFSYNC)` asks the drive to flush that cache too. Some file systems (network shares, FAT) do not
/// support it, and then `fsync` is the best there is. On Linux `fsync` already flushes the drive's cache.
private func waitUntilOnDisk(_ descriptor: Int32) -> Int32? {
  #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return nil }
  #endif
  return fsync(descriptor) == 0 ? nil : errno
}
