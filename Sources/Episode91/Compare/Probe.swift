import ProbeKit

/// The questions `compare` asks every checkpoint (the names are ProbeKit's, the protocol's), as a learner reads
/// them.
extension Probe {
  /// The question in a learner's words, printed by `compare --details` above the answers.
  var question: String {
    switch self {
    case .mockEverything:
      "A test doubles nthPrime only. Does the app reach a live dependency, report it, or not compile?"
    case .twoCounters:
      "Two counters side by side, one online and one offline nthPrime. Do they answer differently?"
    case .sharedDependency:
      "Two features need nthPrime. How many must the root hold, and how does it reach them?"
    case .storeType:
      "What is the root store's runtime type?"
    case .overrideIsolation:
      "Two concurrently running tasks override nthPrime differently. Does either see the other's?"
    case .readCost:
      "How many nanoseconds does one dependency read cost, and in which build configuration?"
    }
  }
}
