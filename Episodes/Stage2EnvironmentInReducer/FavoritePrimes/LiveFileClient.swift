import Effect
import FavoritesFile
import Foundation

extension FileClient {
  /// Files in `directory` on disk, read and written by the shared `FavoritesFolder`.
  ///
  /// A missing file loads nothing. A file that is not a list of distinct positive primes is
  /// reported and never loaded or overwritten, and a save never replaces favorites this session has
  /// not loaded: the episodes' reducer saves whatever the screen holds, so `save` in a fresh
  /// session would otherwise wipe yesterday's favorites. Anything that goes wrong is passed to
  /// `onProblem` as sentences that say what to do next, and the effect carries on as if there were
  /// no file.
  static func live(directory: URL, onProblem: @escaping @Sendable (String) -> Void) -> FileClient {
    let folder = FavoritesFolder(directory: directory, onProblem: onProblem)
    return FileClient(
      load: { fileName in
        .sync { folder.load(fileName) }
      },
      save: { fileName, data in
        .fireAndForget { folder.save(data, as: fileName) }
      }
    )
  }
}
