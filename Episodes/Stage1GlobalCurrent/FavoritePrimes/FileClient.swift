import Effect
import Foundation

/// Reading and writing whole files by name, as effects, so the favorite primes screen never touches
/// the disk itself.
struct FileClient {
  var load: (String) -> Effect<Data?>
  var save: (String, Data) -> Effect<Never>
}
