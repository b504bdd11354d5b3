import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is wrong with a path on the way to the favorites file, in our words rather than Foundation's
/// ("The operation could not be completed. File exists." says neither which path nor what to do).
enum PathProblem: Error, Equatable {
  /// A path that has to be a folder is a regular file.
  case isAFile(String)
  /// A path that has to be a folder is a device, a pipe or a socket.
  case isASpecialFile(String)
  /// The favorites file is a folder, a device or a pipe.
  case isNotARegularFile(String)
  case isNotWritable(String)
  case isNotReadable(String)
  case isOnAReadOnlyDisk(String)
  case diskIsFull(String)
  case isTooLong(String)
  case isALinkLoop(String)
  /// A symbolic link whose target is in a folder that does not exist.
  case linksIntoAMissingFolder(String, target: String)
  /// Larger than any favorites file, with its size where it was measured before reading.
  case isTooLarge(String, bytes: Int?)
  /// Anything else the system reports, with its own words for the error number.
  case failed(String, errorNumber: Int32)

  /// One or two sentences: what is wrong with which path, then what to do.
  var sentence: String {
    switch self {
    case .isAFile(let path):
      return "\(path) is a file, not a folder. Choose a data directory you can write to, or move the file aside."
    case .isASpecialFile(let path):
      return "\(path) is not a folder but a device, pipe or socket. Choose another data directory."
    case .isNotARegularFile(let path):
      return "\(path) is not a regular file. Move it aside, or choose another data directory."
    case .isNotWritable(let path):
      return "\(path) is not writable. Change its permissions, or choose a data directory you can write to."
    case .isNotReadable(let path):
      return "\(path) is not readable. Change its permissions, or choose another data directory."
    case .isOnAReadOnlyDisk(let path):
      return "\(path) is on a read-only disk. Choose a data directory you can write to."
    case .diskIsFull(let path):
      return "the disk holding \(path) is full. Free some space, or choose another data directory."
    case .isTooLong(let path):
      return """
        the path \(path.prefix(40))… is \(path.utf8.count) bytes long, or has a name in it longer than this system \
        allows. Choose a data directory with a shorter path.
        """
    case .isALinkLoop(let path):
      return "\(path) is a symbolic link that leads back to itself. Fix or remove the link."
    case .linksIntoAMissingFolder(let path, let target):
      return """
        \(path) is a symbolic link to \(target), in a folder that does not exist. Fix or remove the link, or make \
        that folder.
        """
    case .isTooLarge(let path, let bytes):
      let size = bytes.map { "is \(megabytes($0)), far" } ?? "is"
      return """
        \(path) \(size) more than any list of favorite primes (at most \(megabytes(maximumFavoritesFileSize))), \
        so it was not read. It has been left as it is: move it aside.
        """
    case .failed(let path, let errorNumber):
      return "\(path): \(String(cString: strerror(errorNumber))). Choose another data directory."
    }
  }

  /// The problem an error number from a system call on `path` means.
  ///
  /// - Parameter folder: the folder whose contents the call changes or reads, which is what a permission or a
  ///   read-only disk is about.
  init(errorNumber: Int32, path: String, folder: String) {
    switch errorNumber {
    case EACCES, EPERM: self = .isNotWritable(folder)
    case EROFS: self = .isOnAReadOnlyDisk(folder)
    case ENOSPC, EDQUOT: self = .diskIsFull(folder)
    case ENAMETOOLONG: self = .isTooLong(path)
    case ELOOP: self = .isALinkLoop(path)
    case ENOTDIR: self = firstNonFolderAmongFolders(of: path) ?? .failed(path, errorNumber: ENOTDIR)
    case EISDIR: self = .isNotARegularFile(path)
    default: self = .failed(path, errorNumber: errorNumber)
    }
  }
}

/// The largest favorites file that is read: a hundred thousand primes near `Int.max` fit in 2 MB, and no one
/// has that many favorites. A 50 MB file would otherwise take a minute and over a gigabyte to load.
let maximumFavoritesFileSize = 2_000_000

private func megabytes(_ bytes: Int) -> String {
  bytes < 100_000 ? "\(bytes) bytes" : String(format: "%.1f MB", Double(bytes) / 1_000_000)
}

/// The first of the folders leading to `path` that is not a folder, as the problem it makes, if any: why the
/// system answers "Not a directory".
func firstNonFolderAmongFolders(of path: String) -> PathProblem? {
  var folders: [String] = []
  var folder = (path as NSString).deletingLastPathComponent
  while !folder.isEmpty && folder != "/" {
    folders.insert(folder, at: 0)
    folder = (folder as NSString).deletingLastPathComponent
  }
  for folder in folders {
    switch try? entry(at: folder) {
    case .file: return .isAFile(folder)
    case .other: return .isASpecialFile(folder)
    default: continue
    }
  }
  return nil
}
