import Effect
import Foundation

/// Everything the favorite primes feature needs from the outside world.
struct FavoritePrimesEnvironment {
  var fileClient: FileClient
}

extension FavoritePrimesEnvironment {
  /// Favorites in `./PrimeTimeData`, problems on standard error; the terminal installs one built
  /// from its own settings.
  static var live: FavoritePrimesEnvironment {
    .live(
      dataDirectory: URL(fileURLWithPath: "PrimeTimeData"),
      onProblem: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    )
  }

  static func live(
    dataDirectory: URL,
    onProblem: @escaping @Sendable (String) -> Void
  ) -> FavoritePrimesEnvironment {
    FavoritePrimesEnvironment(fileClient: .live(directory: dataDirectory, onProblem: onProblem))
  }

  static var mock: FavoritePrimesEnvironment {
    FavoritePrimesEnvironment(
      fileClient: FileClient(
        load: { _ in .sync { try! JSONEncoder().encode([2, 31]) } },
        save: { _, _ in .empty }
      )
    )
  }
}

/// Stands in for the episode's `FavoritePrimes` module, so call sites read
/// `FavoritePrimes.Current = .mock`.
enum FavoritePrimes {
  /// The favorite primes feature's dependencies, reached from anywhere; tests replace it before
  /// they run.
  ///
  /// `nonisolated(unsafe)` for the reason given at `Counter.Current`: Swift 6 objects to shared
  /// mutable state that any thread can touch, and this stage is built on exactly that.
  nonisolated(unsafe) static var Current = FavoritePrimesEnvironment.live
}
