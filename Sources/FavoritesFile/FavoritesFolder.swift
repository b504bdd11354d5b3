import Effect
import Foundation

/// The folder on disk where favorite primes are saved, read and written so that nothing saved is ever lost
/// silently.
///
/// - A file that is not a list of distinct positive primes, or is too large to be one, may be someone's data: it
///   is reported, never loaded and never overwritten.
/// - A save never replaces favorites this session has not seen. The episodes' `save` writes whatever the screen
///   holds, so typing `save` in a fresh session would replace yesterday's `[2, 3, 5]` with `[]`. The file is
///   replaced only when what it holds is what this session last loaded or saved, or holds no favorites at all;
///   otherwise the save is refused with a message saying to `load` first. The reducers stay as the episodes
///   wrote them: this is the live file client's care, as a real one would take it.
/// - A save replaces the file all at once, keeps its permissions, and writes through a symbolic link to its
///   target.
///
/// Every problem is passed to `onProblem` as sentences that name the path and say what to do next.
public final class FavoritesFolder: Sendable {
  public let directory: URL
  private let onProblem: @Sendable (String) -> Void
  /// For each file name, what this session last loaded from it or saved to it.
  private let seen = LockIsolated<[String: Data]>([:])

  public init(directory: URL, onProblem: @escaping @Sendable (String) -> Void) {
    self.directory = directory
    self.onProblem = onProblem
  }

  /// The contents of the file named `fileName`, or `nil` when there is none yet or it could not be loaded (and
  /// then `onProblem` has been told why).
  public func load(_ fileName: String) -> Data? {
    let path = directory.appendingPathComponent(fileName).path
    do throws(PathProblem) {
      switch try entry(at: path) {
      case .nothing:
        return nil
      case .folder, .other:
        throw .isNotARegularFile(path)
      case .file(let size, _, _, _):
        if size > maximumFavoritesFileSize { throw .isTooLarge(path, bytes: size) }
      }
      let data = try contents(of: path, limit: maximumFavoritesFileSize)
      if case .failure(let problem) = readFavoritePrimes(data) {
        let why = problem.badEntry.map { ": \($0), so" } ?? " (a JSON array of integers), so"
        onProblem(
          """
          \(path) is not a list of favorite primes\(why) nothing was loaded. It has been left as it is: fix it or \
          move it aside, then load again.
          """
        )
        return nil
      }
      seen.withValue { $0[fileName] = data }
      return data
    } catch {
      onProblem("Could not load favorite primes: \(error.sentence)")
      return nil
    }
  }

  /// Replaces the file named `fileName` with `data`, unless that would lose favorites this session has not seen
  /// (and then `onProblem` has been told why).
  public func save(_ data: Data, as fileName: String) {
    let path = directory.appendingPathComponent(fileName).path
    do throws(PathProblem) {
      let target = try followingLinks(path)
      let previous = try entry(at: target)
      switch previous {
      case .nothing:
        let targetFolder = (target as NSString).deletingLastPathComponent
        // A link's target is someone's choice of place: write there, but never make folders for it.
        if target != path, try entry(at: targetFolder) == .nothing {
          throw .linksIntoAMissingFolder(path, target: target)
        }
        try makeFolder(targetFolder)
      case .folder, .other:
        throw .isNotARegularFile(target)
      case .file(let size, _, _, _):
        if size > maximumFavoritesFileSize { throw .isTooLarge(target, bytes: size) }
        let existing = try contents(of: target, limit: maximumFavoritesFileSize)
        if let refusal = refusalToReplace(existing, at: target, seen: seen.value[fileName]) {
          onProblem(refusal)
          return
        }
      }
      try replaceContents(of: target, with: data, keeping: previous)
      seen.withValue { $0[fileName] = data }
    } catch {
      onProblem("Could not save favorite primes: \(error.sentence)")
    }
  }
}

/// Why the favorites file at `path`, holding `existing`, must not be replaced, or `nil` when nothing would be
/// lost: it holds what this session last saw there, or an empty list.
private func refusalToReplace(_ existing: Data, at path: String, seen: Data?) -> String? {
  if existing == seen { return nil }
  switch readFavoritePrimes(existing) {
  case .failure(let problem):
    let why = problem.badEntry.map { " (\($0))" } ?? ""
    return """
      Did not save: \(path) could not be read as a list of favorite primes\(why), and saving would overwrite it. \
      Move it aside or fix it, then save again.
      """
  case .success(let favorites) where favorites.isEmpty:
    return nil
  case .success(let favorites):
    let them = favorites.count == 1 ? "a favorite prime" : "\(favorites.count) favorite primes"
    let replace = favorites.count == 1 ? "replace it" : "replace them"
    return """
      Did not save: \(path) holds \(them) this session has not loaded, and saving would \(replace). \
      Run load first, then save again.
      """
  }
}
