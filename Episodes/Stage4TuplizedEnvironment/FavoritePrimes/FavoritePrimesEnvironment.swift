import Effect
import Foundation

/// Everything the favorite primes feature needs from the outside world: only a file client, so the
/// environment is the file client itself rather than a struct around it.
typealias FavoritePrimesEnvironment = FileClient

extension FavoritePrimesEnvironment {
  static var mock: FavoritePrimesEnvironment {
    FileClient(
      load: { _ in .sync { try! JSONEncoder().encode([2, 31]) } },
      save: { _, _ in .empty }
    )
  }
}
