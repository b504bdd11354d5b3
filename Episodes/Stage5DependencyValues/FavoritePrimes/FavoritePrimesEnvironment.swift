import Effect
import Foundation

/// The favorite primes feature's one dependency, the file client, registered with
/// `DependencyValues` so its reducer can declare it: `@Dependency(\.fileClient) var fileClient`.
///
/// It has no `testValue`: a test that reaches the file client without overriding it fails, by
/// `DependencyKey`'s default, and carries on with the preview value, the in-memory mock, just as
/// the real library's default does.
enum FileClientKey: DependencyKey {
  /// Favorites in `./PrimeTimeData`, problems on standard error; the entry point sets one built
  /// from its own settings.
  static var liveValue: FileClient {
    .live(
      directory: URL(fileURLWithPath: "PrimeTimeData"),
      onProblem: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    )
  }

  static var previewValue: FileClient { .mock }
}

extension FileClient {
  static var mock: FileClient {
    FileClient(
      load: { _ in .sync { try! JSONEncoder().encode([2, 31]) } },
      save: { _, _ in .empty }
    )
  }
}

extension DependencyValues {
  var fileClient: FileClient {
    get { self[FileClientKey.self] }
    set { self[FileClientKey.self] = newValue }
  }
}
