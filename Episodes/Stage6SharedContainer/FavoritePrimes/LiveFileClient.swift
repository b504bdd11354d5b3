import Effect
import Foundation

extension FileClient {
  /// Files in `directory` on disk.
  ///
  /// A missing file loads nothing. Anything that goes wrong is passed to `onProblem` as a sentence that says
  /// what to do next, and the effect carries on as if there were no file. A file that is not a list of favorite
  /// primes (a JSON array of integers) may be someone's data, so it is reported and never overwritten. Saves
  /// write to a temporary file and move it into place, so a crash never leaves half a file behind.
  static func live(directory: URL, onProblem: @escaping @Sendable (String) -> Void) -> FileClient {
    FileClient(
      load: { fileName in
        .sync { loadFile(directory.appendingPathComponent(fileName), onProblem: onProblem) }
      },
      save: { fileName, data in
        .fireAndForget { saveFile(data, in: directory, as: fileName, onProblem: onProblem) }
      }
    )
  }
}

private func loadFile(_ file: URL, onProblem: (String) -> Void) -> Data? {
  guard FileManager.default.fileExists(atPath: file.path) else { return nil }
  guard let data = try? Data(contentsOf: file) else {
    onProblem("Could not read \(file.path). Check that it is a readable file, or choose another data directory.")
    return nil
  }
  guard isListOfFavoritePrimes(data) else {
    onProblem(
      """
      \(file.path) is not a list of favorite primes (a JSON array of integers), so nothing was loaded. \
      It has been left as it is: fix it or move it aside, then load again.
      """
    )
    return nil
  }
  return data
}

private func saveFile(_ data: Data, in directory: URL, as fileName: String, onProblem: (String) -> Void) {
  let file = directory.appendingPathComponent(fileName)
  if FileManager.default.fileExists(atPath: file.path) {
    guard let existing = try? Data(contentsOf: file), isListOfFavoritePrimes(existing) else {
      onProblem(
        """
        Did not save: \(file.path) could not be read as a list of favorite primes, and saving would overwrite it. \
        Move it aside or fix it, then save again.
        """
      )
      return
    }
  }
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: file, options: .atomic)
  } catch {
    onProblem(
      """
      Could not save favorite primes to \(file.path): \(reason(for: error)). \
      Choose a data directory you can write to.
      """
    )
  }
}

private func isListOfFavoritePrimes(_ data: Data) -> Bool {
  (try? JSONDecoder().decode([Int].self, from: data)) != nil
}

/// The system's own words for a file error, such as "Not a directory", which say more than Foundation's wrapper.
private func reason(for error: any Error) -> String {
  let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
  return (underlying ?? error).localizedDescription
}
