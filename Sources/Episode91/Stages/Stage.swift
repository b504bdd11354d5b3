import Foundation

/// One checkpoint of the story: the same PrimeTime app, with dependencies travelling a different way.
struct Stage: Hashable, Sendable {
  let number: Int
  /// The executable target, its folder under `Episodes/`, and (plus `Tests`) its test target.
  let target: String
  /// The name a learner types: `Episode91 show erased-store`.
  let slug: String
  let title: String
  /// The title squeezed into a compare-table column header (at most 12 characters).
  let shortTitle: String
  let summary: String
  /// Where the stage comes from, so a learner knows which episode or article to hold beside it.
  let source: String
}

extension Stage {
  /// The six checkpoints, in the order the story tells them.
  static let all: [Stage] = [
    Stage(
      number: 1, target: "Stage1GlobalCurrent", slug: "global-current", title: "Global Current", shortTitle: "Current",
      summary: "each module reaches for a global, mutable `Current` environment",
      source: "start of episode 91"),
    Stage(
      number: 2, target: "Stage2EnvironmentInReducer", slug: "environment-in-reducer",
      title: "Environment in the reducer", shortTitle: "Env reducer",
      summary: "reducers take an environment; pullback transforms it; the Store carries its type",
      source: "middle of episode 91"),
    Stage(
      number: 3, target: "Stage3ErasedStore", slug: "erased-store", title: "Erased Store", shortTitle: "Erased Store",
      summary: "Store<Value, Action> hides the environment it was created with",
      source: "end of episode 91"),
    Stage(
      number: 4, target: "Stage4TuplizedEnvironment", slug: "tuplized-environment",
      title: "Tuplized environment", shortTitle: "Tuple env",
      summary: "features take exactly what they use; the root holds one flat tuple",
      source: "episode 92"),
    Stage(
      number: 5, target: "Stage5DependencyValues", slug: "dependency-values", title: "Dependency values",
      shortTitle: "@Dependency",
      summary: "@Dependency with live, preview and test values, scoped overrides, loud tests",
      source: "TCA's Dependencies library"),
    Stage(
      number: 6, target: "Stage6SharedContainer", slug: "shared-container", title: "Shared container",
      shortTitle: "Container",
      summary: "a global Dependencies container, with store injection kept apart",
      source: "Puredux"),
  ]

  /// Finds a stage by number (`2`), slug (`environment-in-reducer`) or target name (`Stage2EnvironmentInReducer`).
  static func named(_ name: String) -> Stage? {
    let key = name.lowercased()
    return all.first { stage in
      String(stage.number) == key || stage.slug == key || stage.target.lowercased() == key
    }
  }

  /// The stage the story tells just before this one, which `diff <stage>` compares against.
  var previous: Stage? {
    Stage.all.first { $0.number == number - 1 }
  }

  /// Whether the checkpoint's folder exists yet in this copy of the workbook.
  func isBuilt(in workbook: Workbook) -> Bool {
    FileManager.default.fileExists(atPath: workbook.checkpointFolder(for: self).path)
  }
}
