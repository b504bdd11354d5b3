import Messages
import ProbeKit

/// The questions `compare` asks every checkpoint (the names are ProbeKit's, the protocol's), as a learner reads
/// them.
extension Probe {
  /// The question in a learner's words, printed by `compare --details` above the answers.
  var question: CompareMessage {
    switch self {
    case .mockEverything: .questionMockEverything
    case .twoCounters: .questionTwoCounters
    case .sharedDependency: .questionSharedDependency
    case .storeType: .questionStoreType
    case .overrideIsolation: .questionOverrideIsolation
    case .readCost: .questionReadCost
    }
  }
}
