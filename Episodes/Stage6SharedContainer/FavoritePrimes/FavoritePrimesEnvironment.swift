import Effect
import Foundation

/// The favorite primes feature's one dependency, the file client, an entry of the shared
/// `Dependencies` container so its reducer can read it: `Dependency[\.fileClient]`.
extension Dependencies {
  var fileClient: FileClient {
    get { self[FileClientKey.self] }
    set { self[FileClientKey.self] = newValue }
  }

  private enum FileClientKey: DependencyKey {
    /// Favorites in `./PrimeTimeData`, problems on standard error; the entry point writes one built
    /// from its own settings.
    nonisolated(unsafe) static var currentValue = FileClient.live(
      directory: URL(fileURLWithPath: "PrimeTimeData"),
      onProblem: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    )
  }
}

extension FileClient {
  static var mock: FileClient {
    FileClient(
      load: { _ in .sync { try! JSONEncoder().encode([2, 31]) } },
      save: { _, _ in .empty }
    )
  }
}
