import Messages

/// One checkpoint of the story: the same PrimeTime app, with dependencies travelling a different way.
struct Stage: Hashable, Sendable {
  let number: Int
  /// What Episode91 says about the stage in prose, kept in `StageNotes` beside the other stages' notes.
  let notes: StageNotes
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
  /// The registry: every checkpoint, in the order the story tells them. A new stage is one entry here, its
  /// notes in `StageNotes`, and its target in Package.swift's list; everything else counts them from here.
  static let all: [Stage] = [
    Stage(
      number: 1, notes: .globalCurrent, target: "Stage1GlobalCurrent", slug: "global-current", title: "Global Current",
      shortTitle: "Current",
      summary: "each module reaches for a global, mutable `Current` environment",
      source: "start of episode 91"),
    Stage(
      number: 2, notes: .environmentInReducer, target: "Stage2EnvironmentInReducer", slug: "environment-in-reducer",
      title: "Environment in the reducer", shortTitle: "Env reducer",
      summary: "reducers take an environment; pullback transforms it; the Store carries its type",
      source: "episode 91 + start of 92"),
    Stage(
      number: 3, notes: .erasedStore, target: "Stage3ErasedStore", slug: "erased-store", title: "Erased Store",
      shortTitle: "Erased Store",
      summary: "Store<Value, Action> hides the environment it was created with",
      source: "end of 91 + start of 92"),
    Stage(
      number: 4, notes: .tuplizedEnvironment, target: "Stage4TuplizedEnvironment", slug: "tuplized-environment",
      title: "Tuplized environment", shortTitle: "Tuple env",
      summary: "features take exactly what they use; the root holds one flat tuple",
      source: "rest of episode 92"),
    Stage(
      number: 5, notes: .dependencyValues, target: "Stage5DependencyValues", slug: "dependency-values",
      title: "Dependency values",
      shortTitle: "@Dependency",
      summary: "@Dependency with live, preview and test values, scoped overrides, loud tests",
      source: "TCA's Dependencies library"),
    Stage(
      number: 6, notes: .sharedContainer, target: "Stage6SharedContainer", slug: "shared-container",
      title: "Shared container",
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

  /// Finds the stage a learner typed, or says which stages there are.
  static func named(orThrow name: String) throws(UsageError) -> Stage {
    guard let stage = named(name) else {
      let known = all.map { "\($0.number) \($0.slug)" }.joined(separator: ", ")
      throw UsageError(CommandLineMessage.unknownStage, ["name": name, "known": known])
    }
    return stage
  }

  /// The stage the story tells just before this one, which `diff <stage>` compares against.
  var previous: Stage? {
    Stage.all.first { $0.number == number - 1 }
  }
}
