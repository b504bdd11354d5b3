import Effect
import Foundation

/// Reading and writing whole files by name, as effects, so the favorite primes screen never touches
/// the disk itself.
struct FileClient: Sendable {
  var load: @Sendable (String) -> Effect<Data?>
  var save: @Sendable (String, Data) -> Effect<Never>
}
