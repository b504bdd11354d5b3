/// The questions `Episode91 compare` asks every checkpoint: the problems episodes 91–93 set out to solve.
///
/// The names are the protocol's: a checkpoint answers `--probe <rawValue>` (see `ProbeReport`). A new question is
/// a case here and a requirement in `CheckpointProbes`; the compiler then asks every checkpoint for its function
/// and Episode91 for the question's wording. CONTRIBUTING.md's "Adding a compare row" lists the other files
/// (the Korean answers, the tests that pin every checkpoint's answer and the list of names).
public enum Probe: String, CaseIterable, Sendable {
  case mockEverything = "mock-everything"
  case twoCounters = "two-counters"
  case sharedDependency = "shared-dependency"
  case storeType = "store-type"
  case overrideIsolation = "override-isolation"
  case readCost = "read-cost"
}
