import Effect
import Foundation

/// Everything the favorite primes feature needs from the outside world.
struct FavoritePrimesEnvironment {
  var fileClient: FileClient
}

extension FavoritePrimesEnvironment {
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
