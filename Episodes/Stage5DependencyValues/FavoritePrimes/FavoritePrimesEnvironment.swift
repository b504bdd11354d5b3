import Effect
import Foundation

/// The favorite primes feature's one dependency, registered with `DependencyValues` so its reducer can declare
/// it: `@Dependency(\.fileClient) var fileClient`.
///
/// It has no `testValue`: a test that reaches the file client without overriding it fails, by
/// `DependencyKey`'s default.
enum FileClientKey: DependencyKey {
  /// Favorites in `./PrimeTimeData`, problems on standard error; the entry point prepares one built from its own
  /// settings.
  static var liveValue: FileClient {
    .live(
      directory: URL(fileURLWithPath: "PrimeTimeData"),
      onProblem: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    )
  }

  /// The episode's mock, in memory: it loads [2, 31] and saves nowhere. Also what a test that forgot to override
  /// the file client carries on with after the failure is reported, so it never touches the disk.
  static var previewValue: FileClient {
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
